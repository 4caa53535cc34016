-- Contractors built by visitors without an account (issue 12). Until someone signs in with the edit link and claims
-- it, such a Contractor is only its creation input: it has no sheet row, so it cannot join a Playgroup or a
-- Contract. The edit link's token is kept as its SHA-256 only; the share key opens a read-only view.
CREATE TABLE unclaimed_contractors (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  edit_token_hash text NOT NULL UNIQUE,
  share_key text NOT NULL UNIQUE,
  name text NOT NULL,
  input jsonb NOT NULL,
  version integer NOT NULL DEFAULT 1,
  -- The address that built it, for the per-address creation limit.
  creator_address text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  -- Every save moves this 30 days ahead; expired rows are deleted when the next one is created.
  expires_at timestamptz NOT NULL
);
CREATE INDEX unclaimed_contractors_expires_idx ON unclaimed_contractors (expires_at);
CREATE INDEX unclaimed_contractors_address_idx ON unclaimed_contractors (creator_address, created_at);
