-- Battle Scars that change numbers (issue 12). `will_to_survive` marks the permanent Major scar Will to Survive
-- leaves, so the sheet can tell whether it was already used this Contract. `effects` carries the numbers of a custom
-- scar (a die penalty, a Penalty floor, a movement multiplier, no dash or sprint); stock scars take theirs from the
-- rules' table and leave it null.
ALTER TABLE battle_scars ADD COLUMN will_to_survive boolean NOT NULL DEFAULT false;
ALTER TABLE battle_scars ADD COLUMN effects jsonb;
CREATE INDEX battle_scars_will_to_survive ON battle_scars (contractor_id, created_at) WHERE will_to_survive;
