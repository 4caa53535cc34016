import { fail, ok, type Result } from '../result.js';
import { assertWhole } from '../movement/whole-number.js';
import type { VehicleSpeedId } from './vehicle-speeds.js';

/** A standard civilian engine as a target: it takes a Called Shot (Outcome 4) to hit, and has Body 4 and Armor 6. */
export const civilianEngine = { calledShotOutcome: 4, body: 4, armor: 6 } as const;

/** The state of a vehicle's running gear. */
export interface VehicleCondition {
  tires: number;
  /** Tires destroyed (any damage destroys a tire that is not run-flat). */
  tiresDestroyed: number;
  /** The engine, drive shaft or another critical part is damaged (a broken one stops the vehicle outright). */
  criticalDamage?: boolean;
}

/** What damage leaves a vehicle able to do. */
export interface VehicleLimits {
  /** The fastest speed level it can still reach. */
  maxSpeed: VehicleSpeedId;
  /** Extra Difficulty on its Drive rolls (+1 per destroyed tire). */
  driveDifficulty: number;
}

/**
 * What damage leaves a vehicle able to do: every tire gone means technical speed only; half or more, or a damaged
 * critical part, means maneuvering speed at most; each lost tire adds +1 Difficulty to Drive rolls.
 * @example vehicleLimits({ tires: 4, tiresDestroyed: 2 }) // → ok({ maxSpeed: 'maneuvering', driveDifficulty: 2 })
 */
export function vehicleLimits(condition: VehicleCondition): Result<VehicleLimits> {
  assertWhole('tires', condition.tires, 1);
  assertWhole('tiresDestroyed', condition.tiresDestroyed);
  if (condition.tiresDestroyed > condition.tires) {
    return fail({ code: 'more_tires_destroyed_than_fitted', path: ['tiresDestroyed'], max: condition.tires });
  }
  let maxSpeed: VehicleSpeedId = 'top';
  if (condition.tiresDestroyed === condition.tires) maxSpeed = 'technical';
  else if (2 * condition.tiresDestroyed >= condition.tires || condition.criticalDamage) maxSpeed = 'maneuvering';
  return ok({ maxSpeed, driveDifficulty: condition.tiresDestroyed });
}
