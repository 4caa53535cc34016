import { powers } from '../cards/powers.js';
import { randomInt, type Rng } from '../rng.js';
import type { PowerTarget } from './moves.js';
import type { Decision, GameState } from './state.js';

/**
 * A Soul turns over a random card of its own deck; the card stays out of the deck until the challenge
 * ends. A Duo asks its owner for a number, and a powered card asks for a target when it may fire.
 */
export function revealFor(s: GameState, rng: Rng, soul: number): void {
  const challenge = s.challenge!;
  const deck = s.players[soul]!.deck;
  if (deck.length === 0) {
    s.events.push({ type: 'reveal_skipped', player: soul });
    return;
  }
  const [card] = deck.splice(randomInt(rng, deck.length), 1) as [string];
  challenge.reveals.push({ card, owner: soul, soul, chosen: null, effects: [] });
  s.events.push({ type: 'revealed', player: soul, soul, card });
  const printed = s.cards[card]!;
  const next: Decision[] = [];
  if (printed.kind === 'duo') next.push({ kind: 'duo', player: soul, card });
  if (printed.power) {
    const idle = idleReason(s, soul, card);
    if (idle) s.events.push({ type: 'power_idle', player: soul, card, reason: idle });
    else next.push({ kind: 'power', player: soul, card });
    if (idle !== 'already_fired') challenge.fired.push(card);
  }
  // a power fires at once: its choice jumps ahead of anything already waiting
  challenge.pending.unshift(...next);
}

function idleReason(s: GameState, soul: number, card: string): 'alone' | 'no_target' | 'already_fired' | null {
  const challenge = s.challenge!;
  if (challenge.souls.length < 2) return 'alone';
  if (challenge.fired.includes(card)) return 'already_fired';
  return powerTargets(s, card).length === 0 ? 'no_target' : null;
}

/** Where a revealed powered card may aim: other Souls' revealed cards, or other Souls with cards left. */
export function powerTargets(s: GameState, card: string): PowerTarget[] {
  const challenge = s.challenge!;
  const own = challenge.reveals.find((r) => r.card === card);
  const power = s.cards[card]!.power;
  if (!own || !power) return [];
  if (powers[power].aim === 'soul') {
    return challenge.souls
      .filter((soul) => soul !== own.soul && s.players[soul]!.deck.length > 0)
      .map((soul) => ({ kind: 'soul', soul }));
  }
  return challenge.reveals.filter((r) => r.soul !== own.soul).map((r) => ({ kind: 'card', card: r.card }));
}

/** Carries out a power on a target already checked against `powerTargets`. */
export function firePower(s: GameState, rng: Rng, card: string, target: PowerTarget): void {
  const challenge = s.challenge!;
  const power = s.cards[card]!.power!;
  if (target.kind === 'soul') {
    revealFor(s, rng, target.soul); // second_wind is the only power aimed at a Soul
    return;
  }
  const index = challenge.reveals.findIndex((r) => r.card === target.card);
  const aimed = challenge.reveals[index]!;
  switch (power) {
    case 'tailwind':
      aimed.effects.push({ op: 'add', n: 1 });
      break;
    case 'undertow':
      aimed.effects.push({ op: 'add', n: -1 });
      break;
    case 'copycat':
      aimed.effects.push({ op: 'set', n: s.cards[card]!.values[0]! });
      break;
    case 'opposite_face':
      aimed.effects.push({ op: 'flip' });
      break;
    case 'twin_echo':
      aimed.effects.push({ op: 'double' });
      break;
    case 'blank_stare':
      aimed.effects.push({ op: 'set', n: 0 });
      break;
    case 'switcheroo': {
      const own = challenge.reveals.find((r) => r.card === card)!;
      [own.soul, aimed.soul] = [aimed.soul, own.soul];
      break;
    }
    case 'do_over':
      challenge.reveals.splice(index, 1);
      s.players[aimed.owner]!.deck.push(aimed.card);
      challenge.pending = challenge.pending.filter((d) => d.card !== aimed.card);
      s.events.push({ type: 'card_recalled', player: aimed.owner, card: aimed.card });
      revealFor(s, rng, aimed.soul);
      break;
    case 'second_wind':
      break;
  }
}
