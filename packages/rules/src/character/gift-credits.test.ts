import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkGiftCreditCap, giftCreditCap, giftCreditsReceived, improvementsAllowed } from './gift-credits.js';

describe('Gift Credit and Improvement cap (seed 000 Improvement Limits)', () => {
  it('the cap is twice the victories', () => {
    expect(giftCreditCap(0)).toBe(0);
    expect(giftCreditCap(7)).toBe(14);
    expect(() => giftCreditCap(-1)).toThrow(RangeError);
  });

  it('example: 7 victories → at most 7 Improvements', () => {
    expect(improvementsAllowed({ victories: 7 })).toBe(7);
    expect(checkGiftCreditCap({ victories: 7, improvements: 7 })).toEqual({
      ok: true,
      value: { cap: 14, total: 14, improvementsLeft: 0 },
    });
    const over = checkGiftCreditCap({ victories: 7, improvements: 8 });
    expect(over.ok).toBe(false);
    if (!over.ok)
      expect(over.issues[0]).toMatchObject({ code: 'gift_credit_cap_exceeded', path: ['improvements'], max: 7 });
  });

  it('example: 7 victories with a Coin of Charon → at most 6 Improvements', () => {
    expect(improvementsAllowed({ victories: 7, charonCoin: true })).toBe(6);
    expect(checkGiftCreditCap({ victories: 7, charonCoin: true, improvements: 6 }).ok).toBe(true);
    expect(checkGiftCreditCap({ victories: 7, charonCoin: true, improvements: 7 }).ok).toBe(false);
  });

  it('the Gifted Asset counts too', () => {
    expect(giftCreditsReceived({ victories: 7, gifted: true, charonCoin: true })).toBe(9);
    expect(improvementsAllowed({ victories: 7, gifted: true, charonCoin: true })).toBe(5);
  });

  it('a Gifted newbie keeps the credit but has no room for Improvements', () => {
    expect(improvementsAllowed({ victories: 0, gifted: true })).toBe(0);
    expect(checkGiftCreditCap({ victories: 0, gifted: true, improvements: 0 }).ok).toBe(true);
    expect(checkGiftCreditCap({ victories: 0, gifted: true, improvements: 1 }).ok).toBe(false);
  });

  it('property: credits plus allowed Improvements never exceed the cap once victories cover the extra credits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 60 }), fc.boolean(), fc.boolean(), (victories, gifted, charonCoin) => {
        const sources = { victories, gifted, charonCoin };
        return giftCreditsReceived(sources) + improvementsAllowed(sources) === giftCreditCap(victories);
      }),
    );
  });
});
