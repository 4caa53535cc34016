import {
  RESULT_TIERS,
  fractionToNumber,
  meanOutcome,
  outcomeDistribution,
  probabilityAtLeast,
  tierProbabilities,
  type ResultTier,
  type RollOptions,
} from '@harbinger/rules';
import { TIER_WORDS } from './words.js';

/** The chance of one result tier, as the odds panel shows it. */
export interface TierChance {
  tier: ResultTier;
  label: string;
  /** Exact probability as a float, for the bar width. */
  probability: number;
  /** "12.3%", "<0.1%" for a tiny but possible chance, "0%" for an impossible one. */
  percent: string;
}

/** What the odds panel shows before a roll. */
export interface OddsPanelData {
  /** Dice actually thrown once bonuses, penalties and the Difficulty clamp are applied. */
  dice: number;
  difficulty: number;
  tiers: TierChance[];
  /** The chance of any success (Outcome 1 or more). */
  success: string;
  /** The average Outcome, to two decimals. */
  mean: string;
}

/**
 * A probability as a short percentage: one decimal, never rounding a possible result to 0% or a possible
 * failure to 100%.
 * @example formatPercent(0.0004) === '<0.1%'
 */
export function formatPercent(probability: number): string {
  if (probability <= 0) return '0%';
  if (probability >= 1) return '100%';
  if (probability < 0.0005) return '<0.1%';
  if (probability > 0.9995) return '>99.9%';
  return `${(probability * 100).toFixed(1)}%`;
}

/**
 * The exact odds of a roll, from the rules' outcome distribution: each tier's chance, the chance of success and
 * the mean Outcome.
 * @example oddsPanel({ pool: 1, difficulty: 6 }).tiers[0].percent === '10.0%' // a botch on one die
 */
export function oddsPanel(options: RollOptions): OddsPanelData {
  const distribution = outcomeDistribution(options);
  const byTier = tierProbabilities(distribution);
  return {
    dice: distribution.roll.dice,
    difficulty: distribution.roll.difficulty,
    tiers: RESULT_TIERS.map((tier) => {
      const probability = fractionToNumber(byTier[tier]);
      return { tier, label: TIER_WORDS[tier], probability, percent: formatPercent(probability) };
    }),
    success: formatPercent(fractionToNumber(probabilityAtLeast(distribution, 1))),
    mean: fractionToNumber(meanOutcome(distribution)).toFixed(2),
  };
}
