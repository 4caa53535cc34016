import type { HasEntries } from './summaries.js';
import { fractionToNumber } from './fraction.js';

/** A group of neighbouring Outcomes compared as one cell of the test. */
export interface FitBin {
  outcomes: number[];
  observed: number;
  expected: number;
}

/** Pearson's chi-square goodness-of-fit of observed Outcomes against exact odds. */
export interface GoodnessOfFit {
  statistic: number;
  degreesOfFreedom: number;
  bins: FitBin[];
}

/** What to compare: how often each Outcome was seen, and the odds it should follow. */
export interface GoodnessOfFitInput {
  observed: ReadonlyMap<number, number>;
  distribution: HasEntries;
  /** Neighbouring Outcomes are pooled until each cell expects at least this many hits. Default 5. */
  minExpected?: number;
}

/**
 * Pearson's statistic for rolled Outcomes against a distribution. Outcomes are pooled from the low end until
 * each cell expects enough hits (a short last cell joins the one before), so sparse tails do not dominate.
 * An Outcome the distribution calls impossible makes the statistic infinite.
 */
export function chiSquareGoodnessOfFit({ observed, distribution, minExpected = 5 }: GoodnessOfFitInput): GoodnessOfFit {
  const possible = new Set(distribution.entries.map((entry) => entry.outcome));
  const total = [...observed.values()].reduce((sum, n) => sum + n, 0);
  const bins: FitBin[] = [];
  let open: FitBin | undefined;
  for (const { outcome, probability } of distribution.entries) {
    open ??= { outcomes: [], observed: 0, expected: 0 };
    open.outcomes.push(outcome);
    open.observed += observed.get(outcome) ?? 0;
    open.expected += total * fractionToNumber(probability);
    if (open.expected >= minExpected) {
      bins.push(open);
      open = undefined;
    }
  }
  if (open !== undefined) {
    const last = bins.at(-1);
    if (last === undefined) bins.push(open);
    else
      bins[bins.length - 1] = {
        outcomes: [...last.outcomes, ...open.outcomes],
        observed: last.observed + open.observed,
        expected: last.expected + open.expected,
      };
  }
  const impossible = [...observed.entries()].some(([outcome, n]) => n > 0 && !possible.has(outcome));
  const statistic = impossible
    ? Infinity
    : bins.reduce((sum, bin) => sum + (bin.observed - bin.expected) ** 2 / bin.expected, 0);
  return { statistic, degreesOfFreedom: Math.max(1, bins.length - 1), bins };
}

/** ln Γ(a) for a whole or half-whole a > 0, exactly by the recurrence Γ(a + 1) = aΓ(a) from Γ(1) or Γ(1/2). */
function logGammaHalfInteger(a: number): number {
  let value = Number.isInteger(a) ? 0 : 0.5 * Math.log(Math.PI);
  for (let x = Number.isInteger(a) ? 1 : 0.5; x < a; x++) value += Math.log(x);
  return value;
}

/** The regularized lower incomplete gamma P(a, x), by its power series below a + 1 and a continued fraction above. */
function lowerGammaRatio(a: number, x: number): number {
  if (x <= 0) return 0;
  const front = Math.exp(a * Math.log(x) - x - logGammaHalfInteger(a));
  if (x < a + 1) {
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < 1000 && term > sum * 1e-16; n++) {
      term *= x / (a + n);
      sum += term;
    }
    return front * sum;
  }
  // Upper tail Q(a, x) by the modified Lentz method; P = 1 - Q.
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let n = 1; n < 1000; n++) {
    const an = -n * (n - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const step = d * c;
    h *= step;
    if (Math.abs(step - 1) < 1e-16) break;
  }
  return 1 - front * h;
}

/** The chance a chi-square variable with `degreesOfFreedom` stays at or below x. */
export function chiSquareCdf(x: number, degreesOfFreedom: number): number {
  if (!Number.isInteger(degreesOfFreedom) || degreesOfFreedom < 1)
    throw new RangeError(`degrees of freedom must be a whole number ≥ 1, got ${degreesOfFreedom}`);
  return lowerGammaRatio(degreesOfFreedom / 2, x / 2);
}

/**
 * The value a chi-square variable stays below with the given probability (the critical value of a test at
 * that confidence), found by bisection on the distribution function.
 * @example chiSquareQuantile(0.999, 2) // ≈ 13.8155 (= -2 ln 0.001)
 */
export function chiSquareQuantile(probability: number, degreesOfFreedom: number): number {
  if (!(probability > 0 && probability < 1))
    throw new RangeError(`probability must lie strictly between 0 and 1, got ${probability}`);
  let low = 0;
  let high = Math.max(1, degreesOfFreedom);
  while (chiSquareCdf(high, degreesOfFreedom) < probability) high *= 2;
  for (let i = 0; i < 200 && high - low > 1e-12 * high; i++) {
    const middle = (low + high) / 2;
    if (chiSquareCdf(middle, degreesOfFreedom) < probability) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}
