import { assertOutcome } from './whole-number.js';

/** The roll for climbing, always needed: Dexterity + Athletics. */
export const CLIMB_ROLL = { attributes: ['dexterity'], ability: 'athletics' } as const;

/** Example climbing Difficulties, from the easiest surface to the hardest the rules name. */
export const climbDifficulties = {
  ladder: 5,
  'challenging-cliff': 9,
} as const satisfies Record<string, number>;
export type ClimbSurfaceId = keyof typeof climbDifficulties;

/**
 * Feet climbed in one round: 5 + 2 × Outcome; a botch climbs nothing (what goes wrong is the GM's to say).
 * @example climbFeet(3) === 11
 */
export function climbFeet(outcome: number): number {
  assertOutcome('outcome', outcome);
  return outcome < 0 ? 0 : 5 + 2 * outcome;
}
