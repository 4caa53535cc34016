import { fail, ok, type Result } from '../result.js';
import type { WeaponConfig } from './weapon-types.js';

/** How many times its listed range a weapon can reach at most. */
export const MAX_RANGE_MULTIPLE = 3;

/**
 * Extra Difficulty for shooting past a weapon's listed range: +1 for each further increment of it, out to 3 × the
 * range.
 * Past the reach it is an `out_of_range` issue; a weapon with no listed range is `not_a_ranged_weapon`.
 * @example rangeDifficultyModifier(firearms.handgun, 70) // → ok(1); at 101 ft ok(2); at 151 ft out_of_range
 */
export function rangeDifficultyModifier(
  weapon: Pick<WeaponConfig, 'category' | 'rangeFeet' | 'maxRangeFeet'>,
  distanceFeet: number,
): Result<number> {
  if (!Number.isFinite(distanceFeet) || distanceFeet < 0) {
    return fail({ code: 'invalid_distance', path: ['distanceFeet'], min: 0, received: String(distanceFeet) });
  }
  const range = weapon.rangeFeet;
  if (range === undefined) return fail({ code: 'not_a_ranged_weapon', path: ['weapon'] });
  const reach = weapon.maxRangeFeet ?? MAX_RANGE_MULTIPLE * range;
  if (distanceFeet > reach)
    return fail({ code: 'out_of_range', path: ['distanceFeet'], max: reach, received: String(distanceFeet) });
  return ok(Math.max(0, Math.ceil(distanceFeet / range) - 1));
}
