import { MAX_DIFFICULTY, MIN_DIFFICULTY, scoreDie, type DieFace } from '../dice/score.js';

/** The ten faces of a d10 as the dice code counts them. */
export const D10_FACES: readonly DieFace[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

/** The lowest and highest score one die can add; index 0 of a count array stands for `dice × MIN_DIE_SCORE`. */
export const MIN_DIE_SCORE = -1;
export const MAX_DIE_SCORE = 2;

/**
 * How many of the ten faces give each die score at a Difficulty, read off `scoreDie` itself;
 * index i counts the faces scoring `MIN_DIE_SCORE + i`.
 * @example dieScoreWeights(6) // → [1n, 4n, 4n, 1n]: one botch, four blanks, four successes, one double
 */
export function dieScoreWeights(difficulty: number): readonly bigint[] {
  const weights = new Array<bigint>(MAX_DIE_SCORE - MIN_DIE_SCORE + 1).fill(0n);
  for (const face of D10_FACES) {
    const index = scoreDie(face, difficulty) - MIN_DIE_SCORE;
    weights[index] = weights[index]! + 1n;
  }
  return Object.freeze(weights);
}

/** Count polynomials per final Difficulty; entry n is for n dice. Arrays are frozen so no caller can corrupt them. */
const countsByDifficulty = new Map<number, (readonly bigint[])[]>();

/** Empties the cache of count polynomials, so the next odds call starts cold (benchmarks). */
export function clearScoreCounts(): void {
  countsByDifficulty.clear();
}

const EDGE: readonly bigint[] = [0n, 0n, 0n];

/**
 * Multiplies a count polynomial by one die's four weights (adding a die to the pool). The botch and the
 * double are one face each, so only the two middle weights need a multiply; three zeros on each side of
 * the old counts let every new coefficient use the same formula.
 */
function addDie(counts: readonly bigint[], weights: readonly bigint[]): readonly bigint[] {
  const [botch, blank, hit, double] = weights as [bigint, bigint, bigint, bigint];
  if (botch !== 1n || double !== 1n) throw new Error('a d10 has exactly one botch face and one double face');
  const size = counts.length + 3;
  const padded = EDGE.concat(counts, EDGE); // concat, not spread: no iterator while the code is still cold
  const next = new Array<bigint>(size);
  for (let k = 0; k < size; k++) {
    // padded[k + 3] is counts[k]: the new coefficient k gathers scores k, k-1, k-2 and k-3 of the smaller pool
    next[k] = padded[k + 3]! + blank * padded[k + 2]! + hit * padded[k + 1]! + padded[k]!;
  }
  return Object.freeze(next);
}

/**
 * For `dice` d10s at a final Difficulty, how many of the 10^dice face combinations give each summed score:
 * index i counts the combinations scoring `dice × MIN_DIE_SCORE + i`. Built once per pool size from the one
 * below it and cached; the returned array is frozen.
 */
export function scoreCounts(dice: number, difficulty: number): readonly bigint[] {
  if (!Number.isInteger(dice) || dice < 0) throw new RangeError(`dice must be a whole number ≥ 0, got ${dice}`);
  if (!Number.isInteger(difficulty) || difficulty < MIN_DIFFICULTY || difficulty > MAX_DIFFICULTY) {
    throw new RangeError(
      `difficulty must be a final Difficulty ${MIN_DIFFICULTY}–${MAX_DIFFICULTY}, got ${difficulty}`,
    );
  }
  let table = countsByDifficulty.get(difficulty);
  if (table === undefined) {
    table = [Object.freeze([1n])];
    countsByDifficulty.set(difficulty, table);
  }
  if (table.length <= dice) {
    const weights = dieScoreWeights(difficulty);
    for (let n = table.length; n <= dice; n++) table.push(addDie(table[n - 1]!, weights));
  }
  return table[dice]!;
}
