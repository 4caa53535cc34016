import { assertOutcome } from '../movement/whole-number.js';

/** How small the aimed-at spot is: an arm or leg (or larger), or a hand or head (or smaller). */
export type CalledShotSize = 'limb' | 'small';

/** The Contested Outcome a Called Shot needs, by the size of its target spot. */
export const calledShotOutcomeNeeded = {
  limb: 4,
  small: 6,
} as const satisfies Record<CalledShotSize, number>;

/** The highest Injury severity a successful Called Shot at an extremity can cause; the rest is wasted. */
export const EXTREMITY_SEVERITY_CAP = 5;

/**
 * Whether a Called Shot struck the spot it was declared at (a hit that falls short strikes elsewhere, at half damage).
 * @example calledShotHits(5, 'limb') === true; calledShotHits(5, 'small') === false
 */
export function calledShotHits(contested: number, size: CalledShotSize): boolean {
  assertOutcome('contested', contested);
  return contested >= calledShotOutcomeNeeded[size];
}
