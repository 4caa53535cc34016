import { integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { newId } from './ids.js';
// A cycle with schema.ts, as schema-webhooks.ts has: `users` is only used in a lazy `references` callback.
// Import these tables through schema.ts.
import { users } from './schema.js';

// Mirrors migrations/0017_email_notifications.sql column for column (schema.test.ts checks it).
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** How a category of notifications reaches a user's inbox. */
export type StoredEmailMode = 'instant' | 'digest' | 'off';
/** Where one outbox row stands. */
export type StoredOutboxStatus = 'pending' | 'sent' | 'failed';

/** One user's email choices and the secret of their unsubscribe links. */
export const notificationPreferences = pgTable('notification_preferences', {
  id: uuid('id').primaryKey().$defaultFn(newId),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Category → mode; a category left out has its default. */
  email: jsonb('email').$type<Record<string, StoredEmailMode>>().notNull().default({}),
  unsubscribeToken: text('unsubscribe_token').notNull().unique(),
  updatedAt: at('updated_at').notNull(),
});

/** The mail outbox: one notification for one user's inbox, alone or in the next digest. */
export const emailOutbox = pgTable('email_outbox', {
  id: uuid('id').primaryKey().$defaultFn(newId),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  category: text('category').notNull(),
  mode: text('mode').$type<'instant' | 'digest'>().notNull(),
  kind: text('kind').notNull(),
  message: text('message').notNull(),
  link: text('link').notNull().default(''),
  status: text('status').$type<StoredOutboxStatus>().notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: at('next_attempt_at').notNull(),
  lastError: text('last_error'),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
  sentAt: at('sent_at'),
});

/** This file's tables, for the drizzle schema object. */
export const emailTables = { notificationPreferences, emailOutbox };

/**
 * The tables backups carry: the preferences (so old unsubscribe links keep working). The outbox stays out, as the
 * webhook queue does: restoring it would mail old news again.
 */
export const EMAIL_DATA_TABLES = [notificationPreferences] as const;
