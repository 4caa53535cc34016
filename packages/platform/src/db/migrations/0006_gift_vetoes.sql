-- Gift vetoes (issue 5): someone who manages Contractors in a Playgroup can bar one Gift from play there, giving a
-- reason. Nothing here touches the ledger. A veto is never deleted: lifting it (or the owner reworking the Gift)
-- only stamps when and how it ended, so the Playgroup can still read its history.

CREATE TABLE gift_vetoes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  gift_id uuid NOT NULL REFERENCES gifts (id) ON DELETE CASCADE,
  playgroup_id uuid NOT NULL REFERENCES playgroups (id) ON DELETE CASCADE,
  -- The revision of the Gift that was judged; a later revision is a rework.
  gift_revision integer NOT NULL CHECK (gift_revision >= 1),
  reason text NOT NULL CHECK (char_length(reason) BETWEEN 1 AND 1000),
  vetoed_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  ended_at timestamptz,
  -- Who lifted it; null when it ended because the owner reworked the Gift.
  ended_by uuid REFERENCES users (id) ON DELETE SET NULL,
  ended_how text CHECK (ended_how IN ('lifted')),
  CHECK ((ended_at IS NULL) = (ended_how IS NULL))
);
-- At most one veto in force per Gift and Playgroup.
CREATE UNIQUE INDEX gift_vetoes_in_force_idx ON gift_vetoes (gift_id, playgroup_id) WHERE ended_at IS NULL;
CREATE INDEX gift_vetoes_playgroup_idx ON gift_vetoes (playgroup_id) WHERE ended_at IS NULL;
