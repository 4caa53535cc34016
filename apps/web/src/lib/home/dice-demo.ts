import {
  RESULT_TIERS,
  formatFraction,
  oddsQueryString,
  outcomeDistribution,
  tierProbabilities,
} from '@harbinger/rules';
import { oddsPanel, type OddsPanelData } from '../sheet/odds.js';
import { freshSeed, readSeed, scoredRoll, type ScoredRoll } from './scored-roll.js';

/** The dice a visitor may pick in the demo (the odds page takes any pool). */
export const DEMO_DICE = { min: 1, max: 12, initial: 5 } as const;
/** The Difficulties the demo offers: the range dice are actually read at (the odds page shows the rest). */
export const DEMO_DIFFICULTY = { min: 4, max: 9, initial: 6 } as const;
/** The address keys of the demo's form. */
export const DEMO_KEYS = { dice: 'dice', difficulty: 'difficulty', roll: 'roll' } as const;
/** The seed of the roll shown before the visitor rolls: the same for everyone, and one that shows every kind of die. */
const FIRST_SEED = 'first338';

/** Everything the home page's dice demo shows. */
export interface DiceDemo {
  dice: number;
  difficulty: number;
  /** True once the visitor rolled (the address holds a seed); false for the example roll shown first. */
  rolled: boolean;
  roll: ScoredRoll;
  odds: OddsPanelData;
  /** Each tier's chance as an exact fraction, in the order of `odds.tiers`. */
  exact: string[];
  /** The seed the form sends next, so each press of "Roll" throws new dice. */
  nextSeed: string;
  /** The same roll on the odds page, for more detail. */
  oddsHref: string;
}

function wholeIn(value: string | null, range: { min: number; max: number; initial: number }): number {
  const n = value === null || value.trim() === '' ? NaN : Number(value);
  return Number.isInteger(n) && n >= range.min && n <= range.max ? n : range.initial;
}

/** The chance of each result tier as an exact fraction ("1/10"; "0" when it cannot happen), botch first. */
function exactTierChances(options: { pool: number; difficulty: number }): string[] {
  const byTier = tierProbabilities(outcomeDistribution(options));
  return RESULT_TIERS.map((tier) => (byTier[tier].num === 0n ? '0' : formatFraction(byTier[tier])));
}

/**
 * Reads the demo's settings from the address (anything out of range falls back to 5 dice at Difficulty 6), rolls
 * with the rules engine from the address's seed, and works out the exact odds of each result.
 * @example diceDemo(new URLSearchParams('dice=3&difficulty=7&roll=ab12')).roll.faces.length === 3
 */
export function diceDemo(params: URLSearchParams, nextSeed: string = freshSeed()): DiceDemo {
  const dice = wholeIn(params.get(DEMO_KEYS.dice), DEMO_DICE);
  const difficulty = wholeIn(params.get(DEMO_KEYS.difficulty), DEMO_DIFFICULTY);
  const seed = readSeed(params.get(DEMO_KEYS.roll));
  const options = { pool: dice, difficulty };
  return {
    dice,
    difficulty,
    rolled: seed !== null,
    roll: scoredRoll(options, seed ?? FIRST_SEED),
    odds: oddsPanel(options),
    exact: exactTierChances(options),
    nextSeed,
    oddsHref: `/odds?${oddsQueryString(options)}`,
  };
}
