-- The line of players waiting for a seat at a full Contract (issue 13). Each entry is the answer the player would
-- give (a Contractor, or a Ringer with an optional bonus Contractor); when a seat frees, the first entry whose answer
-- still qualifies is seated. Entries go when the player takes a seat, leaves the line, or the Contract starts or is
-- canceled.
CREATE TABLE contract_waitlist (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  contract_id uuid NOT NULL REFERENCES contracts (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  contractor_id uuid REFERENCES contractors (id) ON DELETE CASCADE,
  ringer boolean NOT NULL DEFAULT false,
  ringer_bonus_contractor_id uuid REFERENCES contractors (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  UNIQUE (contract_id, user_id),
  CHECK (ringer = (contractor_id IS NULL))
);
CREATE INDEX contract_waitlist_line_idx ON contract_waitlist (contract_id, created_at, id);
CREATE INDEX contract_waitlist_user_idx ON contract_waitlist (user_id);
CREATE INDEX contract_waitlist_contractor_idx ON contract_waitlist (contractor_id);
