import { boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { newId } from './ids.js';
import { cardgameRooms } from './schema-cardgame.js';
import { GIFT_DATA_TABLES, giftSchema } from './schema-gifts.js';
import { PLAYGROUP_DATA_TABLES, playgroupTables } from './schema-playgroups.js';
import { WEBHOOK_DATA_TABLES, webhookTables } from './schema-webhooks.js';
import { GIFT_VETO_DATA_TABLES, giftVetoTables } from './schema-gift-vetoes.js';
import { PASSPORT_DATA_TABLES, passportTables } from './schema-passports.js';
import { EDIT_DATA_TABLES, editTables } from './schema-edits.js';
import { UNCLAIMED_DATA_TABLES, unclaimedTables } from './schema-unclaimed.js';
import { EMAIL_DATA_TABLES, emailTables } from './schema-email.js';
import { WAITLIST_DATA_TABLES, waitlistTables } from './schema-waitlist.js';
import { SCENARIO_BASE_DATA_TABLES, SCENARIO_PLAY_DATA_TABLES, scenarioTables } from './schema-scenarios.js';
import { MOVE_BASE_DATA_TABLES, MOVE_PLAY_DATA_TABLES, moveTables } from './schema-moves.js';
import { JOURNAL_DATA_TABLES, journalTables } from './schema-journals.js';
import { HEALING_DATA_TABLES, healingTables } from './schema-healings.js';
import { TABLE_DATA_TABLES, tableTables } from './schema-table.js';
import { DISCORD_DATA_TABLES, discordTables } from './schema-discord.js';

// Mirrors migrations/*.sql column for column; schema.test.ts checks the two agree. Ids come from newId (time
// ordered) so rows written at the same instant list in the order they were written.
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Applied migrations, by file name without `.sql`. */
export const schemaMigrations = pgTable('schema_migrations', {
  id: text('id').primaryKey(),
  appliedAt: at('applied_at').notNull(),
});

/** Accounts. `handleKey`/`emailKey` are lower-cased copies that carry the uniqueness. */
export const users = pgTable('users', {
  id: uuid('id').primaryKey().$defaultFn(newId),
  handle: text('handle').notNull(),
  handleKey: text('handle_key').notNull().unique(),
  email: text('email').notNull(),
  emailKey: text('email_key').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  timezone: text('timezone').notNull().default('UTC'),
  about: text('about').notNull().default(''),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
  /** Others see no stats of this player, and the Hall of Fame leaves them and their Contractors out (0022). */
  profilePrivate: boolean('profile_private').notNull().default(false),
});

/** Signed-in sessions; only the SHA-256 of each token is kept. */
export const sessions = pgTable('sessions', {
  id: uuid('id').primaryKey().$defaultFn(newId),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: at('created_at').notNull(),
  lastUsedAt: at('last_used_at').notNull(),
  expiresAt: at('expires_at').notNull(),
});

/** Single-use password reset tokens (hashed). */
export const passwordResets = pgTable('password_resets', {
  id: uuid('id').primaryKey().$defaultFn(newId),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});

/** Every sign-in attempt, for the per-account and per-address rate limits. */
export const signInAttempts = pgTable('sign_in_attempts', {
  id: uuid('id').primaryKey().$defaultFn(newId),
  accountKey: text('account_key').notNull(),
  ip: text('ip').notNull(),
  succeeded: boolean('succeeded').notNull(),
  createdAt: at('created_at').notNull(),
});

/** A Contractor's stored facts; everything derived is recomputed by @harbinger/rules. */
export const contractors = pgTable('contractors', {
  id: uuid('id').primaryKey().$defaultFn(newId),
  ownerId: uuid('owner_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  version: integer('version').notNull().default(1),
  private: boolean('private').notNull().default(false),
  name: text('name').notNull(),
  archetype: text('archetype').notNull(),
  paradigm: text('paradigm').notNull(),
  ambition: text('ambition').notNull(),
  age: text('age').notNull().default(''),
  residence: text('residence').notNull().default(''),
  appearance: text('appearance').notNull().default(''),
  limits: jsonb('limits').$type<StoredLimit[]>().notNull(),
  attributes: jsonb('attributes').$type<Record<string, number>>().notNull(),
  abilities: jsonb('abilities').$type<Record<string, number>>().notNull(),
  secondaryAbilities: jsonb('secondary_abilities').$type<Record<string, number>>().notNull().default({}),
  assets: jsonb('assets').$type<string[]>().notNull().default([]),
  liabilities: jsonb('liabilities').$type<string[]>().notNull().default([]),
  mindDamage: integer('mind_damage').notNull().default(0),
  source: jsonb('source').$type<StoredSource | null>(),
  conditions: jsonb('conditions').$type<string[]>().notNull().default([]),
  circumstances: jsonb('circumstances').$type<string[]>().notNull().default([]),
  trophies: jsonb('trophies').$type<string[]>().notNull().default([]),
  equipment: text('equipment').notNull().default(''),
  weapons: jsonb('weapons').$type<string[]>().notNull().default([]),
  armor: text('armor'),
  biography: text('biography').notNull().default(''),
  notes: text('notes').notNull().default(''),
  victories: integer('victories').notNull().default(0),
  /** Set when its owner retired it: kept, read-only, listed as retired. */
  retiredAt: at('retired_at'),
  /** What an import could not verify, until a Leader accepts it; its victories are not in `victories` yet. */
  unverifiedImport: jsonb('unverified_import').$type<UnverifiedImport | null>(),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});

/**
 * Why an import could not vouch for a passport's history: no signature, a signer this server does not trust, a file
 * changed after signing, or a Contractor that is already on this server (a second copy of it).
 */
export const UNVERIFIED_REASONS = ['unsigned', 'unknown_signer', 'changed', 'duplicate'] as const;
export type UnverifiedReason = (typeof UNVERIFIED_REASONS)[number];

/** What an import left waiting for a Leader: victories (not counted yet) and Gifts (marked, not usable). */
export interface UnverifiedImport {
  victories: number;
  gifts: number;
  reason: UnverifiedReason;
  /** The origin the passport names, as written ('' when it names none). */
  issuer: string;
}

/** A Limit as stored: a catalog id, or a custom one with the player's own words. */
/** A Limit as stored: a catalog id, or the player's own words (`approved` once a Leader of its home approved them). */
export type StoredLimit = { id: string } | { custom: string; approved?: boolean };

/** A Source as stored. */
export interface StoredSource {
  name: string;
  capacity: number;
  current: number;
}

/** Open Injuries. `originalSeverity` fixes the scar class; `degradingSince` restarts when the Severity changes. */
export const injuries = pgTable('injuries', {
  id: uuid('id').primaryKey().$defaultFn(newId),
  contractorId: uuid('contractor_id')
    .notNull()
    .references(() => contractors.id, { onDelete: 'cascade' }),
  severity: integer('severity').notNull(),
  originalSeverity: integer('original_severity').notNull(),
  stabilized: boolean('stabilized').notNull().default(false),
  cleanHeal: boolean('clean_heal').notNull().default(false),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  scarClass: text('scar_class'),
  note: text('note').notNull().default(''),
  receivedAt: at('received_at').notNull(),
  degradingSince: at('degrading_since').notNull(),
});

/** Battle Scars; `name` is null until the player picks the scar an Injury left. */
export const battleScars = pgTable('battle_scars', {
  id: uuid('id').primaryKey().$defaultFn(newId),
  contractorId: uuid('contractor_id')
    .notNull()
    .references(() => contractors.id, { onDelete: 'cascade' }),
  injuryId: uuid('injury_id').references(() => injuries.id, { onDelete: 'set null' }),
  stockId: text('stock_id'),
  name: text('name'),
  scarClass: text('scar_class').notNull(),
  permanent: boolean('permanent').notNull().default(false),
  createdAt: at('created_at').notNull(),
  /** The permanent Major scar paid for Will to Survive (0012). */
  willToSurvive: boolean('will_to_survive').notNull().default(false),
  /** A custom scar's numbers; null for stock scars, whose numbers are the rules' (0012). */
  effects: jsonb('effects').$type<StoredScarEffects | null>(),
});

/** The numbers a custom Battle Scar carries (see `BattleScarFacts` in rules). */
export interface StoredScarEffects {
  penalty?: number;
  penaltyFloor?: number;
  movementMultiplier?: 0.5 | 0.25;
  noDashOrSprint?: boolean;
}

/** Traumas, stock or custom. */
export const traumas = pgTable('traumas', {
  id: uuid('id').primaryKey().$defaultFn(newId),
  contractorId: uuid('contractor_id')
    .notNull()
    .references(() => contractors.id, { onDelete: 'cascade' }),
  stockId: text('stock_id'),
  name: text('name').notNull(),
  summary: text('summary').notNull().default(''),
  createdAt: at('created_at').notNull(),
});

/** The append-only advancement ledger (Exp, Gift Credits, Improvements). */
export const ledgerEntries = pgTable('ledger_entries', {
  id: uuid('id').primaryKey().$defaultFn(newId),
  /** Null for a player-level entry (a Coin of Charon), whose holder is `userId`. */
  contractorId: uuid('contractor_id').references(() => contractors.id, { onDelete: 'cascade' }),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  resource: text('resource').$type<LedgerResource>().notNull(),
  amount: integer('amount').notNull(),
  kind: text('kind').notNull(),
  cause: jsonb('cause').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: at('created_at').notNull(),
  voidedAt: at('voided_at'),
});

/** What a ledger entry counts; Coins of Charon belong to a player (contractorId null). */
export type LedgerResource = 'exp' | 'gift_credit' | 'improvement' | 'coin_of_charon';

/** Server-side rolls, kept per Contractor. */
export const rolls = pgTable('rolls', {
  id: uuid('id').primaryKey().$defaultFn(newId),
  contractorId: uuid('contractor_id')
    .notNull()
    .references(() => contractors.id, { onDelete: 'cascade' }),
  rollerId: uuid('roller_id').references(() => users.id, { onDelete: 'set null' }),
  expression: text('expression').notNull(),
  label: text('label'),
  description: text('description').notNull(),
  options: jsonb('options').$type<Record<string, unknown>>().notNull(),
  result: jsonb('result').$type<Record<string, unknown>>().notNull(),
  createdAt: at('created_at').notNull(),
});

/** Every table, for drizzle's relational config. */
export const schema = {
  schemaMigrations,
  users,
  sessions,
  passwordResets,
  signInAttempts,
  contractors,
  injuries,
  battleScars,
  traumas,
  ledgerEntries,
  rolls,
  cardgameRooms,
  ...giftSchema,
  ...playgroupTables,
  ...webhookTables,
  ...giftVetoTables,
  ...passportTables,
  ...editTables,
  ...unclaimedTables,
  ...emailTables,
  ...waitlistTables,
  ...scenarioTables,
  ...moveTables,
  ...journalTables,
  ...healingTables,
  ...tableTables,
  ...discordTables,
};

/** Data tables in foreign-key order (parents first): the order backups write and restores insert. */
export const DATA_TABLES = [
  users,
  sessions,
  passwordResets,
  signInAttempts,
  contractors,
  injuries,
  battleScars,
  traumas,
  ledgerEntries,
  rolls,
  ...GIFT_DATA_TABLES,
  ...SCENARIO_BASE_DATA_TABLES,
  ...PLAYGROUP_DATA_TABLES,
  ...WEBHOOK_DATA_TABLES,
  ...GIFT_VETO_DATA_TABLES,
  ...PASSPORT_DATA_TABLES,
  ...EDIT_DATA_TABLES,
  ...UNCLAIMED_DATA_TABLES,
  ...EMAIL_DATA_TABLES,
  ...WAITLIST_DATA_TABLES,
  ...MOVE_BASE_DATA_TABLES,
  ...SCENARIO_PLAY_DATA_TABLES,
  ...MOVE_PLAY_DATA_TABLES,
  ...JOURNAL_DATA_TABLES,
  ...HEALING_DATA_TABLES,
  ...TABLE_DATA_TABLES,
  ...DISCORD_DATA_TABLES,
] as const;

export { cardgameRooms };
export { giftVetoes, type StoredVetoEnd } from './schema-gift-vetoes.js';
export { importedPassports, passportConsents, serverKeys, trustedServers } from './schema-passports.js';
export { contractorChangeRequests, type ChangeRequestKind, type ChangeRequestState } from './schema-edits.js';
export { unclaimedContractors } from './schema-unclaimed.js';
export { emailOutbox, notificationPreferences, type StoredEmailMode, type StoredOutboxStatus } from './schema-email.js';
export { contractWaitlist } from './schema-waitlist.js';
export { looseEndTicks, moves, type StoredListChange, type StoredMoveList } from './schema-moves.js';
export { journals, type StoredJournalKind, type StoredJournalSlot } from './schema-journals.js';
export { contractHealings, type StoredInjurySnapshot, type StoredScarChange } from './schema-healings.js';
export { tableEvents, tableStates, type StoredTableVisibility } from './schema-table.js';
export { discordAccounts, discordSignIns } from './schema-discord.js';
export {
  creditEntries,
  exchangeReviews,
  looseEnds,
  scenarioAftermathSpoilers,
  scenarioDiscoveries,
  scenarioHandoutGrants,
  scenarioRevisions,
  scenarioWritingRewards,
  scenarios,
  sitePermissions,
  type SitePermission,
  type StoredCreditKind,
  type StoredDiscoveryReason,
  type StoredExchangeState,
  type StoredHandout,
  type StoredHandoutKind,
  type StoredThreatLevel,
} from './schema-scenarios.js';
export {
  artifactEvents,
  craftedItems,
  craftingLocations,
  giftDrafts,
  giftRevisions,
  gifts,
  sourceConditions,
  type ArtifactStatus,
  type GiftRevisionReason,
} from './schema-gifts.js';
export {
  PLAYGROUP_DATA_TABLES,
  calendarFeeds,
  playgroupFeeds,
  contractAttendances,
  contractCycles,
  contractInjuries,
  contractVoidVotes,
  contractorDeaths,
  contractorNotices,
  contracts,
  notifications,
  playgroupContractors,
  playgroupMembers,
  playgroupRoles,
  playgroups,
  worldEvents,
  type StoredApproval,
  type StoredContractState,
  type StoredHealing,
  type StoredMeets,
  type StoredMemberState,
  type StoredMembership,
  type StoredOutcome,
} from './schema-playgroups.js';
export {
  WEBHOOK_EVENTS,
  webhookDeliveries,
  webhooks,
  type StoredDeliveryStatus,
  type WebhookEvent,
} from './schema-webhooks.js';
