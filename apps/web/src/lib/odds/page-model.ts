import {
  RESULT_TIERS,
  contestedDistribution,
  formatFraction,
  fractionToNumber,
  heatMapPools,
  meanOutcome,
  ODDS_DIFFICULTY_RANGE,
  outcomeDistribution,
  probabilityAtLeast,
  rollOptionsFromSettings,
  successChanceGrid,
  subtractFractions,
  ONE,
  tierProbabilities,
  type Fraction,
  type HasEntries,
  type OddsPageSettings,
  type OddsRollSettings,
  type ResultTier,
} from '@harbinger/rules';
import { formatPercent } from '../sheet/odds.js';
import { TIER_WORDS } from '../sheet/words.js';
import { ROLL_NAMES, rollHeadline, rollNotes } from './words.js';

/** A chance as the page shows it: a float for drawing, a short percentage, and the exact fraction on demand. */
export interface Chance {
  probability: number;
  percent: string;
  exact: string;
}

/** One Outcome's chance of happening exactly, and of that Outcome or more. */
export interface OutcomeRow {
  outcome: number;
  exactly: Chance;
  atLeast: Chance;
}

/** Everything the page says about a distribution: each Outcome, each tier, success and the mean. */
export interface DistributionView {
  rows: OutcomeRow[];
  tiers: (Chance & { tier: ResultTier; label: string })[];
  /** The chance of an Outcome of 1 or more. */
  success: Chance;
  /** The mean Outcome to two decimals, and exactly. */
  mean: { value: string; exact: string };
}

/** One roll of the page: its name, how the dice came out, and its odds. */
export interface RollView extends DistributionView {
  side: 'a' | 'b';
  name: string;
  headline: string;
  notes: string[];
  dice: number;
  difficulty: number;
}

/** Roll A acting against roll B: the Contested Outcome's odds and the chance A comes out ahead. */
export interface ContestView {
  rows: OutcomeRow[];
  /** A's chance of a Contested Outcome above 0 (a complete success). */
  success: Chance;
  /** The chance B holds: a tie or better for the defender. */
  holds: Chance;
  mean: { value: string; exact: string };
}

/** The heat map: success chance for each pool (row) and named Difficulty (column), with roll A marked. */
export interface HeatView {
  pools: number[];
  difficulties: number[];
  cells: number[][];
  /** Where roll A sits on the map, when it does. */
  marked: { pool: number; difficulty: number } | undefined;
}

/** The whole probability page, computed from its settings; the same on the server and in the browser. */
export interface OddsPageModel {
  rolls: RollView[];
  contest: ContestView | undefined;
  heat: HeatView;
}

/**
 * A chance in the page's three forms.
 * @example chance(fraction(1, 10)) // { probability: 0.1, percent: '10.0%', exact: '1/10' }
 */
export function chance(f: Fraction): Chance {
  const probability = fractionToNumber(f);
  return { probability, percent: formatPercent(probability), exact: formatFraction(f) };
}

function meanOf(dist: HasEntries): { value: string; exact: string } {
  const mean = meanOutcome(dist);
  return { value: fractionToNumber(mean).toFixed(2), exact: formatFraction(mean) };
}

/** Each Outcome's chance, exactly and at least, from the lowest possible Outcome to the highest. */
export function outcomeRows(dist: HasEntries): OutcomeRow[] {
  let above: Fraction = ONE; // the chance of this Outcome or more, starting from the lowest possible one
  return dist.entries.map(({ outcome, probability }) => {
    const row = { outcome, exactly: chance(probability), atLeast: chance(above) };
    above = subtractFractions(above, probability);
    return row;
  });
}

function distributionView(dist: HasEntries): DistributionView {
  const byTier = tierProbabilities(dist);
  return {
    rows: outcomeRows(dist),
    tiers: RESULT_TIERS.map((tier) => ({ tier, label: TIER_WORDS[tier], ...chance(byTier[tier]) })),
    success: chance(probabilityAtLeast(dist, 1)),
    mean: meanOf(dist),
  };
}

/** One roll's view: what the dice came to and every figure about its Outcome. */
export function rollView(side: 'a' | 'b', settings: OddsRollSettings): RollView {
  const dist = outcomeDistribution(rollOptionsFromSettings(settings));
  return {
    side,
    name: ROLL_NAMES[side],
    headline: rollHeadline(dist.roll),
    notes: rollNotes(settings, dist.roll),
    dice: dist.roll.dice,
    difficulty: dist.roll.difficulty,
    ...distributionView(dist),
  };
}

/** Roll A acting, roll B resisting: the Contested Outcome (never below 0, ties to the defender). */
export function contestView(a: OddsRollSettings, b: OddsRollSettings): ContestView {
  const contest = contestedDistribution(rollOptionsFromSettings(a), rollOptionsFromSettings(b));
  return {
    rows: outcomeRows(contest),
    success: chance(contest.success),
    holds: chance(subtractFractions(ONE, contest.success)),
    mean: meanOf(contest),
  };
}

/** The heat map for roll A's modifiers: pools 1 to `pools`, every Difficulty a roll may name. */
export function heatView(a: OddsRollSettings, pools: number): HeatView {
  const { pool, difficulty, ...rest } = rollOptionsFromSettings(a);
  const grid = successChanceGrid({ pools: { min: 1, max: pools }, difficulties: ODDS_DIFFICULTY_RANGE, roll: rest });
  return {
    pools: grid.pools,
    difficulties: grid.difficulties,
    cells: grid.cells.map((row) => row.map(fractionToNumber)),
    marked: pool <= pools ? { pool, difficulty: difficulty ?? a.difficulty } : undefined,
  };
}

/**
 * Everything the probability page shows for its settings.
 * @example oddsPageModel(DEFAULT_ODDS_PAGE).rolls[0].success.percent // '…' for 5 dice at Difficulty 6
 */
export function oddsPageModel(settings: OddsPageSettings): OddsPageModel {
  const rolls = [rollView('a', settings.a), ...(settings.b ? [rollView('b', settings.b)] : [])];
  return {
    rolls,
    contest: settings.b ? contestView(settings.a, settings.b) : undefined,
    heat: heatView(settings.a, heatMapPools(settings.heatPools, settings.a.pool)),
  };
}
