import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { newId } from './ids.js';
// Import this module only through schema.js: `users`, `contractors` and `playgroups` are only touched inside lazy
// `references` callbacks.
import { contractors, playgroups, users } from './schema.js';

// Mirrors migrations/0010_contractor_edits.sql column for column (schema.test.ts checks the two agree).
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** What a change request asks for. */
export type ChangeRequestKind = 'limits' | 'asset_purchase' | 'liability_removal';
/** Where a change request stands. */
export type ChangeRequestState = 'pending' | 'approved' | 'rejected' | 'withdrawn';

/** A change to a Contractor that waits for a Leader of its home Playgroup. */
export const contractorChangeRequests = pgTable(
  'contractor_change_requests',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    contractorId: uuid('contractor_id')
      .notNull()
      .references(() => contractors.id, { onDelete: 'cascade' }),
    playgroupId: uuid('playgroup_id')
      .notNull()
      .references(() => playgroups.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ChangeRequestKind>().notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    state: text('state').$type<ChangeRequestState>().notNull().default('pending'),
    message: text('message').notNull().default(''),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
    decidedAt: at('decided_at'),
  },
  (t) => [
    index('contractor_change_requests_contractor_idx').on(t.contractorId, t.state),
    index('contractor_change_requests_playgroup_idx').on(t.playgroupId, t.state),
  ],
);

export const editTables = { contractorChangeRequests };

/** The tables backups copy, after the Playgroups. */
export const EDIT_DATA_TABLES = [contractorChangeRequests] as const;
