import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  BODY_PENALTY_TABLE,
  MIND_PENALTY_TABLE,
  bodyPenalty,
  bodyPenaltyRow,
  mindPenalty,
  mindPenaltyRow,
  penaltyBreakdown,
  totalPenalty,
} from './penalty.js';

describe('penalty tables (seed 000 Penalty, RULINGS)', () => {
  it('Body: 6+ → 0, 5 → 1, 4 → 1, 3 → 2, 2 → 3, 1 → 4 dice', () => {
    expect([9, 6, 5, 4, 3, 2, 1].map(bodyPenalty)).toEqual([0, 0, 1, 1, 2, 3, 4]);
  });

  it('Body rows read Incapacitated at 0 and Dead below', () => {
    expect([6, 5, 4, 3, 2, 1, 0, -1, -8].map(bodyPenaltyRow)).toEqual([
      'bruised',
      'hurt',
      'injured',
      'wounded',
      'mauled',
      'maimed',
      'incapacitated',
      'dead',
      'dead',
    ]);
    expect(BODY_PENALTY_TABLE.incapacitated.dice).toBeNull();
  });

  it('Mind: the same dice, labelled for the mind', () => {
    expect([7, 6, 5, 4, 3, 2, 1].map(mindPenalty)).toEqual([0, 0, 1, 1, 2, 3, 4]);
    expect([6, 5, 4, 3, 2, 1, 0].map(mindPenaltyRow)).toEqual([
      'distracted',
      'rattled',
      'worried',
      'alarmed',
      'frantic',
      'delirious',
      'incapacitated',
    ]);
    expect(MIND_PENALTY_TABLE.rattled.label).toBe('Rattled');
  });

  it('a Mind rating of 5 or less carries a penalty even undamaged', () => {
    expect(totalPenalty({ bodyRemaining: 7, mindRemaining: 5 })).toBe(1);
    expect(totalPenalty({ bodyRemaining: 7, mindRemaining: 3 })).toBe(2);
  });

  it('at 0 the deepest penalty stands in (no roll is possible anyway)', () => {
    expect(bodyPenalty(0)).toBe(4);
    expect(mindPenalty(0)).toBe(4);
  });
});

describe('totalPenalty', () => {
  it('adds Body and Mind penalties', () => {
    expect(totalPenalty({ bodyRemaining: 3, mindRemaining: 5 })).toBe(3);
    expect(totalPenalty({ bodyRemaining: 1, mindRemaining: 1 })).toBe(8);
  });

  it('a Battle Scar penalty competes with the Body penalty: the larger counts', () => {
    expect(totalPenalty({ bodyRemaining: 7, mindRemaining: 6, battleScarPenalty: 2 })).toBe(2);
    expect(totalPenalty({ bodyRemaining: 2, mindRemaining: 6, battleScarPenalty: 2 })).toBe(3);
    expect(totalPenalty({ bodyRemaining: 4, mindRemaining: 5, battleScarPenalty: 2 })).toBe(3);
  });

  it('Chronic Pain keeps the Penalty at 1 or more', () => {
    expect(totalPenalty({ bodyRemaining: 8, mindRemaining: 7, chronicPain: true })).toBe(1);
    expect(totalPenalty({ bodyRemaining: 3, mindRemaining: 7, chronicPain: true })).toBe(2);
  });

  it('drug reductions and stacking extras', () => {
    const breakdown = penaltyBreakdown({
      bodyRemaining: 3,
      mindRemaining: 3,
      bodyPenaltyReduction: 2,
      mindPenaltyReduction: 1,
      extraPenalty: 1,
    });
    expect(breakdown).toEqual({ body: 0, mind: 1, wound: 0, extra: 1, floor: 0, total: 2 });
    expect(totalPenalty({ bodyRemaining: 5, mindRemaining: 7, bodyPenaltyReduction: 3 })).toBe(0);
  });

  it('property: never negative, and never smaller when more Body or Mind is lost', () => {
    const remaining = fc.integer({ min: -3, max: 12 });
    fc.assert(
      fc.property(remaining, remaining, fc.nat(4), fc.boolean(), (body, mind, scar, chronicPain) => {
        const p = totalPenalty({ bodyRemaining: body, mindRemaining: mind, battleScarPenalty: scar, chronicPain });
        return (
          p >= 0 &&
          totalPenalty({ bodyRemaining: body - 1, mindRemaining: mind, battleScarPenalty: scar, chronicPain }) >= p &&
          totalPenalty({ bodyRemaining: body, mindRemaining: mind - 1, battleScarPenalty: scar, chronicPain }) >= p
        );
      }),
    );
  });
});
