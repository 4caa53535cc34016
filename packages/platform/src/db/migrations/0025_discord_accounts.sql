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
