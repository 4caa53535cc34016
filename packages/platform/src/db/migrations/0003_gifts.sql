-- Gifts: each Gift a Contractor holds with its current compiled form, every revision, Legendary Artifact events,
-- crafted items (Consumable stacks and Artifacts), Crafting Locations, Source replenishment conditions, and drafts
-- that belong to a player rather than a Contractor.

CREATE TABLE gifts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  contractor_id uuid NOT NULL REFERENCES contractors (id) ON DELETE CASCADE,
  stock_id text,
  type_id text NOT NULL,
  effect_id text NOT NULL,
  name text NOT NULL,
  tagline text NOT NULL DEFAULT '',
  description text NOT NULL DEFAULT '',
  spec jsonb NOT NULL,
  catalog_version text NOT NULL,
  cost integer NOT NULL CHECK (cost >= 1),
  system_text text NOT NULL,
  revision integer NOT NULL DEFAULT 1,
  artifact_status text CHECK (artifact_status IN ('held', 'lost', 'stolen', 'destroyed')),
  free_copies integer NOT NULL DEFAULT 0 CHECK (free_copies >= 0),
  free_downtime integer,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX gifts_contractor_id_idx ON gifts (contractor_id);

CREATE TABLE gift_revisions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  gift_id uuid NOT NULL REFERENCES gifts (id) ON DELETE CASCADE,
  number integer NOT NULL CHECK (number >= 1),
  reason text NOT NULL,
  spec jsonb NOT NULL,
  cost integer NOT NULL,
  system_text text NOT NULL,
  paid_credits integer NOT NULL DEFAULT 0,
  paid_improvements integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  UNIQUE (gift_id, number)
);

CREATE TABLE artifact_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  gift_id uuid NOT NULL REFERENCES gifts (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('status', 'transfer')),
  status text NOT NULL,
  from_contractor_id uuid REFERENCES contractors (id) ON DELETE SET NULL,
  to_contractor_id uuid REFERENCES contractors (id) ON DELETE SET NULL,
  from_name text NOT NULL DEFAULT '',
  to_name text NOT NULL DEFAULT '',
  note text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL
);
CREATE INDEX artifact_events_gift_id_idx ON artifact_events (gift_id, created_at);

CREATE TABLE crafted_items (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  holder_id uuid NOT NULL REFERENCES contractors (id) ON DELETE CASCADE,
  gift_id uuid REFERENCES gifts (id) ON DELETE SET NULL,
  crafter_id uuid REFERENCES contractors (id) ON DELETE SET NULL,
  kind text NOT NULL CHECK (kind IN ('consumable', 'artifact')),
  name text NOT NULL,
  system_text text NOT NULL,
  gift_cost integer NOT NULL,
  gift_revision integer NOT NULL,
  quantity integer NOT NULL CHECK (quantity >= 0),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX crafted_items_holder_id_idx ON crafted_items (holder_id);

CREATE TABLE crafting_locations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  contractor_id uuid NOT NULL UNIQUE REFERENCES contractors (id) ON DELETE CASCADE,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  available boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

CREATE TABLE source_conditions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  contractor_id uuid NOT NULL UNIQUE REFERENCES contractors (id) ON DELETE CASCADE,
  conditions jsonb NOT NULL DEFAULT '[]',
  updated_at timestamptz NOT NULL
);

CREATE TABLE gift_drafts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  spec jsonb NOT NULL,
  cost integer NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX gift_drafts_user_id_idx ON gift_drafts (user_id, updated_at);
