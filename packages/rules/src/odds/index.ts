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
