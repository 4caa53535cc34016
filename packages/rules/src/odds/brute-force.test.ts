import { describe, expect, it } from 'vitest';
import type { RollOptions } from '../dice/index.js';
import {
  MAX_BRUTE_FORCE_DICE,
  bruteForceDistribution,
  formatFraction,
  outcomeDistribution,
  type OutcomeDistribution,
} from './index.js';

const table = (dist: OutcomeDistribution) => dist.entries.map((e) => `${e.outcome}:${formatFraction(e.probability)}`);
const modifierSets = [
  { exert: false, rank6: false },
  { exert: true, rank6: false },
  { exert: false, rank6: true },
  { exert: true, rank6: true },
];

/** The fast engine must give entry-for-entry the same fractions as visiting every face combination. */
function expectSameOdds(options: RollOptions): void {
  const brute = bruteForceDistribution(options);
  const exact = outcomeDistribution(options);
  expect(brute.roll).toEqual(exact.roll);
  expect(exact.entries).toEqual(brute.entries);
}

describe('exact odds against brute-force enumeration', () => {
  it('the brute force itself reproduces the hand-computed one-die and two-dice tables', () => {
    expect(table(bruteForceDistribution({ pool: 1, difficulty: 6 }))).toEqual(['-1:1/10', '0:2/5', '1:2/5', '2:1/10']);
    expect(table(bruteForceDistribution({ pool: 2 }))).toEqual([
      '-2:1/100',
      '-1:2/25',
      '0:6/25',
      '1:17/50',
      '2:6/25',
      '3:2/25',
      '4:1/100',
    ]);
  });

  for (let pool = 0; pool <= 5; pool++) {
    it(`${pool} dice at every Difficulty 4–9, with and without exertion and rank 6`, () => {
      for (let difficulty = 4; difficulty <= 9; difficulty++) {
        for (const modifiers of modifierSets) expectSameOdds({ pool, difficulty, ...modifiers });
      }
    });
  }

  // The biggest case: 24 walks over a million combinations each (about a second in all).
  it('6 dice at every Difficulty 4–9, with and without exertion and rank 6 (slowest case)', { timeout: 20_000 }, () => {
    for (let difficulty = 4; difficulty <= 9; difficulty++) {
      for (const modifiers of modifierSets) expectSameOdds({ pool: 6, difficulty, ...modifiers });
    }
  });

  it('penalties, bonuses, floors and Difficulty overflow shape both the same way', () => {
    const cases: RollOptions[] = [
      { pool: 6, penalty: 3, difficulty: 7 },
      { pool: 6, penalty: 3, exert: true, difficulty: 5 }, // exertion ignores the Penalty: 6 dice
      { pool: 4, bonuses: [2, 1], penalty: 1, rank6: true },
      { pool: 1, penalty: 2, exert: true }, // a pool already under the floor stays at 1
      { pool: 5, penalty: 9, penaltyFloor: 1, difficulty: 8 },
      { pool: 8, difficulty: 12, rank6: true }, // 5 dice at Difficulty 9
      { pool: 3, difficulty: 13, exert: true }, // overflow leaves no dice: an automatic 0
      { pool: 4, noAbility: true, secondaryAbility: 'implied', difficulty: 9 }, // 11 → 2 dice at 9
      { pool: 5, secondaryAbility: 'applies', difficulty: 3, dicePenalties: [1] }, // clamped up to 4
    ];
    for (const options of cases) expectSameOdds(options);
  });

  it('refuses pools too big to enumerate exactly', () => {
    expect(() => bruteForceDistribution({ pool: MAX_BRUTE_FORCE_DICE + 1 })).toThrow(RangeError);
  });
});
