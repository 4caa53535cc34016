import { describe, expect, it } from 'vitest';
import { powers } from '../cards/powers.js';
import { seededRng } from '../rng.js';
import { createGame } from './setup.js';
import { contractLocations, cardLocations, newGame } from './test-kit.js';

describe('Setup (seed 004): the Contract row, the personal decks, the supply', () => {
  it('Setup: five Contracts lie face up and every other Contract waits face down in the deck', () => {
    const s = newGame({ players: 4 });
    expect(s.display).toHaveLength(5);
    expect(s.contractDeck).toHaveLength(10 * 4 + 20 - 5);
    expect(new Set(contractLocations(s)).size).toBe(60);
  });

  it('Setup: every player is dealt six Dice Cards numbered 1 to 6, exactly two of them with a power', () => {
    const s = newGame({ players: 3 });
    for (const p of s.players) {
      const cards = p.deck.map((id) => s.cards[id]!);
      expect(cards.map((c) => c.values[0]).sort()).toEqual([1, 2, 3, 4, 5, 6]);
      const powered = cards.filter((c) => c.power !== null);
      expect(powered).toHaveLength(2);
      expect(powered[0]!.power).not.toBe(powered[1]!.power);
      expect(powered.every((c) => powers[c.power!].pack === 'base')).toBe(true);
    }
  });

  it('Setup: a shared supply of Dice Cards waits for anyone who gains a card', () => {
    const s = newGame({ players: 2 });
    expect(s.supply).toHaveLength(18);
    expect(new Set(cardLocations(s)).size).toBe(cardLocations(s).length);
    expect(Object.keys(s.cards)).toHaveLength(12 + 18);
  });

  it('Setup: the same random source gives the very same game, a different one does not', () => {
    const a = createGame({ players: 4 }, seededRng('x'));
    const b = createGame({ players: 4 }, seededRng('x'));
    const c = createGame({ players: 4 }, seededRng('y'));
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
  });

  it('Setup: impossible tables are refused with a code', () => {
    const rng = seededRng(1);
    const code = (r: ReturnType<typeof createGame>) => (r.ok ? 'ok' : r.issues[0]!.code);
    expect(code(createGame({ players: 1 }, rng))).toBe('bad_player_count');
    expect(code(createGame({ players: 7 }, rng))).toBe('bad_player_count');
    expect(code(createGame({ players: 3, variants: ['wild' as never] }, rng))).toBe('unknown_variant');
    expect(code(createGame({ players: 3, expansions: ['more' as never] }, rng))).toBe('unknown_expansion');
    expect(code(createGame({ players: 3, maxTurns: 0 }, rng))).toBe('bad_turn_limit');
    expect(code(createGame({ players: 3, contracts: 4 }, rng))).toBe('too_few_contracts');
  });

  it('Objective: the base game is won at 6 Contracts, counted one each', () => {
    const s = newGame({ players: 2 });
    expect(s.config).toMatchObject({ scoring: 'contracts', winAt: 6 });
  });
});

describe('Variants at setup (seed 004 Upgrades)', () => {
  it('Easier variant: only 1- and 2-star Contracts are in the game', () => {
    const s = newGame({ players: 4, variants: ['easy'] });
    const stars = Object.values(s.contracts).map((c) => c.stars);
    expect(Math.max(...stars)).toBeLessThanOrEqual(2);
    expect(stars).toContain(1);
  });

  it('Chaotic variant: each player starts with six random cards from the common pool', () => {
    const s = newGame({ players: 4, variants: ['chaotic'] }, 3);
    expect(s.players.every((p) => p.deck.length === 6)).toBe(true);
    const neat = (deck: string[]) =>
      deck
        .map((id) => s.cards[id]!.values[0])
        .sort()
        .join() === '1,2,3,4,5,6';
    expect(s.players.some((p) => !neat(p.deck))).toBe(true);
    expect(s.supply).toHaveLength(18);
  });

  it('Star objective: points are stars and 12 wins', () => {
    const s = newGame({ players: 3, variants: ['stars'] });
    expect(s.config).toMatchObject({ scoring: 'stars', winAt: 12 });
  });

  it('Lost Souls: the deck mixes in Forced Contracts (minimum Turnout 2 or 3) and Battles', () => {
    const s = newGame({ players: 4, expansions: ['lost_souls'] });
    const all = Object.values(s.contracts);
    const forced = all.filter((c) => c.kind === 'forced');
    expect(forced.length).toBeGreaterThan(0);
    expect(forced.every((c) => c.minTurnout >= 2 && c.minTurnout <= 3)).toBe(true);
    expect(all.some((c) => c.kind === 'battle')).toBe(true);
    expect(all.filter((c) => c.kind === 'battle').every((c) => c.minTurnout === 2)).toBe(true);
  });

  it('Devilish Numbers: the supply gains Wildcards, Duos, 0 and 7 to 9, and the new powers can appear', () => {
    const s = newGame({ players: 6, expansions: ['devilish_numbers'] }, 5);
    const supply = s.supply.map((id) => s.cards[id]!);
    expect(supply.filter((c) => c.kind === 'wild')).toHaveLength(2);
    expect(
      supply
        .filter((c) => c.kind === 'duo')
        .map((c) => c.values.join('|'))
        .sort(),
    ).toEqual(['0|9', '1|6', '2|5', '3|4']);
    for (const n of [0, 7, 8, 9])
      expect(supply.filter((c) => c.kind === 'number' && c.values[0] === n)).toHaveLength(2);
    const allPowers = Object.values(s.cards).flatMap((c) => (c.power ? [powers[c.power].pack] : []));
    expect(allPowers).toContain('devilish_numbers');
  });
});
