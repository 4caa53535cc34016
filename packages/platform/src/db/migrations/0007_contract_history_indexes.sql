-- A veteran Contractor attends thousands of Contracts; its sheet should still open as fast as a new one's. The Story
-- tab lists its latest seats, newest first, and asks whether an Active Contract locks it: with these two indexes both
-- read a handful of rows whatever the length of the history.

-- A Contractor's seats, newest first (also serves every lookup by contractor_id, so it replaces the plain index).
CREATE INDEX contract_attendances_contractor_seat_idx ON contract_attendances (contractor_id, created_at DESC, id DESC);
DROP INDEX contract_attendances_contractor_idx;

-- The few Contracts being played right now.
CREATE INDEX contracts_active_idx ON contracts (starts_at DESC, id DESC) WHERE state = 'active';
