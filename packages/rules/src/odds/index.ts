export {
  ONE,
  ZERO,
  addFractions,
  compareFractions,
  formatFraction,
  fraction,
  fractionToNumber,
  gcd,
  multiplyFractions,
  subtractFractions,
  sumFractions,
  type Fraction,
} from './fraction.js';
export { dieScoreWeights, scoreCounts } from './score-counts.js';
export { clearOddsCache, outcomeDistribution, type OutcomeDistribution, type OutcomeEntry } from './distribution.js';
export {
  meanOutcome,
  probabilityAtLeast,
  probabilityAtMost,
  probabilityExactly,
  tierProbabilities,
  type HasEntries,
} from './summaries.js';
export { contestedDistribution, type ContestedDistribution } from './contested.js';
export { MAX_BRUTE_FORCE_DICE, bruteForceDistribution } from './brute-force.js';
export {
  chiSquareCdf,
  chiSquareGoodnessOfFit,
  chiSquareQuantile,
  type FitBin,
  type GoodnessOfFit,
  type GoodnessOfFitInput,
} from './chi-square.js';
export {
  DEFAULT_ODDS_PAGE,
  DEFAULT_ODDS_ROLL,
  HEAT_MAP_POOL_RANGE,
  ODDS_DIFFICULTY_RANGE,
  ODDS_MODIFIER_RANGE,
  ODDS_POOL_RANGE,
  ODDS_VIEWS,
  SECONDARY_CHOICES,
  heatMapPools,
  rollOptionsFromSettings,
  settingsFromRollOptions,
  type OddsPageSettings,
  type OddsRollSettings,
  type OddsView,
  type SecondaryChoice,
} from './settings.js';
export {
  ODDS_PAGE_KEYS,
  ODDS_QUERY_KEYS,
  decodeOddsQuery,
  encodeOddsQuery,
  oddsQueryString,
  type DecodedOddsQuery,
} from './query.js';
export { successChanceGrid, type SuccessGrid, type SuccessGridInput } from './heat-map.js';
