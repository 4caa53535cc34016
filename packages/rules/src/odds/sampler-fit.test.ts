import { describe, expect, it } from 'vitest';
import { rollDice, seededRng, type RollOptions } from '../dice/index.js';
import { chiSquareGoodnessOfFit, chiSquareQuantile, outcomeDistribution } from './index.js';

const ROLLS = 20_000;

/** Rolls `options` many times with a fixed seed and tallies the Outcomes. */
function sample(options: RollOptions, seed: string): Map<number, number> {
  const rng = seededRng(seed);
  const seen = new Map<number, number>();
  for (let i = 0; i < ROLLS; i++) {
    const { outcome } = rollDice(options, rng);
    seen.set(outcome, (seen.get(outcome) ?? 0) + 1);
  }
  return seen;
}

/** The fit of sampled rolls to exact odds, and the 0.999 critical value for its degrees of freedom. */
function fit(sampled: RollOptions, exact: RollOptions, seed: string) {
  const result = chiSquareGoodnessOfFit({ observed: sample(sampled, seed), distribution: outcomeDistribution(exact) });
  return { ...result, critical: chiSquareQuantile(0.999, result.degreesOfFreedom) };
}

describe('the dice roller follows the exact odds (chi-square at 0.999, 20,000 seeded rolls each)', () => {
  const configurations: [string, RollOptions][] = [
    ['3 dice at Difficulty 6', { pool: 3, difficulty: 6 }],
    ['6 dice at Difficulty 8, exerting', { pool: 6, difficulty: 8, exert: true }],
    ['5 dice at Difficulty 9 with a rank-6 Ability', { pool: 5, difficulty: 9, rank6: true }],
    ['12 dice at Difficulty 4', { pool: 12, difficulty: 4 }],
    [
      '9 dice, +1 bonus, Penalty 2, Difficulty 11 (overflow to 6 dice at 9)',
      { pool: 9, bonuses: [1], penalty: 2, difficulty: 11 },
    ],
  ];
  for (const [name, options] of configurations) {
    it(name, () => {
      const { statistic, critical, degreesOfFreedom } = fit(options, options, `odds-fit:${name}`);
      expect(degreesOfFreedom).toBeGreaterThanOrEqual(3);
      expect(statistic).toBeLessThan(critical);
    });
  }

  it('the test has teeth: rolls at Difficulty 6 are rejected against the odds of Difficulty 7', () => {
    const { statistic, critical } = fit({ pool: 4, difficulty: 6 }, { pool: 4, difficulty: 7 }, 'odds-fit:wrong');
    expect(statistic).toBeGreaterThan(critical);
  });
});
