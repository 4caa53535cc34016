import type { Contract, Payout } from '../contracts/contract.js';
import { challengeChance } from '../contracts/chance.js';
import { randomInt, rngFromState } from '../rng.js';
import type { GameEvent } from '../engine/events.js';
import type { GameState } from '../engine/state.js';
import { printedValue, tally, type CountedCard } from '../engine/values.js';

/**
 * What one unit of a reward or penalty is worth to a player right now (positive numbers; losses are subtracted by the
 * caller).
 */
export function unitWorth(state: GameState, player: number, payout: Payout, gain: boolean): number {
  const me = state.players[player]!;
  if (payout.kind === 'score') return gain ? 1 : me.score.length > 0 ? 1 : 0.05;
  return gain ? 0.3 : me.deck.length > 1 ? 0.3 : 0;
}

/** The table-model chance (fresh 1–6 decks, no powers) that a Contract goes well at a given Turnout. */
export function contractChance(contract: Contract, turnout: number): number {
  return challengeChance(contract.challenge, Math.max(1, turnout)).chance;
}

/** Did the events of a move settle the challenge, and was it good for the player? Null while it is still open. */
export function settledFor(events: readonly GameEvent[], player: number): number | null {
  for (const e of events) {
    if (e.type === 'challenge_passed') return 1;
    if (e.type === 'challenge_failed') return 0;
    if (e.type === 'battle_decided') return e.winners.includes(player) ? 1 / e.winners.length : 0;
  }
  return null;
}

/**
 * Plays the rest of an open challenge out at random `samples` times (later powers ignored) and returns
 * how often it ends well for the player: a pass for a team, a win (split by ties) in a Battle.
 */
export function rolloutChance(state: GameState, player: number, samples: number, seed: number): number {
  const challenge = state.challenge;
  if (!challenge) return 0;
  const contract = state.contracts[challenge.contract]!;
  const battle = contract.kind === 'battle';
  const base: CountedCard[] = challenge.reveals.map((r) => ({
    soul: r.soul,
    base: printedValue(
      state.cards[r.card]!,
      r.chosen ?? (state.cards[r.card]!.kind === 'duo' ? state.cards[r.card]!.values[0]! : null),
    ),
    effects: r.effects,
  }));
  const total = challenge.souls.length * contract.challenge.reveals;
  const rng = rngFromState(seed);
  let good = 0;
  for (let t = 0; t < samples; t++) {
    const decks = new Map(challenge.souls.map((soul) => [soul, state.players[soul]!.deck.slice()]));
    const counted = base.slice();
    for (let step = challenge.step; step < total; step++) {
      const soul = challenge.souls[step % challenge.souls.length]!;
      const deck = decks.get(soul)!;
      if (deck.length === 0) continue;
      const [card] = deck.splice(randomInt(rng, deck.length), 1) as [string];
      const printed = state.cards[card]!;
      const value = printed.kind === 'wild' ? null : printed.values[randomInt(rng, printed.values.length)]!;
      counted.push({ soul, base: value, effects: [] });
    }
    const result = tally(contract.challenge, battle, challenge.souls, counted);
    if (!battle) good += result.passed ? 1 : 0;
    else if (result.winners.includes(player)) good += 1 / result.winners.length;
  }
  return good / samples;
}
