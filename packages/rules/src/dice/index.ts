export { cryptoRng, seededRng, sequenceRng, uniformInt, type Rng } from './rng.js';
export {
  DEFAULT_DIFFICULTY,
  MAX_DIFFICULTY,
  MIN_DIFFICULTY,
  readFace,
  scoreDie,
  sumScores,
  type DieFace,
  type DieScore,
} from './score.js';
export { RESULT_TIERS, TIER_THRESHOLDS, resultTier, type ResultTier } from './tiers.js';
export {
  PENALTY_POOL_FLOOR,
  ROLL_PURPOSES,
  UNRANKED_DIFFICULTY_STEP,
  resolveRoll,
  secondaryDifficultyStep,
  type ResolvedRoll,
  type RollOptions,
  type RollPurpose,
  type SecondaryAbilityUse,
} from './pool.js';
export { applyOutcomeModifiers, contestSucceeds, contestedOutcome, outcomeOf } from './outcome.js';
export { rollDice, rollDie, scoreThrownDice, type RollResult } from './roll.js';
