import { sitOut } from '@harbinger/cardgame';
import type { Platform } from '../context.js';
import { transact } from '../db/transaction.js';
import { failure, success, type Outcome } from '../errors.js';
import { parseInput } from '../parse.js';
import { changeFor, type CardRoomChange } from './room-change.js';
import { normalizeRoomCode } from './room-code.js';
import { lockRoom, logEntriesOf, roomRefusals, saveRoom, type CardRoomLogEntry } from './room-record.js';
import { settleLeftSeatSchema } from './schemas.js';
import { botSeat, CARD_ROOM_HOST, seatOf, type CardRoomCaller, type CardRoomSeat } from './seats.js';

/**
 * A player gets up from the table for good. Before the game starts the seat simply opens again; while it runs,
 * the seat waits for the host to give it to a bot or to carry on without it, and the room log tells everyone.
 * The leaver becomes a spectator. The host cannot leave (someone has to settle the seats).
 * @example await leaveCardRoom(p, { actor: null, seatToken }, 'K7M2QX')
 */
export async function leaveCardRoom(
  p: Platform,
  caller: CardRoomCaller,
  code: unknown,
): Promise<Outcome<CardRoomChange>> {
  const roomCode = normalizeRoomCode(code);
  if (!roomCode) return failure(roomRefusals.notFound());
  return transact(p.db, async (tx) => {
    const room = await lockRoom(tx, roomCode);
    if (!room) return failure(roomRefusals.notFound());
    const seat = seatOf(room.seats, caller);
    if (seat === null) return failure(roomRefusals.notSeated());
    if (seat === CARD_ROOM_HOST) return failure(roomRefusals.hostStays());
    if (room.status === 'over') return failure(roomRefusals.notRunning());
    const leaving = room.seats[seat]!;
    const name = leaving.kind === 'open' ? '' : leaving.name;
    const playing = room.status === 'playing';
    const seats = withSeat(room.seats, seat, playing ? { kind: 'left', name } : { kind: 'open' });
    const log: CardRoomLogEntry[] = playing
      ? [...room.log, { move: room.state?.moves ?? 0, event: { type: 'player_left', player: seat, name } }]
      : room.log;
    const saved = await saveRoom(tx, room, { seats, log }, p.now());
    if (!saved) return failure(roomRefusals.stale());
    return success(changeFor(saved, null));
  });
}

/**
 * The host decides what becomes of a seat whose player left: a bot of the chosen strategy takes it and plays on
 * from the seat's cards and score, or (`sit_out`) the game goes on without it. Either way the room log says so.
 * `version` must be the one the host saw (409 otherwise).
 * @example await settleLeftSeat(p, host, 'K7M2QX', { version: 12, seat: 1, choice: 'greedy' })
 */
export async function settleLeftSeat(
  p: Platform,
  caller: CardRoomCaller,
  code: unknown,
  input: unknown,
): Promise<Outcome<CardRoomChange>> {
  const parsed = parseInput(settleLeftSeatSchema, input);
  if (!parsed.ok) return parsed;
  const roomCode = normalizeRoomCode(code);
  if (!roomCode) return failure(roomRefusals.notFound());
  const { seat, choice, version } = parsed.value;
  return transact(p.db, async (tx) => {
    const room = await lockRoom(tx, roomCode);
    if (!room) return failure(roomRefusals.notFound());
    const callerSeat = seatOf(room.seats, caller);
    if (callerSeat !== CARD_ROOM_HOST)
      return failure(callerSeat === null ? roomRefusals.notSeated() : roomRefusals.notHost());
    if (room.status !== 'playing' || !room.state) return failure(roomRefusals.notRunning());
    if (version !== room.version) return failure(roomRefusals.stale());
    const left = room.seats[seat];
    if (left?.kind !== 'left') return failure(roomRefusals.notLeft());
    if (choice === 'sit_out') {
      const next = sitOut(room.state, seat);
      if (!next.ok) return failure(roomRefusals.tooFewToContinue());
      const seats = withSeat(room.seats, seat, { kind: 'out', name: left.name });
      const saved = await saveRoom(
        tx,
        room,
        { seats, state: next.value, log: [...room.log, ...logEntriesOf(next.value)] },
        p.now(),
      );
      if (!saved) return failure(roomRefusals.stale());
      return success(changeFor(saved, CARD_ROOM_HOST));
    }
    const bot = botSeat(choice, seat);
    const seats = withSeat(room.seats, seat, bot);
    const entry: CardRoomLogEntry = {
      move: room.state.moves,
      event: { type: 'seat_to_bot', player: seat, name: left.name, bot: bot.kind === 'bot' ? bot.name : '' },
    };
    const saved = await saveRoom(tx, room, { seats, log: [...room.log, entry] }, p.now());
    if (!saved) return failure(roomRefusals.stale());
    return success(changeFor(saved, CARD_ROOM_HOST));
  });
}

function withSeat(seats: readonly CardRoomSeat[], at: number, seat: CardRoomSeat): CardRoomSeat[] {
  return seats.map((s, i) => (i === at ? seat : s));
}
