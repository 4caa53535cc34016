import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fraction } from './fraction.js';
import { clearPowerCache, overPowerOfTen } from './power-of-ten.js';

describe('reducing count / 10^n', () => {
  it('cancels only what 2 and 5 share with 10^n', () => {
    expect(overPowerOfTen(0n, 4)).toEqual({ num: 0n, den: 1n });
    expect(overPowerOfTen(1n, 0)).toEqual({ num: 1n, den: 1n });
    expect(overPowerOfTen(40n, 2)).toEqual({ num: 2n, den: 5n });
    expect(overPowerOfTen(375n, 3)).toEqual({ num: 3n, den: 8n });
    expect(overPowerOfTen(10n ** 30n, 30)).toEqual({ num: 1n, den: 1n });
  });

  it('past the small window: counts divisible by 2^20 or 5^8, and factors beyond the exponent', () => {
    expect(overPowerOfTen(3n * 2n ** 25n, 30)).toEqual(fraction(3n * 2n ** 25n, 10n ** 30n));
    expect(overPowerOfTen(7n * 5n ** 11n, 30)).toEqual(fraction(7n * 5n ** 11n, 10n ** 30n));
    expect(overPowerOfTen(2n ** 40n, 3)).toEqual({ num: 2n ** 37n, den: 125n });
  });

  it('property: equals the general gcd reduction, with or without a warm cache', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 40n }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 60 }),
        fc.boolean(),
        (base, twos, fives, exponent, cold) => {
          if (cold) clearPowerCache();
          const count = base * 2n ** BigInt(twos) * 5n ** BigInt(fives);
          expect(overPowerOfTen(count, exponent)).toEqual(fraction(count, 10n ** BigInt(exponent)));
        },
      ),
    );
  });
});
