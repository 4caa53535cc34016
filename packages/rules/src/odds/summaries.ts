import { RESULT_TIERS, resultTier, type ResultTier } from '../dice/tiers.js';
import type { OutcomeEntry } from './distribution.js';
import { sumFractions, type Fraction } from './fraction.js';

/** Anything with Outcome entries: a single roll's distribution or a contested one. */
export interface HasEntries {
  readonly entries: readonly OutcomeEntry[];
}

function probabilityWhere(dist: HasEntries, keep: (outcome: number) => boolean): Fraction {
  return sumFractions(dist.entries.filter((entry) => keep(entry.outcome)).map((entry) => entry.probability));
}

/**
 * The chance of each result tier (botch, failure, partial, complete, exceptional); tiers that cannot
 * happen get 0/1.
 * @example formatFraction(tierProbabilities(outcomeDistribution({ pool: 1 })).botch) === '1/10'
 */
export function tierProbabilities(dist: HasEntries): Record<ResultTier, Fraction> {
  const byTier = new Map<ResultTier, Fraction[]>(RESULT_TIERS.map((tier) => [tier, []]));
  for (const entry of dist.entries) byTier.get(resultTier(entry.outcome))!.push(entry.probability);
  return Object.fromEntries(RESULT_TIERS.map((tier) => [tier, sumFractions(byTier.get(tier)!)])) as Record<
    ResultTier,
    Fraction
  >;
}

/** The chance the Outcome is k or more. */
export function probabilityAtLeast(dist: HasEntries, k: number): Fraction {
  return probabilityWhere(dist, (outcome) => outcome >= k);
}

/** The chance the Outcome is k or less. */
export function probabilityAtMost(dist: HasEntries, k: number): Fraction {
  return probabilityWhere(dist, (outcome) => outcome <= k);
}

/** The chance the Outcome is exactly k. */
export function probabilityExactly(dist: HasEntries, k: number): Fraction {
  return probabilityWhere(dist, (outcome) => outcome === k);
}

/**
 * The expected Outcome, exactly.
 * @example formatFraction(meanOutcome(outcomeDistribution({ pool: 1, difficulty: 6 }))) === '1/2'
 */
export function meanOutcome(dist: HasEntries): Fraction {
  // outcome × probability need not be in lowest terms here: sumFractions reduces the total once
  return sumFractions(
    dist.entries.map(({ outcome, probability }) => ({ num: probability.num * BigInt(outcome), den: probability.den })),
  );
}
