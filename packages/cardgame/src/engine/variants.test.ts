import { describe, expect, it } from 'vitest';
import { numberCard } from '../cards/dice-cards.js';
import { legalMoves } from './legal-moves.js';
import { newGame, play, playAll, refusal, rig, testContract } from './test-kit.js';

const FAIL = { template: 'sum_at_least', reveals: 1, target: 99 } as const;

describe('Cooperative variant (seed 004): always with a partner, who is spared the penalty', () => {
  const coop = (contract = testContract(FAIL)) =>
    play(rig(newGame({ players: 3, variants: ['cooperative'] }), { contract }), {
      type: 'pick',
      player: 0,
      contract: 'kT',
    });

  it('Cooperative: the first player named is forced along, so going alone is refused', () => {
    const s = coop();
    expect(refusal(s, { type: 'recruit', player: 0, forced: [], invited: [] })).toBe('wrong_forced_count');
    const next = play(s, { type: 'recruit', player: 0, forced: [2], invited: [] });
    expect(next.challenge!.souls).toEqual([0, 2]);
    expect(next.phase.kind).toBe('reveal');
    expect(legalMoves(s, 0).every((m) => m.type === 'recruit' && m.forced.length === 1)).toBe(true);
  });

  it('Cooperative: a failed attempt puts the whole multiplied penalty on the Souls who chose to be there', () => {
    let s = play(coop(), { type: 'recruit', player: 0, forced: [1], invited: [] });
    s = playAll(s, [
      { type: 'reveal', player: 0 },
      { type: 'reveal', player: 1 },
    ]);
    for (; s.phase.kind === 'reveal';)
      s = play(s, { type: 'skip_power', player: s.challenge!.pending[0]!.player, card: s.challenge!.pending[0]!.card });
    // Turnout 2 x 1 card, and only seat 0 may take it
    expect(s.phase).toEqual({ kind: 'discard', owed: [{ player: 0, count: 2 }] });
  });

  it('Cooperative: with a volunteer too, the forced partner may not be handed any of the penalty', () => {
    let s = playAll(coop(), [
      { type: 'recruit', player: 0, forced: [1], invited: [2] },
      { type: 'answer', player: 2, accept: true },
    ]);
    while (s.phase.kind === 'reveal') {
      const head = s.challenge!.pending[0];
      const c = s.challenge!;
      s = head
        ? play(s, { type: 'skip_power', player: head.player, card: head.card })
        : play(s, { type: 'reveal', player: c.souls[c.step % 3]! });
    }
    expect(s.phase).toMatchObject({ kind: 'distribute', total: 3, eligible: [0, 2] });
    expect(
      refusal(s, {
        type: 'distribute',
        player: 0,
        shares: [
          { player: 1, amount: 1 },
          { player: 0, amount: 2 },
        ],
      }),
    ).toBe('soul_spared');
  });
});

describe('Lost Souls (seed 004): Forced Contracts', () => {
  it('Forced: the taker forces players in until the minimum Turnout; anyone beyond it is asked as usual', () => {
    let s = rig(newGame({ players: 4, expansions: ['lost_souls'] }), {
      contract: testContract({}, { kind: 'forced', minTurnout: 3 }),
    });
    s = play(s, { type: 'pick', player: 0, contract: 'kT' });
    expect(refusal(s, { type: 'recruit', player: 0, forced: [1], invited: [2, 3] })).toBe('wrong_forced_count');
    s = play(s, { type: 'recruit', player: 0, forced: [3, 1], invited: [2] });
    expect(s.challenge!.asked).toEqual([2]);
    s = play(s, { type: 'answer', player: 2, accept: false });
    expect(s.challenge!.souls).toEqual([0, 1, 3]);
  });
});

describe('Lost Souls (seed 004): Battle Contracts', () => {
  const battle = (reward = { kind: 'score' as const, amount: 1 }) =>
    rig(newGame({ players: 4, expansions: ['lost_souls'] }), {
      contract: testContract(
        { template: 'highest_total', reveals: 1 },
        { kind: 'battle', minTurnout: 2, reward, penalty: { kind: 'card', amount: 1 } },
      ),
      decks: { 0: [numberCard(6)], 1: [numberCard(2), numberCard(2)], 2: [numberCard(6)], 3: [numberCard(1)] },
    });

  it('Battle: the named opponent cannot refuse, and every other player is offered a place', () => {
    let s = play(battle(), { type: 'pick', player: 0, contract: 'kT' });
    expect(refusal(s, { type: 'recruit', player: 0, forced: [], invited: [1] })).toBe('wrong_forced_count');
    expect(refusal(s, { type: 'recruit', player: 0, forced: [1], invited: [2] })).toBe('battle_is_open_to_all');
    s = play(s, { type: 'recruit', player: 0, forced: [1], invited: [] });
    expect(s.challenge!.souls).toEqual([0, 1]);
    expect(s.challenge!.asked).toEqual([2, 3]);
  });

  it('Battle: the best wins, ties share the win; winners each get the reward, losers the penalty, with no sharing out', () => {
    const s = playAll(play(battle(), { type: 'pick', player: 0, contract: 'kT' }), [
      { type: 'recruit', player: 0, forced: [1], invited: [] },
      { type: 'answer', player: 2, accept: true },
      { type: 'answer', player: 3, accept: false },
      { type: 'reveal', player: 0 },
      { type: 'reveal', player: 1 },
      { type: 'reveal', player: 2 },
    ]);
    expect(s.events).toContainEqual({ type: 'battle_decided', winners: [0, 2], losers: [1], values: [[6], [2], [6]] });
    expect(s.players[0]!.score).toEqual(['kT']);
    expect(s.players[2]!.score).toHaveLength(1);
    expect(s.phase).toEqual({ kind: 'discard', owed: [{ player: 1, count: 1 }] });
  });

  it('Battle: when everyone ties, everyone wins', () => {
    let s = rig(battle(), { decks: { 1: [numberCard(6)] } });
    s = playAll(s, [
      { type: 'pick', player: 0, contract: 'kT' },
      { type: 'recruit', player: 0, forced: [1], invited: [] },
      { type: 'answer', player: 2, accept: false },
      { type: 'answer', player: 3, accept: false },
      { type: 'reveal', player: 0 },
      { type: 'reveal', player: 1 },
    ]);
    expect(s.events).toContainEqual({ type: 'battle_decided', winners: [0, 1], losers: [], values: [[6], [6]] });
    expect(s.phase.kind).toBe('pick');
  });
});

describe('Devilish Numbers (seed 004): Duos and Wildcards', () => {
  const solo = (card: Parameters<typeof rig>[1]['decks'], challenge: Parameters<typeof testContract>[0]) =>
    playAll(
      rig(newGame({ players: 2, expansions: ['devilish_numbers'] }), {
        contract: testContract(challenge),
        decks: card,
      }),
      [
        { type: 'pick', player: 0, contract: 'kT' },
        { type: 'recruit', player: 0, forced: [], invited: [] },
        { type: 'reveal', player: 0 },
      ],
    );

  it('Duo: after it is revealed its owner picks one of its two numbers, and it stays that number', () => {
    const s = solo({ 0: [{ kind: 'duo', values: [2, 5], power: null }] }, { target: 5 });
    expect(s.challenge!.pending).toEqual([{ kind: 'duo', player: 0, card: 'x0_0' }]);
    expect(legalMoves(s, 0).map((m) => (m.type === 'choose_duo' ? m.value : null))).toEqual([2, 5]);
    expect(refusal(s, { type: 'choose_duo', player: 0, card: 'x0_0', value: 3 })).toBe('not_on_card');
    expect(
      play(s, { type: 'choose_duo', player: 0, card: 'x0_0', value: 5 }).events.some(
        (e) => e.type === 'challenge_passed',
      ),
    ).toBe(true);
    expect(
      play(s, { type: 'choose_duo', player: 0, card: 'x0_0', value: 2 }).events.some(
        (e) => e.type === 'challenge_failed',
      ),
    ).toBe(true);
  });

  it('Wildcard: it becomes whatever number serves best when the challenge is scored', () => {
    const s = solo({ 0: [{ kind: 'wild', values: [], power: null }] }, { template: 'exact_total', target: 4 });
    expect(s.events).toContainEqual({ type: 'wildcard_set', player: 0, card: 'x0_0', value: 4 });
    expect(s.events.some((e) => e.type === 'challenge_passed')).toBe(true);
  });

  it('Wildcard in a Battle: it serves the Soul it counts for (here the lowest total wins, so it shows 0)', () => {
    let s = rig(newGame({ players: 2, expansions: ['lost_souls', 'devilish_numbers'] }), {
      contract: testContract({ template: 'lowest_total', reveals: 1 }, { kind: 'battle', minTurnout: 2 }),
      decks: { 0: [numberCard(0)], 1: [{ kind: 'wild', values: [], power: null }] },
    });
    s = playAll(s, [
      { type: 'pick', player: 0, contract: 'kT' },
      { type: 'recruit', player: 0, forced: [1], invited: [] },
      { type: 'reveal', player: 0 },
      { type: 'reveal', player: 1 },
    ]);
    expect(s.events).toContainEqual({ type: 'wildcard_set', player: 1, card: 'x1_0', value: 0 });
    expect(s.events).toContainEqual({ type: 'battle_decided', winners: [0, 1], losers: [], values: [[0], [0]] });
  });
});
