import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  STARTING_EXP,
  abilityExpTotal,
  abilityRaiseCost,
  attributeExpTotal,
  attributeRaiseCost,
  sourceExpTotal,
  sourceRaiseCost,
  traitsExpCost,
} from './costs.js';
import { newContractorTraits, type TraitRatings } from './traits.js';

describe('raising traits with Exp (seed 000 Experience)', () => {
  it('example: raising Brawn from 2 to 3 costs 10 Exp', () => {
    expect(attributeRaiseCost(2)).toBe(10);
  });

  it("example: buying an Attribute's second level costs 5 and its third 10 more, 15 in all", () => {
    expect(attributeRaiseCost(1)).toBe(5);
    expect(attributeRaiseCost(2)).toBe(10);
    expect(attributeExpTotal(3)).toBe(15);
  });

  it('Attribute raises cost 5 × the current rating, 1 through 4', () => {
    expect([1, 2, 3, 4].map(attributeRaiseCost)).toEqual([5, 10, 15, 20]);
    expect(attributeExpTotal(1)).toBe(0);
    expect(attributeExpTotal(5)).toBe(50);
  });

  it("an Ability's first rank costs 2, then 2 × the current rating (5 → 6 included)", () => {
    expect([0, 1, 2, 3, 4, 5].map(abilityRaiseCost)).toEqual([2, 2, 4, 6, 8, 10]);
    expect([0, 1, 2, 3, 4, 5, 6].map(abilityExpTotal)).toEqual([0, 2, 4, 8, 14, 22, 32]);
  });

  it('Source costs 2 × its current capacity; the first point is free with the first Gift', () => {
    expect([1, 2, 3].map(sourceRaiseCost)).toEqual([2, 4, 6]);
    expect(sourceExpTotal(1)).toBe(0);
    expect(sourceExpTotal(3)).toBe(6);
    expect(() => sourceRaiseCost(0)).toThrow(RangeError);
  });

  it('refuses ratings that cannot be raised (programmer mistakes)', () => {
    expect(() => attributeRaiseCost(5)).toThrow(RangeError);
    expect(() => attributeRaiseCost(0)).toThrow(RangeError);
    expect(() => abilityRaiseCost(6)).toThrow(RangeError);
    expect(() => abilityRaiseCost(1.5)).toThrow(RangeError);
  });

  it('new Contractors start with 150 Exp', () => {
    expect(STARTING_EXP).toBe(150);
  });
});

describe('traitsExpCost', () => {
  it('a new Contractor has spent nothing', () => {
    expect(traitsExpCost(newContractorTraits())).toBe(0);
  });

  it('adds Attributes, Primary and Secondary Abilities from the baseline', () => {
    const traits: TraitRatings = {
      attributes: { brawn: 3, dexterity: 2, perception: 2, charisma: 1, intellect: 2 },
      abilities: { athletics: 2, firearms: 3 },
      secondaryAbilities: { Knives: 2 },
    };
    // Attributes 15 + 5 + 5 + 0 + 5 = 30; Abilities 4 + 8 = 12; Secondary 4.
    expect(traitsExpCost(traits)).toBe(46);
  });

  it('property: every raise costs more than the one before it', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 3 }), (r) => attributeRaiseCost(r + 1) > attributeRaiseCost(r)));
    fc.assert(fc.property(fc.integer({ min: 1, max: 4 }), (r) => abilityRaiseCost(r + 1) > abilityRaiseCost(r)));
    fc.assert(fc.property(fc.integer({ min: 1, max: 50 }), (r) => sourceRaiseCost(r + 1) > sourceRaiseCost(r)));
  });

  it('property: raising any one Ability adds exactly its raise cost', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 5 }), (a, b) => {
        const base: TraitRatings = {
          ...newContractorTraits(),
          abilities: { stealth: a },
          secondaryAbilities: { Climbing: b },
        };
        const raised: TraitRatings = { ...base, abilities: { stealth: a + 1 } };
        return traitsExpCost(raised) - traitsExpCost(base) === abilityRaiseCost(a);
      }),
    );
  });
});
