import { awaiting } from './apply-move.js';
import { legalMoves } from './legal-moves.js';
import type { Move } from './moves.js';
import type { GameState } from './state.js';

/** What one seat is asked to do now: the whole move list where it is short, or what a form needs to build the move. */
export interface MovePrompt {
  /** Every legal move while picking, answering or revealing; null where a form builds the move. */
  legal: Move[] | null;
  /** While recruiting: how many players must be forced along. */
  forcedNeeded: number | null;
}

/**
 * The prompt for `seat`, or null when the game waits on others. Sharing out and discarding are built by forms
 * (their move lists can run into thousands), so only the engine's checks apply there.
 */
export function movePrompt(state: GameState, seat: number): MovePrompt | null {
  if (!awaiting(state).includes(seat)) return null;
  switch (state.phase.kind) {
    case 'pick':
    case 'answer':
    case 'reveal':
      return { legal: legalMoves(state, seat), forcedNeeded: null };
    case 'recruit': {
      // every legal recruit names the same number of forced players, so the first one tells the form how many
      const first = legalMoves(state, seat)[0];
      return { legal: null, forcedNeeded: first?.type === 'recruit' ? first.forced.length : 0 };
    }
    default:
      return { legal: null, forcedNeeded: null };
  }
}
