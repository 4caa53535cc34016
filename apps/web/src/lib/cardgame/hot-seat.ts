import {
  applyMove,
  awaiting,
  chooseMove,
  createGame,
  type ExpansionId,
  type GameEvent,
  type GameState,
  type Move,
  type Result,
  type StrategyId,
  type VariantId,
} from '@harbinger/cardgame';
import { botRng, gameRng } from './seed.js';

/** Who sits in a hot-seat seat: a person at the device, or a bot with a strategy. */
export type SeatKind = 'human' | StrategyId;

/** One seat of a hot-seat game. */
export interface HotSeat {
  name: string;
  kind: SeatKind;
}

/** Everything chosen before a hot-seat game starts. */
export interface HotSeatSetup {
  seats: HotSeat[];
  variants: VariantId[];
  expansions: ExpansionId[];
  seed: string;
}

/** One public event and the move after which it happened. */
export interface LogEntry {
  move: number;
  event: GameEvent;
}

/** The log keeps this many recent events. */
export const LOG_LIMIT = 200;

/** Deals a hot-seat game from the setup's seed (the same deal an online room or a printed sheet gets). */
export function startHotSeat(setup: HotSeatSetup): Result<GameState> {
  return createGame(
    { players: setup.seats.length, variants: setup.variants, expansions: setup.expansions },
    gameRng(setup.seed),
  );
}

/** Who acts next, and whether a bot does. */
export interface NextActor {
  seat: number;
  bot: StrategyId | null;
}

/**
 * The seat that should act now: the person already holding the device if the game waits on them, else any bot
 * the game waits on, else the first person it waits on. Null once the game is over.
 */
export function nextActor(state: GameState, seats: readonly HotSeat[], holder: number | null): NextActor | null {
  const waiting = awaiting(state);
  if (waiting.length === 0) return null;
  if (holder !== null && waiting.includes(holder) && seats[holder]?.kind === 'human')
    return { seat: holder, bot: null };
  const bot = waiting.find((seat) => seats[seat]?.kind !== 'human');
  if (bot !== undefined) return { seat: bot, bot: seats[bot]!.kind as StrategyId };
  return { seat: waiting[0]!, bot: null };
}

/** The seats people play. */
export function humanSeats(seats: readonly HotSeat[]): number[] {
  return seats.flatMap((seat, i) => (seat.kind === 'human' ? [i] : []));
}

/**
 * Whose eyes the table is shown to: with one person, always theirs; with several, whoever holds the device
 * (null on the pass screen); with none, nobody's (a spectator's view of a bots-only game).
 */
export function viewerFor(seats: readonly HotSeat[], holder: number | null): number | null {
  const humans = humanSeats(seats);
  return humans.length === 1 ? humans[0]! : holder;
}

/** True when the device must be handed to `next` before their cards show (two or more people, someone new). */
export function mustPass(seats: readonly HotSeat[], holder: number | null, next: NextActor | null): boolean {
  return next !== null && next.bot === null && humanSeats(seats).length > 1 && next.seat !== holder;
}

/**
 * The move a bot (or "let a bot choose for me") makes for `seat`, from a stream tied to the seed and the move count.
 */
export function botMove(state: GameState, seat: number, strategy: StrategyId, seed: string): Move {
  return chooseMove(state, seat, { strategy, rng: botRng(seed, state.moves, seat) });
}

/** Plays a move and appends its events to the log; a refused move leaves both untouched. */
export function playMove(
  state: GameState,
  log: readonly LogEntry[],
  move: Move,
): Result<{ state: GameState; log: LogEntry[] }> {
  const next = applyMove(state, move);
  if (!next.ok) return next;
  const entries = next.value.events.map((event) => ({ move: next.value.moves, event }));
  return { ok: true, value: { state: next.value, log: [...log, ...entries].slice(-LOG_LIMIT) } };
}
