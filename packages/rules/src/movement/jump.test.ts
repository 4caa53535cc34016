import { describe, expect, it } from 'vitest';
import { jumpDistance, resolveCombatJump } from './index.js';

describe('jumping', () => {
  it('clears 1 ft up or 5 ft across per Brawn with a run-up', () => {
    expect(jumpDistance({ brawn: 3, running: true })).toEqual({ verticalFeet: 3, horizontalFeet: 15 });
  });

  it('clears half that from a standstill', () => {
    expect(jumpDistance({ brawn: 3, running: false })).toEqual({ verticalFeet: 1.5, horizontalFeet: 7.5 });
  });

  it('in combat needs Outcome 4 for the full distance; an exceptional result adds 5 ft', () => {
    expect(resolveCombatJump(3)).toEqual({ fullDistance: false, extraFeet: 0 });
    expect(resolveCombatJump(4)).toEqual({ fullDistance: true, extraFeet: 0 });
    expect(resolveCombatJump(5)).toEqual({ fullDistance: true, extraFeet: 0 });
    expect(resolveCombatJump(6)).toEqual({ fullDistance: true, extraFeet: 5 });
  });
});
