import { applyMove, chooseMove, seededRng, type GameState, type Move } from '@harbinger/cardgame';
import type { Platform } from '../context.js';
import type { Tx } from '../db/connection.js';
import { transact } from '../db/transaction.js';
import { failure, success, type Outcome, type PlatformError } from '../errors.js';
import { parseInput } from '../parse.js';
import { changeFor, type CardRoomChange } from './room-change.js';
import { normalizeRoomCode } from './room-code.js';
import { findRoom, lockRoom, logEntriesOf, roomRefusals, saveRoom, type CardRoomSnapshot } from './room-record.js';
import { cardRoomBotToMove } from './room-view.js';
import { cardRoomMoveSchema } from './schemas.js';
import { seatOf, type CardRoomCaller } from './seats.js';

/** A move the engine refused: its own snake_case code (the web words it), with status 422. */
function ruleRefusal(code: string, path: readonly (string | number)[]): PlatformError {
  const field = path.length > 0 ? `move.${path.join('.')}` : undefined;
  return { code, status: 422, message: `The rules do not allow that move (${code}).`, ...(field ? { field } : {}) };
}

/**
 * One player's move at an online table, in one transaction: load the room, check the version the player saw,
 * let the engine judge the move (its seat is always the caller's), save with the version bumped. A stale version
 * answers 409 and an illegal move 422 with the engine's code; either way nothing changes.
 * @example await playCardRoomMove(p, caller, 'K7M2QX', { version: 5, move: { type: 'reveal' } })
 */
export async function playCardRoomMove(
  p: Platform,
  caller: CardRoomCaller,
  code: unknown,
  input: unknown,
): Promise<Outcome<CardRoomChange>> {
  const parsed = parseInput(cardRoomMoveSchema, input);
  if (!parsed.ok) return parsed;
  const roomCode = normalizeRoomCode(code);
  if (!roomCode) return failure(roomRefusals.notFound());
  return transact(p.db, async (tx) => {
    const room = await lockRoom(tx, roomCode);
    if (!room) return failure(roomRefusals.notFound());
    const seat = seatOf(room.seats, caller);
    if (seat === null) return failure(roomRefusals.notSeated());
    if (room.status !== 'playing' || !room.state) return failure(roomRefusals.notRunning());
    if (parsed.value.version !== room.version) return failure(roomRefusals.stale());
    const move = { ...parsed.value.move, player: seat } as unknown as Move;
    const next = applyMove(room.state, move);
    if (!next.ok) return failure(ruleRefusal(next.issues[0]!.code, next.issues[0]!.path));
    return saveMove(tx, room, next.value, p.now(), seat);
  });
}

/**
 * Lets the first bot the game waits on make its move, in one transaction like a player's. Answers null when no
 * bot is due (someone else moved first, or the game is over), so a timer may call it freely.
 * @example const change = await playCardRoomBotMove(p, 'K7M2QX')
 */
export async function playCardRoomBotMove(p: Platform, code: unknown): Promise<Outcome<CardRoomChange | null>> {
  const roomCode = normalizeRoomCode(code);
  if (!roomCode) return failure(roomRefusals.notFound());
  return transact(p.db, async (tx) => {
    const room = await lockRoom(tx, roomCode);
    if (!room) return failure(roomRefusals.notFound());
    const seat = cardRoomBotToMove(room);
    if (seat === null || !room.state) return success(null);
    const bot = room.seats[seat]!;
    // a seat sitting out only finishes what it owed when its player left; the careful bot does that
    const strategy = bot.kind === 'bot' ? bot.strategy : bot.kind === 'out' ? 'cautious' : null;
    if (strategy === null) return success(null);
    // the bots' dice follow the hidden seed, so a replay of the same room makes the same choices
    const rng = seededRng(`bots:${room.seed}:${room.state.moves}:${seat}`);
    const next = applyMove(room.state, chooseMove(room.state, seat, { strategy, rng }));
    if (!next.ok)
      throw new Error(
        `playCardRoomBotMove: the engine refused a bot move (${next.issues.map((i) => i.code).join(', ')})`,
      );
    return saveMove(tx, room, next.value, p.now(), null);
  });
}

/** Saves an accepted move and its events; the room is over once the engine says so. */
async function saveMove(
  tx: Tx,
  room: CardRoomSnapshot,
  state: GameState,
  now: Date,
  seat: number | null,
): Promise<Outcome<CardRoomChange>> {
  const saved = await saveRoom(
    tx,
    room,
    { state, status: state.result ? 'over' : 'playing', log: [...room.log, ...logEntriesOf(state)] },
    now,
  );
  if (!saved) return failure(roomRefusals.stale());
  return success(changeFor(saved, seat));
}

/**
 * A room as the caller may see it (players see their own hand, spectators none).
 * @example await getCardRoom(p, { actor, seatToken }, 'K7M2QX')
 */
export async function getCardRoom(
  p: Platform,
  caller: CardRoomCaller,
  code: unknown,
): Promise<Outcome<CardRoomChange>> {
  const roomCode = normalizeRoomCode(code);
  if (!roomCode) return failure(roomRefusals.notFound());
  const room = await findRoom(p.db, roomCode);
  if (!room) return failure(roomRefusals.notFound());
  return success(changeFor(room, seatOf(room.seats, caller)));
}
