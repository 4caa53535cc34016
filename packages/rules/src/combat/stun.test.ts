import { describe, expect, it } from 'vitest';
import { resolveStunResistance, taserKeepsWorking } from './index.js';

describe('stun guns', () => {
  it('a failed Body roll stuns the target for its next Action', () => {
    expect(resolveStunResistance({ bodyOutcome: 0, armor: 0 })).toEqual({
      stunned: true,
      nextActionDicePenalty: 0,
      injurySeverity: 0,
    });
  });

  it('a success costs 4 − Outcome dice on the next Action, Armor counting as Outcome', () => {
    expect(resolveStunResistance({ bodyOutcome: 1, armor: 0 }).nextActionDicePenalty).toBe(3);
    expect(resolveStunResistance({ bodyOutcome: 1, armor: 1 })).toEqual({
      stunned: false,
      nextActionDicePenalty: 2,
      injurySeverity: 0,
    });
    expect(resolveStunResistance({ bodyOutcome: 5, armor: 0 }).nextActionDicePenalty).toBe(0);
  });

  it('a botch stuns and leaves a severity-1 Injury, unless Armor lifts the total', () => {
    expect(resolveStunResistance({ bodyOutcome: -1, armor: 0 })).toEqual({
      stunned: true,
      nextActionDicePenalty: 0,
      injurySeverity: 1,
    });
    expect(resolveStunResistance({ bodyOutcome: -1, armor: 3 }).stunned).toBe(false);
  });

  it('darts keep working for 3 rounds, until pulled out or shaken off with Outcome 4', () => {
    expect(taserKeepsWorking({ roundsSinceHit: 0, bodyOutcome: 2, dartsRemoved: false })).toBe(true);
    expect(taserKeepsWorking({ roundsSinceHit: 3, bodyOutcome: 2, dartsRemoved: false })).toBe(false);
    expect(taserKeepsWorking({ roundsSinceHit: 1, bodyOutcome: 4, dartsRemoved: false })).toBe(false);
    expect(taserKeepsWorking({ roundsSinceHit: 1, bodyOutcome: 0, dartsRemoved: true })).toBe(false);
  });
});
