import type { SpeedRating } from './vehicle-speeds.js';

/** One thing a driver may attempt, with its roll. */
export interface ManeuverConfig {
  /** Base Difficulty of the Dexterity + Drive roll; null when the GM sets it or the vehicles decide. */
  difficulty: number | null;
  /** Difficulty for the other driver's defence, when it may resist. */
  defendDifficulty?: number;
  /** Short codes of what follows from the roll. */
  notes: readonly string[];
}

/** The vehicle maneuvers of the guide (each a Dexterity + Drive roll unless noted). */
export const vehicleManeuvers = {
  'traverse-obstacle': {
    difficulty: 6,
    notes: ['plus_obstacle_and_speed', 'outcome_4_full_distance', 'failure_crashes'],
  },
  racing: { difficulty: null, notes: ['straightaway_decided_by_vehicles', 'contested_when_maneuvering'] },
  positioning: { difficulty: null, notes: ['pass_alongside_or_outmaneuver'] },
  pit: { difficulty: 7, defendDifficulty: 7, notes: ['success_stops_and_turns_target', 'failed_rolls_tumble'] },
  ramming: { difficulty: 5, notes: ['plus_speed_rating', 'target_dodges_dex_athletics_or_drive'] },
  bailing: { difficulty: 6, notes: ['dexterity_athletics', 'complete_success_tumble_else_catastrophic'] },
} as const satisfies Record<string, ManeuverConfig>;
export type ManeuverId = keyof typeof vehicleManeuvers;

/** Common Difficulty shifts on driving rolls. */
export const driveDifficultyModifiers = {
  'large-vehicle': 1,
  motorcycle: -1,
  'sporty-car-racing': -1,
  'difficult-terrain': 1,
  'per-damaged-tire': 1,
  'no-windshield-at-speed': 1,
} as const satisfies Record<string, number>;
export type DriveModifierId = keyof typeof driveDifficultyModifiers;

/** Extra Difficulty for firing from a vehicle moving at maneuvering speed or faster. */
export const DRIVE_BY_DIFFICULTY = 2;

/**
 * The Difficulty of ramming a target: 5 + the speed rating, a half rating (technical speed) rounding up.
 * @example rammingDifficulty(2) === 7
 */
export function rammingDifficulty(speed: SpeedRating): number {
  return Math.ceil(vehicleManeuvers.ramming.difficulty + speed);
}

/** Getting a vehicle going: each step is a Quick Action, and all of them together a full Action. */
export const vehicleReadiness = {
  'enter-or-exit-stationary': 'quick',
  'buckle-or-unbuckle': 'quick',
  'start-engine': 'quick',
  'put-in-gear': 'quick',
  'enter-start-and-go': 'action',
  'easy-driving': 'quick',
} as const satisfies Record<string, 'quick' | 'action'>;
