import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { contestedOutcome, type RollOptions } from '../dice/index.js';
import {
  ONE,
  ZERO,
  addFractions,
  compareFractions,
  contestedDistribution,
  formatFraction,
  fraction,
  multiplyFractions,
  outcomeDistribution,
  probabilityAtLeast,
  sumFractions,
} from './index.js';

const rollOptions: fc.Arbitrary<RollOptions> = fc.record({
  pool: fc.integer({ min: 0, max: 12 }),
  difficulty: fc.integer({ min: 3, max: 11 }),
  exert: fc.boolean(),
  rank6: fc.boolean(),
});

describe('exact odds of a Contested Action', () => {
  it('one die against one die at Difficulty 6: the initiator wins 33/100 (ties go to the defender)', () => {
    const contest = contestedDistribution({ pool: 1 }, { pool: 1 });
    expect(contest.entries.map((e) => [e.outcome, formatFraction(e.probability)])).toEqual([
      [0, '67/100'],
      [1, '6/25'],
      [2, '2/25'],
      [3, '1/100'],
    ]);
    expect(contest.success).toEqual(fraction(33, 100));
    expect(contest.initiator.entries).toEqual(outcomeDistribution({ pool: 1 }).entries);
  });

  it('equal rolls favour the defender: the initiator wins less than half the time, by exactly half the non-ties', () => {
    for (const pool of [1, 3, 6]) {
      const contest = contestedDistribution({ pool }, { pool });
      const side = outcomeDistribution({ pool }).entries;
      const tie = sumFractions(side.map((e) => multiplyFractions(e.probability, e.probability)));
      expect(addFractions(contest.success, contest.success)).toEqual(
        addFractions(ONE, { num: -tie.num, den: tie.den }),
      );
      expect(compareFractions(contest.success, fraction(1, 2))).toBe(-1);
    }
  });

  it('seed 000 sneaking past a guard: a darker room (guard at Difficulty 7, then 8) helps the intruder', () => {
    const intruder = { pool: 5, difficulty: 6 };
    const [plain, dark, darker] = [6, 7, 8].map(
      (difficulty) => contestedDistribution(intruder, { pool: 5, difficulty }).success,
    );
    expect(compareFractions(dark!, plain!)).toBe(1);
    expect(compareFractions(darker!, dark!)).toBe(1);
  });

  it("a defender with no dice (automatic 0) leaves the initiator's Outcome, floored at 0", () => {
    const contest = contestedDistribution({ pool: 3, difficulty: 7 }, { pool: 2, difficulty: 12 });
    expect(contest.defender.entries).toEqual([{ outcome: 0, probability: ONE }]);
    expect(contest.success).toEqual(probabilityAtLeast(outcomeDistribution({ pool: 3, difficulty: 7 }), 1));
  });

  it('property: entries and success equal the direct sum over every pair of Outcomes', () => {
    fc.assert(
      fc.property(rollOptions, rollOptions, (a, b) => {
        const contest = contestedDistribution(a, b);
        const direct = new Map<number, typeof ZERO>();
        let success = ZERO;
        for (const x of outcomeDistribution(a).entries) {
          for (const y of outcomeDistribution(b).entries) {
            const p = multiplyFractions(x.probability, y.probability);
            const c = contestedOutcome(x.outcome, y.outcome);
            direct.set(c, addFractions(direct.get(c) ?? ZERO, p));
            if (x.outcome > y.outcome) success = addFractions(success, p);
          }
        }
        expect(contest.success).toEqual(success);
        expect(contest.entries).toEqual(
          [...direct].sort(([p], [q]) => p - q).map(([outcome, probability]) => ({ outcome, probability })),
        );
      }),
      { numRuns: 60 },
    );
  });
});
