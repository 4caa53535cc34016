import { describe, expect, it } from 'vitest';
import { resolveAttack, splitOutcome } from './index.js';

describe('two targets', () => {
  it('splits the Outcome evenly and leaves the odd point to the GM', () => {
    expect(splitOutcome(5)).toEqual({ perTarget: 2, remainder: 1 });
    expect(splitOutcome(4)).toEqual({ perTarget: 2, remainder: 0 });
    expect(splitOutcome(1)).toEqual({ perTarget: 0, remainder: 1 });
  });

  it('does not split a failure or a botch', () => {
    expect(splitOutcome(0)).toEqual({ perTarget: 0, remainder: 0 });
    expect(splitOutcome(-2)).toEqual({ perTarget: -2, remainder: 0 });
  });

  it('halves weapon damage, rounding up (RULINGS)', () => {
    expect(resolveAttack({ attackOutcome: 2, weaponDamage: 3, twoTargets: true }).damage).toBe(4);
    expect(resolveAttack({ attackOutcome: 2, weaponDamage: 2, twoTargets: true }).damage).toBe(3);
    expect(resolveAttack({ attackOutcome: 2, weaponDamage: -1, twoTargets: true }).damage).toBe(2);
    expect(Object.is(resolveAttack({ attackOutcome: 1, weaponDamage: -1, twoTargets: true }).damage, 1)).toBe(true);
  });
});
