import type { GiftSpec } from '@harbinger/rules';
import { boolean, integer, jsonb, pgTable, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { newId } from './ids.js';
// Import this module only through schema.js: the two import each other, and schema.js must finish loading first.
import { contractors, users } from './schema.js';

// Mirrors migrations/0003_gifts.sql and 0026 column for column (schema.test.ts checks the two agree).
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const id = () => uuid('id').primaryKey().$defaultFn(newId);

/** What can happen to a Legendary Artifact. */
export type ArtifactStatus = 'held' | 'lost' | 'stolen' | 'destroyed';

/** Why a revision of a Gift exists. */
export type GiftRevisionReason = 'new' | 'stock' | 'improvement' | 'revision' | 'import';

/** Gifts a Contractor holds, with the compiled form of their current revision. */
export const gifts = pgTable('gifts', {
  id: id(),
  contractorId: uuid('contractor_id')
    .notNull()
    .references(() => contractors.id, { onDelete: 'cascade' }),
  stockId: text('stock_id'),
  typeId: text('type_id').notNull(),
  effectId: text('effect_id').notNull(),
  name: text('name').notNull(),
  tagline: text('tagline').notNull().default(''),
  description: text('description').notNull().default(''),
  /** The spec stamped with the catalog version and component fingerprints it was built from. */
  spec: jsonb('spec').$type<GiftSpec>().notNull(),
  catalogVersion: text('catalog_version').notNull(),
  cost: integer('cost').notNull(),
  systemText: text('system_text').notNull(),
  revision: integer('revision').notNull().default(1),
  /** Legendary Artifacts only. */
  artifactStatus: text('artifact_status').$type<ArtifactStatus>(),
  /** Free copies still owed by gaining or improving a crafting Gift. */
  freeCopies: integer('free_copies').notNull().default(0),
  /** The Downtime (Contracts attended before it) whose free Consumable this Gift has used. */
  freeDowntime: integer('free_downtime'),
  /** Brought by a passport the import could not verify: shown, not usable until a Leader accepts it. */
  unverified: boolean('unverified').notNull().default(false),
  /** The Gift this one was started from in the builder ("Start from this Gift"), while that Gift exists (0026). */
  startedFromId: uuid('started_from_id').references((): AnyPgColumn => gifts.id, { onDelete: 'set null' }),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});

/** Every revision of every Gift, never edited. */
export const giftRevisions = pgTable('gift_revisions', {
  id: id(),
  giftId: uuid('gift_id')
    .notNull()
    .references(() => gifts.id, { onDelete: 'cascade' }),
  number: integer('number').notNull(),
  reason: text('reason').$type<GiftRevisionReason>().notNull(),
  spec: jsonb('spec').$type<GiftSpec>().notNull(),
  cost: integer('cost').notNull(),
  systemText: text('system_text').notNull(),
  paidCredits: integer('paid_credits').notNull().default(0),
  paidImprovements: integer('paid_improvements').notNull().default(0),
  /** The account that made this revision; null before 0026 recorded it, and once that account is deleted. */
  authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: at('created_at').notNull(),
});

/**
 * A Legendary Artifact's status changes and hand-overs; names are kept so the history outlives a deleted Contractor.
 */
export const artifactEvents = pgTable('artifact_events', {
  id: id(),
  giftId: uuid('gift_id')
    .notNull()
    .references(() => gifts.id, { onDelete: 'cascade' }),
  kind: text('kind').$type<'status' | 'transfer'>().notNull(),
  status: text('status').$type<ArtifactStatus>().notNull(),
  fromContractorId: uuid('from_contractor_id').references(() => contractors.id, { onDelete: 'set null' }),
  toContractorId: uuid('to_contractor_id').references(() => contractors.id, { onDelete: 'set null' }),
  fromName: text('from_name').notNull().default(''),
  toName: text('to_name').notNull().default(''),
  note: text('note').notNull().default(''),
  createdAt: at('created_at').notNull(),
});

/** Crafted items: a stack of one Consumable, or one Artifact per row. */
export const craftedItems = pgTable('crafted_items', {
  id: id(),
  holderId: uuid('holder_id')
    .notNull()
    .references(() => contractors.id, { onDelete: 'cascade' }),
  giftId: uuid('gift_id').references(() => gifts.id, { onDelete: 'set null' }),
  crafterId: uuid('crafter_id').references(() => contractors.id, { onDelete: 'set null' }),
  kind: text('kind').$type<'consumable' | 'artifact'>().notNull(),
  name: text('name').notNull(),
  /** The System Text when it was crafted: a later improvement of the Gift does not change items already made. */
  systemText: text('system_text').notNull(),
  giftCost: integer('gift_cost').notNull(),
  giftRevision: integer('gift_revision').notNull(),
  quantity: integer('quantity').notNull(),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});

/** A Contractor's Crafting Location (one each; it can become unavailable). */
export const craftingLocations = pgTable('crafting_locations', {
  id: id(),
  contractorId: uuid('contractor_id')
    .notNull()
    .unique()
    .references(() => contractors.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  available: boolean('available').notNull().default(true),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});

/** The conditions that refill a Contractor's Source, as many as their Status allows. */
export const sourceConditions = pgTable('source_conditions', {
  id: id(),
  contractorId: uuid('contractor_id')
    .notNull()
    .unique()
    .references(() => contractors.id, { onDelete: 'cascade' }),
  conditions: jsonb('conditions').$type<string[]>().notNull().default([]),
  updatedAt: at('updated_at').notNull(),
});

/** Gift specs a player saved without giving them to anyone. */
export const giftDrafts = pgTable('gift_drafts', {
  id: id(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  spec: jsonb('spec').$type<GiftSpec>().notNull(),
  cost: integer('cost').notNull(),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});

/** The Gift tables, for drizzle's relational config. */
export const giftSchema = {
  gifts,
  giftRevisions,
  artifactEvents,
  craftedItems,
  craftingLocations,
  sourceConditions,
  giftDrafts,
};

/** The Gift tables in foreign-key order (parents first), for backups. */
export const GIFT_DATA_TABLES = [
  gifts,
  giftRevisions,
  artifactEvents,
  craftedItems,
  craftingLocations,
  sourceConditions,
  giftDrafts,
] as const;
