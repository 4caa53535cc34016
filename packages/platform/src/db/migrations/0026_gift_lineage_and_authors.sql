-- Community Gifts (issue 19). A Gift built with "Start from this Gift" remembers the Gift it was copied from, so
-- that Gift's page can list who uses it; the copy stays its own Gift (deleting either leaves the other alone). Each
-- revision from now on records the account that made it (null for older revisions and for deleted accounts).
ALTER TABLE gifts ADD COLUMN started_from_id uuid REFERENCES gifts (id) ON DELETE SET NULL;
ALTER TABLE gift_revisions ADD COLUMN author_id uuid REFERENCES users (id) ON DELETE SET NULL;

-- The copies of one Gift, for its "used by" list; most Gifts are no copy, so only copies are indexed.
CREATE INDEX gifts_started_from_idx ON gifts (started_from_id) WHERE started_from_id IS NOT NULL;
-- Browsing community Gifts newest first, a keyset page at a time (filters by Effect, type and cost ride along).
CREATE INDEX gifts_browse_idx ON gifts (created_at DESC, id DESC);
