-- Accounts, sessions, sign-in attempts, password resets; Contractors with their injuries, scars, traumas,
-- ledger and roll history. Ids are UUIDs so backups restore without sequences to reset.

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  handle text NOT NULL,
  handle_key text NOT NULL UNIQUE,
  email text NOT NULL,
  email_key text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  timezone text NOT NULL DEFAULT 'UTC',
  about text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

CREATE TABLE sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  last_used_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_user_id_idx ON sessions (user_id);

CREATE TABLE password_resets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX password_resets_user_id_idx ON password_resets (user_id);

-- account_key is the user's id when the login named an account, else 'login:' + the lower-cased login.
CREATE TABLE sign_in_attempts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_key text NOT NULL,
  ip text NOT NULL,
  succeeded boolean NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX sign_in_attempts_account_idx ON sign_in_attempts (account_key, created_at);
CREATE INDEX sign_in_attempts_ip_idx ON sign_in_attempts (ip, created_at);

CREATE TABLE contractors (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  version integer NOT NULL DEFAULT 1,
  private boolean NOT NULL DEFAULT false,
  name text NOT NULL,
  archetype text NOT NULL,
  paradigm text NOT NULL,
  ambition text NOT NULL,
  age text NOT NULL DEFAULT '',
  residence text NOT NULL DEFAULT '',
  appearance text NOT NULL DEFAULT '',
  limits jsonb NOT NULL,
  attributes jsonb NOT NULL,
  abilities jsonb NOT NULL,
  secondary_abilities jsonb NOT NULL DEFAULT '{}',
  assets jsonb NOT NULL DEFAULT '[]',
  liabilities jsonb NOT NULL DEFAULT '[]',
  mind_damage integer NOT NULL DEFAULT 0 CHECK (mind_damage >= 0),
  source jsonb,
  conditions jsonb NOT NULL DEFAULT '[]',
  circumstances jsonb NOT NULL DEFAULT '[]',
  trophies jsonb NOT NULL DEFAULT '[]',
  equipment text NOT NULL DEFAULT '',
  weapons jsonb NOT NULL DEFAULT '[]',
  armor text,
  biography text NOT NULL DEFAULT '',
  notes text NOT NULL DEFAULT '',
  victories integer NOT NULL DEFAULT 0 CHECK (victories >= 0),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX contractors_owner_id_idx ON contractors (owner_id);

-- severity is the current Severity; original_severity the one it was taken at (it fixes the scar class).
-- degrading_since restarts whenever the Severity changes, so the sheet can show when the next worsening is due.
CREATE TABLE injuries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  contractor_id uuid NOT NULL REFERENCES contractors (id) ON DELETE CASCADE,
  severity integer NOT NULL CHECK (severity >= 1),
  original_severity integer NOT NULL CHECK (original_severity >= 1),
  stabilized boolean NOT NULL DEFAULT false,
  clean_heal boolean NOT NULL DEFAULT false,
  failed_attempts integer NOT NULL DEFAULT 0,
  scar_class text,
  note text NOT NULL DEFAULT '',
  received_at timestamptz NOT NULL,
  degrading_since timestamptz NOT NULL
);
CREATE INDEX injuries_contractor_id_idx ON injuries (contractor_id);

-- name is null while the player has not yet picked which scar an Injury left.
CREATE TABLE battle_scars (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  contractor_id uuid NOT NULL REFERENCES contractors (id) ON DELETE CASCADE,
  injury_id uuid REFERENCES injuries (id) ON DELETE SET NULL,
  stock_id text,
  name text,
  scar_class text NOT NULL,
  permanent boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL
);
CREATE INDEX battle_scars_contractor_id_idx ON battle_scars (contractor_id);

CREATE TABLE traumas (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  contractor_id uuid NOT NULL REFERENCES contractors (id) ON DELETE CASCADE,
  stock_id text,
  name text NOT NULL,
  summary text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL
);
CREATE INDEX traumas_contractor_id_idx ON traumas (contractor_id);

-- Append-only: balances are folds over the entries that are not voided.
CREATE TABLE ledger_entries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  contractor_id uuid NOT NULL REFERENCES contractors (id) ON DELETE CASCADE,
  resource text NOT NULL CHECK (resource IN ('exp', 'gift_credit', 'improvement')),
  amount integer NOT NULL,
  kind text NOT NULL,
  cause jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL,
  voided_at timestamptz
);
CREATE INDEX ledger_entries_contractor_id_idx ON ledger_entries (contractor_id, created_at);

CREATE TABLE rolls (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  contractor_id uuid NOT NULL REFERENCES contractors (id) ON DELETE CASCADE,
  roller_id uuid REFERENCES users (id) ON DELETE SET NULL,
  expression text NOT NULL,
  label text,
  description text NOT NULL,
  options jsonb NOT NULL,
  result jsonb NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX rolls_contractor_id_idx ON rolls (contractor_id, created_at);
