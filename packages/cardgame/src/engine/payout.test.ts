import { describe, expect, it } from 'vitest';
import { numberCard } from '../cards/dice-cards.js';
import type { Contract } from '../contracts/contract.js';
import type { Move } from './moves.js';
import type { GameState } from './state.js';
import { newGame, play, playAll, refusal, rig, testContract } from './test-kit.js';

const PASS = { template: 'sum_at_least', reveals: 1, target: 1 } as const;
const FAIL = { template: 'sum_at_least', reveals: 1, target: 99 } as const;

/** Seat 0 takes the Contract with the given partners (all accept) and every Soul reveals its one card. */
function attempt(contract: Contract, partners: number[], setup: (s: GameState) => GameState = (s) => s): GameState {
  let s = setup(rig(newGame({ players: 4 }), { contract }));
  s = playAll(s, [
    { type: 'pick', player: 0, contract: 'kT' },
    { type: 'recruit', player: 0, forced: [], invited: partners },
    ...partners.map((p): Move => ({ type: 'answer', player: p, accept: true })),
  ]);
  while (s.phase.kind === 'reveal') {
    const c = s.challenge!;
    const head = c.pending[0];
    s = head
      ? play(s, { type: 'skip_power', player: head.player, card: head.card })
      : play(s, { type: 'reveal', player: c.souls[c.step % c.souls.length]! });
  }
  return s;
}

describe('Pass or fail, multiplied by Turnout, shared out by the active player (seed 004)', () => {
  it('Passing pays the reward, failing pays the penalty', () => {
    const won = attempt(testContract(PASS, { reward: { kind: 'card', amount: 1 } }), []);
    expect(won.players[0]!.deck).toHaveLength(7);
    const lost = attempt(testContract(FAIL, { penalty: { kind: 'card', amount: 1 } }), []);
    expect(lost.phase).toEqual({ kind: 'discard', owed: [{ player: 0, count: 1 }] });
  });

  it('Going it alone: the lone Soul takes the whole reward with no sharing step', () => {
    const s = attempt(testContract(PASS, { reward: { kind: 'score', amount: 1 } }), []);
    expect(s.players[0]!.score).toEqual(['kT']);
    expect(s.phase.kind).toBe('pick');
    expect(s.active).toBe(1);
  });

  it('Turnout multiplies: a reward of one card with three Souls becomes three cards to share out', () => {
    const s = attempt(testContract(PASS, { reward: { kind: 'card', amount: 1 } }), [1, 2]);
    expect(s.phase).toMatchObject({ kind: 'distribute', total: 3, eligible: [0, 1, 2], gain: true });
  });

  it('Sharing out: with Turnout above 1 the active player may not hand everything to one Soul, even themself', () => {
    const s = attempt(testContract(PASS, { reward: { kind: 'card', amount: 1 } }), [1, 2]);
    expect(refusal(s, { type: 'distribute', player: 0, shares: [{ player: 0, amount: 3 }] })).toBe('all_to_one_soul');
    expect(refusal(s, { type: 'distribute', player: 0, shares: [{ player: 1, amount: 3 }] })).toBe('all_to_one_soul');
    const next = play(s, {
      type: 'distribute',
      player: 0,
      shares: [
        { player: 0, amount: 2 },
        { player: 2, amount: 1 },
      ],
    });
    expect(next.players.map((p) => p.deck.length)).toEqual([8, 6, 7, 6]);
  });

  it('Sharing out: the shares must add up, go only to Souls, be whole, and come from the active player', () => {
    const s = attempt(testContract(PASS, { reward: { kind: 'card', amount: 1 } }), [1, 2]);
    const share = (shares: { player: number; amount: number }[], player = 0): Move => ({
      type: 'distribute',
      player,
      shares,
    });
    expect(
      refusal(
        s,
        share([
          { player: 0, amount: 1 },
          { player: 1, amount: 1 },
        ]),
      ),
    ).toBe('wrong_total');
    expect(
      refusal(
        s,
        share([
          { player: 0, amount: 2 },
          { player: 3, amount: 1 },
        ]),
      ),
    ).toBe('not_a_soul');
    expect(
      refusal(
        s,
        share([
          { player: 0, amount: 1.5 },
          { player: 1, amount: 1.5 },
        ]),
      ),
    ).toBe('bad_amount');
    expect(
      refusal(
        s,
        share([
          { player: 0, amount: 1 },
          { player: 0, amount: 2 },
        ]),
      ),
    ).toBe('named_twice');
    expect(
      refusal(
        s,
        share(
          [
            { player: 0, amount: 2 },
            { player: 1, amount: 1 },
          ],
          1,
        ),
      ),
    ).toBe('not_your_turn');
  });

  it('Score gain: the first Contract scored is the one just played, any more come off the top of the deck', () => {
    let s = attempt(testContract(PASS), [1, 2]);
    const top = s.contractDeck[0]!;
    s = play(s, {
      type: 'distribute',
      player: 0,
      shares: [
        { player: 0, amount: 0 },
        { player: 1, amount: 2 },
        { player: 2, amount: 1 },
      ],
    });
    // seat 0 took nothing, so the played Contract goes to the first scorer clockwise: seat 1
    expect(s.players[1]!.score).toEqual(['kT', top]);
    expect(s.players[2]!.score).toHaveLength(1);
    expect(s.events.filter((e) => e.type === 'score_gained')).toHaveLength(3);
  });

  it('Score loss: a random Contract leaves the score pile and is shuffled back into the deck', () => {
    const s = attempt(testContract(FAIL, { penalty: { kind: 'score', amount: 1 } }), [], (g) => {
      const held = g.contractDeck.slice(0, 2);
      return {
        ...g,
        contractDeck: g.contractDeck.slice(2),
        players: g.players.map((p) => (p.seat === 0 ? { ...p, score: held } : p)),
      };
    });
    const lost = s.events.find((e) => e.type === 'score_lost');
    expect(lost).toMatchObject({ player: 0 });
    expect(s.players[0]!.score).toHaveLength(1);
    expect(s.contractDeck).toContain((lost as { contract: string }).contract);
  });

  it('Score loss with an empty pile is simply wasted', () => {
    const s = attempt(testContract(FAIL, { penalty: { kind: 'score', amount: 1 } }), []);
    expect(s.events).toContainEqual({ type: 'share_wasted', player: 0, what: 'score_loss' });
  });

  it('Card gain: the card comes from the shared supply; an empty supply is refilled from the discards', () => {
    const s = attempt(testContract(PASS, { reward: { kind: 'card', amount: 1 } }), [], (g) => ({
      ...g,
      supply: [],
      discard: [...g.supply],
    }));
    expect(s.events.find((e) => e.type === 'card_gained')).toBeDefined();
    expect(s.discard).toHaveLength(0);
    expect(s.supply).toHaveLength(17);
  });

  it('Card loss: each losing Soul picks which of its own cards to discard', () => {
    let s = attempt(testContract(FAIL, { penalty: { kind: 'card', amount: 1 } }), [1]);
    s = play(s, {
      type: 'distribute',
      player: 0,
      shares: [
        { player: 0, amount: 1 },
        { player: 1, amount: 1 },
      ],
    });
    expect(s.phase).toEqual({
      kind: 'discard',
      owed: [
        { player: 0, count: 1 },
        { player: 1, count: 1 },
      ],
    });
    const mine = s.players[1]!.deck;
    expect(refusal(s, { type: 'discard', player: 1, cards: [] })).toBe('wrong_count');
    expect(refusal(s, { type: 'discard', player: 1, cards: [s.players[0]!.deck[0]!] })).toBe('not_your_card');
    s = play(s, { type: 'discard', player: 1, cards: [mine[3]!] });
    expect(s.discard).toEqual([mine[3]]);
    expect(s.phase.kind).toBe('discard');
    s = play(s, { type: 'discard', player: 0, cards: [s.players[0]!.deck[0]!] });
    expect(s.phase.kind).toBe('pick');
    expect(s.players[1]!.deck).toHaveLength(5);
  });

  it("Card loss never takes a player's last Dice Card", () => {
    const s = attempt(testContract(FAIL, { penalty: { kind: 'card', amount: 2 } }), [], (g) =>
      rig(g, { decks: { 0: [numberCard(3), numberCard(2)] } }),
    );
    expect(s.phase).toEqual({ kind: 'discard', owed: [{ player: 0, count: 1 }] });
    expect(s.events).toContainEqual({ type: 'share_wasted', player: 0, what: 'card_loss' });
  });

  it('Shown to the table: every score and card that changes hands is an event', () => {
    let s = attempt(testContract(PASS, { reward: { kind: 'score', amount: 1 } }), [1]);
    s = play(s, {
      type: 'distribute',
      player: 0,
      shares: [
        { player: 0, amount: 1 },
        { player: 1, amount: 1 },
      ],
    });
    expect(s.events.filter((e) => e.type === 'score_gained').map((e) => (e as { player: number }).player)).toEqual([
      0, 1,
    ]);
  });

  it('A played Contract that nobody scored goes to the bottom of the deck', () => {
    const s = attempt(testContract(PASS, { reward: { kind: 'card', amount: 1 } }), []);
    expect(s.contractDeck[s.contractDeck.length - 1]).toBe('kT');
    expect(s.events).toContainEqual({ type: 'contract_returned', contract: 'kT' });
    expect(s.inPlay).toBeNull();
  });
});
