import { refuse, ok, type Result } from '../result.js';
import { rngFromState } from '../rng.js';
import { chooseDuo, nextRevealer, revealNext, skipPower, usePower } from './challenge-flow.js';
import { draftOf } from './clone.js';
import type { Move } from './moves.js';
import { discardCards, distribute } from './payout.js';
import type { GameState, Phase } from './state.js';
import { isSeat } from './table.js';
import { answerInvitation, pickContract, recruitSouls } from './turn.js';

/** Which phase each kind of move belongs to. */
const PHASE_OF: Record<Move['type'], Phase['kind']> = {
  pick: 'pick',
  recruit: 'recruit',
  answer: 'answer',
  reveal: 'reveal',
  choose_duo: 'reveal',
  use_power: 'reveal',
  skip_power: 'reveal',
  distribute: 'distribute',
  discard: 'discard',
};

/**
 * Seats that may move right now: the active player while picking, recruiting and sharing out; the
 * asked players while answering; the owner of a pending choice, else the next Soul to reveal; and
 * everyone who still owes a discard.
 */
export function awaiting(state: GameState): number[] {
  const phase = state.phase;
  const challenge = state.challenge;
  switch (phase.kind) {
    case 'over':
      return [];
    case 'answer':
      return [...challenge!.asked];
    case 'reveal':
      return [challenge!.pending[0]?.player ?? nextRevealer(challenge!)];
    case 'discard':
      return phase.owed.map((o) => o.player);
    default:
      return [state.active];
  }
}

/**
 * Plays one move and returns the next state; the given state is never changed. A move that breaks a
 * rule is refused with a snake_case code and nothing happens.
 * @example const next = applyMove(state, { type: 'pick', player: 0, contract: state.display[0] })
 */
export function applyMove(state: GameState, move: Move): Result<GameState> {
  if (state.result) return refuse('game_over', { path: [] });
  if (!move || typeof move !== 'object' || !Object.hasOwn(PHASE_OF, move.type)) {
    return refuse('unknown_move', { path: ['type'], received: String((move as { type?: unknown } | null)?.type) });
  }
  if (!isSeat(state, move.player)) return refuse('no_such_player', { path: ['player'], received: String(move.player) });
  if (PHASE_OF[move.type] !== state.phase.kind) {
    return refuse('wrong_phase', { path: ['type'], expected: state.phase.kind, received: move.type });
  }
  if (!awaiting(state).includes(move.player))
    return refuse('not_your_turn', { path: ['player'], received: move.player });

  const draft = draftOf(state);
  const rng = rngFromState(state.rng);
  const done = dispatch(draft, rng, move);
  if (!done.ok) return done;
  draft.rng = rng.state;
  draft.moves = state.moves + 1;
  return ok(draft);
}

function dispatch(s: GameState, rng: ReturnType<typeof rngFromState>, move: Move): Result<true> {
  switch (move.type) {
    case 'pick':
      return pickContract(s, move);
    case 'recruit':
      return recruitSouls(s, rng, move);
    case 'answer':
      return answerInvitation(s, rng, move);
    case 'reveal':
      return revealNext(s, rng, move);
    case 'choose_duo':
      return chooseDuo(s, rng, move);
    case 'use_power':
      return usePower(s, rng, move);
    case 'skip_power':
      return skipPower(s, rng, move);
    case 'distribute':
      return distribute(s, rng, move);
    case 'discard':
      return discardCards(s, move);
  }
}
