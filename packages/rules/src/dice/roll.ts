import type { DiceIssueCode } from '../issue-codes.js';
import { fail, ok, type Issue, type Result } from '../result.js';
import { outcomeOf } from './outcome.js';
import { resolveRoll, type ResolvedRoll, type RollOptions } from './pool.js';
import { uniformInt, type Rng } from './rng.js';
import { readFace, scoreDie, type DieFace, type DieScore } from './score.js';
import { resultTier, type ResultTier } from './tiers.js';

/** A finished roll: the dice, what each contributed, the Outcome and its band. */
export interface RollResult extends ResolvedRoll {
  faces: DieFace[];
  scores: DieScore[];
  outcome: number;
  tier: ResultTier;
}

/** Throws one d10 from the given source, uniformly over 1–10. */
export function rollDie(rng: Rng): DieFace {
  return (uniformInt(rng, 10) + 1) as DieFace;
}

/**
 * Rolls a pool: shapes it with `resolveRoll`, throws the dice from `rng`, and scores them.
 * @example rollDice({ pool: 5, difficulty: 7, exert: true }, seededRng(1))
 */
export function rollDice(options: RollOptions, rng: Rng): RollResult {
  const resolved = resolveRoll(options);
  const faces = Array.from({ length: resolved.dice }, () => rollDie(rng));
  return finish(resolved, faces);
}

/**
 * Scores dice the player already threw by hand. Faces may be printed 0–10 (0 counts as 10); their count
 * must equal the final pool.
 */
export function scoreThrownDice(
  options: RollOptions,
  printedFaces: readonly number[],
): Result<RollResult, Issue<DiceIssueCode>> {
  const resolved = resolveRoll(options);
  if (printedFaces.length !== resolved.dice) {
    return fail({
      code: 'dice_count_mismatch',
      path: ['dice'],
      expected: String(resolved.dice),
      received: String(printedFaces.length),
    });
  }
  const faces: DieFace[] = [];
  for (const [index, printed] of printedFaces.entries()) {
    const face = readFace(printed);
    if (face === null)
      return fail({ code: 'invalid_face', path: ['dice', index], min: 0, max: 10, received: String(printed) });
    faces.push(face);
  }
  return ok(finish(resolved, faces));
}

function finish(resolved: ResolvedRoll, faces: DieFace[]): RollResult {
  const outcome = outcomeOf(faces, resolved);
  return {
    ...resolved,
    faces,
    scores: faces.map((face) => scoreDie(face, resolved.difficulty)),
    outcome,
    tier: resultTier(outcome),
  };
}
