import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import {
  bruteForceDistribution,
  clearOddsCache,
  formatFraction,
  outcomeDistribution,
  type OutcomeDistribution,
} from '../src/odds/index.js';
import { formatMs, median, timed, type BenchModule, type BenchRow } from '@harbinger/bench/types';
import { allPoolsPass } from './odds-all-pools.js';
import { allPoolsFloatPass } from './odds-float.js';

/** The exact table may cost at most this many times the same table in floating point. */
const FLOAT_RATIO_TARGET = 3;
const SPEEDUP_TARGET = 100;
const FRESH_PROCESSES = 5;
const REPEATS = 10;
const BRUTE_FORCE_ROLL = { pool: 8, difficulty: 6 } as const;
const ALL_POOLS = 'exact odds, pools 1–50 × Difficulty 4–9';

/** Times the first pass (`exact` or `float`) of a fresh process (nothing compiled, nothing cached). */
function freshProcessPass(kind: 'exact' | 'float'): number {
  const script = fileURLToPath(new URL('./odds-cold-pass.ts', import.meta.url));
  // The same node and loader flags as this process (tsx), so the child can run TypeScript.
  const child = spawnSync(process.execPath, [...process.execArgv, script, kind], { encoding: 'utf8' });
  if (child.status !== 0) throw new Error(`cold-pass child failed: ${child.stderr}`);
  return (JSON.parse(child.stdout.trim().split('\n').at(-1)!) as { ms: number }).ms;
}

/**
 * Times the exact and the floating-point sample `count` times each, taking turns, so both see the same conditions
 * on a busy machine.
 */
function inTurns(count: number, exact: () => number, float: () => number): { exact: number[]; float: number[] } {
  const times = { exact: [] as number[], float: [] as number[] };
  for (let i = 0; i < count; i++) {
    times.exact.push(exact());
    times.float.push(float());
  }
  return times;
}

/** Times `work` REPEATS times, emptying the odds cache first when asked. */
function repeatedMs(work: () => unknown, clearCache: boolean): number[] {
  return Array.from({ length: REPEATS }, () => {
    if (clearCache) clearOddsCache();
    return timed(work).ms;
  });
}

/** A row comparing the exact table's time with the floating-point table's, measured side by side. */
function againstFloat(benchmark: string, { exact, float }: { exact: number[]; float: number[] }): BenchRow {
  const ratio = median(exact) / median(float);
  return {
    benchmark,
    measured: `${ratio.toFixed(2)}× (exact ${formatMs(median(exact))}, float ${formatMs(median(float))})`,
    target: `≤ ${FLOAT_RATIO_TARGET}× float`,
    pass: ratio <= FLOAT_RATIO_TARGET,
  };
}

const asText = (dist: OutcomeDistribution) => dist.entries.map((e) => `${e.outcome}:${formatFraction(e.probability)}`);

/**
 * Rows of the odds benchmark: the all-pools pass cold and warm, each against the same table in floating point
 * timed in the same run, and the exact engine against brute force.
 */
export function oddsBench(): BenchRow[] {
  const cold = inTurns(
    FRESH_PROCESSES,
    () => freshProcessPass('exact'),
    () => freshProcessPass('float'),
  );
  const floatMs = () => timed(allPoolsFloatPass).ms;
  const cacheCleared = inTurns(REPEATS, () => (clearOddsCache(), timed(allPoolsPass).ms), floatMs);
  allPoolsPass(); // the cache filled for the warm samples
  const warm = inTurns(REPEATS, () => timed(allPoolsPass).ms, floatMs);

  // Brute force once (10^8 combinations); the exact engine from an empty cache, median of several runs.
  const brute = timed(() => bruteForceDistribution(BRUTE_FORCE_ROLL));
  const exactMs = median(repeatedMs(() => outcomeDistribution(BRUTE_FORCE_ROLL), true));
  const speedup = brute.ms / exactMs;
  const bruteText = asText(brute.value);
  const exactText = asText(outcomeDistribution(BRUTE_FORCE_ROLL));
  const identical = bruteText.length === exactText.length && bruteText.every((line, i) => line === exactText[i]);

  return [
    againstFloat(`${ALL_POOLS}, first pass of a fresh process (median of ${FRESH_PROCESSES})`, cold),
    againstFloat(`${ALL_POOLS}, cache cleared in a warmed-up process (median of ${REPEATS})`, cacheCleared),
    againstFloat(`${ALL_POOLS}, warm cache (median of ${REPEATS})`, warm),
    {
      benchmark: 'exact vs brute force, 8 dice at Difficulty 6 (10^8 combinations)',
      measured: `${Math.round(speedup).toLocaleString('en-US')}× (exact ${formatMs(exactMs)}, brute ${formatMs(brute.ms)})`,
      target: `≥ ${SPEEDUP_TARGET}× faster`,
      pass: speedup >= SPEEDUP_TARGET,
    },
    {
      benchmark: 'exact and brute-force fractions agree, 8 dice at Difficulty 6',
      measured: identical ? `identical (${exactText.length} Outcomes)` : 'DIFFERENT',
      target: 'identical',
      pass: identical,
    },
  ];
}

/** The odds benchmarks as a module for run.ts. */
export const oddsBenchModule: BenchModule = { name: 'odds', run: oddsBench };
