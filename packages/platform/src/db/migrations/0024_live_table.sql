-- The live table of a Contract. `table_events` is the table's append-only log (rolls, combat changes, injuries
-- dealt, clock moves): a client that reconnects asks for every event after the last id it saw. `visibility` decides
-- who may read an event: 'public', 'gm' (the GM and the actor), 'blind' (the GM; the actor sees that it happened, not
-- the result) or 'self' (the actor alone). `table_states` holds one row of live state per table: the combat tracker
-- and the in-game clock, each a jsonb document owned by its workflow, guarded by one version number.
CREATE TABLE table_events (
  id bigserial PRIMARY KEY,
  contract_id uuid NOT NULL REFERENCES contracts (id) ON DELETE CASCADE,
  kind text NOT NULL,
  visibility text NOT NULL DEFAULT 'public' CHECK (visibility IN ('public', 'gm', 'blind', 'self')),
  actor_id uuid REFERENCES users (id) ON DELETE SET NULL,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX table_events_contract_idx ON table_events (contract_id, id);

CREATE TABLE table_states (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  contract_id uuid NOT NULL UNIQUE REFERENCES contracts (id) ON DELETE CASCADE,
  version integer NOT NULL DEFAULT 0,
  combat jsonb,
  clock jsonb,
  updated_at timestamptz NOT NULL
);
