-- Playgroups (members, roles, house rules, Contractor approval, World Events), Contracts (attendances, outcomes,
-- void votes), deaths and the Graveyard, sheet notices, notifications and calendar feeds. The ledger learns about
-- players: a Coin of Charon belongs to a player, so its entry has a user_id and no contractor_id.

ALTER TABLE ledger_entries ALTER COLUMN contractor_id DROP NOT NULL;
ALTER TABLE ledger_entries ADD COLUMN user_id uuid REFERENCES users (id) ON DELETE CASCADE;
ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_resource_check;
ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_resource_check
  CHECK (resource IN ('exp', 'gift_credit', 'improvement', 'coin_of_charon'));
-- Coins are the player's; everything else is a Contractor's.
ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_holder_check
  CHECK (CASE WHEN resource = 'coin_of_charon' THEN contractor_id IS NULL AND user_id IS NOT NULL ELSE contractor_id IS NOT NULL END);
CREATE INDEX ledger_entries_player_idx ON ledger_entries (user_id, created_at) WHERE contractor_id IS NULL;
-- Voiding finds a Contract's entries by the id in their cause.
CREATE INDEX ledger_entries_contract_idx ON ledger_entries ((cause ->> 'contractId'));

CREATE TABLE playgroups (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  membership text NOT NULL DEFAULT 'open' CHECK (membership IN ('open', 'invite')),
  invite_token text NOT NULL UNIQUE,
  healing text NOT NULL DEFAULT 'gritty' CHECK (healing IN ('gritty', 'arcade')),
  golden_ratio boolean NOT NULL DEFAULT false,
  visitors_allowed boolean NOT NULL DEFAULT true,
  pool_floor_1 boolean NOT NULL DEFAULT false,
  classic_combat boolean NOT NULL DEFAULT false,
  house_rules text NOT NULL DEFAULT '',
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX playgroups_created_idx ON playgroups (created_at DESC, id DESC);

-- Roles a Playgroup invents besides the four built-in ones (leader, judge, member, watcher).
CREATE TABLE playgroup_roles (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  playgroup_id uuid NOT NULL REFERENCES playgroups (id) ON DELETE CASCADE,
  name text NOT NULL,
  permissions jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL
);
CREATE INDEX playgroup_roles_playgroup_idx ON playgroup_roles (playgroup_id);

-- state: 'member' (in), 'invited' (asked by someone who manages memberships, not yet accepted), 'banned'.
-- roles: built-in role ids and custom role uuids.
CREATE TABLE playgroup_members (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  playgroup_id uuid NOT NULL REFERENCES playgroups (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  state text NOT NULL CHECK (state IN ('member', 'invited', 'banned')),
  roles jsonb NOT NULL DEFAULT '[]',
  note text NOT NULL DEFAULT '',
  invited_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  UNIQUE (playgroup_id, user_id)
);
CREATE INDEX playgroup_members_user_idx ON playgroup_members (user_id);

-- A Contractor's home Playgroup and where its approval stands there.
CREATE TABLE playgroup_contractors (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  contractor_id uuid NOT NULL UNIQUE REFERENCES contractors (id) ON DELETE CASCADE,
  playgroup_id uuid NOT NULL REFERENCES playgroups (id) ON DELETE CASCADE,
  approval text NOT NULL DEFAULT 'pending' CHECK (approval IN ('pending', 'approved', 'changes_requested')),
  message text NOT NULL DEFAULT '',
  decided_by uuid REFERENCES users (id) ON DELETE SET NULL,
  decided_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX playgroup_contractors_playgroup_idx ON playgroup_contractors (playgroup_id, approval);

CREATE TABLE world_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  playgroup_id uuid NOT NULL REFERENCES playgroups (id) ON DELETE CASCADE,
  author_id uuid REFERENCES users (id) ON DELETE SET NULL,
  title text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
-- The feed pages by (created_at, id), newest first, so any page costs one index range scan.
CREATE INDEX world_events_feed_idx ON world_events (playgroup_id, created_at DESC, id DESC);

CREATE TABLE contracts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  playgroup_id uuid NOT NULL REFERENCES playgroups (id) ON DELETE CASCADE,
  gm_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title text NOT NULL,
  invitation text NOT NULL DEFAULT '',
  starts_at timestamptz NOT NULL,
  required_status text NOT NULL DEFAULT 'any'
    CHECK (required_status IN ('any', 'newbie', 'novice', 'seasoned', 'professional', 'veteran')),
  rsvp_rule text NOT NULL DEFAULT 'members' CHECK (rsvp_rule IN ('members', 'anyone')),
  capacity integer NOT NULL DEFAULT 5 CHECK (capacity BETWEEN 1 AND 50),
  ringers_allowed boolean NOT NULL DEFAULT true,
  play_mode text NOT NULL DEFAULT 'in_person' CHECK (play_mode IN ('in_person', 'voice', 'video', 'text', 'other')),
  venue text NOT NULL DEFAULT '',
  looking_for_players boolean NOT NULL DEFAULT false,
  state text NOT NULL DEFAULT 'scheduled' CHECK (state IN ('scheduled', 'active', 'finished', 'canceled', 'voided')),
  split_over_sessions boolean NOT NULL DEFAULT false,
  commission_contractor_id uuid REFERENCES contractors (id) ON DELETE SET NULL,
  gm_improvement_contractor_id uuid REFERENCES contractors (id) ON DELETE SET NULL,
  gm_bonus_contractor_id uuid REFERENCES contractors (id) ON DELETE SET NULL,
  notes text NOT NULL DEFAULT '',
  void_reason text NOT NULL DEFAULT '',
  voided_by uuid REFERENCES users (id) ON DELETE SET NULL,
  -- A past Contract entered after the fact: who declared it, and the finishing input applied once every player
  -- has confirmed their seat.
  declared_by uuid REFERENCES users (id) ON DELETE SET NULL,
  pending_finish jsonb,
  version integer NOT NULL DEFAULT 1,
  started_at timestamptz,
  finished_at timestamptz,
  canceled_at timestamptz,
  voided_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX contracts_playgroup_idx ON contracts (playgroup_id, starts_at DESC);
CREATE INDEX contracts_gm_idx ON contracts (gm_id, starts_at DESC);
CREATE INDEX contracts_open_idx ON contracts (starts_at) WHERE state = 'scheduled';

-- One seat per player: a Contractor, or a Ringer (contractor_id null). home_playgroup_id is the Contractor's home
-- when it answered; outcome and ringer_achieved are set when the Contract is finished.
CREATE TABLE contract_attendances (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  contract_id uuid NOT NULL REFERENCES contracts (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  contractor_id uuid REFERENCES contractors (id) ON DELETE CASCADE,
  ringer boolean NOT NULL DEFAULT false,
  ringer_bonus_contractor_id uuid REFERENCES contractors (id) ON DELETE SET NULL,
  home_playgroup_id uuid REFERENCES playgroups (id) ON DELETE SET NULL,
  outcome text CHECK (outcome IN ('victory', 'failure', 'death', 'declined')),
  ringer_achieved boolean,
  first_contract boolean NOT NULL DEFAULT false,
  confirmed_at timestamptz,
  created_at timestamptz NOT NULL,
  UNIQUE (contract_id, user_id),
  UNIQUE (contract_id, contractor_id),
  CHECK (ringer = (contractor_id IS NULL))
);
CREATE INDEX contract_attendances_contractor_idx ON contract_attendances (contractor_id);
CREATE INDEX contract_attendances_user_idx ON contract_attendances (user_id);

-- Players' votes to void a finished Contract (a Leader needs no vote).
CREATE TABLE contract_void_votes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  contract_id uuid NOT NULL REFERENCES contracts (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  in_favour boolean NOT NULL,
  created_at timestamptz NOT NULL,
  UNIQUE (contract_id, user_id)
);

-- Under arcade healing, the Injuries a Contract dealt (or carried in), so the next one can close them.
CREATE TABLE contract_injuries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  injury_id uuid NOT NULL UNIQUE REFERENCES injuries (id) ON DELETE CASCADE,
  contract_id uuid NOT NULL REFERENCES contracts (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL
);

-- The Graveyard. A voided death keeps its row (voided_at set) so the sheet can warn future GMs.
CREATE TABLE contractor_deaths (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  contractor_id uuid NOT NULL REFERENCES contractors (id) ON DELETE CASCADE,
  contract_id uuid REFERENCES contracts (id) ON DELETE SET NULL,
  died_at timestamptz NOT NULL,
  obituary text NOT NULL DEFAULT '',
  voided_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX contractor_deaths_alive_idx ON contractor_deaths (contractor_id) WHERE voided_at IS NULL;
CREATE INDEX contractor_deaths_graveyard_idx ON contractor_deaths (died_at DESC, id DESC) WHERE voided_at IS NULL;

-- Lasting notes on a sheet (a voided Contract, a voided death).
CREATE TABLE contractor_notices (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  contractor_id uuid NOT NULL REFERENCES contractors (id) ON DELETE CASCADE,
  contract_id uuid REFERENCES contracts (id) ON DELETE SET NULL,
  code text NOT NULL,
  message text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX contractor_notices_contractor_idx ON contractor_notices (contractor_id, created_at);

CREATE TABLE notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL,
  message text NOT NULL,
  link text NOT NULL DEFAULT '',
  read_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX notifications_user_idx ON notifications (user_id, created_at DESC, id DESC);
CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE read_at IS NULL;

-- Secret addresses of each player's calendar (ICS) feed.
CREATE TABLE calendar_feeds (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  token text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL
);
