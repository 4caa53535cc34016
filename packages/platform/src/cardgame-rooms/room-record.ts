import type { GameEvent, GameState } from '@harbinger/cardgame';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/connection.js';
import { cardgameRooms } from '../db/schema-cardgame.js';
import type { PlatformError } from '../errors.js';
import { announceRoomChange } from './room-channel.js';
import type { CardRoomOptions, CardRoomSeat } from './seats.js';

/** Where a room is in its life. */
export type CardRoomStatus = 'lobby' | 'playing' | 'over';

/** Something that happened to the table itself rather than in the game: a player left, a bot took a seat. */
export type CardRoomEvent =
  | { type: 'player_left'; player: number; name: string }
  | { type: 'seat_to_bot'; player: number; name: string; bot: string };

/** One public event (of the game or of the table) and the move count after which it happened. */
export interface CardRoomLogEntry {
  move: number;
  event: GameEvent | CardRoomEvent;
}

/** Events kept in a room's log; older ones drop off (the engine state itself is complete without them). */
export const CARD_ROOM_LOG_LIMIT = 80;

/**
 * Everything stored about a room, secrets included (seat token hashes, the seed, the engine state with every
 * hand and the deck order). It never leaves the server: `viewCardRoom` cuts it down for one seat.
 */
export interface CardRoomSnapshot {
  id: string;
  code: string;
  version: number;
  status: CardRoomStatus;
  options: CardRoomOptions;
  seed: string;
  seats: CardRoomSeat[];
  state: GameState | null;
  log: CardRoomLogEntry[];
  createdAt: Date;
  updatedAt: Date;
}

type RoomRow = typeof cardgameRooms.$inferSelect;

/** Reads a stored row back into its typed shape (the JSON columns hold only what this folder wrote). */
export function snapshotOf(row: RoomRow): CardRoomSnapshot {
  return {
    id: row.id,
    code: row.code,
    version: row.version,
    status: row.status,
    options: row.options as unknown as CardRoomOptions,
    seed: row.seed,
    seats: row.seats as unknown as CardRoomSeat[],
    state: row.state as unknown as GameState | null,
    log: row.log as unknown as CardRoomLogEntry[],
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** Loads a room by code inside a transaction, locking its row until the transaction ends. */
export async function lockRoom(tx: Tx, code: string): Promise<CardRoomSnapshot | null> {
  const [row] = await tx.select().from(cardgameRooms).where(eq(cardgameRooms.code, code)).for('update');
  return row ? snapshotOf(row) : null;
}

/** Loads a room by code without locking it (for reading). */
export async function findRoom(db: Db | Tx, code: string): Promise<CardRoomSnapshot | null> {
  const [row] = await db.select().from(cardgameRooms).where(eq(cardgameRooms.code, code));
  return row ? snapshotOf(row) : null;
}

/** What a change writes; the version bump and the time are added by `saveRoom`. */
export interface RoomUpdate {
  status?: CardRoomStatus;
  seats?: CardRoomSeat[];
  state?: GameState;
  log?: CardRoomLogEntry[];
}

/**
 * Writes a change on top of the version it was read at, in one `UPDATE … WHERE version = read`: null when another
 * change got there first (the caller answers 409), else the saved room.
 */
export async function saveRoom(
  tx: Tx,
  read: CardRoomSnapshot,
  update: RoomUpdate,
  now: Date,
): Promise<CardRoomSnapshot | null> {
  const set: Partial<typeof cardgameRooms.$inferInsert> = { updatedAt: now };
  if (update.status) set.status = update.status;
  if (update.seats) set.seats = update.seats as unknown as Record<string, unknown>[];
  if (update.state) set.state = update.state as unknown as Record<string, unknown>;
  if (update.log) set.log = update.log.slice(-CARD_ROOM_LOG_LIMIT) as unknown as Record<string, unknown>[];
  const [row] = await tx
    .update(cardgameRooms)
    .set({ ...set, version: sql`${cardgameRooms.version} + 1` })
    .where(and(eq(cardgameRooms.id, read.id), eq(cardgameRooms.version, read.version)))
    .returning();
  if (!row) return null;
  // Every server's streams of this room hear of it once the change commits (see room-channel.ts).
  await announceRoomChange(tx, { code: row.code, version: row.version });
  return snapshotOf(row);
}

/** The events of the move that produced `state`, as log entries. */
export function logEntriesOf(state: GameState): CardRoomLogEntry[] {
  return state.events.map((event) => ({ move: state.moves, event }));
}

/** The refusals of this folder, spelled once. */
export const roomRefusals = {
  notFound: (): PlatformError => ({
    code: 'not_found',
    status: 404,
    message: 'There is no room with that code. Check the link.',
  }),
  stale: (): PlatformError => ({
    code: 'version_conflict',
    status: 409,
    field: 'version',
    message:
      'The table moved on since you looked (another player or a bot acted). Nothing was played; look again and retry.',
  }),
  notSeated: (): PlatformError => ({
    code: 'not_seated',
    status: 403,
    message: 'Only players sitting at this table can do that. Join it first.',
  }),
  notHost: (): PlatformError => ({
    code: 'not_host',
    status: 403,
    message: 'Only the player who made the room can do that.',
  }),
  started: (): PlatformError => ({
    code: 'game_started',
    status: 409,
    message: 'The game at this table has already begun.',
  }),
  notRunning: (): PlatformError => ({
    code: 'game_not_running',
    status: 409,
    message: 'There is no game running at this table.',
  }),
  hostStays: (): PlatformError => ({
    code: 'host_cannot_leave',
    status: 409,
    message: 'The host keeps the table: the others need you to settle seats. Play on, or open another room.',
  }),
  notLeft: (): PlatformError => ({
    code: 'seat_not_left',
    status: 409,
    field: 'seat',
    message: 'That seat’s player has not left the table, or the seat was already settled.',
  }),
  tooFewToContinue: (): PlatformError => ({
    code: 'too_few_players',
    status: 409,
    field: 'choice',
    message: 'At least two players must stay in the game; give the seat to a bot instead.',
  }),
  full: (): PlatformError => ({ code: 'room_full', status: 409, message: 'Every seat at this table is taken.' }),
  nameTaken: (): PlatformError => ({
    code: 'name_taken',
    status: 400,
    field: 'name',
    message: 'Someone at this table already uses that name; pick another.',
  }),
  nameNeeded: (): PlatformError => ({
    code: 'validation_failed',
    status: 400,
    field: 'name',
    message: 'name: is required',
  }),
};
