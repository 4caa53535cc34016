export {
  MODIFIER_RANGE,
  NOTATION_DIFFICULTY_RANGE,
  POOL_COUNT_RANGE,
  SPECIAL_ROLL_IDS,
  SPECIAL_ROLL_WORD,
  IMPLIED_WORD,
  PURPOSE_WORDS,
  specialRolls,
  type PoolTerm,
  type Positioned,
  type RollExpression,
  type SpecialRollId,
} from './roll-expression.js';
export { parseRoll } from './parse-roll.js';
export { formatRollExpression } from './format-roll.js';
export { foldName } from './fold-name.js';
export { matchAbility, type AbilityMatch } from './match-ability.js';
export { resolveRollExpression, type ResolvedRollExpression, type RollContext } from './resolve-roll.js';
