import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bodyRating, mindRating } from './derived.js';

describe('Body (seed 000 Body table)', () => {
  it('Brawn 1–8 gives Body 6, 6, 7, 7, 8, 8, 9, 9', () => {
    const table = [1, 2, 3, 4, 5, 6, 7, 8].map((brawn) => bodyRating({ brawn, battleScars: 0 }));
    expect(table).toEqual([6, 6, 7, 7, 8, 8, 9, 9]);
  });

  it('loses one per Battle Scar past the fourth', () => {
    expect(bodyRating({ brawn: 3, battleScars: 4 })).toBe(7);
    expect(bodyRating({ brawn: 3, battleScars: 5 })).toBe(6);
    expect(bodyRating({ brawn: 3, battleScars: 7 })).toBe(4);
    expect(bodyRating({ brawn: 1, battleScars: 40 })).toBe(0);
  });
});

describe('Mind (seed 000 Mind and Trauma)', () => {
  it('is Intellect + Charisma + 1, at most 9', () => {
    expect(mindRating({ intellect: 2, charisma: 2, traumas: 0 })).toBe(5);
    expect(mindRating({ intellect: 1, charisma: 1, traumas: 0 })).toBe(3);
    expect(mindRating({ intellect: 5, charisma: 5, traumas: 0 })).toBe(9);
  });

  it('example: a Contractor with 6 Mind and 7 Traumas effectively has 3 Mind', () => {
    expect(mindRating({ intellect: 3, charisma: 2, traumas: 4 })).toBe(6);
    expect(mindRating({ intellect: 3, charisma: 2, traumas: 7 })).toBe(3);
  });

  it('Trauma loss applies after the cap of 9', () => {
    expect(mindRating({ intellect: 5, charisma: 5, traumas: 5 })).toBe(8);
  });

  it('refuses nonsense inputs', () => {
    expect(() => bodyRating({ brawn: -1, battleScars: 0 })).toThrow(RangeError);
    expect(() => mindRating({ intellect: 2, charisma: 2, traumas: 0.5 })).toThrow(RangeError);
  });

  it('property: more scars or Traumas never raise a rating', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.nat(20),
        (brawn, scars) => bodyRating({ brawn, battleScars: scars + 1 }) <= bodyRating({ brawn, battleScars: scars }),
      ),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 5 }),
        fc.nat(20),
        (intellect, charisma, traumas) =>
          mindRating({ intellect, charisma, traumas: traumas + 1 }) <= mindRating({ intellect, charisma, traumas }),
      ),
    );
  });
});
