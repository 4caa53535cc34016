export {
  MOVEMENT_STEP_FEET,
  SPRINT_ROLL,
  SPRINT_EXTRA_STEPS,
  dashMaxFeet,
  dashPenaltyDice,
  freeMovementFeet,
  planMovement,
  sprintFeet,
  type MovementInput,
  type MovementPlan,
} from './free-movement.js';
export {
  CARRY_POUNDS_PER_BRAWN,
  OVERLOAD_STEP_POUNDS,
  UNENCUMBERED_BONUS_DICE,
  carryLimitPounds,
  encumbrancePenaltyDice,
  loadLevel,
  unencumberedBonus,
  type LoadLevel,
} from './encumbrance.js';
export { HAULING_FEET_PER_ROUND, liftLimitPounds, liftingTable, type LiftingBrawn } from './lifting.js';
export {
  JUMP_EXCEPTIONAL_EXTRA_FEET,
  JUMP_OUTCOME_NEEDED,
  JUMP_ROLL,
  jumpDistance,
  resolveCombatJump,
  type CombatJumpResult,
  type JumpDistance,
} from './jump.js';
export { CLIMB_ROLL, climbDifficulties, climbFeet, type ClimbSurfaceId } from './climb.js';
export { SWIM_ROLL, swimFeet, type SwimResult } from './swim.js';
