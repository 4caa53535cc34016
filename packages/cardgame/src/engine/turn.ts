import type { Contract } from '../contracts/contract.js';
import { ok, refuse, type Result } from '../result.js';
import type { Rng } from '../rng.js';
import { advance } from './challenge-flow.js';
import type { Move } from './moves.js';
import { DISPLAY_SIZE } from './options.js';
import type { GameResult, GameState } from './state.js';
import { clockwiseFrom, isCooperative, isSeat, isSittingOut, scoresOf, seatsInGame, sortClockwise } from './table.js';

type MoveOf<T extends Move['type']> = Extract<Move, { type: T }>;

/** Tops the face-up row back up to 5 from the Contract deck, as far as the deck allows. */
export function refillDisplay(s: GameState): void {
  const added: string[] = [];
  while (s.display.length < DISPLAY_SIZE && s.contractDeck.length > 0) {
    const next = s.contractDeck.shift()!;
    s.display.push(next);
    added.push(next);
  }
  if (added.length > 0) s.events.push({ type: 'display_refilled', contracts: added });
}

/** The active player takes one Contract from the row, which is refilled at once. */
export function pickContract(s: GameState, move: MoveOf<'pick'>): Result<true> {
  const at = s.display.indexOf(move.contract);
  if (at === -1) return refuse('not_on_display', { path: ['contract'], received: String(move.contract) });
  s.display.splice(at, 1);
  s.inPlay = move.contract;
  s.events.push({ type: 'contract_picked', player: move.player, contract: move.contract });
  refillDisplay(s);
  s.challenge = {
    contract: move.contract,
    souls: [move.player],
    forced: [],
    asked: [],
    step: 0,
    reveals: [],
    pending: [],
    fired: [],
    values: [],
    outcome: null,
  };
  s.phase = { kind: 'recruit' };
  return ok(true);
}

/** How many players the active player must force along for the Contract in play. */
export function requiredForced(s: GameState): number {
  return forcedFor(s, s.contracts[s.challenge!.contract]!);
}

/**
 * How many players a Contract makes its taker force along: a Battle's opponent, a Forced Contract's minimum, the
 * cooperative partner.
 */
export function forcedFor(s: GameState, contract: Contract): number {
  if (contract.kind === 'battle') return 1;
  const coop = isCooperative(s) ? 1 : 0;
  const needed = contract.kind === 'forced' ? Math.max(contract.minTurnout - 1, coop) : coop;
  return Math.min(needed, seatsInGame(s).length - 1);
}

/**
 * The active player names who is forced along (Forced Contracts, Battles, the cooperative variant) and whom they ask.
 */
export function recruitSouls(s: GameState, rng: Rng, move: MoveOf<'recruit'>): Result<true> {
  const challenge = s.challenge!;
  const contract = s.contracts[challenge.contract]!;
  if (!Array.isArray(move.forced) || !Array.isArray(move.invited))
    return refuse('bad_move_shape', { path: ['forced'] });
  const named = [...move.forced, ...move.invited];
  for (const [i, seat] of named.entries()) {
    if (!isSeat(s, seat))
      return refuse('no_such_player', {
        path: [i < move.forced.length ? 'forced' : 'invited'],
        received: String(seat),
      });
    if (seat === move.player) return refuse('cannot_ask_yourself', { path: ['invited'], received: seat });
    if (isSittingOut(s, seat)) return refuse('sitting_out', { path: ['invited'], received: seat });
  }
  if (new Set(named).size !== named.length) return refuse('named_twice', { path: ['invited'] });
  const needed = requiredForced(s);
  if (move.forced.length !== needed) {
    return refuse('wrong_forced_count', { path: ['forced'], expected: needed, received: move.forced.length });
  }
  if (contract.kind === 'battle' && move.invited.length > 0)
    return refuse('battle_is_open_to_all', { path: ['invited'] });

  challenge.forced = [...move.forced];
  challenge.souls = [move.player, ...move.forced];
  challenge.asked =
    contract.kind === 'battle'
      ? clockwiseFrom(move.player, s.config.players).filter(
          (seat) => !challenge.souls.includes(seat) && !isSittingOut(s, seat),
        )
      : sortClockwise(move.invited, move.player, s.config.players);
  s.events.push({ type: 'souls_called', player: move.player, forced: [...move.forced], invited: [...challenge.asked] });
  if (challenge.asked.length === 0) startChallenge(s, rng);
  else s.phase = { kind: 'answer' };
  return ok(true);
}

/** An asked player accepts or declines; once everyone has answered, the challenge begins. */
export function answerInvitation(s: GameState, rng: Rng, move: MoveOf<'answer'>): Result<true> {
  const challenge = s.challenge!;
  if (typeof move.accept !== 'boolean') return refuse('bad_move_shape', { path: ['accept'] });
  challenge.asked = challenge.asked.filter((seat) => seat !== move.player);
  if (move.accept) challenge.souls.push(move.player);
  s.events.push({ type: 'answered', player: move.player, accept: move.accept });
  if (challenge.asked.length === 0) startChallenge(s, rng);
  return ok(true);
}

function startChallenge(s: GameState, rng: Rng): void {
  const challenge = s.challenge!;
  challenge.souls = sortClockwise(challenge.souls, s.active, s.config.players);
  s.phase = { kind: 'reveal' };
  s.events.push({ type: 'challenge_started', souls: [...challenge.souls] });
  advance(s, rng);
}

/** Closes the turn: an unscored Contract goes under the deck, the row is refilled, the next seat starts. */
export function endTurn(s: GameState): void {
  if (s.inPlay) {
    s.contractDeck.push(s.inPlay);
    s.events.push({ type: 'contract_returned', contract: s.inPlay });
    s.inPlay = null;
  }
  s.challenge = null;
  refillDisplay(s);
  if (s.turn >= s.config.maxTurns) return endGame(s, { kind: 'draw', reason: 'turn_limit', scores: scoresOf(s) });
  s.turn += 1;
  // a seat whose player left is skipped (at least two seats always stay in the game)
  do s.active = (s.active + 1) % s.config.players;
  while (isSittingOut(s, s.active));
  s.phase = { kind: 'pick' };
  s.events.push({ type: 'turn_started', turn: s.turn, player: s.active });
  if (s.display.length === 0) endGame(s, { kind: 'draw', reason: 'contracts_exhausted', scores: scoresOf(s) });
}

/**
 * Ends the game when someone has reached the winning score. If several have, the highest score wins,
 * and a tie goes to the first of them clockwise from the active player.
 */
export function checkForWinner(s: GameState): boolean {
  const scores = scoresOf(s);
  const order = clockwiseFrom(s.active, s.config.players).filter((seat) => scores[seat]! >= s.config.winAt);
  if (order.length === 0) return false;
  const best = Math.max(...order.map((seat) => scores[seat]!));
  const winner = order.find((seat) => scores[seat] === best)!;
  endGame(s, { kind: 'win', winner, scores });
  return true;
}

function endGame(s: GameState, result: GameResult): void {
  s.result = result;
  s.phase = { kind: 'over' };
  s.events.push({ type: 'game_ended', result });
}
