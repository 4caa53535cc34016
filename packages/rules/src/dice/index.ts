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
  UNRANKED_DIFFICULTY_STEP,
  resolveRoll,
  type ResolvedRoll,
  type RollOptions,
  type SecondaryAbilityUse,
} from './pool.js';
export { applyOutcomeModifiers, contestSucceeds, contestedOutcome, outcomeOf } from './outcome.js';
export { rollDice, rollDie, scoreThrownDice, type RollResult } from './roll.js';
