import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { RollOptions } from '../dice/index.js';
import { compareFractions, formatFraction, successChanceGrid } from './index.js';

// Without exertion: an exerted roll succeeds on a dice score of 0, and more dice bring more 1s that can pull the
// score below 0 (see the last test), so neither direction is monotone once exerting.
const modifiers: fc.Arbitrary<Omit<RollOptions, 'pool' | 'difficulty'>> = fc.record({
  penalty: fc.integer({ min: 0, max: 6 }),
  bonuses: fc.array(fc.integer({ min: 0, max: 4 }), { maxLength: 2 }),
  dicePenalties: fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 2 }),
  rank6: fc.boolean(),
  noAbility: fc.boolean(),
  secondaryAbility: fc.constantFrom(undefined, 'applies' as const, 'implied' as const),
  penaltyFloor: fc.constantFrom(1 as const, 2 as const),
});

describe('success chance over pool × Difficulty', () => {
  it('lays out pools as rows and Difficulties as columns, with the seed figures in place', () => {
    const grid = successChanceGrid({ pools: { min: 1, max: 3 }, difficulties: { min: 2, max: 15 } });
    expect(grid.pools).toEqual([1, 2, 3]);
    expect(grid.difficulties).toHaveLength(14);
    // One die at Difficulty 6 succeeds on 6–10: one chance in two.
    expect(formatFraction(grid.cells[0]![4]!)).toBe('1/2');
    // Below 4 the Difficulty counts as 4: columns 2, 3 and 4 agree.
    expect(grid.cells[2]![0]).toEqual(grid.cells[2]![2]);
    expect(grid.cells[2]![1]).toEqual(grid.cells[2]![2]);
    // Difficulty 10 with one die: the overflow removes the only die, an automatic 0.
    expect(formatFraction(grid.cells[0]![8]!)).toBe('0/1');
    // Three dice at Difficulty 11 are one die at 9: success on 9 or 10.
    expect(formatFraction(grid.cells[2]![9]!)).toBe('1/5');
  });

  it('applies the fixed modifiers in every cell (no Ability: one step harder)', () => {
    const plain = successChanceGrid({ pools: { min: 4, max: 4 }, difficulties: { min: 7, max: 7 } });
    const unranked = successChanceGrid({
      pools: { min: 4, max: 4 },
      difficulties: { min: 6, max: 6 },
      roll: { noAbility: true },
    });
    expect(unranked.cells).toEqual(plain.cells);
  });

  it('property: more dice never lower the chance at a fixed Difficulty', () => {
    fc.assert(
      fc.property(modifiers, fc.integer({ min: 2, max: 15 }), (roll, difficulty) => {
        const { cells } = successChanceGrid({
          pools: { min: 1, max: 14 },
          difficulties: { min: difficulty, max: difficulty },
          roll,
        });
        for (let i = 1; i < cells.length; i++)
          expect(compareFractions(cells[i]![0]!, cells[i - 1]![0]!)).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 60 },
    );
  });

  it('property: a harder Difficulty never raises the chance at a fixed pool', () => {
    fc.assert(
      fc.property(modifiers, fc.integer({ min: 1, max: 30 }), (roll, pool) => {
        const { cells } = successChanceGrid({
          pools: { min: pool, max: pool },
          difficulties: { min: 2, max: 15 },
          roll,
        });
        const row = cells[0]!;
        for (let j = 1; j < row.length; j++) expect(compareFractions(row[j]!, row[j - 1]!)).toBeLessThanOrEqual(0);
      }),
      { numRuns: 60 },
    );
  });

  it('exerting breaks both trends: a second die or one less die can cost a little', () => {
    const exerted = successChanceGrid({
      pools: { min: 1, max: 2 },
      difficulties: { min: 7, max: 10 },
      roll: { exert: true },
    });
    // One die needs anything but a 1 (9/10); two dice at Difficulty 7 fall below 0 more often.
    expect(formatFraction(exerted.cells[0]![0]!)).toBe('9/10');
    expect(formatFraction(exerted.cells[1]![0]!)).toBe('89/100');
    // Two dice at Difficulty 10 lose one to the overflow and do better than two at 9.
    expect(formatFraction(exerted.cells[1]![2]!)).toBe('17/20');
    expect(formatFraction(exerted.cells[1]![3]!)).toBe('9/10');
  });

  it('an empty range gives an empty grid', () => {
    expect(successChanceGrid({ pools: { min: 3, max: 2 }, difficulties: { min: 6, max: 6 } }).cells).toEqual([]);
  });
});
