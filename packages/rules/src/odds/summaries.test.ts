import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { RESULT_TIERS } from '../dice/index.js';
import {
  ONE,
  addFractions,
  formatFraction,
  fraction,
  meanOutcome,
  outcomeDistribution,
  probabilityAtLeast,
  probabilityAtMost,
  probabilityExactly,
  subtractFractions,
  sumFractions,
  tierProbabilities,
} from './index.js';

const formatTiers = (tiers: ReturnType<typeof tierProbabilities>) =>
  Object.fromEntries(RESULT_TIERS.map((t) => [t, formatFraction(tiers[t])]));

describe('summaries of a distribution', () => {
  it('result tiers of one die at Difficulty 6 (seed 000 Outcome table)', () => {
    expect(formatTiers(tierProbabilities(outcomeDistribution({ pool: 1 })))).toEqual({
      botch: '1/10',
      failure: '2/5',
      partial: '1/2',
      complete: '0/1',
      exceptional: '0/1',
    });
  });

  it('result tiers of two dice at Difficulty 6: 9/100 botch, 6/25 failure, 33/50 partial, 1/100 complete', () => {
    expect(formatTiers(tierProbabilities(outcomeDistribution({ pool: 2 })))).toEqual({
      botch: '9/100',
      failure: '6/25',
      partial: '33/50',
      complete: '1/100',
      exceptional: '0/1',
    });
  });

  it('the mean of one die at Difficulty d is (11 - d)/10: -1/10 + (10 - d)/10 + 2/10', () => {
    for (let d = 4; d <= 9; d++)
      expect(meanOutcome(outcomeDistribution({ pool: 1, difficulty: d }))).toEqual(fraction(11 - d, 10));
  });

  it('at least, at most and exactly, on two dice at Difficulty 6', () => {
    const two = outcomeDistribution({ pool: 2 });
    expect(probabilityAtLeast(two, 1)).toEqual(fraction(67, 100));
    expect(probabilityAtMost(two, -1)).toEqual(fraction(9, 100));
    expect(probabilityExactly(two, 1)).toEqual(fraction(17, 50));
    expect(probabilityExactly(two, 9)).toEqual(fraction(0));
    expect(probabilityAtLeast(two, -5)).toEqual(ONE);
  });

  it('properties: means add up over dice; tiers sum to one; at least, at most and exactly agree', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 4, max: 9 }),
        fc.boolean(),
        fc.integer({ min: -35, max: 65 }),
        (pool, difficulty, exert, k) => {
          const dist = outcomeDistribution({ pool, difficulty, exert });
          const perDie = fraction(11 - difficulty, 10);
          const expected = addFractions(
            { num: perDie.num * BigInt(pool), den: perDie.den },
            fraction(exert && pool > 0 ? 1 : 0),
          );
          expect(meanOutcome(dist)).toEqual(fraction(expected.num, expected.den));
          expect(sumFractions(Object.values(tierProbabilities(dist)))).toEqual(ONE);
          expect(addFractions(probabilityAtLeast(dist, k), probabilityAtMost(dist, k - 1))).toEqual(ONE);
          expect(probabilityExactly(dist, k)).toEqual(
            subtractFractions(probabilityAtLeast(dist, k), probabilityAtLeast(dist, k + 1)),
          );
        },
      ),
    );
  });
});
