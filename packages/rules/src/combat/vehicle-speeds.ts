import { fail, ok, type Result } from '../result.js';
import { assertOutcome, assertWhole } from '../movement/whole-number.js';

/** A speed level's rating, the number crash dice and ramming Difficulty are counted from. */
export type SpeedRating = 0 | 0.5 | 1 | 2 | 3;

/** One vehicle speed level. */
export interface VehicleSpeedConfig {
  rating: SpeedRating;
  /** Feet per round; null for technical speed, which is (Dexterity + Drive) × 5 ft. */
  feetPerRound: number | null;
  mph: { min: number; max: number };
  /** Passed through when speeding up or slowing down normally (technical speed is not). */
  inStandardAcceleration: boolean;
}

/** The speed levels a road vehicle moves at, slowest first. */
export const vehicleSpeeds = {
  stopped: { rating: 0, feetPerRound: 0, mph: { min: 0, max: 0 }, inStandardAcceleration: true },
  technical: { rating: 0.5, feetPerRound: null, mph: { min: 5, max: 5 }, inStandardAcceleration: false },
  maneuvering: { rating: 1, feetPerRound: 120, mph: { min: 15, max: 50 }, inStandardAcceleration: true },
  highway: { rating: 2, feetPerRound: 250, mph: { min: 55, max: 85 }, inStandardAcceleration: true },
  top: { rating: 3, feetPerRound: 500, mph: { min: 90, max: 120 }, inStandardAcceleration: true },
} as const satisfies Record<string, VehicleSpeedConfig>;
export type VehicleSpeedId = keyof typeof vehicleSpeeds;
export const VEHICLE_SPEED_IDS = Object.keys(vehicleSpeeds) as VehicleSpeedId[];

/** Rounds a slow or heavy vehicle (semi-truck, minivan) needs to change speed by one level. */
export const HEAVY_VEHICLE_ROUNDS_PER_LEVEL = 2;

/**
 * Feet a vehicle covers in a round at a speed; technical speed needs the driver's Dexterity and Drive.
 * @example vehicleDistanceFeet({ speed: 'technical', dexterity: 3, drive: 2 }) === 25
 */
export function vehicleDistanceFeet(options: { speed: VehicleSpeedId; dexterity?: number; drive?: number }): number {
  const feet = vehicleSpeeds[options.speed].feetPerRound;
  if (feet !== null) return feet;
  const dexterity = options.dexterity ?? 0;
  const drive = options.drive ?? 0;
  assertWhole('dexterity', dexterity);
  assertWhole('drive', drive);
  return 5 * (dexterity + drive);
}

/**
 * The next speed level up or down in normal acceleration (technical speed is skipped); at either end it is
 * `no_faster_speed` / `no_slower_speed`.
 * @example shiftSpeed('stopped', 'up') // → ok('maneuvering')
 */
export function shiftSpeed(current: VehicleSpeedId, direction: 'up' | 'down'): Result<VehicleSpeedId> {
  const ladder = VEHICLE_SPEED_IDS.filter((id) => vehicleSpeeds[id].inStandardAcceleration);
  // From technical speed, the ladder continues from where it would sit (between stopped and maneuvering).
  const rating = vehicleSpeeds[current].rating;
  const next =
    direction === 'up'
      ? ladder.find((id) => vehicleSpeeds[id].rating > rating)
      : [...ladder].reverse().find((id) => vehicleSpeeds[id].rating < rating);
  if (next === undefined)
    return fail({ code: direction === 'up' ? 'no_faster_speed' : 'no_slower_speed', path: ['speed'] });
  return ok(next);
}

/** The Outcome a Dexterity + Drive roll needs to reach its target speed's full distance, or clear an obstacle fully. */
export const DRIVE_FULL_DISTANCE_OUTCOME = 4;

/** What a skilled-driving roll did. */
export interface DriveRollResult {
  /** Covers the target speed's distance; otherwise somewhere between the current and target distances. */
  fullDistance: boolean;
  /** A botch always crashes; a failure may, as the GM judges. */
  crash: 'yes' | 'gm_decides' | 'no';
}

/**
 * Reads a Dexterity + Drive roll made with the Action to drive under pressure.
 * @example resolveDriveRoll(0) // → { fullDistance: false, crash: 'gm_decides' }
 */
export function resolveDriveRoll(outcome: number): DriveRollResult {
  assertOutcome('outcome', outcome);
  return {
    fullDistance: outcome >= DRIVE_FULL_DISTANCE_OUTCOME,
    crash: outcome < 0 ? 'yes' : outcome === 0 ? 'gm_decides' : 'no',
  };
}
