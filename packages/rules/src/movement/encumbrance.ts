import { assertMeasure, assertWhole } from './whole-number.js';

/** Pounds carried free of penalty per point of Brawn. */
export const CARRY_POUNDS_PER_BRAWN = 15;
/** Each full step of this many pounds over the carry limit costs one die. */
export const OVERLOAD_STEP_POUNDS = 25;
/** Dice added to physical actions by someone carrying nothing (clothes and a small object in hand aside). */
export const UNENCUMBERED_BONUS_DICE = 1;

/** How loaded a character is: carrying nothing, carrying some gear under the limit, or at or past the limit. */
export type LoadLevel = 'unencumbered' | 'carrying' | 'over_encumbered';

/** Pounds a character carries with no penalty: 15 × Brawn. */
export function carryLimitPounds(brawn: number): number {
  assertWhole('brawn', brawn);
  return CARRY_POUNDS_PER_BRAWN * brawn;
}

/**
 * Names the load: nothing carried, some gear, or over-encumbered once the carry limit is reached.
 * @example loadLevel({ brawn: 2, carriedPounds: 30 }) === 'over_encumbered'
 */
export function loadLevel(options: { brawn: number; carriedPounds: number }): LoadLevel {
  assertMeasure('carriedPounds', options.carriedPounds);
  if (options.carriedPounds === 0) return 'unencumbered';
  return options.carriedPounds >= carryLimitPounds(options.brawn) ? 'over_encumbered' : 'carrying';
}

/**
 * Dice lost for the load: one per full 25 lb past the carry limit (a pile 24 lb over costs nothing yet).
 * @example encumbrancePenaltyDice({ brawn: 2, carriedPounds: 80 }) === 2 // 50 lb over the 30 lb limit
 */
export function encumbrancePenaltyDice(options: { brawn: number; carriedPounds: number }): number {
  assertMeasure('carriedPounds', options.carriedPounds);
  const over = options.carriedPounds - carryLimitPounds(options.brawn);
  return over > 0 ? Math.floor(over / OVERLOAD_STEP_POUNDS) : 0;
}

/**
 * The bonus die on physical actions for carrying nothing at all; 0 once anything is carried.
 * @example unencumberedBonus(0) === 1; unencumberedBonus(12) === 0
 */
export function unencumberedBonus(carriedPounds: number): number {
  assertMeasure('carriedPounds', carriedPounds);
  return carriedPounds === 0 ? UNENCUMBERED_BONUS_DICE : 0;
}
