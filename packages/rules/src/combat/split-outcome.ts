import { assertOutcome } from '../movement/whole-number.js';

/** Extra Difficulty on the single roll that attacks two targets. */
export const TWO_TARGETS_DIFFICULTY = 2;

/** An Outcome shared between two targets. */
export interface SplitOutcome {
  /** The Outcome each target faces before the GM hands out the remainder. */
  perTarget: number;
  /** The odd point left over, for the GM to give to either target (0 or 1). */
  remainder: number;
}

/**
 * Splits a two-target attack's Outcome evenly. A failed or botched roll is not split: both attacks keep it.
 * @example splitOutcome(5) // → { perTarget: 2, remainder: 1 }
 */
export function splitOutcome(outcome: number): SplitOutcome {
  assertOutcome('outcome', outcome);
  if (outcome <= 0) return { perTarget: outcome, remainder: 0 };
  return { perTarget: Math.floor(outcome / 2), remainder: outcome % 2 };
}
