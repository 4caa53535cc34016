-- What recording a Contract (and, under arcade healing, starting it) healed, one row per Injury it changed, so that
-- voiding the Contract can give exactly that back. `injury` is the whole row as it was before (ISO dates), so a closed
-- Injury comes back with the same id; `scars` holds the Battle Scars its closing faded or made permanent, each with
-- its row as it was. `undone` says what the void did: 'restored', or 'kept' when the Injury had changed since.
CREATE TABLE contract_healings (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  contract_id uuid NOT NULL REFERENCES contracts (id) ON DELETE CASCADE,
  contractor_id uuid NOT NULL REFERENCES contractors (id) ON DELETE CASCADE,
  injury_id uuid NOT NULL,
  phase text NOT NULL CHECK (phase IN ('start', 'finish')),
  severity_before integer NOT NULL,
  severity_after integer,
  closed boolean NOT NULL,
  injury jsonb NOT NULL,
  scars jsonb NOT NULL DEFAULT '[]',
  healed_at timestamptz NOT NULL,
  undone text CHECK (undone IN ('restored', 'kept')),
  undone_at timestamptz
);
CREATE INDEX contract_healings_contract_idx ON contract_healings (contract_id);
