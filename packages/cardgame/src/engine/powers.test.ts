import { describe, expect, it } from 'vitest';
import { numberCard, type CardBlueprint } from '../cards/dice-cards.js';
import type { PowerId } from '../cards/powers.js';
import type { Challenge } from '../contracts/templates.js';
import { legalMoves } from './legal-moves.js';
import type { GameState } from './state.js';
import { newGame, play, playAll, refusal, rig, testContract } from './test-kit.js';

/** Seats 0 and 1 both take part; seat 0 reveals first. */
function pairUp(decks: { 0: CardBlueprint[]; 1: CardBlueprint[] }, challenge: Partial<Challenge> = {}): GameState {
  const s = rig(newGame({ players: 3, expansions: ['devilish_numbers'] }), {
    contract: testContract(challenge),
    decks,
  });
  return playAll(s, [
    { type: 'pick', player: 0, contract: 'kT' },
    { type: 'recruit', player: 0, forced: [], invited: [1] },
    { type: 'answer', player: 1, accept: true },
  ]);
}

/** Seat 0 reveals a plain 4, then seat 1 reveals a card with the given power and aims it at the 4. */
function aimAtFour(power: PowerId, printed = 2): GameState {
  let s = pairUp({ 0: [numberCard(4)], 1: [numberCard(printed, power)] });
  s = playAll(s, [
    { type: 'reveal', player: 0 },
    { type: 'reveal', player: 1 },
  ]);
  expect(s.challenge!.pending).toEqual([{ kind: 'power', player: 1, card: 'x1_0' }]);
  return play(s, { type: 'use_power', player: 1, card: 'x1_0', target: { kind: 'card', card: 'x0_0' } });
}

const finalOf = (s: GameState, card: string) => {
  const ev = s.events.find((e) => e.type === 'challenge_passed' || e.type === 'challenge_failed');
  expect(ev).toBeDefined();
  return s.challenge?.values.find((v) => v.card === card)?.value;
};

describe('Special powers (seed 004): they fire when revealed, only with company, on other Souls', () => {
  it('Powers need company: a power revealed by a lone Soul does nothing', () => {
    let s = rig(newGame({ players: 2 }), { contract: testContract({}), decks: { 0: [numberCard(3, 'tailwind')] } });
    s = playAll(s, [
      { type: 'pick', player: 0, contract: 'kT' },
      { type: 'recruit', player: 0, forced: [], invited: [] },
      { type: 'reveal', player: 0 },
    ]);
    expect(s.events).toContainEqual({ type: 'power_idle', player: 0, card: 'x0_0', reason: 'alone' });
  });

  it('Powers fire at once: nobody reveals again until the owner has aimed or waived the power', () => {
    let s = pairUp(
      { 0: [numberCard(4), numberCard(4)], 1: [numberCard(2, 'tailwind'), numberCard(2, 'tailwind')] },
      { reveals: 2 },
    );
    s = playAll(s, [
      { type: 'reveal', player: 0 },
      { type: 'reveal', player: 1 },
    ]);
    expect(s.challenge!.pending).toHaveLength(1);
    const card = s.challenge!.pending[0]!.card;
    expect(refusal(s, { type: 'reveal', player: 0 })).toBe('not_your_turn');
    expect(refusal(s, { type: 'reveal', player: 1 })).toBe('decision_pending');
    s = play(s, { type: 'skip_power', player: 1, card });
    expect(s.events).toContainEqual({ type: 'power_skipped', player: 1, card });
    expect(play(s, { type: 'reveal', player: 0 }).challenge!.reveals).toHaveLength(3);
  });

  it('Powers act on other Souls: a card cannot aim at its own Soul, and with nothing to aim at it stays idle', () => {
    let s = pairUp({ 0: [numberCard(5, 'tailwind')], 1: [numberCard(1, 'undertow')] });
    s = play(s, { type: 'reveal', player: 0 });
    expect(s.events).toContainEqual({ type: 'power_idle', player: 0, card: 'x0_0', reason: 'no_target' });
    s = play(s, { type: 'reveal', player: 1 });
    expect(refusal(s, { type: 'use_power', player: 1, card: 'x1_0', target: { kind: 'card', card: 'x1_0' } })).toBe(
      'bad_target',
    );
    expect(legalMoves(s, 1)).toEqual([
      { type: 'use_power', player: 1, card: 'x1_0', target: { kind: 'card', card: 'x0_0' } },
      { type: 'skip_power', player: 1, card: 'x1_0' },
    ]);
  });

  it('Tailwind raises the target by 1', () => {
    expect(finalOf(aimAtFour('tailwind'), 'x0_0')).toBe(5);
  });

  it('Undertow lowers the target by 1, never below 0', () => {
    expect(finalOf(aimAtFour('undertow'), 'x0_0')).toBe(3);
  });

  it('Copycat makes the target show the number printed on the power card', () => {
    expect(finalOf(aimAtFour('copycat', 6), 'x0_0')).toBe(6);
  });

  it('Opposite Face (Devilish Numbers) turns the target to 7 minus its number', () => {
    expect(finalOf(aimAtFour('opposite_face'), 'x0_0')).toBe(3);
  });

  it('Twin Echo (Devilish Numbers) doubles the target', () => {
    expect(finalOf(aimAtFour('twin_echo'), 'x0_0')).toBe(8);
  });

  it('Blank Stare (Devilish Numbers) makes the target count as 0', () => {
    expect(finalOf(aimAtFour('blank_stare'), 'x0_0')).toBe(0);
  });

  it('Switcheroo swaps which Soul the two cards count for (checked with a per-Soul target)', () => {
    // each Soul needs 4 on its own: seat 0 has a 4, seat 1 a 2; swapped, seat 1 holds the 4 and seat 0 fails
    let s = pairUp({ 0: [numberCard(4)], 1: [numberCard(2, 'switcheroo')] }, { template: 'each_at_least', target: 2 });
    s = playAll(s, [
      { type: 'reveal', player: 0 },
      { type: 'reveal', player: 1 },
      { type: 'use_power', player: 1, card: 'x1_0', target: { kind: 'card', card: 'x0_0' } },
    ]);
    expect(s.challenge!.values).toEqual([
      { card: 'x0_0', soul: 1, value: 4 },
      { card: 'x1_0', soul: 0, value: 2 },
    ]);
    // the cards still go home to their owners
    expect(s.players[0]!.deck).toContain('x0_0');
    expect(s.players[1]!.deck).toContain('x1_0');
  });

  it('Second Wind makes another Soul reveal one more card right away', () => {
    let s = pairUp({ 0: [numberCard(4), numberCard(5)], 1: [numberCard(2, 'second_wind')] });
    s = playAll(s, [
      { type: 'reveal', player: 0 },
      { type: 'reveal', player: 1 },
    ]);
    expect(legalMoves(s, 1)[0]).toEqual({
      type: 'use_power',
      player: 1,
      card: 'x1_0',
      target: { kind: 'soul', soul: 0 },
    });
    s = play(s, { type: 'use_power', player: 1, card: 'x1_0', target: { kind: 'soul', soul: 0 } });
    expect(s.challenge!.values.map((v) => v.value).sort()).toEqual([2, 4, 5]);
  });

  it('Do-Over sends the target back into its deck and its Soul reveals a fresh card', () => {
    let s = pairUp({ 0: [numberCard(4)], 1: [numberCard(2, 'do_over')] });
    s = playAll(s, [
      { type: 'reveal', player: 0 },
      { type: 'reveal', player: 1 },
      { type: 'use_power', player: 1, card: 'x1_0', target: { kind: 'card', card: 'x0_0' } },
    ]);
    expect(s.events.map((e) => e.type)).toEqual(
      expect.arrayContaining(['power_used', 'card_recalled', 'revealed', 'challenge_passed']),
    );
    // the only card in seat 0's deck was the 4, so it comes straight back
    expect(s.challenge!.values.find((v) => v.card === 'x0_0')!.value).toBe(4);
  });

  it('A power fires only once per challenge, even when its card is revealed again', () => {
    // seat 1's Do-Over recalls seat 0's Do-Over; revealed again, it stays idle
    let s = pairUp({ 0: [numberCard(3, 'do_over')], 1: [numberCard(2, 'do_over')] });
    s = play(s, { type: 'reveal', player: 0 });
    expect(s.events).toContainEqual({ type: 'power_idle', player: 0, card: 'x0_0', reason: 'no_target' });
    s = play(s, { type: 'reveal', player: 1 });
    s = play(s, { type: 'use_power', player: 1, card: 'x1_0', target: { kind: 'card', card: 'x0_0' } });
    expect(s.events).toContainEqual({ type: 'power_idle', player: 0, card: 'x0_0', reason: 'already_fired' });
  });

  it('A chain of powers resolves at once: a power forces a reveal, whose own power fires before play goes on', () => {
    let s = pairUp({ 0: [numberCard(5, 'tailwind'), numberCard(5, 'tailwind')], 1: [numberCard(2, 'second_wind')] });
    s = playAll(s, [
      { type: 'reveal', player: 0 }, // nothing to aim at yet: idle
      { type: 'reveal', player: 1 },
      { type: 'use_power', player: 1, card: 'x1_0', target: { kind: 'soul', soul: 0 } },
    ]);
    const second = s.players[0]!.deck.length === 0 ? s.challenge!.pending[0]! : null;
    expect(second).toMatchObject({ kind: 'power', player: 0 });
    s = play(s, { type: 'use_power', player: 0, card: second!.card, target: { kind: 'card', card: 'x1_0' } });
    expect(s.challenge!.values.find((v) => v.card === 'x1_0')!.value).toBe(3);
  });
});
