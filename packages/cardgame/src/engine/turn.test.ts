import { describe, expect, it } from 'vitest';
import { numberCard } from '../cards/dice-cards.js';
import { applyMove, awaiting } from './apply-move.js';
import { newGame, play, playAll, refusal, rig, testContract } from './test-kit.js';

const six = [1, 2, 3, 4, 5, 6].map((n) => numberCard(n));

describe('Gameplay (seed 004): taking a turn', () => {
  it('Taking a turn: the active player takes one Contract from the centre and the row is topped up to five', () => {
    const s = newGame({ players: 3 });
    const chosen = s.display[2]!;
    const topOfDeck = s.contractDeck[0]!;
    const next = play(s, { type: 'pick', player: 0, contract: chosen });
    expect(next.inPlay).toBe(chosen);
    expect(next.display).toHaveLength(5);
    expect(next.display).not.toContain(chosen);
    expect(next.display).toContain(topOfDeck);
    expect(next.events).toContainEqual({ type: 'display_refilled', contracts: [topOfDeck] });
    expect(next.phase.kind).toBe('recruit');
  });

  it('Taking a turn: only the active player picks, and only a Contract that lies in the row', () => {
    const s = newGame({ players: 3 });
    expect(refusal(s, { type: 'pick', player: 1, contract: s.display[0]! })).toBe('not_your_turn');
    expect(refusal(s, { type: 'pick', player: 0, contract: s.contractDeck[0]! })).toBe('not_on_display');
    expect(refusal(s, { type: 'reveal', player: 0 })).toBe('wrong_phase');
    expect(refusal(s, { type: 'pick', player: 9, contract: s.display[0]! })).toBe('no_such_player');
    expect(refusal(s, { type: 'dance', player: 0 } as never)).toBe('unknown_move');
  });

  it('Asking for help: the active player may ask any others; each decides freely, and those who accept are Souls', () => {
    let s = rig(newGame({ players: 4 }), { contract: testContract({}) });
    s = playAll(s, [
      { type: 'pick', player: 0, contract: 'kT' },
      { type: 'recruit', player: 0, forced: [], invited: [3, 1] },
    ]);
    expect(s.phase.kind).toBe('answer');
    expect(awaiting(s)).toEqual([1, 3]);
    expect(refusal(s, { type: 'answer', player: 2, accept: true })).toBe('not_your_turn');
    s = play(s, { type: 'answer', player: 3, accept: true });
    s = play(s, { type: 'answer', player: 1, accept: false });
    expect(s.challenge!.souls).toEqual([0, 3]);
    expect(s.events).toContainEqual({ type: 'challenge_started', souls: [0, 3] });
  });

  it('Going it alone: asking nobody starts the challenge at once with a Turnout of 1', () => {
    let s = rig(newGame({ players: 3 }), { contract: testContract({}) });
    s = playAll(s, [
      { type: 'pick', player: 0, contract: 'kT' },
      { type: 'recruit', player: 0, forced: [], invited: [] },
    ]);
    expect(s.phase.kind).toBe('reveal');
    expect(s.challenge!.souls).toEqual([0]);
  });

  it('Asking for help: you cannot ask yourself, a seat that does not exist, or the same player twice', () => {
    const s = play(rig(newGame({ players: 3 }), { contract: testContract({}) }), {
      type: 'pick',
      player: 0,
      contract: 'kT',
    });
    expect(refusal(s, { type: 'recruit', player: 0, forced: [], invited: [0] })).toBe('cannot_ask_yourself');
    expect(refusal(s, { type: 'recruit', player: 0, forced: [], invited: [5] })).toBe('no_such_player');
    expect(refusal(s, { type: 'recruit', player: 0, forced: [], invited: [1, 1] })).toBe('named_twice');
    expect(refusal(s, { type: 'recruit', player: 0, forced: [1], invited: [] })).toBe('wrong_forced_count');
  });

  it('Executing the challenge: Souls reveal in clockwise rounds that start with the active player', () => {
    // seat 2 is active; seats 0 and 3 join, so the order is 2, 3, 0 and then again
    let s = rig(newGame({ players: 4 }), {
      contract: testContract({ reveals: 2 }),
      active: 2,
      decks: { 0: six, 2: six, 3: six },
    });
    s = playAll(s, [
      { type: 'pick', player: 2, contract: 'kT' },
      { type: 'recruit', player: 2, forced: [], invited: [0, 3] },
      { type: 'answer', player: 0, accept: true },
      { type: 'answer', player: 3, accept: true },
    ]);
    expect(s.challenge!.souls).toEqual([2, 3, 0]);
    const order: number[] = [];
    while (s.phase.kind === 'reveal') {
      const who = awaiting(s)[0]!;
      if (s.challenge!.pending.length > 0) {
        s = play(s, { type: 'skip_power', player: who, card: s.challenge!.pending[0]!.card });
        continue;
      }
      expect(refusal(s, { type: 'reveal', player: (who + 1) % 4 })).toMatch(/not_your_turn|not_your_reveal/);
      order.push(who);
      s = play(s, { type: 'reveal', player: who });
    }
    expect(order).toEqual([2, 3, 0, 2, 3, 0]);
  });

  it('Executing the challenge: revealed cards stay out of the deck until the challenge is over', () => {
    let s = rig(newGame({ players: 2 }), {
      contract: testContract({ reveals: 3 }),
      decks: { 0: [numberCard(4), numberCard(4), numberCard(4)] },
    });
    s = playAll(s, [
      { type: 'pick', player: 0, contract: 'kT' },
      { type: 'recruit', player: 0, forced: [], invited: [] },
      { type: 'reveal', player: 0 },
    ]);
    expect(s.players[0]!.deck).toHaveLength(2);
    s = play(s, { type: 'reveal', player: 0 });
    expect(s.players[0]!.deck).toHaveLength(1);
    expect(s.challenge!.reveals.map((r) => r.card).sort()).toEqual(
      ['x0_0', 'x0_1', 'x0_2'].filter((id) => !s.players[0]!.deck.includes(id)),
    );
    s = play(s, { type: 'reveal', player: 0 });
    // challenge over (12 >= 1): all three cards are home again
    expect(s.players[0]!.deck.sort()).toEqual(['x0_0', 'x0_1', 'x0_2']);
  });

  it('Executing the challenge: a Soul whose deck runs out simply skips the reveals it cannot make', () => {
    let s = rig(newGame({ players: 2 }), {
      contract: testContract({ reveals: 3, target: 5 }),
      decks: { 0: [numberCard(6), numberCard(6)] },
    });
    s = playAll(s, [
      { type: 'pick', player: 0, contract: 'kT' },
      { type: 'recruit', player: 0, forced: [], invited: [] },
      { type: 'reveal', player: 0 },
      { type: 'reveal', player: 0 },
    ]);
    expect(s.events.some((e) => e.type === 'reveal_skipped')).toBe(true);
    expect(s.events.some((e) => e.type === 'challenge_passed')).toBe(true);
  });

  it('A refused move leaves the game exactly as it was', () => {
    const s = newGame({ players: 3 });
    const before = JSON.stringify(s);
    expect(applyMove(s, { type: 'pick', player: 0, contract: 'nope' }).ok).toBe(false);
    expect(JSON.stringify(s)).toBe(before);
  });
});
