import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CREATION_STATUS, raiseCap, raisePrice, type RaiseTrait } from './raise-price.js';
import { STATUS_IDS } from './status.js';

const price = (trait: RaiseTrait, from: number, status?: (typeof STATUS_IDS)[number]) => {
  const result = raisePrice({ trait, from, ...(status ? { status } : {}) });
  return result.ok ? result.value : result.issues[0]!.code;
};

describe('raisePrice (seed 000: Spending Experience, Attributes and Abilities)', () => {
  it('example: Brawn from 2 to 3 costs 10 Exp', () => {
    expect(price('attribute', 2)).toBe(10);
  });

  it("example: an Attribute's second level costs 5 and its third 10 more", () => {
    expect(price('attribute', 1)).toBe(5);
    expect(price('attribute', 2)).toBe(10);
  });

  it("an Ability's first rank costs 2, later ranks twice the current rating", () => {
    expect([0, 1, 2, 3, 4, 5].map((from) => price('ability', from))).toEqual([2, 2, 4, 6, 8, 10]);
  });

  it('Source capacity costs twice the current capacity', () => {
    expect([1, 2, 3, 7].map((from) => price('source', from))).toEqual([2, 4, 6, 14]);
  });

  it('refuses a raise past the top rating', () => {
    expect(price('attribute', 5)).toBe('at_maximum');
    expect(price('ability', 6)).toBe('at_maximum');
    expect(raisePrice({ trait: 'attribute', from: 5 })).toEqual({
      ok: false,
      issues: [{ code: 'at_maximum', path: ['from'], max: 5, received: '5' }],
    });
  });

  it('a sixth Ability rank needs Seasoned; without a Status it is priced and left to the caller', () => {
    expect(price('ability', 5, 'novice')).toBe('sixth_rank_requires_seasoned');
    expect(price('ability', 5, 'seasoned')).toBe(10);
    expect(price('ability', 5, 'veteran')).toBe(10);
    expect(price('ability', 5)).toBe(10);
  });

  it('at creation Attributes stop at 5 and Abilities at 5', () => {
    expect(price('attribute', 4, CREATION_STATUS)).toBe(20);
    expect(price('attribute', 5, CREATION_STATUS)).toBe('at_maximum');
    expect(price('ability', 4, CREATION_STATUS)).toBe(8);
    expect(price('ability', 5, CREATION_STATUS)).toBe('sixth_rank_requires_seasoned');
  });

  it('refuses ratings that are not whole or below the floor', () => {
    expect(price('attribute', 0)).toBe('rating_out_of_range');
    expect(price('ability', -1)).toBe('rating_out_of_range');
    expect(price('ability', 2.5)).toBe('rating_out_of_range');
    expect(price('source', 0)).toBe('rating_out_of_range');
  });
});

describe('raisePrice properties', () => {
  const traits = fc.constantFrom<RaiseTrait>('attribute', 'ability', 'source');
  const status = fc.option(fc.constantFrom(...STATUS_IDS), { nil: undefined });

  it('the price never falls as the rating rises', () => {
    fc.assert(
      fc.property(traits, status, fc.integer({ min: 0, max: 30 }), (trait, s, from) => {
        const here = raisePrice({ trait, from, status: s });
        const next = raisePrice({ trait, from: from + 1, status: s });
        if (here.ok && next.ok) expect(next.value).toBeGreaterThanOrEqual(here.value);
      }),
    );
  });

  it('a priced raise never passes the cap, and the cap is always reachable', () => {
    fc.assert(
      fc.property(traits, status, fc.integer({ min: -3, max: 30 }), (trait, s, from) => {
        const result = raisePrice({ trait, from, status: s });
        const cap = raiseCap({ trait, status: s });
        if (result.ok) expect(from + 1).toBeLessThanOrEqual(cap);
        else if (from >= 1 && from < cap) expect.unreachable('a raise below the cap was refused');
      }),
    );
  });

  it('creation never prices a rating above 5', () => {
    const creationTraits = fc.constantFrom<RaiseTrait>('attribute', 'ability');
    fc.assert(
      fc.property(creationTraits, fc.integer({ min: 0, max: 10 }), (trait, from) => {
        const result = raisePrice({ trait, from, status: CREATION_STATUS });
        expect(result.ok).toBe(from >= (trait === 'attribute' ? 1 : 0) && from < 5);
      }),
    );
  });
});
