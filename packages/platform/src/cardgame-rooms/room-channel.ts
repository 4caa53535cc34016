import { sql } from 'drizzle-orm';
import type { Platform } from '../context.js';
import type { Tx } from '../db/connection.js';
import { queryRows } from '../db/raw.js';
import { findRoom, type CardRoomSnapshot } from './room-record.js';
import { normalizeRoomCode } from './room-code.js';

/** Room changes are announced per schema, like the live table's events (`harbinger_cardroom_<schema>`). */
export const CARD_ROOM_CHANNEL_PREFIX = 'harbinger_cardroom_';

/** What a room change notice carries: which room, and the version it reached. */
export interface CardRoomNotice {
  code: string;
  version: number;
}

/** Announces a saved change; PostgreSQL delivers it to every server when the transaction commits. */
export async function announceRoomChange(tx: Tx, notice: CardRoomNotice): Promise<void> {
  const payload = JSON.stringify(notice satisfies CardRoomNotice);
  await tx.execute(sql`SELECT pg_notify(${CARD_ROOM_CHANNEL_PREFIX} || current_schema(), ${payload})`);
}

/**
 * Hears every room change made through any server on this database (this one included), so each server's room hub
 * can re-read a room its streams watch. The returned function stops.
 * @example const stop = await listenCardRooms(p, ({ code, version }) => hub.noticed(code, version) && …);
 */
export async function listenCardRooms(
  p: Pick<Platform, 'db' | 'listen'>,
  onChange: (notice: CardRoomNotice) => void,
): Promise<() => Promise<void>> {
  const [row] = await queryRows<{ name: string }>(p.db, sql`SELECT current_schema() AS name`);
  return p.listen(`${CARD_ROOM_CHANNEL_PREFIX}${row!.name}`, (payload) => {
    try {
      const notice = JSON.parse(payload) as CardRoomNotice;
      if (typeof notice.code === 'string' && typeof notice.version === 'number') onChange(notice);
    } catch {
      // not ours: ignored
    }
  });
}

/** The whole stored room for the server's fan-out (secrets included: cut it with `viewCardRoom` per stream). */
export async function cardRoomSnapshot(p: Pick<Platform, 'db'>, code: unknown): Promise<CardRoomSnapshot | null> {
  const roomCode = normalizeRoomCode(code);
  return roomCode ? findRoom(p.db, roomCode) : null;
}
