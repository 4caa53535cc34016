export { fail, ok, type Issue, type Result } from './result.js';
export * as dice from './dice/index.js';
export {
  contestedOutcome,
  cryptoRng,
  resolveRoll,
  resultTier,
  rollDice,
  scoreDie,
  scoreThrownDice,
  seededRng,
  type DieFace,
  type ResolvedRoll,
  type ResultTier,
  type Rng,
  type RollOptions,
  type RollResult,
} from './dice/index.js';
