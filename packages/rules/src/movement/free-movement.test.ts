import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dashMaxFeet, dashPenaltyDice, freeMovementFeet, planMovement, sprintFeet } from './index.js';

describe('free movement', () => {
  it('is 5 + 5 × Dexterity feet with no Penalty', () => {
    expect([1, 2, 3, 4, 5].map((dexterity) => freeMovementFeet({ dexterity, penalty: 0 }))).toEqual([
      10, 15, 20, 25, 30,
    ]);
  });

  it('loses 5 feet per point of Penalty (RULINGS), down to 5 feet', () => {
    expect(freeMovementFeet({ dexterity: 3, penalty: 2 })).toBe(10);
    expect(freeMovementFeet({ dexterity: 3, penalty: 3 })).toBe(5);
    expect(freeMovementFeet({ dexterity: 1, penalty: 8 })).toBe(5);
  });

  it('property: never below 5 feet and never longer with more Penalty', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 0, max: 10 }), (dexterity, penalty) => {
        const feet = freeMovementFeet({ dexterity, penalty });
        expect(feet).toBeGreaterThanOrEqual(5);
        expect(freeMovementFeet({ dexterity, penalty: penalty + 1 })).toBeLessThanOrEqual(feet);
      }),
    );
  });

  it('throws on a rating that is not a whole number (the edge validates)', () => {
    expect(() => freeMovementFeet({ dexterity: 2.5, penalty: 0 })).toThrow(RangeError);
    expect(() => freeMovementFeet({ dexterity: 2, penalty: -1 })).toThrow(RangeError);
  });
});

describe('dashing', () => {
  it('adds up to 5 feet per point of Brawn', () => {
    expect(dashMaxFeet(3)).toBe(15);
  });

  it('costs a die per 5 feet, a partial step counting as a whole one', () => {
    expect([0, 1, 5, 6, 10, 15].map(dashPenaltyDice)).toEqual([0, 1, 1, 2, 2, 3]);
    expect(() => dashPenaltyDice(-5)).toThrow(RangeError);
  });

  it('Jenny the Blade: 35 ft with Dexterity 4 and Brawn 3 is 25 ft free and 10 ft dashed, −2 dice on her attack', () => {
    const plan = planMovement({ distanceFeet: 35, dexterity: 4, brawn: 3, penalty: 0 });
    expect(plan).toEqual({ ok: true, value: { freeFeet: 25, dashFeet: 10, dashPenaltyDice: 2, maxFeet: 40 } });
  });

  it('Jenny the Blade could not reach a guard 45 ft away without sprinting', () => {
    const plan = planMovement({ distanceFeet: 45, dexterity: 4, brawn: 3, penalty: 0 });
    expect(plan.ok).toBe(false);
    if (!plan.ok) expect(plan.issues[0]).toMatchObject({ code: 'beyond_dash_range', max: 40 });
  });

  it('a short move uses only free movement', () => {
    expect(planMovement({ distanceFeet: 10, dexterity: 4, brawn: 3, penalty: 0 })).toEqual({
      ok: true,
      value: { freeFeet: 10, dashFeet: 0, dashPenaltyDice: 0, maxFeet: 40 },
    });
  });

  it('rejects a negative distance', () => {
    const plan = planMovement({ distanceFeet: -5, dexterity: 2, brawn: 2, penalty: 0 });
    expect(plan.ok === false && plan.issues[0]?.code).toBe('invalid_distance');
  });
});

describe('all-out sprint', () => {
  it('covers 5 × (Outcome + Dexterity + Brawn + 1) feet', () => {
    expect(sprintFeet({ outcome: 2, dexterity: 3, brawn: 2 })).toBe(40);
    expect(sprintFeet({ outcome: 0, dexterity: 1, brawn: 1 })).toBe(15);
  });

  it('a bad botch never gives negative distance', () => {
    expect(sprintFeet({ outcome: -4, dexterity: 1, brawn: 1 })).toBe(0);
    expect(sprintFeet({ outcome: -2, dexterity: 1, brawn: 1 })).toBe(5);
  });
});

describe('movement scars', () => {
  it('halve free movement and the dash in whole steps, never under 5 ft of free movement', () => {
    expect(freeMovementFeet({ dexterity: 4, penalty: 0, movementMultiplier: 0.5 })).toBe(10);
    expect(freeMovementFeet({ dexterity: 1, penalty: 0, movementMultiplier: 0.25 })).toBe(5);
    expect(dashMaxFeet(3, { movementMultiplier: 0.5 })).toBe(5);
    expect(dashMaxFeet(3, { dashAllowed: false })).toBe(0);
  });

  it('a Missing Leg refuses any move past free movement', () => {
    const plan = planMovement({
      distanceFeet: 10,
      dexterity: 4,
      brawn: 3,
      penalty: 0,
      movementMultiplier: 0.25,
      dashAllowed: false,
    });
    expect(plan.ok ? [] : plan.issues.map((i) => i.code)).toEqual(['dash_forbidden']);
    expect(
      planMovement({
        distanceFeet: 5,
        dexterity: 4,
        brawn: 3,
        penalty: 0,
        movementMultiplier: 0.25,
        dashAllowed: false,
      }).ok,
    ).toBe(true);
  });
});
