import type { LoadLevel } from './encumbrance.js';
import { assertOutcome } from './whole-number.js';

/** The roll for swimming in combat: Dexterity + Athletics. */
export const SWIM_ROLL = { attributes: ['dexterity'], ability: 'athletics' } as const;

/** How far a swimmer gets in a round, and whether they are going under. */
export interface SwimResult {
  feet: number;
  /** Over-encumbered in the water: no headway, sinking, and drowning if nothing changes. */
  sinking: boolean;
}

/**
 * Feet swum in a round: 5 × Outcome (never negative), halved (exactly) with any load, nothing and sinking when
 * over-encumbered.
 * @example swimFeet({ outcome: 3, load: 'carrying' }) // → { feet: 7.5, sinking: false }
 */
export function swimFeet(options: { outcome: number; load: LoadLevel }): SwimResult {
  assertOutcome('outcome', options.outcome);
  if (options.load === 'over_encumbered') return { feet: 0, sinking: true };
  const feet = Math.max(0, 5 * options.outcome);
  return { feet: options.load === 'carrying' ? feet / 2 : feet, sinking: false };
}
