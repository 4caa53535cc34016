-- Editing a Contractor after creation (issue 12). A retired Contractor is kept, read-only, and listed as retired; one
-- with no recorded Contract is deleted instead. Changes that need a Leader of the home Playgroup (a Limit change, an
-- Asset bought or a Liability bought off after the first Contract) wait as requests until one decides.

ALTER TABLE contractors ADD COLUMN retired_at timestamptz;

CREATE TABLE contractor_change_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  contractor_id uuid NOT NULL REFERENCES contractors (id) ON DELETE CASCADE,
  playgroup_id uuid NOT NULL REFERENCES playgroups (id) ON DELETE CASCADE,
  -- 'limits' | 'asset_purchase' | 'liability_removal'
  kind text NOT NULL,
  -- limits: { limits: [...] }; asset_purchase and liability_removal: { id, cost }.
  payload jsonb NOT NULL,
  -- 'pending' | 'approved' | 'rejected' | 'withdrawn'
  state text NOT NULL DEFAULT 'pending',
  message text NOT NULL DEFAULT '',
  requested_by uuid REFERENCES users (id) ON DELETE SET NULL,
  decided_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  decided_at timestamptz
);
CREATE INDEX contractor_change_requests_contractor_idx ON contractor_change_requests (contractor_id, state);
CREATE INDEX contractor_change_requests_playgroup_idx ON contractor_change_requests (playgroup_id, state);
