import { DEFAULT_DIFFICULTY } from '../dice/score.js';
import type { RollOptions, SecondaryAbilityUse } from '../dice/pool.js';

/** How a roll on the probability page uses a Secondary Ability: not at all, specialty applies, or only implied. */
export type SecondaryChoice = 'none' | SecondaryAbilityUse;
/** Every Secondary Ability choice, in the order a form lists them. */
export const SECONDARY_CHOICES = ['none', 'applies', 'implied'] as const satisfies readonly SecondaryChoice[];

/**
 * One roll as the probability page describes it: plain numbers and switches that map one to one onto form fields
 * and query parameters. `rollOptionsFromSettings` turns it into the dice engine's `RollOptions`.
 */
export interface OddsRollSettings {
  /** Base dice (Attribute + Ability). */
  pool: number;
  /** The Difficulty the GM names, before the clamp and before any Ability step. */
  difficulty: number;
  /** The roller's Penalty (Body and Mind); exertion ignores it. */
  penalty: number;
  /** The largest dice bonus (bonuses do not stack). */
  bonus: number;
  /** Other dice lost (armor, dashing…): they add up, and exertion does not lift them. */
  lost: number;
  exert: boolean;
  /** A rank-6 Ability: the dice's Outcome never goes below 0. */
  rank6: boolean;
  /** No rank in the Ability: +1 Difficulty. */
  noAbility: boolean;
  secondary: SecondaryChoice;
  /** The `pool-floor-1` house rule: penalties may leave a single die. */
  poolFloor1: boolean;
}

/** Which view of the Outcome distribution the page draws: the chance of each Outcome, or of that much or more. */
export type OddsView = 'exactly' | 'at_least';
/** Every view, default first. */
export const ODDS_VIEWS = ['exactly', 'at_least'] as const satisfies readonly OddsView[];

/** Everything the probability page shows is decided by these settings (and so by its address). */
export interface OddsPageSettings {
  a: OddsRollSettings;
  /** A second roll, drawn beside the first and set against it in the contest view; absent for one roll. */
  b: OddsRollSettings | undefined;
  view: OddsView;
  /** The heat map's largest pool; absent to fit roll A (see `heatMapPools`). */
  heatPools: number | undefined;
}

/** Pools the page takes (the community calculator stops at 16, the bot at 49; big pools cost nothing here). */
export const ODDS_POOL_RANGE = { min: 1, max: 50 } as const;
/** Difficulties a roll may name: below 4 counts as 4, and each point past 9 removes a die. */
export const ODDS_DIFFICULTY_RANGE = { min: 2, max: 15 } as const;
/** Penalty, bonus and other dice lost: each 0–20. */
export const ODDS_MODIFIER_RANGE = { min: 0, max: 20 } as const;
/** The heat map's largest pool. */
export const HEAT_MAP_POOL_RANGE = { min: 5, max: 50 } as const;

/** A plain 5-dice roll at the standard Difficulty: the page's starting point. */
export const DEFAULT_ODDS_ROLL: Readonly<OddsRollSettings> = Object.freeze({
  pool: 5,
  difficulty: DEFAULT_DIFFICULTY,
  penalty: 0,
  bonus: 0,
  lost: 0,
  exert: false,
  rank6: false,
  noAbility: false,
  secondary: 'none',
  poolFloor1: false,
});

/** The page with nothing chosen: roll A alone, the "exactly" view, a heat map fitted to roll A. */
export const DEFAULT_ODDS_PAGE: Readonly<OddsPageSettings> = Object.freeze({
  a: DEFAULT_ODDS_ROLL,
  b: undefined,
  view: 'exactly',
  heatPools: undefined,
});

/**
 * The heat map's rows: pools 1 to the given size, or, when none is given, to the next ten at or above roll A's pool
 * (at least 10), so the roll being looked at is always on the map.
 * @example heatMapPools(undefined, 13) === 20
 */
export function heatMapPools(chosen: number | undefined, poolA: number): number {
  if (chosen !== undefined) return chosen;
  return Math.min(HEAT_MAP_POOL_RANGE.max, Math.max(10, Math.ceil(poolA / 10) * 10));
}

/**
 * The dice engine's options for a roll on the page.
 * @example rollOptionsFromSettings({ ...DEFAULT_ODDS_ROLL, pool: 3, lost: 1 })
 * // → { pool: 3, difficulty: 6, dicePenalties: [1], … }
 */
export function rollOptionsFromSettings(settings: OddsRollSettings): RollOptions {
  return {
    pool: settings.pool,
    difficulty: settings.difficulty,
    penalty: settings.penalty,
    bonuses: settings.bonus > 0 ? [settings.bonus] : [],
    dicePenalties: settings.lost > 0 ? [settings.lost] : [],
    exert: settings.exert,
    rank6: settings.rank6,
    noAbility: settings.noAbility,
    ...(settings.secondary === 'none' ? {} : { secondaryAbility: settings.secondary }),
    penaltyFloor: settings.poolFloor1 ? 1 : 2,
  };
}

/**
 * The page's description of a roll built elsewhere (a sheet, the bot): the largest bonus, the other dice penalties
 * added up. A Secondary Ability whose specialty applies to an attack, Defend, Dodge or Gift activation eases
 * nothing, so it is written as no Secondary Ability: the odds are the same. Values are not clamped here; the
 * page's decoder clamps them and says so.
 * @example settingsFromRollOptions({ pool: 6, bonuses: [1, 3], dicePenalties: [1, 1] }) // bonus 3, lost 2
 */
export function settingsFromRollOptions(options: RollOptions): OddsRollSettings {
  const easesNothing = options.secondaryAbility === 'applies' && options.purpose !== undefined;
  return {
    pool: options.pool,
    difficulty: options.difficulty ?? DEFAULT_DIFFICULTY,
    penalty: options.penalty ?? 0,
    bonus: Math.max(0, ...(options.bonuses ?? [])),
    lost: (options.dicePenalties ?? []).reduce((sum, p) => sum + p, 0),
    exert: options.exert ?? false,
    rank6: options.rank6 ?? false,
    noAbility: options.noAbility ?? false,
    secondary: easesNothing ? 'none' : (options.secondaryAbility ?? 'none'),
    poolFloor1: options.penaltyFloor === 1,
  };
}
