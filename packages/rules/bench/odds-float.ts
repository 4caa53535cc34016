import { applyOutcomeModifiers, dieScoreWeights, resolveRoll, type RollOptions } from '../src/index.js';
import { D10_FACES, MIN_DIE_SCORE } from '../src/odds/score-counts.js';
import { BENCH_DIFFICULTIES, BENCH_POOLS } from './odds-all-pools.js';

// The reference the exact odds are timed against: the same table worked out with plain floating-point numbers.
// It walks the same way (one die added at a time, per Difficulty) but gives approximate probabilities, so exact
// arithmetic is worth it while it costs no more than a small multiple of this.

/** One Outcome and its approximate probability. */
interface FloatEntry {
  outcome: number;
  probability: number;
}

/** Adds one die to a table of score probabilities (index i is the lowest possible score plus i). */
function addDie(chances: readonly number[], weights: readonly number[]): number[] {
  const next = new Array<number>(chances.length + weights.length - 1).fill(0);
  for (let i = 0; i < chances.length; i++) {
    for (let w = 0; w < weights.length; w++) next[i + w]! += chances[i]! * weights[w]!;
  }
  return next;
}

/** Probability of each final Outcome of a roll in floating point, lowest Outcome first, impossible ones left out. */
function floatDistribution(options: RollOptions, byDice: number[][]): FloatEntry[] {
  const roll = resolveRoll(options);
  if (roll.dice === 0) return [{ outcome: applyOutcomeModifiers(0, roll), probability: 1 }];
  const chances = byDice[roll.dice]!;
  const byOutcome = new Map<number, number>();
  for (let i = 0; i < chances.length; i++) {
    const outcome = applyOutcomeModifiers(roll.dice * MIN_DIE_SCORE + i, roll);
    if (chances[i]! > 0) byOutcome.set(outcome, (byOutcome.get(outcome) ?? 0) + chances[i]!);
  }
  return [...byOutcome].map(([outcome, probability]) => ({ outcome, probability }));
}

/** The benchmarked table (pools 1–50 at Difficulty 4–9) in floating point; returns how many entries it made. */
export function allPoolsFloatPass(): number {
  let entries = 0;
  for (let difficulty = BENCH_DIFFICULTIES.lowest; difficulty <= BENCH_DIFFICULTIES.highest; difficulty++) {
    const weights = dieScoreWeights(difficulty).map((count) => Number(count) / D10_FACES.length);
    const byDice: number[][] = [[1]];
    for (let dice = 1; dice <= BENCH_POOLS.most; dice++) byDice.push(addDie(byDice[dice - 1]!, weights));
    for (let pool = BENCH_POOLS.fewest; pool <= BENCH_POOLS.most; pool++) {
      entries += floatDistribution({ pool, difficulty }, byDice).length;
    }
  }
  return entries;
}
