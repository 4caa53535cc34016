import { integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { newId } from './ids.js';

// Mirrors migrations/0011_unclaimed_contractors.sql column for column (schema.test.ts checks the two agree).
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A Contractor a visitor built without an account: its checked creation input, until it is claimed or expires. */
export const unclaimedContractors = pgTable('unclaimed_contractors', {
  id: uuid('id').primaryKey().$defaultFn(newId),
  /** SHA-256 (hex) of the edit link's token; the token itself is never stored. */
  editTokenHash: text('edit_token_hash').notNull().unique(),
  /** The read-only share link's key. */
  shareKey: text('share_key').notNull().unique(),
  name: text('name').notNull(),
  /** The creation input as `contractorCreateSchema` parsed it. */
  input: jsonb('input').$type<Record<string, unknown>>().notNull(),
  version: integer('version').notNull().default(1),
  creatorAddress: text('creator_address').notNull(),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
  expiresAt: at('expires_at').notNull(),
});

/** This file's tables, for drizzle's relational config. */
export const unclaimedTables = { unclaimedContractors };

/** The tables backups copy: an unclaimed Contractor stands alone. */
export const UNCLAIMED_DATA_TABLES = [unclaimedContractors] as const;
