export {
  ABILITY_RANGE,
  ATTRIBUTE_IDS,
  ATTRIBUTE_RANGE,
  PRIMARY_ABILITY_IDS,
  abilityRating,
  attributes,
  findAttribute,
  findPrimaryAbility,
  newContractorTraits,
  primaryAbilities,
  type AttributeId,
  type PrimaryAbilityId,
  type TraitRatings,
} from './traits.js';
export {
  STARTING_EXP,
  abilityExpTotal,
  abilityRaiseCost,
  attributeExpTotal,
  attributeRaiseCost,
  sourceExpTotal,
  sourceRaiseCost,
  traitsExpCost,
} from './costs.js';
export {
  CREATION_STATUS,
  SIXTH_ABILITY_RANK,
  raiseCap,
  raisePrice,
  type RaiseQuery,
  type RaiseTrait,
} from './raise-price.js';
export { validateTraits, type TraitValidationContext } from './validate-traits.js';
export {
  CONSUMABLE_CRAFT_EXP_COST,
  THERAPY_EXP_COST,
  artifactCraftCost,
  assetCost,
  liabilityCredit,
  liabilityRemovalCost,
  type SheetMoment,
} from './spending.js';
export { STATUSES, STATUS_IDS, statusAtLeast, statusFromVictories, type StatusConfig, type StatusId } from './status.js';
export { bodyRating, mindRating, type BodyInputs, type MindInputs } from './derived.js';
export {
  SOURCE_DAILY_REGENERATION,
  SOURCE_REPLENISHMENT,
  STARTING_SOURCE_CAPACITY,
  sourceReplenishment,
  startingSourceCapacity,
  validateReplenishmentConditions,
  type ReplenishmentConfig,
} from './source.js';
export {
  BONUS_EXP_AWARDS,
  CONTRACT_EXP_AWARDS,
  JOURNAL_MIN_WORDS,
  bonusExpAllowed,
  bonusExpCap,
  contractExp,
  journalReward,
  type BonusExpCause,
  type BonusExpStanding,
  type ContractAttendance,
  type JournalContext,
  type JournalReward,
} from './experience.js';
export {
  checkGiftCreditCap,
  giftCreditCap,
  giftCreditsReceived,
  improvementsAllowed,
  type GiftCreditSources,
  type GiftCreditStanding,
  type GiftCreditTally,
} from './gift-credits.js';
export { deriveContractor, type ContractorFacts, type DerivedStats } from './derive-contractor.js';
export * from './catalog/index.js';
