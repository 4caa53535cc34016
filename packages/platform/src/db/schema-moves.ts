import { integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { newId } from './ids.js';
// A cycle with schema.ts and the others, safe because every use of their tables here is a lazy `references` callback.
import { contractors, ledgerEntries, users } from './schema.js';
import { contracts, playgroups, worldEvents } from './schema-playgroups.js';
import { looseEnds } from './schema-scenarios.js';

// Mirrors migrations/0020_moves_and_loose_ends.sql column for column (schema.test.ts checks the two agree).
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const id = () => uuid('id').primaryKey().$defaultFn(newId);

/** A sheet list a Move may change. */
export type StoredMoveList = 'conditions' | 'circumstances' | 'trophies';

/** One change a Move made to a sheet list; `index` is where the text sat (remove) or landed (add). */
export interface StoredListChange {
  list: StoredMoveList;
  op: 'add' | 'remove';
  text: string;
  index: number;
}

/** A Move a GM ran for a Contractor, with its write-up, sheet changes and the bonus it paid; voided, never deleted. */
export const moves = pgTable('moves', {
  id: id(),
  playgroupId: uuid('playgroup_id')
    .notNull()
    .references(() => playgroups.id, { onDelete: 'cascade' }),
  contractorId: uuid('contractor_id')
    .notNull()
    .references(() => contractors.id, { onDelete: 'cascade' }),
  gmId: uuid('gm_id').references(() => users.id, { onDelete: 'set null' }),
  goal: text('goal').notNull(),
  summary: text('summary').notNull().default(''),
  worldEventTitle: text('world_event_title').notNull(),
  worldEvent: text('world_event').notNull().default(''),
  worldEventId: uuid('world_event_id').references(() => worldEvents.id, { onDelete: 'set null' }),
  wordCount: integer('word_count').notNull(),
  listChanges: jsonb('list_changes').$type<StoredListChange[]>().notNull().default([]),
  bonusContractorId: uuid('bonus_contractor_id').references(() => contractors.id, { onDelete: 'set null' }),
  bonusEntryId: uuid('bonus_entry_id').references(() => ledgerEntries.id, { onDelete: 'set null' }),
  voidedAt: at('voided_at'),
  voidedBy: uuid('voided_by').references(() => users.id, { onDelete: 'set null' }),
  voidReason: text('void_reason').notNull().default(''),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});

/** One Cutoff a finished Contract counted down; voiding the Contract gives it back. */
export const looseEndTicks = pgTable(
  'loose_end_ticks',
  {
    id: id(),
    looseEndId: uuid('loose_end_id')
      .notNull()
      .references(() => looseEnds.id, { onDelete: 'cascade' }),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [unique().on(t.looseEndId, t.contractId)],
);

/** This file's tables, for drizzle's relational config. */
export const moveTables = { moves, looseEndTicks };

/** What backups copy before the Scenario play tables (a Loose End may name the Move that granted it). */
export const MOVE_BASE_DATA_TABLES = [moves] as const;

/** What backups copy after the Loose Ends. */
export const MOVE_PLAY_DATA_TABLES = [looseEndTicks] as const;
