import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  PENALTY_POOL_FLOOR,
  ROLL_PURPOSES,
  contestedOutcome,
  cryptoRng,
  resolveRoll,
  resultTier,
  rollDice,
  rollDie,
  scoreDie,
  scoreThrownDice,
  seededRng,
  sequenceRng,
  uniformInt,
  type DieFace,
} from './index.js';

const faces = (...printed: number[]) => printed.map((p) => (p === 0 ? 10 : p)) as DieFace[];
const score = (printed: number[], difficulty: number) => {
  const result = scoreThrownDice({ pool: printed.length, difficulty }, printed);
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.value;
};

describe('scoring the dice (seed 000 Rolling Dice, seeds 001 and 003 examples)', () => {
  it('counts a 1 as -1, a 10 as +2, a face at or above the Difficulty as +1', () => {
    expect(scoreDie(1, 4)).toBe(-1);
    expect(scoreDie(10, 9)).toBe(2);
    expect(scoreDie(6, 6)).toBe(1);
    expect(scoreDie(5, 6)).toBe(0);
  });

  it('seed 003: a burglar climbing with 7 dice at Difficulty 6 rolls 2,6,0,8,1,5,7 for an Outcome of 4', () => {
    const roll = score([2, 6, 0, 8, 1, 5, 7], 6);
    expect(roll.scores).toEqual([0, 1, 2, 1, -1, 0, 1]);
    expect(roll.outcome).toBe(4);
    expect(roll.tier).toBe('complete');
  });

  it('seed 001: the four counting examples', () => {
    expect(score([7, 5, 2], 6).outcome).toBe(1);
    expect(score([9, 6, 4, 1], 6).outcome).toBe(1);
    expect(score([10, 9, 5, 5, 3], 8).outcome).toBe(3);
    const six = score([10, 10, 10, 10, 3, 1], 6);
    expect(six.scores).toEqual([2, 2, 2, 2, 0, -1]);
    expect(six.outcome).toBe(7);
  });

  it('names the five result tiers at their edges', () => {
    expect([-1, 0, 1, 3, 4, 5, 6, 12].map(resultTier)).toEqual([
      'botch',
      'failure',
      'partial',
      'partial',
      'complete',
      'complete',
      'exceptional',
      'exceptional',
    ]);
  });
});

describe('shaping a roll', () => {
  it('defaults to Difficulty 6', () => {
    expect(resolveRoll({ pool: 4 }).difficulty).toBe(6);
  });

  it('a Difficulty 12 roll with 6 dice becomes Difficulty 9 with 3 dice', () => {
    const roll = resolveRoll({ pool: 6, difficulty: 12 });
    expect(roll).toMatchObject({ dice: 3, difficulty: 9, overflowRemoved: 3 });
  });

  it('never goes below Difficulty 4', () => {
    expect(resolveRoll({ pool: 3, difficulty: 2 }).difficulty).toBe(4);
  });

  it('Intellect alone, with no rank in Medicine, rolls at Difficulty 7', () => {
    expect(resolveRoll({ pool: 3, noAbility: true }).difficulty).toBe(7);
  });

  it('a Secondary Ability: -1 Difficulty when its specialty applies, +1 when only implied', () => {
    expect(resolveRoll({ pool: 3, secondaryAbility: 'applies' }).difficulty).toBe(5);
    expect(resolveRoll({ pool: 3, secondaryAbility: 'implied' }).difficulty).toBe(7);
  });

  it('the werewolf bite: +1 and +3 dice bonuses do not stack, the +3 applies', () => {
    const roll = resolveRoll({ pool: 5, bonuses: [1, 3] });
    expect(roll).toMatchObject({ dice: 8, bonus: 3 });
  });

  it('penalties stack, down to a floor of 2 dice', () => {
    expect(resolveRoll({ pool: 6, penalty: 2, dicePenalties: [1] }).dice).toBe(3);
    expect(resolveRoll({ pool: 6, penalty: 3, dicePenalties: [2] }).dice).toBe(2);
    expect(resolveRoll({ pool: 9, penalty: 9 }).dice).toBe(PENALTY_POOL_FLOOR);
    expect(PENALTY_POOL_FLOOR).toBe(2);
  });

  it('does not raise a pool that was already below the floor', () => {
    expect(resolveRoll({ pool: 1, penalty: 3 }).dice).toBe(1);
  });

  it('the pool-floor-1 house rule lets penalties go down to one die', () => {
    expect(resolveRoll({ pool: 6, penalty: 9, penaltyFloor: 1 }).dice).toBe(1);
  });

  it('overflow can take the pool below the floor, even to 0 dice', () => {
    expect(resolveRoll({ pool: 4, penalty: 5, difficulty: 10 }).dice).toBe(1);
    expect(resolveRoll({ pool: 2, difficulty: 13 }).dice).toBe(0);
  });

  it('exertion ignores the Penalty but not other dice penalties', () => {
    expect(resolveRoll({ pool: 6, penalty: 3, exert: true }).dice).toBe(6);
    expect(resolveRoll({ pool: 6, penalty: 3, dicePenalties: [2], exert: true }).dice).toBe(4);
  });

  it('refuses nonsense counts as a programming error', () => {
    expect(() => resolveRoll({ pool: -1 })).toThrow(RangeError);
    expect(() => resolveRoll({ pool: 2, difficulty: 6.5 })).toThrow(RangeError);
  });
});

describe('Outcome modifiers', () => {
  it('exertion adds 1 to the Outcome', () => {
    const result = scoreThrownDice({ pool: 3, exert: true }, [7, 5, 2]);
    expect(result.ok && result.value.outcome).toBe(2);
  });

  it('a rank-6 Ability floors the Outcome at 0', () => {
    const result = scoreThrownDice({ pool: 3, rank6: true }, [1, 1, 5]);
    expect(result.ok && result.value.outcome).toBe(0);
  });

  it('with rank 6 and exertion, the floor comes first and exertion still adds 1', () => {
    const result = scoreThrownDice({ pool: 3, rank6: true, exert: true }, [1, 1, 5]);
    expect(result.ok && result.value.outcome).toBe(1);
  });

  it('zero dice is an automatic Outcome of 0', () => {
    const roll = rollDice({ pool: 1, difficulty: 10, exert: true }, seededRng(1));
    expect(roll).toMatchObject({ dice: 0, faces: [], outcome: 0, tier: 'failure' });
  });

  it('contested: the defender is subtracted, floor 0, ties favour the defender', () => {
    expect(contestedOutcome(5, 2)).toBe(3);
    expect(contestedOutcome(2, 2)).toBe(0);
    expect(contestedOutcome(-1, 3)).toBe(0);
  });
});

describe('scoring dice thrown by hand', () => {
  it('rejects a count that does not match the final pool', () => {
    const result = scoreThrownDice({ pool: 5, penalty: 1 }, [1, 2, 3]);
    expect(result).toEqual({
      ok: false,
      issues: [{ code: 'dice_count_mismatch', path: ['dice'], expected: '4', received: '3' }],
    });
  });

  it('rejects a face that is not on a d10', () => {
    const result = scoreThrownDice({ pool: 2 }, [3, 11]);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.issues[0]).toMatchObject({ code: 'invalid_face', path: ['dice', 1] });
  });
});

describe('randomness', () => {
  it('a seeded source replays the same rolls', () => {
    const a = rollDice({ pool: 10 }, seededRng('table-7'));
    const b = rollDice({ pool: 10 }, seededRng('table-7'));
    expect(a.faces).toEqual(b.faces);
    expect(rollDice({ pool: 10 }, seededRng('other')).faces).not.toEqual(a.faces);
  });

  it('min and max engines give the lowest and highest face', () => {
    expect(rollDie(sequenceRng([0]))).toBe(1);
    expect(rollDie(sequenceRng([2 ** 32 - 7]))).toBe(10); // the last accepted value
  });

  it('rejects the biased tail of the 32-bit range and draws again', () => {
    // 2^32 - 1 lies in the incomplete last block for n = 10, so the next value (0 → face 1) is used
    expect(rollDie(sequenceRng([2 ** 32 - 1, 0]))).toBe(1);
  });

  it('uniformInt stays in range for any source', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 2 ** 32 - 1 }), { minLength: 1 }),
        fc.integer({ min: 1, max: 1000 }),
        (values, n) => {
          const x = uniformInt(sequenceRng([...values, 0]), n);
          return Number.isInteger(x) && x >= 0 && x < n;
        },
      ),
    );
  });

  it('the crypto source gives faces 1–10', () => {
    const seen = new Set(Array.from({ length: 500 }, () => rollDie(cryptoRng)));
    expect([...seen].every((f) => f >= 1 && f <= 10)).toBe(true);
    expect(seen.size).toBe(10);
  });

  it('faces 0 and 10 both read as 10', () => {
    expect(score([0], 6).faces).toEqual(faces(10));
    expect(score([10], 6).faces).toEqual(faces(10));
  });
});

describe('a Secondary Ability and what the roll is for (RULINGS)', () => {
  it('−1 Difficulty when its specialty applies, but not on attacks, Defend, Dodge or Gift activation', () => {
    expect(resolveRoll({ pool: 5, secondaryAbility: 'applies' }).difficulty).toBe(5);
    for (const purpose of ROLL_PURPOSES) {
      expect(resolveRoll({ pool: 5, secondaryAbility: 'applies', purpose }).difficulty).toBe(6);
      expect(resolveRoll({ pool: 5, secondaryAbility: 'implied', purpose }).difficulty).toBe(7);
    }
    expect(resolveRoll({ pool: 5, secondaryAbility: 'implied' }).difficulty).toBe(7);
  });
});
