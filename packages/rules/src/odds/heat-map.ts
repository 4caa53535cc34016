import type { RollOptions } from '../dice/pool.js';
import { outcomeDistribution } from './distribution.js';
import type { Fraction } from './fraction.js';
import { probabilityAtLeast } from './summaries.js';

/** What a success-chance grid covers: pools and named Difficulties (inclusive), and the roll's other modifiers. */
export interface SuccessGridInput {
  pools: { min: number; max: number };
  difficulties: { min: number; max: number };
  /** Everything else about the roll (Penalty, bonuses, exertion, rank 6, Ability steps…), the same in every cell. */
  roll?: Omit<RollOptions, 'pool' | 'difficulty'>;
}

/** The chance of success (Outcome 1 or more) for every pool and Difficulty of a grid, exactly. */
export interface SuccessGrid {
  pools: number[];
  difficulties: number[];
  /** `cells[i][j]`: the chance for `pools[i]` dice at Difficulty `difficulties[j]`. */
  cells: Fraction[][];
}

function span({ min, max }: { min: number; max: number }): number[] {
  return Array.from({ length: Math.max(0, max - min + 1) }, (_, i) => min + i);
}

/**
 * The exact chance of success over a grid of pools × Difficulties, the other modifiers held fixed: the table
 * behind a heat map. Difficulties are the ones a GM names; the clamp, overflow and Ability steps apply as usual.
 * @example successChanceGrid({ pools: { min: 1, max: 1 }, difficulties: { min: 6, max: 6 } }).cells[0][0] // 1/2
 */
export function successChanceGrid({ pools, difficulties, roll = {} }: SuccessGridInput): SuccessGrid {
  const poolList = span(pools);
  const difficultyList = span(difficulties);
  const cells = poolList.map((pool) =>
    difficultyList.map((difficulty) => probabilityAtLeast(outcomeDistribution({ ...roll, pool, difficulty }), 1)),
  );
  return { pools: poolList, difficulties: difficultyList, cells };
}
