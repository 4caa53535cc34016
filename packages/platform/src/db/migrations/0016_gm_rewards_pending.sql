-- The GM's rewards of a recorded Contract that wait for the GM to name a Contractor (issue 13): set when a Contract is
-- recorded while the GM has not chosen who takes the GM Improvement (the GM chose "later", or had no living
-- Contractor then); cleared when the GM chooses and the rewards are paid, or when the Contract is voided.
ALTER TABLE contracts ADD COLUMN gm_rewards_pending boolean NOT NULL DEFAULT false;
CREATE INDEX contracts_gm_rewards_pending ON contracts (gm_id) WHERE gm_rewards_pending;
