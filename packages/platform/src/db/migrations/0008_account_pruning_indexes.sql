-- Sign-in deletes attempts older than a day and sessions past their expiry (accounts/prune.ts); these indexes let
-- each clean-up find its few old rows without reading the whole table.
CREATE INDEX sign_in_attempts_created_at_idx ON sign_in_attempts (created_at);
CREATE INDEX sessions_expires_at_idx ON sessions (expires_at);
