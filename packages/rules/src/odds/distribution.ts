import { applyOutcomeModifiers, outcomeOf } from '../dice/outcome.js';
import { resolveRoll, type ResolvedRoll, type RollOptions } from '../dice/pool.js';
import type { Fraction } from './fraction.js';
import { clearPowerCache, overPowerOfTen } from './power-of-ten.js';
import { MAX_DIE_SCORE, MIN_DIE_SCORE, clearScoreCounts, scoreCounts } from './score-counts.js';

/** One possible Outcome and its exact probability. */
export interface OutcomeEntry {
  outcome: number;
  probability: Fraction;
}

/** The exact odds of every final Outcome of a roll, ascending by Outcome; impossible Outcomes are left out. */
export interface OutcomeDistribution {
  /** The roll as shaped by `resolveRoll`: dice thrown, final Difficulty, modifiers. */
  roll: ResolvedRoll;
  entries: OutcomeEntry[];
}

/**
 * Outcome tallies over a power of ten: Outcome `lowest + i` happens in `counts[i]` of the `10^exponent`
 * equally likely face combinations. Shared by the single-roll and contested odds; `counts` may be a frozen
 * cached array, so it is read-only.
 */
export interface OutcomeCounts {
  lowest: number;
  counts: readonly bigint[];
  exponent: number;
}

/**
 * Tallies the final Outcomes of a shaped roll, mapping each dice score through `applyOutcomeModifiers`.
 * That mapping (a floor, then +1) never reverses the order of scores, so the ends of the score range give
 * the ends of the Outcome range, and when both ends move by the same amount every score does: the cached
 * counts are then used as they are, with no copy.
 */
export function outcomeCounts(roll: ResolvedRoll): OutcomeCounts {
  if (roll.dice === 0) return { lowest: outcomeOf([], roll), counts: [1n], exponent: 0 };
  const byScore = scoreCounts(roll.dice, roll.difficulty);
  const lowestScore = roll.dice * MIN_DIE_SCORE;
  const highestScore = roll.dice * MAX_DIE_SCORE;
  const lowest = applyOutcomeModifiers(lowestScore, roll);
  const highest = applyOutcomeModifiers(highestScore, roll);
  if (highest - lowest === highestScore - lowestScore) return { lowest, counts: byScore, exponent: roll.dice };
  const counts = new Array<bigint>(highest - lowest + 1).fill(0n);
  for (let i = 0; i < byScore.length; i++) {
    const index = applyOutcomeModifiers(lowestScore + i, roll) - lowest;
    counts[index] = counts[index]! + byScore[i]!;
  }
  return { lowest, counts, exponent: roll.dice };
}

/** Empties every odds cache (count polynomials, powers), so the next call starts cold; for benchmarks. */
export function clearOddsCache(): void {
  clearScoreCounts();
  clearPowerCache();
}

/** Turns tallies into probability entries, skipping Outcomes that cannot happen. */
export function countsToEntries({ lowest, counts, exponent }: OutcomeCounts): OutcomeEntry[] {
  const entries = new Array<OutcomeEntry>(counts.length); // sized once: zero counts are rare
  let size = 0;
  for (let i = 0; i < counts.length; i++) {
    const count = counts[i]!;
    if (count !== 0n) entries[size++] = { outcome: lowest + i, probability: overPowerOfTen(count, exponent) };
  }
  entries.length = size;
  return entries;
}

/**
 * The exact distribution of a roll's final Outcome: the pool is shaped by `resolveRoll` (bonus, penalties and
 * their floor, Difficulty clamp and overflow), each die scores -1/0/+1/+2, then the rank-6 floor and exertion
 * apply; zero dice is an automatic 0.
 * @example outcomeDistribution({ pool: 1, difficulty: 6 }).entries.map((e) => formatFraction(e.probability))
 * // → ['1/10', '2/5', '2/5', '1/10'] for Outcomes -1, 0, 1, 2
 */
export function outcomeDistribution(options: RollOptions): OutcomeDistribution {
  const roll = resolveRoll(options);
  return { roll, entries: countsToEntries(outcomeCounts(roll)) };
}
