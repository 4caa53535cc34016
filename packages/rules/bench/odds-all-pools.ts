import { outcomeDistribution } from '../src/odds/index.js';

/** Pools and Difficulties the odds benchmark covers: every pool 1–50 at every final Difficulty 4–9. */
export const BENCH_POOLS = { fewest: 1, most: 50 } as const;
export const BENCH_DIFFICULTIES = { lowest: 4, highest: 9 } as const;

/** Computes the exact odds of every benchmarked pool and Difficulty; returns how many entries it made. */
export function allPoolsPass(): number {
  let entries = 0;
  for (let difficulty = BENCH_DIFFICULTIES.lowest; difficulty <= BENCH_DIFFICULTIES.highest; difficulty++) {
    for (let pool = BENCH_POOLS.fewest; pool <= BENCH_POOLS.most; pool++) {
      entries += outcomeDistribution({ pool, difficulty }).entries.length;
    }
  }
  return entries;
}
