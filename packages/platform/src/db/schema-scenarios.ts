import { boolean, integer, jsonb, pgTable, text, timestamp, unique, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { newId } from './ids.js';
// A cycle with schema.ts and schema-playgroups.ts, safe because every use of their tables here is a lazy
// `references` callback.
import { contractors, ledgerEntries, users } from './schema.js';
import { contracts } from './schema-playgroups.js';
import { moves } from './schema-moves.js';

// Mirrors migrations/0018_scenarios.sql column for column (schema.test.ts checks the two agree).
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const id = () => uuid('id').primaryKey().$defaultFn(newId);
const userRef = (name: string) => uuid(name).references(() => users.id, { onDelete: 'set null' });

export type SitePermission = 'approve_scenarios';
export type StoredExchangeState = 'none' | 'awaiting' | 'approved' | 'rejected' | 'withdrawn' | 'removed';
export type StoredDiscoveryReason = 'played' | 'wrote' | 'gmed' | 'shared' | 'unlocked' | 'purchased';
export type StoredHandoutKind = 'condition' | 'circumstance' | 'trophy' | 'loose_end';
export type StoredThreatLevel = 'dangerous' | 'deadly' | 'fateful';
export type StoredCreditKind = 'exchange_approval' | 'exchange_unlock';

/** One handout of a Scenario as stored in its `handouts` list. Loose End fields are empty for the other kinds. */
export interface StoredHandout {
  /** Stable across revisions, so a grant names the handout it came from. */
  id: string;
  kind: StoredHandoutKind;
  name: string;
  description: string;
  threat?: string;
  threatLevel?: StoredThreatLevel;
  cutoff?: number;
  tieUp?: string;
}

/** A site-wide permission (apart from any Playgroup's roles), granted by the operator. */
export const sitePermissions = pgTable(
  'site_permissions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    permission: text('permission').$type<SitePermission>().notNull(),
    grantedAt: at('granted_at').notNull(),
  },
  (t) => [unique().on(t.userId, t.permission)],
);

/** A Scenario: summary fields anyone may read, a five-section write-up behind discovery, and its handouts. */
export const scenarios = pgTable('scenarios', {
  id: id(),
  authorId: userRef('author_id'),
  /** Set on our own stock Scenarios (seeded at start with a fixed id). */
  stockKey: text('stock_key').unique(),
  forLearning: boolean('for_learning').notNull().default(false),
  title: text('title').notNull(),
  summary: text('summary').notNull().default(''),
  objective: text('objective').notNull().default(''),
  minPlayers: integer('min_players').notNull().default(2),
  maxPlayers: integer('max_players').notNull().default(5),
  suggestedStatus: text('suggested_status').notNull().default('any'),
  highlander: boolean('highlander').notNull().default(false),
  rivalry: boolean('rivalry').notNull().default(false),
  needsRinger: boolean('needs_ringer').notNull().default(false),
  tags: text('tags').array().notNull().default([]),
  overview: text('overview').notNull().default(''),
  backstory: text('backstory').notNull().default(''),
  introduction: text('introduction').notNull().default(''),
  mission: text('mission').notNull().default(''),
  aftermath: text('aftermath').notNull().default(''),
  handouts: jsonb('handouts').$type<StoredHandout[]>().notNull().default([]),
  wordCount: integer('word_count').notNull().default(0),
  exchangeState: text('exchange_state').$type<StoredExchangeState>().notNull().default('none'),
  exchangeBlurb: text('exchange_blurb').notNull().default(''),
  exchangeApprovedAt: at('exchange_approved_at'),
  version: integer('version').notNull().default(1),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});

/** Every edit of a Scenario; `content` is every field and the handouts as they stood after it. */
export const scenarioRevisions = pgTable(
  'scenario_revisions',
  {
    id: id(),
    scenarioId: uuid('scenario_id')
      .notNull()
      .references(() => scenarios.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    authorId: userRef('author_id'),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    note: text('note').notNull().default(''),
    /** Set when this revision put back an earlier one. */
    revertedTo: integer('reverted_to'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [unique().on(t.scenarioId, t.number)],
);

/** A submission to the Exchange and its decision. */
export const exchangeReviews = pgTable('exchange_reviews', {
  id: id(),
  scenarioId: uuid('scenario_id')
    .notNull()
    .references(() => scenarios.id, { onDelete: 'cascade' }),
  submittedBy: userRef('submitted_by'),
  submittedAt: at('submitted_at').notNull(),
  state: text('state').$type<Exclude<StoredExchangeState, 'none'>>().notNull(),
  decidedBy: userRef('decided_by'),
  decidedAt: at('decided_at'),
  reason: text('reason').notNull().default(''),
});

/** Exchange credits; a player's balance is the sum of their entries. */
export const creditEntries = pgTable('credit_entries', {
  id: id(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  amount: integer('amount').notNull(),
  kind: text('kind').$type<StoredCreditKind>().notNull(),
  scenarioId: uuid('scenario_id').references(() => scenarios.id, { onDelete: 'set null' }),
  createdAt: at('created_at').notNull(),
});

/** Who discovered a Scenario, and why; any row opens the write-up and spoils it for playing. */
export const scenarioDiscoveries = pgTable(
  'scenario_discoveries',
  {
    id: id(),
    scenarioId: uuid('scenario_id')
      .notNull()
      .references(() => scenarios.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<StoredDiscoveryReason>().notNull(),
    contractId: uuid('contract_id').references(() => contracts.id, { onDelete: 'set null' }),
    sharedBy: userRef('shared_by'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [unique().on(t.scenarioId, t.userId, t.reason)],
);

/** Players who chose to read a discovered Scenario's Aftermath and handouts. */
export const scenarioAftermathSpoilers = pgTable(
  'scenario_aftermath_spoilers',
  {
    id: id(),
    scenarioId: uuid('scenario_id')
      .notNull()
      .references(() => scenarios.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [unique().on(t.scenarioId, t.userId)],
);

/** The one writing Improvement a Scenario earns its writer. */
export const scenarioWritingRewards = pgTable('scenario_writing_rewards', {
  id: id(),
  scenarioId: uuid('scenario_id')
    .notNull()
    .unique()
    .references(() => scenarios.id, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  contractorId: uuid('contractor_id').references(() => contractors.id, { onDelete: 'set null' }),
  ledgerEntryId: uuid('ledger_entry_id').references(() => ledgerEntries.id, { onDelete: 'set null' }),
  createdAt: at('created_at').notNull(),
});

/** A Loose End on a sheet; Threat and Cutoff are never shown to the player. */
export const looseEnds = pgTable('loose_ends', {
  id: id(),
  contractorId: uuid('contractor_id')
    .notNull()
    .references(() => contractors.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  threat: text('threat').notNull().default(''),
  threatLevel: text('threat_level').$type<StoredThreatLevel>().notNull(),
  cutoff: integer('cutoff').notNull(),
  tieUp: text('tie_up').notNull().default(''),
  grantedBy: userRef('granted_by'),
  contractId: uuid('contract_id').references(() => contracts.id, { onDelete: 'set null' }),
  scenarioId: uuid('scenario_id').references(() => scenarios.id, { onDelete: 'set null' }),
  resolvedAt: at('resolved_at'),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
  // Added by 0020_moves_and_loose_ends.sql.
  needsHustle: boolean('needs_hustle').notNull().default(false),
  resolvedBy: userRef('resolved_by'),
  resolution: text('resolution').notNull().default(''),
  grantedByMoveId: uuid('granted_by_move_id').references((): AnyPgColumn => moves.id, { onDelete: 'cascade' }),
  resolvedByMoveId: uuid('resolved_by_move_id').references((): AnyPgColumn => moves.id, { onDelete: 'set null' }),
});

/** A handout granted from a Contract's Scenario to one Contractor. */
export const scenarioHandoutGrants = pgTable(
  'scenario_handout_grants',
  {
    id: id(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    contractorId: uuid('contractor_id')
      .notNull()
      .references(() => contractors.id, { onDelete: 'cascade' }),
    handoutId: text('handout_id').notNull(),
    kind: text('kind').$type<StoredHandoutKind>().notNull(),
    grantedText: text('granted_text').notNull(),
    looseEndId: uuid('loose_end_id').references(() => looseEnds.id, { onDelete: 'set null' }),
    grantedBy: userRef('granted_by'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [unique().on(t.contractId, t.contractorId, t.handoutId)],
);

/** This file's tables, for drizzle's relational config. */
export const scenarioTables = {
  sitePermissions,
  scenarios,
  scenarioRevisions,
  exchangeReviews,
  creditEntries,
  scenarioDiscoveries,
  scenarioAftermathSpoilers,
  scenarioWritingRewards,
  looseEnds,
  scenarioHandoutGrants,
};

/** What backups copy before the Playgroup tables: Contracts point at Scenarios. */
export const SCENARIO_BASE_DATA_TABLES = [
  sitePermissions,
  scenarios,
  scenarioRevisions,
  exchangeReviews,
  creditEntries,
] as const;

/** What backups copy after Contracts and the ledger. */
export const SCENARIO_PLAY_DATA_TABLES = [
  scenarioDiscoveries,
  scenarioAftermathSpoilers,
  scenarioWritingRewards,
  looseEnds,
  scenarioHandoutGrants,
] as const;
