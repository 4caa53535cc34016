import { describe, expect, it } from 'vitest';
import { numberCard } from '../cards/dice-cards.js';
import { awaiting } from './apply-move.js';
import type { GameState } from './state.js';
import { newGame, play, playAll, rig, testContract } from './test-kit.js';

/** Reveals (waiving powers) until the challenge is scored. */
function revealAll(s: GameState): GameState {
  while (s.phase.kind === 'reveal') {
    const head = s.challenge!.pending[0];
    s = head
      ? play(s, { type: 'skip_power', player: head.player, card: head.card })
      : play(s, { type: 'reveal', player: awaiting(s)[0]! });
  }
  return s;
}

const solo = (s: GameState) =>
  revealAll(
    playAll(s, [
      { type: 'pick', player: 0, contract: 'kT' },
      { type: 'recruit', player: 0, forced: [], invited: [] },
    ]),
  );

describe('Our rulings where seed 004 is silent (RULES-NOTES.md)', () => {
  it('Ruling: a score gain with no Contract left to draw is wasted', () => {
    let s = rig(newGame({ players: 2 }), {
      contract: testContract({ target: 1 }, { reward: { kind: 'score', amount: 2 } }),
    });
    s = solo({ ...s, contractDeck: [] });
    expect(s.players[0]!.score).toEqual(['kT']);
    expect(s.events).toContainEqual({ type: 'share_wasted', player: 0, what: 'score_gain' });
  });

  it('Ruling: a card gain with an empty supply and an empty discard pile is wasted', () => {
    let s = rig(newGame({ players: 2 }), {
      contract: testContract({ target: 1 }, { reward: { kind: 'card', amount: 1 } }),
    });
    s = solo({ ...s, supply: [], discard: [] });
    expect(s.events).toContainEqual({ type: 'share_wasted', player: 0, what: 'card_gain' });
  });

  it('Ruling: the row is topped up again at the end of a turn, so a returned Contract can come straight back', () => {
    let s = rig(newGame({ players: 2, contracts: 5 }), {
      contract: testContract({ target: 1 }, { reward: { kind: 'card', amount: 1 } }),
    });
    s = play({ ...s, contractDeck: [] }, { type: 'pick', player: 0, contract: 'kT' });
    expect(s.display).toHaveLength(4);
    s = revealAll(play(s, { type: 'recruit', player: 0, forced: [], invited: [] }));
    expect(s.display).toHaveLength(5);
    expect(s.display).toContain('kT');
  });

  it('Ruling: the win is checked as soon as the payout lands, before anyone discards', () => {
    let s = rig(newGame({ players: 2, expansions: ['lost_souls'] }), {
      contract: testContract({ template: 'highest_total' }, { kind: 'battle', minTurnout: 2 }),
      decks: { 0: [numberCard(6)], 1: [numberCard(1), numberCard(2)] },
    });
    s = {
      ...s,
      players: s.players.map((p) => (p.seat === 0 ? { ...p, score: s.contractDeck.slice(0, 5) } : p)),
      contractDeck: s.contractDeck.slice(5),
    };
    s = revealAll(
      playAll(s, [
        { type: 'pick', player: 0, contract: 'kT' },
        { type: 'recruit', player: 0, forced: [1], invited: [] },
      ]),
    );
    expect(s.result).toMatchObject({ kind: 'win', winner: 0 });
    expect(s.phase.kind).toBe('over');
  });

  it('Ruling: variants and expansions combine; a cooperative Forced Contract of minimum 2 still forces one partner', () => {
    let s = rig(newGame({ players: 3, variants: ['cooperative'], expansions: ['lost_souls'] }), {
      contract: testContract({}, { kind: 'forced', minTurnout: 2 }),
    });
    s = play(s, { type: 'pick', player: 0, contract: 'kT' });
    expect(play(s, { type: 'recruit', player: 0, forced: [2], invited: [1] }).challenge!.asked).toEqual([1]);
  });

  it('Ruling: in the cooperative variant a Battle opponent is not spared the penalty', () => {
    let s = rig(newGame({ players: 2, variants: ['cooperative'], expansions: ['lost_souls'] }), {
      contract: testContract(
        { template: 'highest_total' },
        { kind: 'battle', minTurnout: 2, penalty: { kind: 'card', amount: 1 } },
      ),
      decks: { 0: [numberCard(6)], 1: [numberCard(1), numberCard(2)] },
    });
    s = revealAll(
      playAll(s, [
        { type: 'pick', player: 0, contract: 'kT' },
        { type: 'recruit', player: 0, forced: [1], invited: [] },
      ]),
    );
    expect(s.phase).toEqual({ kind: 'discard', owed: [{ player: 1, count: 1 }] });
  });

  it('Ruling: card effects never take a number below 0 (Undertow on a 0)', () => {
    let s = rig(newGame({ players: 3, expansions: ['devilish_numbers'] }), {
      contract: testContract({ template: 'sum_at_most', target: 9 }),
      decks: { 0: [numberCard(0)], 1: [numberCard(2, 'undertow')] },
    });
    s = playAll(s, [
      { type: 'pick', player: 0, contract: 'kT' },
      { type: 'recruit', player: 0, forced: [], invited: [1] },
      { type: 'answer', player: 1, accept: true },
      { type: 'reveal', player: 0 },
      { type: 'reveal', player: 1 },
      { type: 'use_power', player: 1, card: 'x1_0', target: { kind: 'card', card: 'x0_0' } },
    ]);
    expect(s.challenge!.values[0]).toEqual({ card: 'x0_0', soul: 0, value: 0 });
  });
});
