/** Difficulty change for an attack that follows an Action spent aiming. */
export const AIMED_ATTACK_DIFFICULTY = -1;

/**
 * The aiming bonus for a firearm attack: −1 Difficulty when the previous Action was spent aiming at a stationary or
 * predictably moving target and the shooter has stayed still; otherwise 0.
 * @example aimDifficultyModifier({ aimedLastAction: true, standingStill: true, targetPredictable: true }) === -1
 */
export function aimDifficultyModifier(options: {
  aimedLastAction: boolean;
  standingStill: boolean;
  targetPredictable: boolean;
}): number {
  return options.aimedLastAction && options.standingStill && options.targetPredictable ? AIMED_ATTACK_DIFFICULTY : 0;
}
