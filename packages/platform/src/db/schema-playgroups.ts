import { type AnyPgColumn, boolean, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { newId } from './ids.js';
// A cycle with schema.ts, which spreads these tables into its `schema`: safe because every use of `users`,
// `contractors` and `injuries` here is a lazy `references` callback. Import these tables through schema.ts.
import { contractors, injuries, users } from './schema.js';
import { scenarios } from './schema-scenarios.js';

// Mirrors migrations/0002_playgroups_contracts.sql column for column (schema.test.ts checks it).
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const id = () => uuid('id').primaryKey().$defaultFn(newId);

/** Healing rules a Playgroup can pick. */
export type StoredHealing = 'gritty' | 'arcade';
/** How people join a Playgroup. */
export type StoredMembership = 'open' | 'invite';
/** How a Playgroup's table meets, as Find Playgroups filters it. */
export type StoredMeets = 'online' | 'in_person' | 'both';
/** Where a membership row stands. */
export type StoredMemberState = 'member' | 'invited' | 'banned';
/** Where a Contractor's approval in its home Playgroup stands. */
export type StoredApproval = 'pending' | 'approved' | 'changes_requested';
/** A Contract's life stage. */
export type StoredContractState = 'scheduled' | 'active' | 'finished' | 'canceled' | 'voided';
/** How an attendee's Contract ended. */
export type StoredOutcome = 'victory' | 'failure' | 'death' | 'declined';

/** Playgroups with their house rules. `inviteToken` is the secret part of the invite link (reset to revoke it). */
export const playgroups = pgTable('playgroups', {
  id: id(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  membership: text('membership').$type<StoredMembership>().notNull().default('open'),
  inviteToken: text('invite_token').notNull().unique(),
  healing: text('healing').$type<StoredHealing>().notNull().default('gritty'),
  goldenRatio: boolean('golden_ratio').notNull().default(false),
  visitorsAllowed: boolean('visitors_allowed').notNull().default(true),
  poolFloor1: boolean('pool_floor_1').notNull().default(false),
  classicCombat: boolean('classic_combat').notNull().default(false),
  houseRules: text('house_rules').notNull().default(''),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  version: integer('version').notNull().default(1),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
  // The listing (migration 0014): outsiders see anything but the name only when `listed`.
  listed: boolean('listed').notNull().default(false),
  pitch: text('pitch').notNull().default(''),
  setting: text('setting').notNull().default(''),
  creationNotes: text('creation_notes').notNull().default(''),
  communityLink: text('community_link').notNull().default(''),
  meets: text('meets').$type<StoredMeets>().notNull().default('both'),
  timeZone: text('time_zone').notNull().default('UTC'),
  statusMin: text('status_min').notNull().default('newbie'),
  statusMax: text('status_max').notNull().default('veteran'),
});

/** Custom roles: a name and a set of permissions. */
export const playgroupRoles = pgTable('playgroup_roles', {
  id: id(),
  playgroupId: uuid('playgroup_id')
    .notNull()
    .references(() => playgroups.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
  createdAt: at('created_at').notNull(),
  /** Set when the row reshapes a built-in role (`leader`, `judge`, …) for this Playgroup (0013). */
  builtin: text('builtin'),
});

/** Who belongs to a Playgroup (or was invited, or banned) and their roles (built-in ids or custom role ids). */
export const playgroupMembers = pgTable(
  'playgroup_members',
  {
    id: id(),
    playgroupId: uuid('playgroup_id')
      .notNull()
      .references(() => playgroups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state').$type<StoredMemberState>().notNull(),
    roles: jsonb('roles').$type<string[]>().notNull().default([]),
    note: text('note').notNull().default(''),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [unique().on(t.playgroupId, t.userId)],
);

/** A Contractor's home Playgroup and its approval there. */
export const playgroupContractors = pgTable('playgroup_contractors', {
  id: id(),
  contractorId: uuid('contractor_id')
    .notNull()
    .unique()
    .references(() => contractors.id, { onDelete: 'cascade' }),
  playgroupId: uuid('playgroup_id')
    .notNull()
    .references(() => playgroups.id, { onDelete: 'cascade' }),
  approval: text('approval').$type<StoredApproval>().notNull().default('pending'),
  message: text('message').notNull().default(''),
  decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
  decidedAt: at('decided_at'),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
  /** The player's note when sending it back after changes were asked for (0013). */
  playerNote: text('player_note').notNull().default(''),
  /** When the player last sent it back for approval (0013). */
  resubmittedAt: at('resubmitted_at'),
});

/** The World Events feed (Markdown bodies, rendered safely at the edge). */
export const worldEvents = pgTable('world_events', {
  id: id(),
  playgroupId: uuid('playgroup_id')
    .notNull()
    .references(() => playgroups.id, { onDelete: 'cascade' }),
  authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
  title: text('title').notNull(),
  body: text('body').notNull(),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});

/** Contracts played back to back, with no Downtime between them (migration 0021); positions are derived. */
export const contractCycles = pgTable('contract_cycles', {
  id: id(),
  playgroupId: uuid('playgroup_id')
    .notNull()
    .references(() => playgroups.id, { onDelete: 'cascade' }),
  /** How many Contracts the Cycle has, as declared when its first was scheduled. */
  length: integer('length').notNull(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  endedBy: uuid('ended_by').references(() => users.id, { onDelete: 'set null' }),
  /** Set when a GM or Leader ended the Cycle before its last Contract was played. */
  endedAt: at('ended_at'),
  createdAt: at('created_at').notNull(),
});

/** Contracts: the schedule, the GM's finishing choices and the life-cycle moments. */
export const contracts = pgTable('contracts', {
  id: id(),
  playgroupId: uuid('playgroup_id')
    .notNull()
    .references(() => playgroups.id, { onDelete: 'cascade' }),
  gmId: uuid('gm_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  invitation: text('invitation').notNull().default(''),
  startsAt: at('starts_at').notNull(),
  requiredStatus: text('required_status').notNull().default('any'),
  rsvpRule: text('rsvp_rule').$type<'members' | 'anyone'>().notNull().default('members'),
  capacity: integer('capacity').notNull().default(5),
  ringersAllowed: boolean('ringers_allowed').notNull().default(true),
  playMode: text('play_mode').notNull().default('in_person'),
  venue: text('venue').notNull().default(''),
  lookingForPlayers: boolean('looking_for_players').notNull().default(false),
  state: text('state').$type<StoredContractState>().notNull().default('scheduled'),
  splitOverSessions: boolean('split_over_sessions').notNull().default(false),
  commissionContractorId: uuid('commission_contractor_id').references(() => contractors.id, { onDelete: 'set null' }),
  gmImprovementContractorId: uuid('gm_improvement_contractor_id').references(() => contractors.id, {
    onDelete: 'set null',
  }),
  gmBonusContractorId: uuid('gm_bonus_contractor_id').references(() => contractors.id, { onDelete: 'set null' }),
  /** Recorded, but the GM has not yet named the Contractor that takes the GM's rewards (see `chooseGmRewards`). */
  gmRewardsPending: boolean('gm_rewards_pending').notNull().default(false),
  notes: text('notes').notNull().default(''),
  /** The Scenario this Contract runs (a lazy reference: schema-scenarios.ts imports this file). */
  scenarioId: uuid('scenario_id').references((): AnyPgColumn => scenarios.id, { onDelete: 'set null' }),
  /** The GM's notes on how this run of the Scenario went, shown on the Scenario's page to those who discovered it. */
  scenarioNotes: text('scenario_notes').notNull().default(''),
  /** The Cycle this Contract belongs to (migration 0021), or null. */
  cycleId: uuid('cycle_id').references(() => contractCycles.id, { onDelete: 'set null' }),
  voidReason: text('void_reason').notNull().default(''),
  voidedBy: uuid('voided_by').references(() => users.id, { onDelete: 'set null' }),
  /** Set for a past Contract declared after the fact; `pendingFinish` is recorded once every player confirms. */
  declaredBy: uuid('declared_by').references(() => users.id, { onDelete: 'set null' }),
  pendingFinish: jsonb('pending_finish').$type<Record<string, unknown>>(),
  version: integer('version').notNull().default(1),
  startedAt: at('started_at'),
  finishedAt: at('finished_at'),
  canceledAt: at('canceled_at'),
  voidedAt: at('voided_at'),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});

/** One seat at a Contract: a player with a Contractor, or a Ringer (no Contractor). */
export const contractAttendances = pgTable(
  'contract_attendances',
  {
    id: id(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contractorId: uuid('contractor_id').references(() => contractors.id, { onDelete: 'cascade' }),
    ringer: boolean('ringer').notNull().default(false),
    ringerBonusContractorId: uuid('ringer_bonus_contractor_id').references(() => contractors.id, {
      onDelete: 'set null',
    }),
    homePlaygroupId: uuid('home_playgroup_id').references(() => playgroups.id, { onDelete: 'set null' }),
    outcome: text('outcome').$type<StoredOutcome>(),
    ringerAchieved: boolean('ringer_achieved'),
    firstContract: boolean('first_contract').notNull().default(false),
    confirmedAt: at('confirmed_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [unique().on(t.contractId, t.userId), unique().on(t.contractId, t.contractorId)],
);

/** Players' votes to void a finished Contract. */
export const contractVoidVotes = pgTable(
  'contract_void_votes',
  {
    id: id(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    inFavour: boolean('in_favour').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [unique().on(t.contractId, t.userId)],
);

/** Injuries a Contract dealt or carried in, for arcade healing. */
export const contractInjuries = pgTable('contract_injuries', {
  id: id(),
  injuryId: uuid('injury_id')
    .notNull()
    .unique()
    .references(() => injuries.id, { onDelete: 'cascade' }),
  contractId: uuid('contract_id')
    .notNull()
    .references(() => contracts.id, { onDelete: 'cascade' }),
  createdAt: at('created_at').notNull(),
});

/** Deaths: the Graveyard, with obituaries; a voided one stays as a warning for future GMs. */
export const contractorDeaths = pgTable('contractor_deaths', {
  id: id(),
  contractorId: uuid('contractor_id')
    .notNull()
    .references(() => contractors.id, { onDelete: 'cascade' }),
  contractId: uuid('contract_id').references(() => contracts.id, { onDelete: 'set null' }),
  diedAt: at('died_at').notNull(),
  obituary: text('obituary').notNull().default(''),
  voidedAt: at('voided_at'),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});

/** Lasting notes shown on a sheet. */
export const contractorNotices = pgTable('contractor_notices', {
  id: id(),
  contractorId: uuid('contractor_id')
    .notNull()
    .references(() => contractors.id, { onDelete: 'cascade' }),
  contractId: uuid('contract_id').references(() => contracts.id, { onDelete: 'set null' }),
  code: text('code').notNull(),
  message: text('message').notNull(),
  createdAt: at('created_at').notNull(),
});

/** In-app notifications (the bell). */
export const notifications = pgTable('notifications', {
  id: id(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  message: text('message').notNull(),
  link: text('link').notNull().default(''),
  readAt: at('read_at'),
  createdAt: at('created_at').notNull(),
});

/** The secret token of each player's calendar feed. */
export const calendarFeeds = pgTable('calendar_feeds', {
  id: id(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  createdAt: at('created_at').notNull(),
});

/** A member's secret calendar feed of one Playgroup (answers only while they are a member). */
export const playgroupFeeds = pgTable(
  'playgroup_feeds',
  {
    id: id(),
    playgroupId: uuid('playgroup_id')
      .notNull()
      .references(() => playgroups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull().unique(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [unique().on(t.playgroupId, t.userId)],
);

/** This file's tables, for the drizzle schema object. */
export const playgroupTables = {
  playgroups,
  playgroupRoles,
  playgroupMembers,
  playgroupContractors,
  worldEvents,
  contractCycles,
  contracts,
  contractAttendances,
  contractVoidVotes,
  contractInjuries,
  contractorDeaths,
  contractorNotices,
  notifications,
  calendarFeeds,
  playgroupFeeds,
};

/** This file's tables in foreign-key order (parents first), after the tables of schema.ts. */
export const PLAYGROUP_DATA_TABLES = [
  playgroups,
  playgroupRoles,
  playgroupMembers,
  playgroupContractors,
  worldEvents,
  contractCycles,
  contracts,
  contractAttendances,
  contractVoidVotes,
  contractInjuries,
  contractorDeaths,
  contractorNotices,
  notifications,
  calendarFeeds,
  playgroupFeeds,
] as const;
