import { describe, expect, it } from 'vitest';
import { chiSquareCdf, chiSquareGoodnessOfFit, chiSquareQuantile, fraction } from './index.js';

describe('chi-square helpers', () => {
  it('critical values match the closed form for 2 degrees of freedom (-2 ln(1 - p))', () => {
    for (const p of [0.5, 0.95, 0.999]) expect(chiSquareQuantile(p, 2)).toBeCloseTo(-2 * Math.log(1 - p), 8);
  });

  it('critical values match printed tables (0.95: 3.841 for 1, 11.070 for 5; 0.999: 10.828 for 1, 29.588 for 10, 59.703 for 30)', () => {
    expect(chiSquareQuantile(0.95, 1)).toBeCloseTo(3.841, 3);
    expect(chiSquareQuantile(0.95, 5)).toBeCloseTo(11.07, 3);
    expect(chiSquareQuantile(0.999, 1)).toBeCloseTo(10.828, 3);
    expect(chiSquareQuantile(0.999, 10)).toBeCloseTo(29.588, 3);
    expect(chiSquareQuantile(0.999, 30)).toBeCloseTo(59.703, 3);
  });

  it('the distribution function matches the closed form for 4 degrees of freedom, in both of its methods', () => {
    for (const x of [0.5, 3, 4, 20]) expect(chiSquareCdf(x, 4)).toBeCloseTo(1 - Math.exp(-x / 2) * (1 + x / 2), 12);
    expect(chiSquareCdf(0, 3)).toBe(0);
  });

  it('refuses nonsense arguments', () => {
    expect(() => chiSquareCdf(1, 0)).toThrow(RangeError);
    expect(() => chiSquareQuantile(1, 3)).toThrow(RangeError);
  });

  it('pools sparse tails until each cell expects 5, and joins a short last cell to the one before', () => {
    const distribution = {
      entries: [-1, 0, 1, 2, 3].map((outcome, i) => ({ outcome, probability: fraction([1, 45, 45, 8, 1][i]!, 100) })),
    };
    const fit = chiSquareGoodnessOfFit({
      observed: new Map([
        [-1, 2],
        [0, 40],
        [1, 50],
        [2, 6],
        [3, 2],
      ]),
      distribution,
    });
    expect(fit.bins.map((b) => b.outcomes)).toEqual([[-1, 0], [1], [2, 3]]);
    expect(fit.bins.map((b) => [b.observed, b.expected])).toEqual([
      [42, 46],
      [50, 45],
      [8, 9],
    ]);
    expect(fit.degreesOfFreedom).toBe(2);
    expect(fit.statistic).toBeCloseTo(16 / 46 + 25 / 45 + 1 / 9, 12);
  });

  it('an Outcome the odds call impossible makes the statistic infinite', () => {
    const distribution = { entries: [{ outcome: 0, probability: fraction(1) }] };
    expect(
      chiSquareGoodnessOfFit({
        observed: new Map([
          [0, 9],
          [1, 1],
        ]),
        distribution,
      }).statistic,
    ).toBe(Infinity);
  });
});
