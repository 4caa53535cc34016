import { boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { newId } from './ids.js';
// A cycle with schema.ts, as schema-playgroups.ts has: `users` is only used in a lazy `references` callback.
// Import these tables through schema.ts.
import { users } from './schema.js';
import { playgroups } from './schema-playgroups.js';

// Mirrors migrations/0005_playgroup_webhooks.sql column for column (schema.test.ts checks it).
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The Playgroup events a webhook can ask for. */
export const WEBHOOK_EVENTS = ['contract_scheduled', 'world_event_posted', 'member_joined'] as const;
/** One of the Playgroup events a webhook can ask for. */
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** Where one delivery stands. */
export type StoredDeliveryStatus = 'pending' | 'delivered' | 'failed';

/** An address a Playgroup tells about some of its events. */
export const webhooks = pgTable('webhooks', {
  id: uuid('id').primaryKey().$defaultFn(newId),
  playgroupId: uuid('playgroup_id')
    .notNull()
    .references(() => playgroups.id, { onDelete: 'cascade' }),
  url: text('url').notNull(),
  events: jsonb('events').$type<WebhookEvent[]>().notNull(),
  enabled: boolean('enabled').notNull().default(true),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: at('created_at').notNull(),
});

/** The outbox: one message for one webhook, with its retry state. */
export const webhookDeliveries = pgTable('webhook_deliveries', {
  id: uuid('id').primaryKey().$defaultFn(newId),
  webhookId: uuid('webhook_id')
    .notNull()
    .references(() => webhooks.id, { onDelete: 'cascade' }),
  event: text('event').$type<WebhookEvent>().notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  status: text('status').$type<StoredDeliveryStatus>().notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: at('next_attempt_at').notNull(),
  lastHttpStatus: integer('last_http_status'),
  lastError: text('last_error'),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
  deliveredAt: at('delivered_at'),
});

/** This file's tables, for the drizzle schema object. */
export const webhookTables = { webhooks, webhookDeliveries };

/**
 * This file's tables that backups carry, after the Playgroup tables (and `users`). The delivery queue stays out
 * on purpose: it is a short-lived outbox of messages already rendered for one moment, so bringing it back would
 * send old news (or news already delivered from the original server) once more; restoring `webhooks` empties it.
 */
export const WEBHOOK_DATA_TABLES = [webhooks] as const;
