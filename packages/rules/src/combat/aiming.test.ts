import { describe, expect, it } from 'vitest';
import { aimDifficultyModifier } from './index.js';

describe('aiming', () => {
  it('gives −1 Difficulty after an aim Action, standing still, at a stationary or predictable target', () => {
    expect(aimDifficultyModifier({ aimedLastAction: true, standingStill: true, targetPredictable: true })).toBe(-1);
    expect(aimDifficultyModifier({ aimedLastAction: true, standingStill: false, targetPredictable: true })).toBe(0);
    expect(aimDifficultyModifier({ aimedLastAction: true, standingStill: true, targetPredictable: false })).toBe(0);
    expect(aimDifficultyModifier({ aimedLastAction: false, standingStill: true, targetPredictable: true })).toBe(0);
  });
});
