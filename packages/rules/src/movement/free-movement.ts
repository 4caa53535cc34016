import { fail, ok, type Result } from '../result.js';
import { assertOutcome, assertWhole } from './whole-number.js';

/** Feet of one movement step; every distance in combat moves in steps of this size. */
export const MOVEMENT_STEP_FEET = 5;

function assertMultiplier(multiplier: number): void {
  if (!(multiplier > 0 && multiplier <= 1))
    throw new RangeError(`movementMultiplier must be in (0, 1], got ${multiplier}`);
}

/** Feet scaled by a scar's multiplier, rounded down to whole 5-ft steps. */
function scaled(feet: number, multiplier: number): number {
  assertMultiplier(multiplier);
  return MOVEMENT_STEP_FEET * Math.floor((feet * multiplier) / MOVEMENT_STEP_FEET);
}

/**
 * Feet a character covers each round without losing dice: 5 + 5 × Dexterity − 5 × Penalty, then times a movement
 * scar's multiplier (Limp: half) rounded down to whole 5-ft steps, never under 5.
 * @example freeMovementFeet({ dexterity: 4, penalty: 0 }) === 25
 * @example freeMovementFeet({ dexterity: 4, penalty: 0, movementMultiplier: 0.5 }) === 10
 */
export function freeMovementFeet(options: { dexterity: number; penalty: number; movementMultiplier?: number }): number {
  assertWhole('dexterity', options.dexterity);
  assertWhole('penalty', options.penalty);
  const base = Math.max(MOVEMENT_STEP_FEET, MOVEMENT_STEP_FEET * (1 + options.dexterity - options.penalty));
  return Math.max(MOVEMENT_STEP_FEET, scaled(base, options.movementMultiplier ?? 1));
}

/**
 * The most extra feet a dash adds beyond free movement: 5 per point of Brawn, times a movement scar's multiplier
 * (rounded down to whole 5-ft steps); 0 when a scar forbids dashing.
 * @example dashMaxFeet(3) === 15; dashMaxFeet(3, { movementMultiplier: 0.5 }) === 5
 */
export function dashMaxFeet(brawn: number, scars: { movementMultiplier?: number; dashAllowed?: boolean } = {}): number {
  assertWhole('brawn', brawn);
  if (scars.dashAllowed === false) return 0;
  return scaled(MOVEMENT_STEP_FEET * brawn, scars.movementMultiplier ?? 1);
}

/**
 * Dice the round's Action loses for dashing the given extra feet: one per 5 feet, a partial step counting whole.
 * @example dashPenaltyDice(10) === 2; dashPenaltyDice(7) === 2
 */
export function dashPenaltyDice(extraFeet: number): number {
  if (!Number.isFinite(extraFeet) || extraFeet < 0) throw new RangeError(`extraFeet must be ≥ 0, got ${extraFeet}`);
  return Math.ceil(extraFeet / MOVEMENT_STEP_FEET);
}

/** How a move of some distance splits into free feet and dashed feet, and what the dash costs. */
export interface MovementPlan {
  freeFeet: number;
  dashFeet: number;
  /** Dice taken from this round's Action (a dice penalty: exertion does not lift it). */
  dashPenaltyDice: number;
  /** The longest move possible this round without sprinting. */
  maxFeet: number;
}

/** Input to `planMovement`. */
export interface MovementInput {
  distanceFeet: number;
  dexterity: number;
  brawn: number;
  penalty: number;
  /** A movement scar's multiplier (see `scarEffects`); 1 when left out. */
  movementMultiplier?: number;
  /** False when a scar (Missing Leg) forbids dashing. */
  dashAllowed?: boolean;
}

/**
 * Splits a move into free movement and a dash, or says it is too far without an all-out sprint.
 * @example planMovement({ distanceFeet: 35, dexterity: 4, brawn: 3, penalty: 0 }) // 25 free + 10 dashed, −2 dice
 */
export function planMovement(input: MovementInput): Result<MovementPlan> {
  const free = freeMovementFeet(input);
  const maxFeet = free + dashMaxFeet(input.brawn, input);
  if (!Number.isFinite(input.distanceFeet) || input.distanceFeet < 0) {
    return fail({ code: 'invalid_distance', path: ['distanceFeet'], min: 0, received: String(input.distanceFeet) });
  }
  if (input.dashAllowed === false && input.distanceFeet > free) {
    return fail({ code: 'dash_forbidden', path: ['distanceFeet'], max: free, received: String(input.distanceFeet) });
  }
  if (input.distanceFeet > maxFeet) {
    return fail({
      code: 'beyond_dash_range',
      path: ['distanceFeet'],
      max: maxFeet,
      received: String(input.distanceFeet),
    });
  }
  const dashFeet = Math.max(0, input.distanceFeet - free);
  return ok({
    freeFeet: Math.min(free, input.distanceFeet),
    dashFeet,
    dashPenaltyDice: dashPenaltyDice(dashFeet),
    maxFeet,
  });
}

/** Steps a sprint covers on top of Outcome, Dexterity and Brawn. */
export const SPRINT_EXTRA_STEPS = 1;

/**
 * Feet covered by an all-out sprint (the whole Action, Brawn + Athletics): 5 × (Outcome + Dexterity + Brawn + 1), never
 * negative.
 * @example sprintFeet({ outcome: 2, dexterity: 3, brawn: 2 }) === 40
 */
export function sprintFeet(options: { outcome: number; dexterity: number; brawn: number }): number {
  assertOutcome('outcome', options.outcome);
  assertWhole('dexterity', options.dexterity);
  assertWhole('brawn', options.brawn);
  return Math.max(0, MOVEMENT_STEP_FEET * (options.outcome + options.dexterity + options.brawn + SPRINT_EXTRA_STEPS));
}

/** The roll an all-out sprint calls for: Brawn + Athletics. */
export const SPRINT_ROLL = { attributes: ['brawn'], ability: 'athletics' } as const;
