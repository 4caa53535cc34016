import { ok, refuse, type Result } from '../result.js';
import type { Rng } from '../rng.js';
import type { Move } from './moves.js';
import { beginPayout } from './payout.js';
import { firePower, powerTargets, revealFor } from './reveal.js';
import type { ChallengeState, GameState } from './state.js';
import { printedValue, tally } from './values.js';

type MoveOf<T extends Move['type']> = Extract<Move, { type: T }>;

/** Scheduled reveals: every Soul reveals the Contract's number of cards, one at a time in clockwise rounds. */
export function scheduledReveals(s: GameState): number {
  const challenge = s.challenge!;
  return challenge.souls.length * s.contracts[challenge.contract]!.challenge.reveals;
}

/** Whose scheduled reveal is next (valid while nothing is pending and the schedule is not done). */
export function nextRevealer(challenge: ChallengeState): number {
  return challenge.souls[challenge.step % challenge.souls.length]!;
}

/** The Soul whose turn it is reveals a card. */
export function revealNext(s: GameState, rng: Rng, move: MoveOf<'reveal'>): Result<true> {
  const challenge = s.challenge!;
  if (challenge.pending.length > 0)
    return refuse('decision_pending', { path: ['type'], expected: challenge.pending[0]!.kind });
  if (nextRevealer(challenge) !== move.player)
    return refuse('not_your_reveal', { path: ['player'], expected: nextRevealer(challenge) });
  challenge.step += 1;
  revealFor(s, rng, move.player);
  advance(s, rng);
  return ok(true);
}

/** The owner of a just-revealed Duo settles which of its two numbers it shows. */
export function chooseDuo(s: GameState, rng: Rng, move: MoveOf<'choose_duo'>): Result<true> {
  const challenge = s.challenge!;
  const head = challenge.pending[0];
  if (!head || head.kind !== 'duo' || head.card !== move.card) return refuse('no_such_decision', { path: ['card'] });
  if (!s.cards[move.card]!.values.includes(move.value))
    return refuse('not_on_card', { path: ['value'], received: move.value });
  challenge.pending.shift();
  challenge.reveals.find((r) => r.card === move.card)!.chosen = move.value;
  s.events.push({ type: 'duo_chosen', player: move.player, card: move.card, value: move.value });
  advance(s, rng);
  return ok(true);
}

/** The owner of a just-revealed powered card aims it. */
export function usePower(s: GameState, rng: Rng, move: MoveOf<'use_power'>): Result<true> {
  const challenge = s.challenge!;
  const head = challenge.pending[0];
  if (!head || head.kind !== 'power' || head.card !== move.card) return refuse('no_such_decision', { path: ['card'] });
  const target = move.target;
  const allowed = powerTargets(s, move.card).some((t) =>
    t.kind === 'card'
      ? target?.kind === 'card' && target.card === t.card
      : target?.kind === 'soul' && target.soul === t.soul,
  );
  if (!allowed) return refuse('bad_target', { path: ['target'] });
  challenge.pending.shift();
  s.events.push({
    type: 'power_used',
    player: move.player,
    card: move.card,
    power: s.cards[move.card]!.power!,
    target: { ...target },
  });
  firePower(s, rng, move.card, target);
  advance(s, rng);
  return ok(true);
}

/** The owner lets a power go unused (powers are optional, but the choice comes at once). */
export function skipPower(s: GameState, rng: Rng, move: MoveOf<'skip_power'>): Result<true> {
  const challenge = s.challenge!;
  const head = challenge.pending[0];
  if (!head || head.kind !== 'power' || head.card !== move.card) return refuse('no_such_decision', { path: ['card'] });
  challenge.pending.shift();
  s.events.push({ type: 'power_skipped', player: move.player, card: move.card });
  advance(s, rng);
  return ok(true);
}

/**
 * Moves the challenge along after any change: drops choices about cards that left the table, skips
 * scheduled reveals of Souls whose decks are empty, and scores the challenge once all is revealed.
 */
export function advance(s: GameState, rng: Rng): void {
  const challenge = s.challenge!;
  challenge.pending = challenge.pending.filter((d) => challenge.reveals.some((r) => r.card === d.card));
  if (challenge.pending.length > 0) return;
  const total = scheduledReveals(s);
  while (challenge.step < total && s.players[nextRevealer(challenge)]!.deck.length === 0) {
    s.events.push({ type: 'reveal_skipped', player: nextRevealer(challenge) });
    challenge.step += 1;
  }
  if (challenge.step >= total) resolveChallenge(s, rng);
}

function resolveChallenge(s: GameState, rng: Rng): void {
  const challenge = s.challenge!;
  const contract = s.contracts[challenge.contract]!;
  const battle = contract.kind === 'battle';
  const counted = challenge.reveals.map((r) => ({
    soul: r.soul,
    base: printedValue(s.cards[r.card]!, r.chosen),
    effects: r.effects,
  }));
  const result = tally(contract.challenge, battle, challenge.souls, counted);
  challenge.reveals.forEach((r, i) => {
    if (counted[i]!.base === null)
      s.events.push({ type: 'wildcard_set', player: r.owner, card: r.card, value: result.values[i]! });
  });
  challenge.values = challenge.reveals.map((r, i) => ({ card: r.card, soul: r.soul, value: result.values[i]! }));
  // the challenge is over: every revealed card goes home to its owner's deck
  for (const r of challenge.reveals) s.players[r.owner]!.deck.push(r.card);
  challenge.reveals = [];
  if (battle) {
    const losers = challenge.souls.filter((seat) => !result.winners.includes(seat));
    challenge.outcome = { kind: 'battle', winners: result.winners, losers };
    s.events.push({ type: 'battle_decided', winners: [...result.winners], losers, values: result.hands });
  } else {
    challenge.outcome = { kind: 'team', passed: result.passed };
    s.events.push({ type: result.passed ? 'challenge_passed' : 'challenge_failed', values: result.hands });
  }
  beginPayout(s, rng);
}
