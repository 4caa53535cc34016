import { describe, expect, it } from 'vitest';
import {
  CONSUMABLE_CRAFT_EXP_COST,
  THERAPY_EXP_COST,
  artifactCraftCost,
  assetCost,
  liabilityCredit,
  liabilityRemovalCost,
} from './spending.js';

describe('other Exp spending (seed 000 Spending Experience, Assets and Liabilities)', () => {
  it('an Asset costs its value at creation and three times it afterwards', () => {
    expect(assetCost(2, { atCreation: true })).toBe(2);
    expect(assetCost(2, { atCreation: false })).toBe(6);
  });

  it('a Liability credits its value at creation; removing one later costs three times it', () => {
    expect(liabilityCredit(3)).toBe(3);
    expect(liabilityRemovalCost(3)).toBe(9);
  });

  it('therapy for a Trauma costs 3; a Consumable 1; an Artifact 1 + the Gift cost', () => {
    expect(THERAPY_EXP_COST).toBe(3);
    expect(CONSUMABLE_CRAFT_EXP_COST).toBe(1);
    expect(artifactCraftCost(4)).toBe(5);
  });

  it('refuses values that are not positive whole numbers', () => {
    expect(() => assetCost(0, { atCreation: true })).toThrow(RangeError);
    expect(() => liabilityCredit(1.5)).toThrow(RangeError);
    expect(() => artifactCraftCost(-1)).toThrow(RangeError);
  });
});
