export { effectCategories, type EffectCategoryConfig, type EffectCategoryId } from './categories.js';
export { GIFT_TYPE_IDS, giftTypes, type GiftTypeConfig, type GiftTypeId } from './gift-types.js';
export { STYLE_IDS, styles, type StyleConfig, type StyleId } from './styles.js';
export type {
  CostBreakdown,
  EffectConfig,
  GiftCatalog,
  GiftIssue,
  GiftRecipient,
  GiftSpec,
  ModifierConfig,
  ModifierPick,
  ParameterConfig,
  ParameterLevel,
  RollConfig,
} from './types.js';
export { EFFECT_IDS, GIFT_CATALOG_VERSION, effects, giftCatalog, type EffectId } from './catalog.js';
export {
  chosenLevel,
  parameterLevelStep,
  defaultGiftSpec,
  defaultTypeFor,
  effectAllowedForType,
  effectsForType,
  sharedStyles,
} from './catalog-queries.js';
export {
  checkSpecAgainstCatalog,
  componentFingerprint,
  specComponentKeys,
  stampGiftSpec,
  type CatalogCheck,
} from './catalog-check.js';
export { GIFT_SPEC_LIMITS, validateGiftSpecShape } from './spec-shape.js';
export { MIN_GIFT_COST, RECOMMENDED_MAX_DRAWBACKS, compileGift, type GiftCompilation } from './compile.js';
export {
  assembleSystemText,
  fillTemplate,
  keepOwnStyleSentences,
  renderRoll,
  type GiftRoll,
  type SystemTextParts,
} from './system-text.js';
export { resolveGiftRoll } from './resolve-roll.js';
export {
  activationMindDamage,
  giftActivation,
  type GiftActivation,
  type GiftActivationCost,
  type GiftActivationFree,
} from './activation.js';
export { randomGift } from './random-gift.js';
export {
  STOCK_GIFT_IDS,
  stockGiftCategories,
  stockGiftSpec,
  stockGifts,
  type StockGiftCategoryId,
  type StockGiftConfig,
  type StockGiftId,
} from './stock-gifts.js';
export {
  FREE_CONSUMABLES_PER_DOWNTIME,
  FREE_COPIES_PER_REWARD,
  artifactCraftBill,
  artifactUpgradeCost,
  consumableCraftBill,
  craftingKind,
  grantsCraftingLocation,
  type CraftingBill,
} from './crafting.js';
export { resolveStyleWords, styleWordChoices } from './system-text.js';
export {
  systemTextProblems,
  systemTextSentences,
  type SystemTextProblem,
  type SystemTextProblemCode,
} from './text-problems.js';
export { sampleGiftSpec } from './sample-spec.js';
export { cheapestGift } from './cheapest-gift.js';
export {
  giftBalanceReport,
  type BalanceReportOptions,
  type EffectBalance,
  type GiftBalanceReport,
  type NewbieBlock,
} from './balance-report.js';
