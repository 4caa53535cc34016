-- Profiles, the Hall of Fame and the Graveyard (issue 15). A player may keep their profile private: others then see
-- no stats of theirs and the boards leave them (and their Contractors) out. A confirmed death may carry its cause.
-- The boards are counted in SQL over finished Contracts; the indexes below keep those counts to index scans.
ALTER TABLE users ADD COLUMN profile_private boolean NOT NULL DEFAULT false;
ALTER TABLE contractor_deaths ADD COLUMN cause text NOT NULL DEFAULT '';

-- Finished Contracts by GM (and the Scenario each ran): the GM boards and a profile's "Contracts GMed".
CREATE INDEX contracts_finished_gm_idx ON contracts (gm_id) INCLUDE (scenario_id) WHERE state = 'finished';
-- Seats with their outcome, read from the Contract side (boards) and from the player side (a profile).
CREATE INDEX contract_attendances_outcome_idx ON contract_attendances (contract_id) INCLUDE (user_id, contractor_id, outcome);
CREATE INDEX contract_attendances_player_outcome_idx ON contract_attendances (user_id) INCLUDE (contract_id, contractor_id, outcome);
