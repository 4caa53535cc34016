-- Contract Cycles (issue 15): Contracts played back to back with no Downtime between them. A Cycle is declared with
-- its length when its first Contract is scheduled; later Contracts join it. Positions are not stored: a Contract's
-- place is its order among the Cycle's Contracts that still count (not canceled, not voided). A GM or Leader may end
-- a Cycle early (`ended_at`), which frees its players to spend Exp again.
CREATE TABLE contract_cycles (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  playgroup_id uuid NOT NULL REFERENCES playgroups (id) ON DELETE CASCADE,
  length integer NOT NULL CHECK (length BETWEEN 2 AND 12),
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  ended_by uuid REFERENCES users (id) ON DELETE SET NULL,
  ended_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX contract_cycles_playgroup_idx ON contract_cycles (playgroup_id);
ALTER TABLE contracts ADD COLUMN cycle_id uuid REFERENCES contract_cycles (id) ON DELETE SET NULL;
CREATE INDEX contracts_cycle_idx ON contracts (cycle_id) WHERE cycle_id IS NOT NULL;
