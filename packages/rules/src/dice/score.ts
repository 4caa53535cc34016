/** A d10 face as we count it: 1–10 (a die printed with 0 shows our 10). */
export type DieFace = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;

/** What one die adds to the Outcome: -1 (a botch), 0, +1 (a success) or +2 (a double). */
export type DieScore = -1 | 0 | 1 | 2;

/** The lowest and highest final Difficulty a roll can have. */
export const MIN_DIFFICULTY = 4;
export const MAX_DIFFICULTY = 9;
/** The Difficulty when the GM names none. */
export const DEFAULT_DIFFICULTY = 6;

/** Reads a face as printed (0–10) into the 1–10 scale; 0 counts as 10. Returns null for anything else. */
export function readFace(printed: number): DieFace | null {
  if (!Number.isInteger(printed) || printed < 0 || printed > 10) return null;
  return (printed === 0 ? 10 : printed) as DieFace;
}

/**
 * Scores one die against a Difficulty: a 1 subtracts one, a 10 adds two, any other face at or above
 * the Difficulty adds one.
 * @example scoreDie(7, 6) === 1; scoreDie(10, 9) === 2; scoreDie(1, 4) === -1
 */
export function scoreDie(face: DieFace, difficulty: number): DieScore {
  if (face === 1) return -1;
  if (face === 10) return 2;
  return face >= difficulty ? 1 : 0;
}

/** The sum of every die's score: the Outcome before exertion and floors. */
export function sumScores(faces: readonly DieFace[], difficulty: number): number {
  let total = 0;
  for (const face of faces) total += scoreDie(face, difficulty);
  return total;
}
