import { chooseMove } from '../bots/choose-move.js';
import type { StrategyId } from '../bots/strategies.js';
import { applyMove, awaiting } from '../engine/apply-move.js';
import type { GameEvent } from '../engine/events.js';
import type { Move } from '../engine/moves.js';
import type { GameOptions } from '../engine/options.js';
import { createGame } from '../engine/setup.js';
import type { GameState } from '../engine/state.js';
import { seededRng } from '../rng.js';

/** A bot game to play: the table, a seed, and one strategy per seat. */
export interface BotGameOptions extends GameOptions {
  seed: number | string;
  /** Strategy of each seat, by seat. */
  seats: readonly StrategyId[];
}

/** A finished bot game: its last state, every move in order, and every event in order (the game log). */
export interface PlayedGame {
  state: GameState;
  moves: Move[];
  log: GameEvent[];
}

/** Most moves a bot game may take before it counts as a bug (the turn limit ends games long before). */
const MOVE_CAP = 200_000;

/**
 * Plays a whole game between bots; the same options always give the same log.
 * @example playGame({ players: 3, seed: 1, seats: ['greedy', 'cautious', 'greedy'] }).state.result
 */
export function playGame(options: BotGameOptions): PlayedGame {
  const { seed, seats, ...table } = options;
  if (seats.length !== table.players) throw new RangeError('playGame: one strategy per seat is needed');
  const created = createGame(table, seededRng(`game:${seed}`));
  if (!created.ok) throw new RangeError(`playGame: ${created.issues.map((i) => i.code).join(', ')}`);
  const botRng = seededRng(`bots:${seed}`);
  let state = created.value;
  const moves: Move[] = [];
  const log: GameEvent[] = [...state.events];
  while (!state.result) {
    if (moves.length >= MOVE_CAP) throw new Error('playGame: the move cap was hit');
    const player = awaiting(state)[0]!;
    const move = chooseMove(state, player, { strategy: seats[player]!, rng: botRng });
    const next = applyMove(state, move);
    if (!next.ok) throw new Error(`playGame: bot move refused (${next.issues.map((i) => i.code).join(', ')})`);
    state = next.value;
    moves.push(move);
    log.push(...state.events);
  }
  return { state, moves, log };
}
