import { bigserial, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { newId } from './ids.js';
// A cycle with schema.ts, safe because every use of these tables here is a lazy `references` callback.
import { contracts, users } from './schema.js';

// Mirrors migrations/0024_live_table.sql column for column (schema.test.ts checks the two agree).
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Who may read a table event (see the migration for each). */
export type StoredTableVisibility = 'public' | 'gm' | 'blind' | 'self';

/** One entry of a Contract's live-table log. */
export const tableEvents = pgTable('table_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  contractId: uuid('contract_id')
    .notNull()
    .references(() => contracts.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  visibility: text('visibility').$type<StoredTableVisibility>().notNull().default('public'),
  actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  createdAt: at('created_at').notNull(),
});

/** The live state of one Contract's table: the combat tracker and the in-game clock. */
export const tableStates = pgTable('table_states', {
  id: uuid('id').primaryKey().$defaultFn(newId),
  contractId: uuid('contract_id')
    .notNull()
    .unique()
    .references(() => contracts.id, { onDelete: 'cascade' }),
  version: integer('version').notNull().default(0),
  combat: jsonb('combat').$type<Record<string, unknown>>(),
  clock: jsonb('clock').$type<Record<string, unknown>>(),
  updatedAt: at('updated_at').notNull(),
});

/** This file's tables, for drizzle's relational config. */
export const tableTables = { tableEvents, tableStates };

/** The tables backups copy (after Contracts). */
export const TABLE_DATA_TABLES = [tableEvents, tableStates] as const;
