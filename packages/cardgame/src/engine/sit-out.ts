import { ok, refuse, type Result } from '../result.js';
import { rngFromState } from '../rng.js';
import { draftOf } from './clone.js';
import type { GameState } from './state.js';
import { isSeat, isSittingOut, seatsInGame } from './table.js';
import { answerInvitation, endTurn } from './turn.js';

/**
 * Takes a seat out of the game for good, as when its player leaves an online table and the others carry on without
 * them. From now on nobody may call the seat into a challenge (a Battle no longer offers it a place) and its turns
 * are skipped; it keeps its score. An open invitation to it counts as declined, and if the game waits for it to pick
 * a Contract, its turn passes at once. Anything else it owes in the turn under way (a reveal, a power, a share-out,
 * a discard) is still owed: the caller plays it for them. At least two seats must stay in the game.
 * @example sitOut(state, 2) // seat 2 is skipped from now on
 */
export function sitOut(state: GameState, seat: number): Result<GameState> {
  if (state.result) return refuse('game_over', { path: [] });
  if (!isSeat(state, seat)) return refuse('no_such_player', { path: ['player'], received: String(seat) });
  if (isSittingOut(state, seat)) return refuse('already_sitting_out', { path: ['player'], received: seat });
  if (seatsInGame(state).length <= 2) return refuse('too_few_players', { path: ['player'], received: seat });

  const draft = draftOf(state);
  const rng = rngFromState(state.rng);
  draft.sittingOut = [...(state.sittingOut ?? []), seat];
  draft.events.push({ type: 'sat_out', player: seat });
  if (draft.phase.kind === 'answer' && draft.challenge!.asked.includes(seat))
    answerInvitation(draft, rng, { type: 'answer', player: seat, accept: false });
  else if (draft.phase.kind === 'pick' && draft.active === seat) endTurn(draft);
  draft.rng = rng.state;
  draft.moves = state.moves + 1;
  return ok(draft);
}
