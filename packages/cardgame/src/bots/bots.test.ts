import { describe, expect, it } from 'vitest';
import { numberCard } from '../cards/dice-cards.js';
import { awaiting } from '../engine/apply-move.js';
import type { GameState } from '../engine/state.js';
import { newGame, play, playAll, rig, testContract } from '../engine/test-kit.js';
import { seededRng } from '../rng.js';
import { chooseMove } from './choose-move.js';
import { ownShare, planRecruit } from './plan.js';
import { strategies, strategyIds } from './strategies.js';

const bot = (s: GameState, strategy: 'cautious' | 'greedy', player = awaiting(s)[0]!) =>
  chooseMove(s, player, { strategy, rng: seededRng(1) });

/** Seat 0 takes "kT" with the given partners and everyone reveals (powers waived). */
function throughReveals(s: GameState, partners: number[]): GameState {
  s = playAll(s, [
    { type: 'pick', player: 0, contract: 'kT' },
    { type: 'recruit', player: 0, forced: [], invited: partners },
    ...partners.map((p) => ({ type: 'answer' as const, player: p, accept: true })),
  ]);
  while (s.phase.kind === 'reveal') {
    const head = s.challenge!.pending[0];
    s = head
      ? play(s, { type: 'skip_power', player: head.player, card: head.card })
      : play(s, { type: 'reveal', player: awaiting(s)[0]! });
  }
  return s;
}

describe('Bots: cautious and greedy', () => {
  it('there are at least two strategies, and they differ', () => {
    expect(strategyIds).toEqual(expect.arrayContaining(['cautious', 'greedy']));
    expect(strategies.cautious.penaltyWeight).toBeGreaterThan(strategies.greedy.penaltyWeight);
  });

  it('sharing out: greedy keeps all it may, cautious splits evenly', () => {
    expect(ownShare('keep_most', 4, 4, true)).toBe(3);
    expect(ownShare('keep_most', 4, 4, false)).toBe(0);
    expect(ownShare('keep_most', 2, 2, false)).toBe(1);
    expect(ownShare('even', 4, 4, true)).toBe(1);
    expect(ownShare('even', 3, 3, false)).toBe(1);
    const s = throughReveals(rig(newGame({ players: 4 }), { contract: testContract({ target: 1 }) }), [1, 2, 3]);
    const greedy = bot(s, 'greedy');
    const cautious = bot(s, 'cautious');
    expect(greedy.type === 'distribute' && greedy.shares.find((x) => x.player === 0)!.amount).toBe(3);
    expect(cautious.type === 'distribute' && cautious.shares.map((x) => x.amount)).toEqual([1, 1, 1, 1]);
  });

  it('sharing out a penalty: greedy pushes it onto the others', () => {
    const s = throughReveals(rig(newGame({ players: 4 }), { contract: testContract({ target: 99 }) }), [1, 2]);
    const move = bot(s, 'greedy');
    expect(move.type === 'distribute' && move.shares.find((x) => x.player === 0)!.amount).toBe(0);
  });

  it('joining: more company is sought when it helps and avoided when it hurts', () => {
    const s = newGame({ players: 5 });
    const better = planRecruit(s, 0, testContract({ template: 'pair', reveals: 1, count: 1 }), strategies.cautious);
    const worse = planRecruit(
      s,
      0,
      testContract({ template: 'all_above', reveals: 2, target: 2 }),
      strategies.cautious,
    );
    expect(better.invited.length).toBeGreaterThan(worse.invited.length);
  });

  it('a cautious bot turns down an invitation that could hand the inviter the game', () => {
    let s = rig(newGame({ players: 3 }), { contract: testContract({ target: 1 }) });
    s = {
      ...s,
      players: s.players.map((p) => (p.seat === 0 ? { ...p, score: s.contractDeck.slice(0, 5) } : p)),
      contractDeck: s.contractDeck.slice(5),
    };
    s = playAll(s, [
      { type: 'pick', player: 0, contract: 'kT' },
      { type: 'recruit', player: 0, forced: [], invited: [1] },
    ]);
    expect(bot(s, 'cautious', 1)).toEqual({ type: 'answer', player: 1, accept: false });
    expect(bot(s, 'greedy', 1)).toEqual({ type: 'answer', player: 1, accept: true });
  });

  it('powers: a bot aims a power where it turns failure into success', () => {
    // two Souls must stay at or under 3 each (6 in all): 5 + 2 fails, but Undertow on the 5 makes it 4 + 2
    let s = rig(newGame({ players: 3 }), {
      contract: testContract({ template: 'sum_at_most', target: 3 }),
      decks: { 0: [numberCard(5)], 1: [numberCard(2, 'undertow')] },
    });
    s = playAll(s, [
      { type: 'pick', player: 0, contract: 'kT' },
      { type: 'recruit', player: 0, forced: [], invited: [1] },
      { type: 'answer', player: 1, accept: true },
      { type: 'reveal', player: 0 },
      { type: 'reveal', player: 1 },
    ]);
    for (const id of strategyIds) {
      expect(bot(s, id)).toEqual({
        type: 'use_power',
        player: 1,
        card: 'x1_0',
        target: { kind: 'card', card: 'x0_0' },
      });
    }
  });

  it('Duos: a bot picks the number that passes', () => {
    let s = rig(newGame({ players: 2, expansions: ['devilish_numbers'] }), {
      contract: testContract({ target: 5 }),
      decks: { 0: [{ kind: 'duo', values: [2, 5], power: null }] },
    });
    s = playAll(s, [
      { type: 'pick', player: 0, contract: 'kT' },
      { type: 'recruit', player: 0, forced: [], invited: [] },
      { type: 'reveal', player: 0 },
    ]);
    expect(bot(s, 'greedy')).toEqual({ type: 'choose_duo', player: 0, card: 'x0_0', value: 5 });
  });

  it('discards: a bot keeps its powered cards', () => {
    let s = rig(newGame({ players: 2 }), {
      contract: testContract({ target: 99 }, { penalty: { kind: 'card', amount: 2 } }),
      decks: { 0: [numberCard(1, 'tailwind'), numberCard(2), numberCard(6), numberCard(4)] },
    });
    s = throughReveals(s, []);
    const move = bot(s, 'greedy');
    expect(move.type === 'discard' && move.cards.sort()).toEqual(['x0_1', 'x0_3']);
  });

  it('asking a bot to move out of turn is a programming error', () => {
    expect(() => chooseMove(newGame({ players: 2 }), 1, { strategy: 'greedy', rng: seededRng(1) })).toThrow();
  });
});
