import type { Fraction } from './fraction.js';

/** Powers 2^a × 5^b cached by [a][b]: few distinct pairs occur, and rebuilding them would dominate. */
let products: bigint[][] = [];

/** Forgets the cached powers (benchmarks measure a cold start). */
export function clearPowerCache(): void {
  products = [];
}

/** 2^twos × 5^fives, built anew (callers cache it in `products`). */
function twosTimesFives(twos: number, fives: number): bigint {
  return 2n ** BigInt(twos) * 5n ** BigInt(fives);
}

// One remainder by 2^20 × 5^8 (about 4.1e11, exact as a double) shows up to 19 factors of 2 and 7 of 5,
// which covers almost every count; only a count divisible by 2^20 or 5^8 needs more work on the long number.
const TWO_WINDOW = 2 ** 20;
const FIVE_WINDOW = 5 ** 8;
const WINDOW = BigInt(TWO_WINDOW * FIVE_WINDOW);

/** How often `factor` divides a positive integer, up to `cap`, by trial division of the long number. */
function multiplicity(value: bigint, factor: bigint, cap: number): number {
  let found = 0;
  for (let rest = value; found < cap && rest % factor === 0n; rest /= factor) found++;
  return found;
}

/**
 * The reduced fraction count / 10^exponent (count ≥ 0). Only the factors 2 and 5 can cancel, so they are
 * counted directly instead of running a general gcd (much faster on the long numbers of big pools).
 */
export function overPowerOfTen(count: bigint, exponent: number): Fraction {
  if (count === 0n) return { num: 0n, den: 1n };
  const low = Number(count % WINDOW);
  const lowTwos = low % TWO_WINDOW; // both below 2^31, so the loops below stay in small integers
  let lowFives = low % FIVE_WINDOW;
  let twos: number;
  if (lowTwos === 0) twos = multiplicity(count, 2n, exponent);
  else twos = Math.min(exponent, 31 - Math.clz32(lowTwos & -lowTwos));
  let fives = 0;
  if (lowFives === 0) fives = multiplicity(count, 5n, exponent);
  else {
    while (fives < exponent && lowFives % 5 === 0) {
      lowFives /= 5;
      fives++;
    }
  }
  // Both lookups inline: this runs once per Outcome of every distribution, mostly before the JIT has warmed up.
  const divisorRow = (products[twos] ??= []);
  const denominatorRow = (products[exponent - twos] ??= []);
  const num = twos + fives === 0 ? count : count / (divisorRow[fives] ??= twosTimesFives(twos, fives));
  return { num, den: (denominatorRow[exponent - fives] ??= twosTimesFives(exponent - twos, exponent - fives)) };
}
