import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { newId } from './ids.js';
// Import this module only through schema.js: the tables referenced here come from modules that import schema.js,
// and they are only touched inside lazy `references` callbacks.
import { gifts } from './schema-gifts.js';
import { playgroups } from './schema-playgroups.js';
import { users } from './schema.js';

// Mirrors migrations/0006_gift_vetoes.sql column for column (schema.test.ts checks the two agree).
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** How a veto stopped holding: a manager of its Playgroup lifted it (reworking the Gift does not). */
export type StoredVetoEnd = 'lifted';

/** A Playgroup's veto on one Gift, with its reason; in force while `endedAt` is null. */
export const giftVetoes = pgTable('gift_vetoes', {
  id: uuid('id').primaryKey().$defaultFn(newId),
  giftId: uuid('gift_id')
    .notNull()
    .references(() => gifts.id, { onDelete: 'cascade' }),
  playgroupId: uuid('playgroup_id')
    .notNull()
    .references(() => playgroups.id, { onDelete: 'cascade' }),
  giftRevision: integer('gift_revision').notNull(),
  reason: text('reason').notNull(),
  vetoedBy: uuid('vetoed_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: at('created_at').notNull(),
  endedAt: at('ended_at'),
  endedBy: uuid('ended_by').references(() => users.id, { onDelete: 'set null' }),
  endedHow: text('ended_how').$type<StoredVetoEnd>(),
});

/** This file's tables, for drizzle's relational config. */
export const giftVetoTables = { giftVetoes };

/** This file's tables in foreign-key order, after the Gift and Playgroup tables (for backups). */
export const GIFT_VETO_DATA_TABLES = [giftVetoes] as const;
