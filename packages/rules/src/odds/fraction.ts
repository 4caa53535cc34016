/** An exact rational number, always in lowest terms with a positive denominator. */
export type Fraction = { readonly num: bigint; readonly den: bigint };

function toBigInt(name: string, value: bigint | number): bigint {
  if (typeof value === 'bigint') return value;
  if (!Number.isSafeInteger(value)) throw new RangeError(`${name} must be a safe whole number, got ${value}`);
  return BigInt(value);
}

function abs(x: bigint): bigint {
  return x < 0n ? -x : x;
}

/** Greatest common divisor of two integers (always ≥ 0). */
export function gcd(a: bigint, b: bigint): bigint {
  let x = abs(a);
  let y = abs(b);
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/**
 * Builds a reduced fraction; the denominator defaults to 1 and must not be 0.
 * @example formatFraction(fraction(6, -8)) === '-3/4'
 */
export function fraction(num: bigint | number, den: bigint | number = 1n): Fraction {
  let n = toBigInt('numerator', num);
  let d = toBigInt('denominator', den);
  if (d === 0n) throw new RangeError('a fraction cannot have a denominator of 0');
  if (d < 0n) {
    n = -n;
    d = -d;
  }
  const g = gcd(n, d);
  return g === 1n ? { num: n, den: d } : { num: n / g, den: d / g };
}

/** The fraction 0/1. */
export const ZERO: Fraction = Object.freeze(fraction(0n));
/** The fraction 1/1. */
export const ONE: Fraction = Object.freeze(fraction(1n));

/** The exact sum a + b. */
export function addFractions(a: Fraction, b: Fraction): Fraction {
  if (a.den === b.den) return fraction(a.num + b.num, a.den);
  return fraction(a.num * b.den + b.num * a.den, a.den * b.den);
}

/** The exact difference a - b. */
export function subtractFractions(a: Fraction, b: Fraction): Fraction {
  return addFractions(a, { num: -b.num, den: b.den });
}

/** The exact product a × b. */
export function multiplyFractions(a: Fraction, b: Fraction): Fraction {
  return fraction(a.num * b.num, a.den * b.den);
}

/**
 * The exact sum of many fractions. When every denominator divides the largest one (as in any distribution
 * over 10^n), the numerators are scaled to it and reduced once, instead of a gcd after every addition.
 * The terms need not be in lowest terms; the result is.
 */
export function sumFractions(terms: readonly Fraction[]): Fraction {
  let common = 1n;
  for (const term of terms) if (term.den > common) common = term.den;
  let num = 0n;
  for (const term of terms) {
    if (common % term.den !== 0n) return terms.reduce(addFractions, ZERO);
    num += term.num * (common / term.den);
  }
  return fraction(num, common);
}

/** -1 when a < b, 0 when they are equal, 1 when a > b (usable as a sort comparator). */
export function compareFractions(a: Fraction, b: Fraction): -1 | 0 | 1 {
  const diff = a.num * b.den - b.num * a.den;
  return diff < 0n ? -1 : diff > 0n ? 1 : 0;
}

function bitLength(x: bigint): number {
  return x === 0n ? 0 : x.toString(2).length;
}

/**
 * The nearest double to a fraction, correct to about one unit in the last place even when the
 * numerator and denominator are far beyond the range of a double.
 */
export function fractionToNumber(f: Fraction): number {
  if (f.num === 0n) return 0;
  const magnitude = abs(f.num);
  // Scale so the integer quotient carries about 64 significant bits, then undo the scale in floating point.
  const shift = 64 - (bitLength(magnitude) - bitLength(f.den));
  const quotient = shift >= 0 ? (magnitude << BigInt(shift)) / f.den : magnitude / (f.den << BigInt(-shift));
  const half = Math.trunc(shift / 2);
  const value = Number(quotient) * 2 ** -half * 2 ** -(shift - half);
  return f.num < 0n ? -value : value;
}

/**
 * Writes a fraction as "num/den".
 * @example formatFraction(fraction(3, 10)) === '3/10'
 */
export function formatFraction(f: Fraction): string {
  return `${f.num}/${f.den}`;
}
