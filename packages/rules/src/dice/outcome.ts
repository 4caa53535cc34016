import type { ResolvedRoll } from './pool.js';
import { sumScores, type DieFace } from './score.js';

/**
 * The Outcome of thrown dice for a resolved roll. With no dice the Outcome is automatically 0.
 * A rank-6 Ability floors the dice's Outcome at 0 and exertion then adds its +1, so exerting always helps.
 */
export function outcomeOf(
  faces: readonly DieFace[],
  roll: Pick<ResolvedRoll, 'dice' | 'difficulty' | 'exert' | 'rank6'>,
): number {
  if (roll.dice === 0) return 0;
  return applyOutcomeModifiers(sumScores(faces, roll.difficulty), roll);
}

/** The rank-6 floor, then exertion, applied to the dice's summed score (shared with the odds). */
export function applyOutcomeModifiers(diceScore: number, roll: Pick<ResolvedRoll, 'exert' | 'rank6'>): number {
  const floored = roll.rank6 ? Math.max(0, diceScore) : diceScore;
  return roll.exert ? floored + 1 : floored;
}

/**
 * The Contested Outcome: the initiator's Outcome less the defender's, never below 0 (ties go to the defender).
 * @example contestedOutcome(3, 3) === 0
 */
export function contestedOutcome(initiator: number, defender: number): number {
  return Math.max(0, initiator - defender);
}

/** A Contested Outcome above 0 is a complete success for the initiator. */
export function contestSucceeds(contested: number): boolean {
  return contested > 0;
}
