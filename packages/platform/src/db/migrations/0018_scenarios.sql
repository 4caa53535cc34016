-- Scenarios (issue 14): the write-ups GMs run as Contracts, who has discovered them (and so is spoiled for playing
-- them), their revisions, the handouts granted from them, the Exchange and its credits, and the site permission
-- that approves Exchange submissions. Loose Ends are created here because Scenarios hand them out; issue 15 builds
-- the rest of their life (Cutoff ticking, Moves) on this table.

-- Site-wide permissions, apart from any Playgroup's roles. Granted by the operator (admin token or CLI).
CREATE TABLE site_permissions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  permission text NOT NULL CHECK (permission IN ('approve_scenarios')),
  granted_at timestamptz NOT NULL,
  UNIQUE (user_id, permission)
);

-- A Scenario. `stock_key` marks one of ours (seeded at start, fixed id); `author_id` is null for those.
-- The write-up is five markdown sections; `handouts` is a JSON list of the Conditions, Circumstances, Trophies and
-- Loose Ends a GM may grant from it (each with a stable `id`). `word_count` counts the five sections.
CREATE TABLE scenarios (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  author_id uuid REFERENCES users (id) ON DELETE SET NULL,
  stock_key text UNIQUE,
  for_learning boolean NOT NULL DEFAULT false,
  title text NOT NULL,
  summary text NOT NULL DEFAULT '',
  objective text NOT NULL DEFAULT '',
  min_players integer NOT NULL DEFAULT 2,
  max_players integer NOT NULL DEFAULT 5,
  suggested_status text NOT NULL DEFAULT 'any',
  highlander boolean NOT NULL DEFAULT false,
  rivalry boolean NOT NULL DEFAULT false,
  needs_ringer boolean NOT NULL DEFAULT false,
  tags text[] NOT NULL DEFAULT '{}',
  overview text NOT NULL DEFAULT '',
  backstory text NOT NULL DEFAULT '',
  introduction text NOT NULL DEFAULT '',
  mission text NOT NULL DEFAULT '',
  aftermath text NOT NULL DEFAULT '',
  handouts jsonb NOT NULL DEFAULT '[]',
  word_count integer NOT NULL DEFAULT 0,
  exchange_state text NOT NULL DEFAULT 'none'
    CHECK (exchange_state IN ('none', 'awaiting', 'approved', 'rejected', 'withdrawn', 'removed')),
  exchange_blurb text NOT NULL DEFAULT '',
  exchange_approved_at timestamptz,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CHECK (min_players >= 1 AND max_players >= min_players)
);
CREATE INDEX scenarios_author_idx ON scenarios (author_id);
CREATE INDEX scenarios_exchange_idx ON scenarios (exchange_approved_at DESC, id DESC) WHERE exchange_state = 'approved';
CREATE INDEX scenarios_tags_idx ON scenarios USING gin (tags);

-- Every edit of a Scenario, numbered from 1; `content` holds every field and the handouts as they were after it.
CREATE TABLE scenario_revisions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  scenario_id uuid NOT NULL REFERENCES scenarios (id) ON DELETE CASCADE,
  number integer NOT NULL,
  author_id uuid REFERENCES users (id) ON DELETE SET NULL,
  content jsonb NOT NULL,
  note text NOT NULL DEFAULT '',
  reverted_to integer,
  created_at timestamptz NOT NULL,
  UNIQUE (scenario_id, number)
);

-- Exchange submissions and their decisions, newest last; the Scenario's `exchange_state` mirrors the latest.
CREATE TABLE exchange_reviews (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  scenario_id uuid NOT NULL REFERENCES scenarios (id) ON DELETE CASCADE,
  submitted_by uuid REFERENCES users (id) ON DELETE SET NULL,
  submitted_at timestamptz NOT NULL,
  state text NOT NULL CHECK (state IN ('awaiting', 'approved', 'rejected', 'withdrawn', 'removed')),
  decided_by uuid REFERENCES users (id) ON DELETE SET NULL,
  decided_at timestamptz,
  reason text NOT NULL DEFAULT ''
);
CREATE INDEX exchange_reviews_queue_idx ON exchange_reviews (state, submitted_at, id);
CREATE INDEX exchange_reviews_scenario_idx ON exchange_reviews (scenario_id, submitted_at);

-- Exchange credits: a player's balance is the sum of their entries. The first approval of a Scenario pays once.
CREATE TABLE credit_entries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  amount integer NOT NULL,
  kind text NOT NULL CHECK (kind IN ('exchange_approval', 'exchange_unlock')),
  scenario_id uuid REFERENCES scenarios (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX credit_entries_user_idx ON credit_entries (user_id, created_at);
CREATE UNIQUE INDEX credit_entries_first_approval_idx ON credit_entries (scenario_id) WHERE kind = 'exchange_approval';

-- The Scenario a Contract runs, and the GM's notes on how this run went.
ALTER TABLE contracts ADD COLUMN scenario_id uuid REFERENCES scenarios (id) ON DELETE SET NULL;
ALTER TABLE contracts ADD COLUMN scenario_notes text NOT NULL DEFAULT '';
CREATE INDEX contracts_scenario_idx ON contracts (scenario_id) WHERE scenario_id IS NOT NULL;

-- Who has discovered a Scenario and why; any row lets them read the write-up and spoils it for playing.
CREATE TABLE scenario_discoveries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  scenario_id uuid NOT NULL REFERENCES scenarios (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  reason text NOT NULL CHECK (reason IN ('played', 'wrote', 'gmed', 'shared', 'unlocked', 'purchased')),
  contract_id uuid REFERENCES contracts (id) ON DELETE SET NULL,
  shared_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  UNIQUE (scenario_id, user_id, reason)
);
CREATE INDEX scenario_discoveries_user_idx ON scenario_discoveries (user_id, created_at);

-- Players who chose to read the Aftermath and handouts of a Scenario they discovered.
CREATE TABLE scenario_aftermath_spoilers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  scenario_id uuid NOT NULL REFERENCES scenarios (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  UNIQUE (scenario_id, user_id)
);

-- The writing reward: one Improvement per Scenario, for a Contractor of the writer's choice.
CREATE TABLE scenario_writing_rewards (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  scenario_id uuid NOT NULL UNIQUE REFERENCES scenarios (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  contractor_id uuid REFERENCES contractors (id) ON DELETE SET NULL,
  ledger_entry_id uuid REFERENCES ledger_entries (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL
);

-- Loose Ends on a sheet. The player reads name, description and level; Threat and Cutoff are for GMs and Leaders.
CREATE TABLE loose_ends (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  contractor_id uuid NOT NULL REFERENCES contractors (id) ON DELETE CASCADE,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  threat text NOT NULL DEFAULT '',
  threat_level text NOT NULL CHECK (threat_level IN ('dangerous', 'deadly', 'fateful')),
  cutoff integer NOT NULL CHECK (cutoff BETWEEN 0 AND 5),
  tie_up text NOT NULL DEFAULT '',
  granted_by uuid REFERENCES users (id) ON DELETE SET NULL,
  contract_id uuid REFERENCES contracts (id) ON DELETE SET NULL,
  scenario_id uuid REFERENCES scenarios (id) ON DELETE SET NULL,
  resolved_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX loose_ends_contractor_idx ON loose_ends (contractor_id, created_at);

-- Handouts a GM granted from a Contract's Scenario when recording it: one per handout and Contractor.
CREATE TABLE scenario_handout_grants (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  contract_id uuid NOT NULL REFERENCES contracts (id) ON DELETE CASCADE,
  contractor_id uuid NOT NULL REFERENCES contractors (id) ON DELETE CASCADE,
  handout_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('condition', 'circumstance', 'trophy', 'loose_end')),
  granted_text text NOT NULL,
  loose_end_id uuid REFERENCES loose_ends (id) ON DELETE SET NULL,
  granted_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  UNIQUE (contract_id, contractor_id, handout_id)
);
