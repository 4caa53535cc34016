import { boolean, pgTable, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { newId } from './ids.js';
// A cycle with schema.ts, safe because every use of these tables here is a lazy `references` callback.
import { contractors, contracts, users } from './schema.js';

// Mirrors migrations/0015_contract_waitlist.sql column for column (schema.test.ts checks the two agree).
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A player waiting for a seat at a full Contract, with the answer they would give; first in, first seated. */
export const contractWaitlist = pgTable(
  'contract_waitlist',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
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
    createdAt: at('created_at').notNull(),
  },
  (t) => [unique().on(t.contractId, t.userId)],
);

/** This file's tables, for drizzle's relational config. */
export const waitlistTables = { contractWaitlist };

/** The tables backups copy (after Contracts and Contractors). */
export const WAITLIST_DATA_TABLES = [contractWaitlist] as const;
