import { integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { newId } from './ids.js';

// Mirrors migrations/0004_cardgame_rooms.sql column for column. The JSON shapes are typed loosely here and
// parsed by cardgame-rooms/ (the engine's GameState is plain data, stored as it is).
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One online table of the card game: its seats, the engine state and a short public log. */
export const cardgameRooms = pgTable('cardgame_rooms', {
  id: uuid('id').primaryKey().$defaultFn(newId),
  code: text('code').notNull().unique(),
  version: integer('version').notNull().default(1),
  status: text('status').$type<'lobby' | 'playing' | 'over'>().notNull(),
  options: jsonb('options').$type<Record<string, unknown>>().notNull(),
  seed: text('seed').notNull(),
  seats: jsonb('seats').$type<Record<string, unknown>[]>().notNull(),
  state: jsonb('state').$type<Record<string, unknown> | null>(),
  log: jsonb('log').$type<Record<string, unknown>[]>().notNull().default([]),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});
