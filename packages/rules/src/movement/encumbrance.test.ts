import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { carryLimitPounds, encumbrancePenaltyDice, loadLevel, unencumberedBonus } from './index.js';

describe('carrying', () => {
  it('allows 15 lb per point of Brawn', () => {
    expect([1, 2, 3, 4, 5].map(carryLimitPounds)).toEqual([15, 30, 45, 60, 75]);
  });

  it('costs one die per FULL 25 lb over the limit', () => {
    const at = (carriedPounds: number) => encumbrancePenaltyDice({ brawn: 2, carriedPounds });
    expect([0, 30, 54, 55, 79, 80, 130].map(at)).toEqual([0, 0, 0, 1, 1, 2, 4]);
  });

  it('names the load level: nothing, some gear, or at/over the limit', () => {
    expect(loadLevel({ brawn: 2, carriedPounds: 0 })).toBe('unencumbered');
    expect(loadLevel({ brawn: 2, carriedPounds: 29 })).toBe('carrying');
    expect(loadLevel({ brawn: 2, carriedPounds: 30 })).toBe('over_encumbered');
  });

  it('gives +1 die on physical actions only when carrying nothing', () => {
    expect(unencumberedBonus(0)).toBe(1);
    expect(unencumberedBonus(0.5)).toBe(0);
    expect(() => unencumberedBonus(-1)).toThrow(RangeError);
  });

  it('property: more weight never costs fewer dice', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), fc.nat(500), fc.nat(100), (brawn, pounds, more) => {
        expect(encumbrancePenaltyDice({ brawn, carriedPounds: pounds + more })).toBeGreaterThanOrEqual(
          encumbrancePenaltyDice({ brawn, carriedPounds: pounds }),
        );
      }),
    );
  });
});
