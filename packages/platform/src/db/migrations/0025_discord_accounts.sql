-- A Harbinger account's link to one Discord account, made by signing in with Discord or linking from the settings
-- page. One Discord account per user and one user per Discord account. `contractor_id` is the Contractor the Discord
-- bot rolls for when the player names none; null means "choose automatically" (the one seated at an Active Contract,
-- else the only living one), and it falls back to that when the chosen Contractor is deleted.
CREATE TABLE discord_accounts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  discord_user_id text NOT NULL UNIQUE,
  discord_username text NOT NULL,
  contractor_id uuid REFERENCES contractors (id) ON DELETE SET NULL,
  linked_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

-- A Discord sign-in that found no linked account, waiting while the player picks a handle for a new one. Only the
-- SHA-256 of its token is kept (the browser holds the token in a cookie); it lapses after a few minutes.
CREATE TABLE discord_sign_ins (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  token_hash text NOT NULL UNIQUE,
  discord_user_id text NOT NULL,
  discord_username text NOT NULL,
  email text,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX discord_sign_ins_expiry_idx ON discord_sign_ins (expires_at);
