import { TIER_THRESHOLDS } from '../dice/tiers.js';
import { assertOutcome, assertWhole } from './whole-number.js';

/** The roll for a jump under pressure: Brawn or Dexterity, with Athletics. */
export const JUMP_ROLL = { attributes: ['brawn', 'dexterity'], ability: 'athletics' } as const;
/** The Outcome a jump under pressure needs to cover its full distance. */
export const JUMP_OUTCOME_NEEDED = 4;
/** Extra feet an exceptional jump gains. */
export const JUMP_EXCEPTIONAL_EXTRA_FEET = 5;

/** How far a character jumps without rolling. */
export interface JumpDistance {
  verticalFeet: number;
  horizontalFeet: number;
}

/**
 * The no-roll jump: 1 ft up or 5 ft across per point of Brawn with a run-up, half that from a standstill.
 * Halves are kept exact (1.5 ft), for the GM to read.
 * @example jumpDistance({ brawn: 3, running: false }) // → { verticalFeet: 1.5, horizontalFeet: 7.5 }
 */
export function jumpDistance(options: { brawn: number; running: boolean }): JumpDistance {
  assertWhole('brawn', options.brawn);
  const factor = options.running ? 1 : 0.5;
  return { verticalFeet: options.brawn * factor, horizontalFeet: 5 * options.brawn * factor };
}

/** What a jump roll in combat achieved. */
export interface CombatJumpResult {
  /** The jump covers the full no-roll distance. */
  fullDistance: boolean;
  /** Feet gained beyond the full distance (an exceptional result). */
  extraFeet: number;
}

/**
 * Reads a jump roll made in combat or under pressure: Outcome 4+ covers the full distance, 6+ adds 5 feet.
 * @example resolveCombatJump(6) // → { fullDistance: true, extraFeet: 5 }
 */
export function resolveCombatJump(outcome: number): CombatJumpResult {
  assertOutcome('outcome', outcome);
  return {
    fullDistance: outcome >= JUMP_OUTCOME_NEEDED,
    extraFeet: outcome >= TIER_THRESHOLDS.exceptional ? JUMP_EXCEPTIONAL_EXTRA_FEET : 0,
  };
}
