import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ONE,
  ZERO,
  addFractions,
  compareFractions,
  formatFraction,
  fraction,
  fractionToNumber,
  gcd,
  multiplyFractions,
  subtractFractions,
  sumFractions,
  type Fraction,
} from './index.js';

const bigints = fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n });
const denominators = fc.bigInt({ min: 1n, max: 10n ** 30n });
const fractions = fc.tuple(bigints, denominators).map(([n, d]) => fraction(n, d));
const isReduced = (f: Fraction) => f.den > 0n && gcd(f.num, f.den) === 1n;

describe('fractions', () => {
  it('reduce and keep the sign on the numerator', () => {
    expect(fraction(6, -8)).toEqual({ num: -3n, den: 4n });
    expect(fraction(0n, 7n)).toEqual({ num: 0n, den: 1n });
    expect(fraction(5)).toEqual({ num: 5n, den: 1n });
  });

  it('format as num/den', () => {
    expect(formatFraction(ZERO)).toBe('0/1');
    expect(formatFraction(ONE)).toBe('1/1');
    expect(formatFraction(fraction(30, 100))).toBe('3/10');
  });

  it('refuse a zero denominator and non-integral numbers', () => {
    expect(() => fraction(1, 0)).toThrow(RangeError);
    expect(() => fraction(0.5)).toThrow(RangeError);
  });

  it('add, subtract, multiply and compare exactly', () => {
    expect(addFractions(fraction(1, 10), fraction(2, 5))).toEqual(fraction(1, 2));
    expect(subtractFractions(fraction(1, 2), fraction(1, 3))).toEqual(fraction(1, 6));
    expect(multiplyFractions(fraction(2, 3), fraction(9, 4))).toEqual(fraction(3, 2));
    expect(compareFractions(fraction(1, 3), fraction(33, 100))).toBe(1);
    expect(compareFractions(fraction(2, 4), fraction(1, 2))).toBe(0);
    expect(compareFractions(fraction(-1, 2), ZERO)).toBe(-1);
  });

  it('sum many terms, with or without a shared denominator', () => {
    expect(sumFractions([])).toEqual(ZERO);
    expect(sumFractions([fraction(1, 10), fraction(1, 4), fraction(3, 20)])).toEqual(fraction(1, 2));
    expect(sumFractions([fraction(1, 3), fraction(1, 7)])).toEqual(fraction(10, 21));
    expect(
      sumFractions([
        { num: 2n, den: 10n },
        { num: 3n, den: 10n },
      ]),
    ).toEqual(fraction(1, 2)); // unreduced terms
  });

  it('convert to a double even beyond the range of a double', () => {
    expect(fractionToNumber(fraction(3, 10))).toBe(0.3);
    expect(fractionToNumber(fraction(-7, 2))).toBe(-3.5);
    expect(fractionToNumber(ZERO)).toBe(0);
    expect(fractionToNumber({ num: 10n ** 400n, den: 3n * 10n ** 400n })).toBeCloseTo(1 / 3, 15);
    expect(Math.abs(fractionToNumber(fraction(1n, 10n ** 300n)) / 1e-300 - 1)).toBeLessThan(1e-15);
    expect(fractionToNumber(fraction(10n ** 400n + 1n, 10n ** 399n))).toBe(10);
  });

  it('properties: results are reduced; a + b - b = a; order agrees with the doubles', () => {
    fc.assert(
      fc.property(fractions, fractions, (a, b) => {
        const sum = addFractions(a, b);
        expect(isReduced(sum) && isReduced(multiplyFractions(a, b))).toBe(true);
        expect(subtractFractions(sum, b)).toEqual(a);
        expect(sumFractions([a, b])).toEqual(sum);
        const [x, y] = [fractionToNumber(a), fractionToNumber(b)];
        if (Math.abs(x - y) > 1e-9 * Math.max(Math.abs(x), Math.abs(y)))
          expect(compareFractions(a, b)).toBe(x < y ? -1 : 1);
      }),
    );
  });
});
