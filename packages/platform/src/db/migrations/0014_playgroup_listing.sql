-- Playgroup privacy and Find Playgroups (issue 13). A Playgroup is private unless `listed`: outsiders see only its
-- name. Every Playgroup made before this release was public, so they all start listed. The listing fields are what
-- Find Playgroups shows and filters on: a short pitch, the setting, notes on making a Contractor, a community link
-- (https only), how the table meets, its time zone and the Contractor statuses it plays at.
ALTER TABLE playgroups ADD COLUMN listed boolean NOT NULL DEFAULT false;
UPDATE playgroups SET listed = true;
ALTER TABLE playgroups ADD COLUMN pitch text NOT NULL DEFAULT '';
ALTER TABLE playgroups ADD COLUMN setting text NOT NULL DEFAULT '';
ALTER TABLE playgroups ADD COLUMN creation_notes text NOT NULL DEFAULT '';
ALTER TABLE playgroups ADD COLUMN community_link text NOT NULL DEFAULT '';
ALTER TABLE playgroups ADD COLUMN meets text NOT NULL DEFAULT 'both';
ALTER TABLE playgroups ADD COLUMN time_zone text NOT NULL DEFAULT 'UTC';
ALTER TABLE playgroups ADD COLUMN status_min text NOT NULL DEFAULT 'newbie';
ALTER TABLE playgroups ADD COLUMN status_max text NOT NULL DEFAULT 'veteran';
-- Find Playgroups pages through the listed ones, newest first.
CREATE INDEX playgroups_listed_newest ON playgroups (created_at DESC, id DESC) WHERE listed;

-- A member's secret calendar feed of one Playgroup. The feed answers only while its holder is still a member, so
-- leaving revokes it; a Leader's reset deletes every row of the Playgroup, and each member gets a new one.
CREATE TABLE playgroup_feeds (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  playgroup_id uuid NOT NULL REFERENCES playgroups (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  UNIQUE (playgroup_id, user_id)
);
