-- Outgoing webhooks of Playgroups (issue 5). A Playgroup lists the addresses to tell and which of its events each
-- one wants. Every event that a webhook wants becomes one row of webhook_deliveries, written in the same
-- transaction as the event itself; a background dispatcher sends the rows later and retries failures with a
-- growing pause, so the request that caused an event never waits for someone else's server.

CREATE TABLE webhooks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  playgroup_id uuid NOT NULL REFERENCES playgroups (id) ON DELETE CASCADE,
  url text NOT NULL CHECK (char_length(url) <= 2000),
  -- A JSON array of event names, e.g. ["contract_scheduled", "member_joined"].
  events jsonb NOT NULL,
  enabled boolean NOT NULL DEFAULT true,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX webhooks_playgroup_url_idx ON webhooks (playgroup_id, url);

CREATE TABLE webhook_deliveries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  webhook_id uuid NOT NULL REFERENCES webhooks (id) ON DELETE CASCADE,
  event text NOT NULL CHECK (event IN ('contract_scheduled', 'world_event_posted', 'member_joined')),
  payload jsonb NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  -- While a dispatcher holds a row, this is pushed past the end of its lease; a crashed sender's row comes back.
  next_attempt_at timestamptz NOT NULL,
  last_http_status integer,
  last_error text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  delivered_at timestamptz
);
-- The dispatcher's claim: the pending rows that are due, oldest first.
CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at) WHERE status = 'pending';
-- Each webhook's latest deliveries, for the settings page.
CREATE INDEX webhook_deliveries_webhook_idx ON webhook_deliveries (webhook_id, created_at DESC);
