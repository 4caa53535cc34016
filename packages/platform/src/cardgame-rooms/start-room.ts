import { createGame, seededRng, type StatefulRng } from '@harbinger/cardgame';
import type { Platform } from '../context.js';
import { transact } from '../db/transaction.js';
import { failure, success, type Outcome } from '../errors.js';
import { parseInput } from '../parse.js';
import { changeFor, type CardRoomChange } from './room-change.js';
import { normalizeRoomCode } from './room-code.js';
import { lockRoom, logEntriesOf, roomRefusals, saveRoom } from './room-record.js';
import { startCardRoomSchema } from './schemas.js';
import { botSeat, CARD_ROOM_HOST, seatOf, type CardRoomCaller } from './seats.js';

/**
 * The random stream a game with this seed is dealt from. Hot-seat games, online rooms and printed sheets all use
 * it, so one seed always means one deck.
 */
export function cardGameRng(seed: string): StatefulRng {
  return seededRng(`game:${seed}`);
}

/**
 * The host starts the game: every seat still open goes to a bot of the chosen strategy, and the engine deals the
 * table from the room's seed. `version` must be the one the host saw (409 otherwise).
 * @example await startCardRoom(p, host, 'K7M2QX', { version: 2, fill: 'greedy' })
 */
export async function startCardRoom(
  p: Platform,
  caller: CardRoomCaller,
  code: unknown,
  input: unknown,
): Promise<Outcome<CardRoomChange>> {
  const parsed = parseInput(startCardRoomSchema, input);
  if (!parsed.ok) return parsed;
  const roomCode = normalizeRoomCode(code);
  if (!roomCode) return failure(roomRefusals.notFound());
  return transact(p.db, async (tx) => {
    const room = await lockRoom(tx, roomCode);
    if (!room) return failure(roomRefusals.notFound());
    const seat = seatOf(room.seats, caller);
    if (seat !== CARD_ROOM_HOST) return failure(seat === null ? roomRefusals.notSeated() : roomRefusals.notHost());
    if (room.status !== 'lobby') return failure(roomRefusals.started());
    if (parsed.value.version !== room.version) return failure(roomRefusals.stale());
    const created = createGame(room.options, cardGameRng(room.seed));
    if (!created.ok)
      return failure({ code: created.issues[0]!.code, status: 400, message: 'These game options cannot be set up.' });
    const seats = room.seats.map((s, i) => (s.kind === 'open' ? botSeat(parsed.value.fill, i) : s));
    const saved = await saveRoom(
      tx,
      room,
      { status: 'playing', seats, state: created.value, log: logEntriesOf(created.value) },
      p.now(),
    );
    if (!saved) return failure(roomRefusals.stale());
    return success(changeFor(saved, seat));
  });
}
