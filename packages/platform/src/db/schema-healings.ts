import { boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { newId } from './ids.js';
// A cycle with schema.ts, safe because every use of these tables here is a lazy `references` callback.
import { contractors, contracts } from './schema.js';

// Mirrors migrations/0023_contract_healings.sql column for column (schema.test.ts checks the two agree).
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** An Injury row as healing found it, dates as ISO strings (it is kept in jsonb). */
export interface StoredInjurySnapshot {
  id: string;
  contractorId: string;
  severity: number;
  originalSeverity: number;
  stabilized: boolean;
  cleanHeal: boolean;
  failedAttempts: number;
  scarClass: string | null;
  note: string;
  receivedAt: string;
  degradingSince: string;
}

/** A Battle Scar row as it was before its Injury closed, and what the closing did to it. */
export interface StoredScarChange {
  change: 'faded' | 'permanent';
  scar: {
    id: string;
    contractorId: string;
    injuryId: string | null;
    stockId: string | null;
    name: string | null;
    scarClass: string;
    permanent: boolean;
    createdAt: string;
    willToSurvive: boolean;
    effects: unknown;
  };
}

/** One Injury a Contract's healing changed (at its recording, or its start under arcade); voiding gives it back. */
export const contractHealings = pgTable('contract_healings', {
  id: uuid('id').primaryKey().$defaultFn(newId),
  contractId: uuid('contract_id')
    .notNull()
    .references(() => contracts.id, { onDelete: 'cascade' }),
  contractorId: uuid('contractor_id')
    .notNull()
    .references(() => contractors.id, { onDelete: 'cascade' }),
  /** No foreign key: the Injury may be closed (deleted) by this very healing. */
  injuryId: uuid('injury_id').notNull(),
  phase: text('phase').$type<'start' | 'finish'>().notNull(),
  severityBefore: integer('severity_before').notNull(),
  severityAfter: integer('severity_after'),
  closed: boolean('closed').notNull(),
  injury: jsonb('injury').$type<StoredInjurySnapshot>().notNull(),
  scars: jsonb('scars').$type<StoredScarChange[]>().notNull().default([]),
  healedAt: at('healed_at').notNull(),
  undone: text('undone').$type<'restored' | 'kept'>(),
  undoneAt: at('undone_at'),
});

/** This file's tables, for drizzle's relational config. */
export const healingTables = { contractHealings };

/** The tables backups copy (after Contracts and Contractors). */
export const HEALING_DATA_TABLES = [contractHealings] as const;
