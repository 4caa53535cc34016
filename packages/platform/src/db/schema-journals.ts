import { boolean, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { newId } from './ids.js';
// A cycle with schema.ts, safe because every use of these tables here is a lazy `references` callback.
import { contractors, contracts } from './schema.js';

// Mirrors migrations/0019_journals.sql column for column (schema.test.ts checks the two agree).
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** What a Journal is about: a Contract the Contractor took part in, or the Downtime after one. */
export type StoredJournalKind = 'contract' | 'downtime';
/** A Journal's place in the reward count, fixed when it first reached 250 words. */
export type StoredJournalSlot = 'exp' | 'improvement';

/** A Contractor's Journal; its reward lives in the ledger (`journal` entries citing `journalId`). */
export const journals = pgTable(
  'journals',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    contractorId: uuid('contractor_id')
      .notNull()
      .references(() => contractors.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<StoredJournalKind>().notNull(),
    /** The Contract written about; for a Downtime Journal, the Contract the Downtime follows. */
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    wordCount: integer('word_count').notNull(),
    spoiler: boolean('spoiler').notNull().default(false),
    slot: text('slot').$type<StoredJournalSlot>(),
    version: integer('version').notNull().default(1),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [unique().on(t.contractorId, t.kind, t.contractId)],
);

/** This file's tables, for drizzle's relational config. */
export const journalTables = { journals };

/** The tables backups copy (after Contracts and Contractors). */
export const JOURNAL_DATA_TABLES = [journals] as const;
