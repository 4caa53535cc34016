import { fail, ok, type Result } from '../result.js';
import { assertWhole } from '../movement/whole-number.js';

/** Extra Difficulty on a full-auto sweep's attack roll. */
export const SWEEP_DIFFICULTY = 2;
/** Rounds of ammunition per 5 ft × 5 ft square a sweep covers. */
export const SWEEP_ROUNDS_PER_SQUARE = 5;
/** The largest area a sweep covers: a 25 ft × 25 ft block, i.e. 25 squares of 5 ft. */
export const SWEEP_MAX_SQUARES = 25;

/** The area a sweep covers. */
export interface Sweep {
  /** 5 ft × 5 ft squares covered. */
  squares: number;
  areaSquareFeet: number;
  difficultyModifier: number;
}

/**
 * A fully automatic sweep, which spends the rest of the magazine: one 5-ft square per 5 rounds, up to 25 ft × 25 ft,
 * at +2 Difficulty; everyone inside is attacked unless they Dodge or Evade. Fewer than 5 rounds is `too_few_rounds`.
 * @example fullAutoSweep(30) // → ok({ squares: 6, areaSquareFeet: 150, difficultyModifier: 2 })
 */
export function fullAutoSweep(roundsLeftInMagazine: number): Result<Sweep> {
  assertWhole('roundsLeftInMagazine', roundsLeftInMagazine);
  const squares = Math.min(SWEEP_MAX_SQUARES, Math.floor(roundsLeftInMagazine / SWEEP_ROUNDS_PER_SQUARE));
  if (squares === 0)
    return fail({ code: 'too_few_rounds', path: ['roundsLeftInMagazine'], min: SWEEP_ROUNDS_PER_SQUARE });
  return ok({ squares, areaSquareFeet: squares * 25, difficultyModifier: SWEEP_DIFFICULTY });
}
