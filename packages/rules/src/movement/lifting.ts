import { fail, ok, type Result } from '../result.js';
import { assertWhole } from './whole-number.js';

/**
 * The heaviest object a character can lift and haul (5 ft a round while concentrating, using the Action), by Brawn.
 * The table runs past the Attribute cap of 5 because Gifts can raise Brawn.
 */
export const liftingTable = {
  1: 75,
  2: 125,
  3: 225,
  4: 300,
  5: 375,
  6: 500,
  7: 700,
  8: 1000,
} as const satisfies Record<number, number>;
export type LiftingBrawn = keyof typeof liftingTable;

/** Feet a character may move each round while hauling a load up to the lift limit. */
export const HAULING_FEET_PER_ROUND = 5;

/**
 * The lifting limit in pounds for a Brawn rating; Brawn past the table's end is a `brawn_beyond_table` issue.
 * @example liftLimitPounds(3) // → ok(225)
 */
export function liftLimitPounds(brawn: number): Result<number> {
  assertWhole('brawn', brawn, 1);
  if (!(brawn in liftingTable))
    return fail({ code: 'brawn_beyond_table', path: ['brawn'], max: 8, received: String(brawn) });
  return ok(liftingTable[brawn as LiftingBrawn]);
}
