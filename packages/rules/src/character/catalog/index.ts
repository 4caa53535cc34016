export { ambitions, archetypes, inspire, paradigms, type ConceptInspiration } from './concept-words.js';
export {
  ALTERNATIVE_LIMIT_IDS,
  CUSTOM_LIMIT_LENGTH,
  DEFAULT_LIMIT_IDS,
  LIMITS,
  LIMIT_COUNT,
  validateLimits,
  type ChosenLimit,
  type LimitChoice,
  type LimitConfig,
  type LimitId,
} from './limits.js';
export {
  ASSET_LIABILITY_CATEGORIES,
  ASSET_LIABILITY_VALUE_RANGE,
  type AssetLiabilityCategory,
  type AssetLiabilityConfig,
  type GrantKind,
} from './asset-liability-config.js';
export { ASSETS, ASSET_IDS, type AssetId } from './assets.js';
export { LIABILITIES, LIABILITY_IDS, type LiabilityId } from './liabilities.js';
export {
  assetsExpCost,
  assetsGiftCredits,
  isAssetId,
  isLiabilityId,
  liabilitiesExpCredit,
  offRulesFlags,
  validateAssetsAndLiabilities,
  type AssetLiabilityPicks,
  type OffRulesFlag,
  type OffRulesInput,
} from './assets-liabilities.js';
export {
  INCOMPATIBLE_PAIRS,
  incompatiblePickIssues,
  incompatiblePicks,
  pickName,
  type IncompatibilityReason,
  type IncompatiblePair,
  type PickRef,
  type PickSet,
} from './incompatible-picks.js';
export {
  STOCK_CIRCUMSTANCES,
  STOCK_CONDITIONS,
  STOCK_TROPHIES,
  type StockCircumstanceId,
  type StockConditionId,
  type StockEntryTone,
  type StockStateConfig,
  type StockTrophyConfig,
  type StockTrophyId,
} from './conditions.js';
