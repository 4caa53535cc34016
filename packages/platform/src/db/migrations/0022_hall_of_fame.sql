-- Profiles, the Hall of Fame and the Graveyard (issue 15). A player may keep their profile private: others then see
-- no stats of theirs and the boards leave them (and their Contractors) out. A confirmed death may carry its cause.
-- The boards are counted in SQL over finished Contracts, each in one aggregate; the indexes below serve the parts
-- that need not read every seat (a GM's Contracts, the deaths).
ALTER TABLE users ADD COLUMN profile_private boolean NOT NULL DEFAULT false;
ALTER TABLE contractor_deaths ADD COLUMN cause text NOT NULL DEFAULT '';

-- Finished Contracts by GM (and the Scenario each ran): the GM boards and a profile's "Contracts GMed".
CREATE INDEX contracts_finished_gm_idx ON contracts (gm_id) INCLUDE (scenario_id) WHERE state = 'finished';
-- Deaths are few among the seats: the "deadliest" boards join them from here instead of reading every seat.
CREATE INDEX contract_attendances_deaths_idx ON contract_attendances (contract_id) WHERE outcome = 'death';
