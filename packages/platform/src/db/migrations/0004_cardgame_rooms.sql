-- Online tables of the card game (issue 6). One row per room: who sits where, and the whole engine state as
-- JSON. Every accepted move bumps `version`, so two moves made against the same version cannot both land.
-- Seats live inside the row (no foreign key to users), so deleting an account or restoring a backup never
-- trips over a running game.

CREATE TABLE cardgame_rooms (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  code text NOT NULL UNIQUE,
  version integer NOT NULL DEFAULT 1,
  status text NOT NULL,
  options jsonb NOT NULL,
  seed text NOT NULL,
  seats jsonb NOT NULL,
  state jsonb,
  log jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX cardgame_rooms_updated_at_idx ON cardgame_rooms (updated_at);
