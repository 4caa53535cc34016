import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  bloodLossSeverity,
  breathHoldSeconds,
  dehydrationInjuries,
  dehydrationInjuriesRemovable,
  electricSources,
  electricityDamage,
  fallingDamage,
  fireDamage,
  fireSources,
  suffocationInjuries,
} from './index.js';

describe('falling', () => {
  it('deals 1 per 10 ft, up to 20 at 200 ft, past Armor and Will to Survive', () => {
    expect([9, 10, 45, 100, 200, 350].map((feet) => fallingDamage(feet).damage)).toEqual([0, 1, 4, 10, 20, 20]);
    expect(fallingDamage(30)).toEqual({ damage: 3, armorApplies: false, willToSurviveAllowed: false });
  });

  it('property: a longer fall never hurts less', () => {
    fc.assert(
      fc.property(fc.nat(400), fc.nat(50), (feet, more) => {
        expect(fallingDamage(feet + more).damage).toBeGreaterThanOrEqual(fallingDamage(feet).damage);
      }),
    );
  });
});

describe('electricity', () => {
  it('adds 1 to 4 severity levels per turn by source', () => {
    expect(Object.values(electricSources).map((s) => s.levelsPerTurn)).toEqual([1, 2, 3, 4]);
    expect(electricityDamage({ source: 'minor', turns: 3 })).toBe(3);
    expect(electricityDamage({ source: 'deadly', turns: 2 })).toBe(6);
    expect(electricityDamage({ source: 'fatal', turns: 1 })).toBe(4);
  });

  it('is stopped entirely by grounding armor', () => {
    expect(electricityDamage({ source: 'fatal', turns: 3, groundingArmor: true })).toBe(0);
  });
});

describe('fire', () => {
  it('adds 1, 2 or 3 damage a round by how much of the body burns', () => {
    expect(Object.values(fireSources).map((s) => s.damagePerRound)).toEqual([1, 2, 3]);
    expect(fireDamage({ source: 'inferno', rounds: 2, armor: 0 })).toBe(6);
  });

  it('spends Armor once: 2 Armor only stops the first 2 points', () => {
    expect(fireDamage({ source: 'torch', rounds: 1, armor: 2 })).toBe(0);
    expect(fireDamage({ source: 'torch', rounds: 3, armor: 2 })).toBe(1);
    expect(fireDamage({ source: 'bonfire', rounds: 3, armor: 2 })).toBe(4);
  });
});

describe('blood loss', () => {
  it('is an Injury of twice the pints lost', () => {
    expect([0, 0.5, 1, 1.5, 2].map(bloodLossSeverity)).toEqual([0, 1, 2, 3, 4]);
    expect(bloodLossSeverity(1.2)).toBe(2);
  });
});

describe('holding breath', () => {
  it('lasts 35 s × Body, 10 s more with exertion', () => {
    expect(breathHoldSeconds({ body: 6, exert: false })).toBe(210);
    expect(breathHoldSeconds({ body: 6, exert: true })).toBe(220);
  });

  it('then a severity-1 Injury every round (3 s)', () => {
    expect(suffocationInjuries({ body: 6, exert: false, seconds: 210 })).toBe(0);
    expect(suffocationInjuries({ body: 6, exert: false, seconds: 211 })).toBe(1);
    expect(suffocationInjuries({ body: 6, exert: false, seconds: 216 })).toBe(2);
    expect(suffocationInjuries({ body: 6, exert: true, seconds: 216 })).toBe(0);
  });
});

describe('dehydration', () => {
  it('is a severity-1 Injury per 12 h without water, per 6 h in heat', () => {
    expect(dehydrationInjuries({ hours: 11, hot: false })).toBe(0);
    expect(dehydrationInjuries({ hours: 30, hot: false })).toBe(2);
    expect(dehydrationInjuries({ hours: 30, hot: true })).toBe(5);
  });

  it('heals one at once with water, then one per 6 h well hydrated', () => {
    expect([0, 5, 6, 13].map(dehydrationInjuriesRemovable)).toEqual([1, 1, 2, 3]);
  });
});
