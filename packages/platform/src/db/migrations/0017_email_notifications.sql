-- Notifications by email (issue 13). Every in-app notification a user wants by email gets an outbox row in the
-- workflow's own transaction; a background sender mails it after commit, with retries, so a failing mail server
-- never holds up or undoes a workflow. Preferences are one row per user, made on first need.
CREATE TABLE notification_preferences (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  -- Per category (contracts, approvals, rewards, news): 'instant', 'digest' or 'off'; a missing key is the default.
  email jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- The secret in this user's one-click unsubscribe links (like a calendar feed's token: it only turns mail off).
  unsubscribe_token text NOT NULL UNIQUE,
  updated_at timestamptz NOT NULL
);

CREATE TABLE email_outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  category text NOT NULL,
  -- 'instant' mails go alone; 'digest' ones wait for the user's daily digest and go together.
  mode text NOT NULL,
  kind text NOT NULL,
  message text NOT NULL,
  link text NOT NULL DEFAULT '',
  -- 'pending', 'sent' or 'failed'.
  status text NOT NULL DEFAULT 'pending',
  attempts integer NOT NULL DEFAULT 0,
  -- When the next try is due: at once for an instant mail, the digest hour for a digest item, later after a failure.
  next_attempt_at timestamptz NOT NULL,
  last_error text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  sent_at timestamptz
);
CREATE INDEX email_outbox_due_idx ON email_outbox (next_attempt_at) WHERE status = 'pending';
CREATE INDEX email_outbox_user_idx ON email_outbox (user_id, status);
CREATE INDEX email_outbox_finished_idx ON email_outbox (updated_at) WHERE status <> 'pending';
