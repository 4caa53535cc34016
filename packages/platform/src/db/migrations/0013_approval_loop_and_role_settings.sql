-- Approval that can finish, and built-in roles a Playgroup may reshape (issue 13).
-- A player answering "changes asked for" sends the Contractor back with an optional note; `resubmitted_at` tells the
-- Leaders' queue that it came back.
ALTER TABLE playgroup_contractors ADD COLUMN player_note text NOT NULL DEFAULT '';
ALTER TABLE playgroup_contractors ADD COLUMN resubmitted_at timestamptz;
-- A row with `builtin` set holds one Playgroup's permissions for a built-in role (leader, judge, member, watcher)
-- instead of a custom role; with none, the built-in role keeps the rules' defaults.
ALTER TABLE playgroup_roles ADD COLUMN builtin text;
CREATE UNIQUE INDEX playgroup_roles_builtin ON playgroup_roles (playgroup_id, builtin) WHERE builtin IS NOT NULL;
