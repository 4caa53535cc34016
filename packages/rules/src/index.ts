// The public surface of @harbinger/rules: each folder's index lists its exports by name.
export { fail, ok, type Issue, type Result } from './result.js';
export {
  CHARACTER_ISSUE_CODES,
  COMBAT_ISSUE_CODES,
  CONTRACT_ISSUE_CODES,
  DICE_ISSUE_CODES,
  FINISH_ISSUE_CODES,
  GIFT_ISSUE_CODES,
  HEALTH_ISSUE_CODES,
  ISSUE_CODES,
  NOTATION_ISSUE_CODES,
  RSVP_ISSUE_CODES,
  TRAIT_ISSUE_CODES,
  type CharacterIssueCode,
  type CombatIssueCode,
  type DiceIssueCode,
  type FinishIssueCode,
  type GiftIssueCode,
  type HealthIssueCode,
  type IssueCode,
  type NotationIssueCode,
  type RsvpIssueCode,
  type TraitIssueCode,
} from './issue-codes.js';
export * from './dice/index.js';
export * from './odds/index.js';
export * from './notation/index.js';
export * from './character/index.js';
export * from './health/index.js';
export * from './movement/index.js';
export * from './combat/index.js';
export * from './gifts/index.js';
export * from './ledger/index.js';
export * from './contracts/index.js';
export * from './pools/index.js';
