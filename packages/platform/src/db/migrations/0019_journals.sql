-- Journals (issue 15): what a Contractor writes about a Contract it took part in, or about the Downtime after one.
-- `contract_id` is that Contract (for a Downtime Journal, the Contract the Downtime follows: its after_contract_id).
-- `slot` is the Journal's place in the reward count, fixed when it first reached 250 words: 'improvement' for every
-- 4th Contract Journal, 'exp' for the rest. The reward itself is a `journal` ledger entry citing the Journal and the
-- Contract, so voiding the Contract voids it, and an edit under 250 words voids it too.
CREATE TABLE journals (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  contractor_id uuid NOT NULL REFERENCES contractors (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('contract', 'downtime')),
  contract_id uuid NOT NULL REFERENCES contracts (id) ON DELETE CASCADE,
  title text NOT NULL,
  body text NOT NULL,
  word_count integer NOT NULL,
  spoiler boolean NOT NULL DEFAULT false,
  slot text CHECK (slot IN ('exp', 'improvement')),
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  UNIQUE (contractor_id, kind, contract_id)
);
CREATE INDEX journals_feed_idx ON journals (created_at DESC, id DESC);
CREATE INDEX journals_contractor_idx ON journals (contractor_id, created_at DESC);
CREATE INDEX journals_contract_idx ON journals (contract_id);
-- A Journal's reward is found by the Journal's id in the entry's cause.
CREATE INDEX ledger_entries_journal_idx ON ledger_entries ((cause ->> 'journalId')) WHERE kind = 'journal';
