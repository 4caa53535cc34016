import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRng } from '../rng.js';
import { challengeChance } from './chance.js';
import type { Stars } from './contract.js';
import {
  CHANCE_BOUNDS,
  expectedTurnout,
  generateContract,
  generateContractDeck,
  penaltyFor,
  rewardFor,
  starsFor,
} from './generator.js';
import type { Challenge, TemplateId } from './templates.js';

describe('The smart Contract generator', () => {
  it('star thresholds: 0.7+ is 1 star, 0.5+ 2, 0.32+ 3, 0.18+ 4, anything less 5', () => {
    expect([1, 0.7, 0.69, 0.5, 0.32, 0.31, 0.18, 0.17, 0].map(starsFor)).toEqual([1, 1, 2, 2, 3, 4, 4, 5, 5]);
  });

  it('a lower chance of success never earns fewer stars', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (a, b) => {
        const [easy, hard] = a >= b ? [a, b] : [b, a];
        expect(starsFor(hard)).toBeGreaterThanOrEqual(starsFor(easy));
      }),
    );
  });

  it('the star rating is monotone in difficulty: raising a target never lowers the stars', () => {
    const ladder = (template: TemplateId, vary: 'target' | 'count', values: number[], reveals = 2) =>
      values.map((v) => {
        const c: Challenge = { template, reveals, target: vary === 'target' ? v : 3, count: vary === 'count' ? v : 0 };
        return challengeChance(c, 3).chance;
      });
    const cases = [
      ladder('sum_at_least', 'target', [3, 4, 5, 6, 7, 8, 9, 10, 11]),
      ladder('each_at_least', 'target', [3, 5, 7, 9, 11]),
      ladder('count_above', 'count', [1, 2, 3, 4, 5, 6]),
      ladder('run', 'count', [3, 4, 5, 6]),
      ladder('pair', 'count', [1, 2, 3]),
      ladder('all_above', 'target', [0, 1, 2, 3]),
    ];
    for (const chances of cases) {
      for (let i = 1; i < chances.length; i++) {
        expect(chances[i]).toBeLessThanOrEqual(chances[i - 1]!);
        expect(starsFor(chances[i]!)).toBeGreaterThanOrEqual(starsFor(chances[i - 1]!));
      }
      expect(starsFor(chances[0]!)).toBeLessThan(starsFor(chances[chances.length - 1]!));
    }
  });

  it('every generated team Contract is rated from its own chance at the expected Turnout', () => {
    const deck = generateContractDeck({ players: 4, count: 80 }, seededRng(9));
    for (const k of deck) {
      expect(k.kind).toBe('team');
      expect(k.expectedTurnout).toBe(expectedTurnout(4));
      expect(k.chance).toBe(challengeChance(k.challenge, k.expectedTurnout).chance);
      expect(k.chance).toBeGreaterThanOrEqual(CHANCE_BOUNDS.min);
      expect(k.chance).toBeLessThanOrEqual(CHANCE_BOUNDS.max);
      expect(k.stars).toBe(starsFor(k.chance));
    }
    // across the deck, a harder Contract never has fewer stars than an easier one
    const byChance = [...deck].sort((a, b) => b.chance - a.chance);
    for (let i = 1; i < byChance.length; i++) expect(byChance[i]!.stars).toBeGreaterThanOrEqual(byChance[i - 1]!.stars);
    expect(new Set(deck.map((k) => k.stars)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(deck.map((k) => k.challenge.template)).size).toBeGreaterThanOrEqual(8);
  });

  it('reward and penalty sizes follow the chance: more stars never pay less, failing a likely job costs more cards', () => {
    const stars: Stars[] = [1, 2, 3, 4, 5];
    const cards = stars.map((s) => rewardFor('card', s).amount);
    expect(cards).toEqual([1, 1, 2, 2, 3]);
    expect(stars.map((s) => rewardFor('score', s).amount)).toEqual([1, 1, 1, 1, 1]);
    expect(penaltyFor('card', 0.8).amount).toBe(2);
    expect(penaltyFor('card', 0.3).amount).toBe(1);
    expect(penaltyFor('score', 0.9).amount).toBe(1);
  });

  it('Contracts: rewards and penalties are only ever score or cards, and both sides are always printed', () => {
    const deck = generateContractDeck({ players: 4, count: 60, lostSouls: true }, seededRng(12));
    for (const k of deck) {
      expect(['score', 'card']).toContain(k.reward.kind);
      expect(['score', 'card']).toContain(k.penalty.kind);
      expect(k.reward.amount).toBeGreaterThan(0);
      expect(k.penalty.amount).toBeGreaterThan(0);
    }
    expect(new Set(deck.map((k) => k.reward.kind)).size).toBe(2);
  });

  it('the easier variant keeps only 1- and 2-star Contracts', () => {
    const deck = generateContractDeck({ players: 3, count: 40, easy: true }, seededRng(2));
    expect(deck.every((k) => k.stars <= 2)).toBe(true);
  });

  it('Lost Souls decks hold Forced Contracts rated at their minimum Turnout or more, and Battles rated head to head', () => {
    const deck = generateContractDeck({ players: 5, count: 120, lostSouls: true }, seededRng(4));
    const forced = deck.filter((k) => k.kind === 'forced');
    const battles = deck.filter((k) => k.kind === 'battle');
    expect(forced.length).toBeGreaterThan(5);
    expect(battles.length).toBeGreaterThan(5);
    for (const k of forced) expect(k.expectedTurnout).toBeGreaterThanOrEqual(k.minTurnout);
    for (const k of battles) {
      expect(k.expectedTurnout).toBe(2);
      expect(['highest_total', 'lowest_total', 'closest_to']).toContain(k.challenge.template);
    }
  });

  it('the same seed gives the same Contract; ids are kept', () => {
    const a = generateContract({ id: 'k042', players: 4, kind: 'team' }, seededRng(5));
    expect(generateContract({ id: 'k042', players: 4, kind: 'team' }, seededRng(5))).toEqual(a);
    expect(a.id).toBe('k042');
  });

  it('expected Turnout is a little over half the table', () => {
    expect([2, 3, 4, 5, 6].map(expectedTurnout)).toEqual([2, 2, 3, 3, 4]);
  });
});

describe('The generator when nothing fits', () => {
  it('falls back to a dependable one-card challenge after too many misses', () => {
    const stuck = { nextUint32: () => 0 }; // always the first template with its first (trivial) parameters
    const k = generateContract({ id: 'k001', players: 4, kind: 'team' }, stuck);
    expect(k.challenge).toEqual({ template: 'sum_at_least', reveals: 1, target: 3, count: 0 });
    expect(k.stars).toBe(starsFor(k.chance));
  });
});
