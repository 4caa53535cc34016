import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { RollOptions } from '../dice/index.js';
import {
  ONE,
  clearOddsCache,
  compareFractions,
  dieScoreWeights,
  formatFraction,
  fraction,
  outcomeDistribution,
  probabilityAtLeast,
  scoreCounts,
  sumFractions,
  type OutcomeDistribution,
} from './index.js';

const table = (dist: OutcomeDistribution) => dist.entries.map((e) => [e.outcome, formatFraction(e.probability)]);
const difficulties = fc.integer({ min: 4, max: 9 });

describe('exact odds of one roll', () => {
  it('one die at Difficulty 6: -1 1/10, 0 4/10, +1 4/10, +2 1/10', () => {
    expect(table(outcomeDistribution({ pool: 1, difficulty: 6 }))).toEqual([
      [-1, '1/10'],
      [0, '2/5'],
      [1, '2/5'],
      [2, '1/10'],
    ]);
  });

  it('one die at each Difficulty d: 1/10 botch, (d-2)/10 blank, (10-d)/10 success, 1/10 double', () => {
    for (let d = 4; d <= 9; d++) {
      expect(dieScoreWeights(d)).toEqual([1n, BigInt(d - 2), BigInt(10 - d), 1n]);
      const byOutcome = new Map(
        outcomeDistribution({ pool: 1, difficulty: d }).entries.map((e) => [e.outcome, e.probability]),
      );
      expect(byOutcome.get(-1)).toEqual(fraction(1, 10));
      expect(byOutcome.get(0)).toEqual(fraction(d - 2, 10));
      expect(byOutcome.get(1)).toEqual(fraction(10 - d, 10));
      expect(byOutcome.get(2)).toEqual(fraction(1, 10));
    }
  });

  it('two dice at Difficulty 6: (1, 4, 4, 1) squared gives 1, 8, 24, 34, 24, 8, 1 in 100', () => {
    expect(table(outcomeDistribution({ pool: 2 }))).toEqual([
      [-2, '1/100'],
      [-1, '2/25'],
      [0, '6/25'],
      [1, '17/50'],
      [2, '6/25'],
      [3, '2/25'],
      [4, '1/100'],
    ]);
  });

  it('exertion shifts every Outcome up by one', () => {
    expect(table(outcomeDistribution({ pool: 1, exert: true }))).toEqual([
      [0, '1/10'],
      [1, '2/5'],
      [2, '2/5'],
      [3, '1/10'],
    ]);
  });

  it('a rank-6 Ability folds every negative Outcome into 0, then exertion adds 1', () => {
    expect(table(outcomeDistribution({ pool: 2, rank6: true }))).toEqual([
      [0, '33/100'],
      [1, '17/50'],
      [2, '6/25'],
      [3, '2/25'],
      [4, '1/100'],
    ]);
    expect(table(outcomeDistribution({ pool: 2, rank6: true, exert: true }))[0]).toEqual([1, '33/100']);
  });

  it('zero dice is an automatic Outcome of 0, exertion or not', () => {
    expect(table(outcomeDistribution({ pool: 0 }))).toEqual([[0, '1/1']]);
    expect(table(outcomeDistribution({ pool: 2, difficulty: 11, exert: true }))).toEqual([[0, '1/1']]);
  });

  it('seed 000: a Difficulty 12 roll with 6 dice has the odds of Difficulty 9 with 3 dice', () => {
    const overflowing = outcomeDistribution({ pool: 6, difficulty: 12 });
    expect(overflowing.roll).toMatchObject({ dice: 3, difficulty: 9 });
    expect(overflowing.entries).toEqual(outcomeDistribution({ pool: 3, difficulty: 9 }).entries);
  });

  it('seed 000: Intellect alone, without Medicine, has the odds of Difficulty 7', () => {
    expect(outcomeDistribution({ pool: 3, noAbility: true }).entries).toEqual(
      outcomeDistribution({ pool: 3, difficulty: 7 }).entries,
    );
  });

  it('seed 000: the werewolf bite uses only the +3 bonus; penalties stop at 2 dice', () => {
    expect(outcomeDistribution({ pool: 5, bonuses: [1, 3] }).entries).toEqual(outcomeDistribution({ pool: 8 }).entries);
    expect(outcomeDistribution({ pool: 5, penalty: 9 }).entries).toEqual(outcomeDistribution({ pool: 2 }).entries);
    expect(outcomeDistribution({ pool: 5, penalty: 9, penaltyFloor: 1 }).entries).toEqual(
      outcomeDistribution({ pool: 1 }).entries,
    );
  });

  it('callers cannot corrupt the cache: cached counts are frozen and results are fresh objects', () => {
    clearOddsCache();
    const first = outcomeDistribution({ pool: 4, difficulty: 5 });
    const before = table(first);
    first.entries.reverse();
    first.entries[0]!.outcome = 99;
    expect(table(outcomeDistribution({ pool: 4, difficulty: 5 }))).toEqual(before);
    expect(Object.isFrozen(scoreCounts(4, 5))).toBe(true);
    expect(() => (scoreCounts(4, 5) as bigint[]).push(1n)).toThrow(TypeError);
  });

  it('builds a big pool from scratch or from a cached smaller pool alike', () => {
    clearOddsCache();
    const direct = scoreCounts(40, 8);
    clearOddsCache();
    scoreCounts(13, 8);
    expect(scoreCounts(40, 8)).toEqual(direct);
    expect(direct.reduce((a, b) => a + b, 0n)).toBe(10n ** 40n);
  });

  it('refuses a Difficulty that is not final, or a negative pool, as programming errors', () => {
    expect(() => scoreCounts(2, 10)).toThrow(RangeError);
    expect(() => scoreCounts(-1, 6)).toThrow(RangeError);
  });
});

const rollOptions: fc.Arbitrary<RollOptions> = fc.record({
  pool: fc.integer({ min: 0, max: 40 }),
  difficulty: fc.integer({ min: 2, max: 14 }),
  penalty: fc.integer({ min: 0, max: 6 }),
  bonuses: fc.array(fc.integer({ min: 0, max: 4 }), { maxLength: 3 }),
  exert: fc.boolean(),
  rank6: fc.boolean(),
});

describe('properties of the exact odds', () => {
  it('every distribution sums to exactly one, ascending, with no impossible Outcomes listed', () => {
    fc.assert(
      fc.property(rollOptions, (options) => {
        const dist = outcomeDistribution(options);
        expect(sumFractions(dist.entries.map((e) => e.probability))).toEqual(ONE);
        dist.entries.forEach((e, i) => {
          expect(e.probability.num > 0n).toBe(true);
          if (i > 0) expect(e.outcome).toBeGreaterThan(dist.entries[i - 1]!.outcome);
        });
      }),
    );
  });

  it('Outcomes lie within [-dice, 2 × dice] (+1 when exerting; never below 0 with rank 6), and both ends are reached', () => {
    fc.assert(
      fc.property(rollOptions, (options) => {
        const dist = outcomeDistribution(options);
        const { dice, exert, rank6 } = dist.roll;
        const shift = exert && dice > 0 ? 1 : 0;
        const lowest = (rank6 ? 0 : -dice) + shift;
        const outcomes = dist.entries.map((e) => e.outcome);
        expect(outcomes[0]).toBe(lowest);
        expect(outcomes.at(-1)).toBe(2 * dice + shift);
      }),
    );
  });

  it('a bigger pool never lowers the chance of reaching k, for any k the dice must earn (k ≥ 1, or ≥ 2 when exerting)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 45 }),
        difficulties,
        fc.boolean(),
        fc.boolean(),
        fc.integer({ min: 1, max: 95 }),
        (pool, difficulty, exert, rank6, k) => {
          const threshold = exert ? k + 1 : k;
          const smaller = outcomeDistribution({ pool, difficulty, exert, rank6 });
          const bigger = outcomeDistribution({ pool: pool + 1, difficulty, exert, rank6 });
          expect(
            compareFractions(probabilityAtLeast(bigger, threshold), probabilityAtLeast(smaller, threshold)),
          ).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('but more dice do risk more botches: at Difficulty 9, P(Outcome ≥ 0) is 9/10 with one die and 17/20 with two', () => {
    expect(probabilityAtLeast(outcomeDistribution({ pool: 1, difficulty: 9 }), 0)).toEqual(fraction(9, 10));
    expect(probabilityAtLeast(outcomeDistribution({ pool: 2, difficulty: 9 }), 0)).toEqual(fraction(17, 20));
  });

  it('a higher Difficulty never raises the chance of reaching any k', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 45 }),
        fc.integer({ min: 4, max: 8 }),
        fc.boolean(),
        fc.boolean(),
        fc.integer({ min: -50, max: 95 }),
        (pool, difficulty, exert, rank6, k) => {
          const easier = outcomeDistribution({ pool, difficulty, exert, rank6 });
          const harder = outcomeDistribution({ pool, difficulty: difficulty + 1, exert, rank6 });
          expect(compareFractions(probabilityAtLeast(harder, k), probabilityAtLeast(easier, k))).toBeLessThanOrEqual(0);
        },
      ),
    );
  });
});
