import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { newId } from './ids.js';
// A cycle with schema.ts, safe because every use of these tables here is a lazy `references` callback.
import { contractors, users } from './schema.js';

// Mirrors migrations/0025_discord_accounts.sql column for column (schema.test.ts checks the two agree).
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A Harbinger account's link to its Discord account, and the Contractor the bot rolls for (null: chosen for you). */
export const discordAccounts = pgTable('discord_accounts', {
  id: uuid('id').primaryKey().$defaultFn(newId),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Discord's snowflake id, as the text Discord sends. */
  discordUserId: text('discord_user_id').notNull().unique(),
  /** The Discord username when last seen (sign-in or link), for the settings page. */
  discordUsername: text('discord_username').notNull(),
  contractorId: uuid('contractor_id').references(() => contractors.id, { onDelete: 'set null' }),
  linkedAt: at('linked_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});

/** A Discord sign-in that found no linked account, waiting for the player to create one (token hashed). */
export const discordSignIns = pgTable('discord_sign_ins', {
  id: uuid('id').primaryKey().$defaultFn(newId),
  tokenHash: text('token_hash').notNull().unique(),
  discordUserId: text('discord_user_id').notNull(),
  discordUsername: text('discord_username').notNull(),
  /** Discord's email, only when Discord says it is verified. */
  email: text('email'),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
});

/** This file's tables, for drizzle's relational config. */
export const discordTables = { discordAccounts, discordSignIns };

/** The tables backups copy (after users and Contractors). */
export const DISCORD_DATA_TABLES = [discordAccounts, discordSignIns] as const;
