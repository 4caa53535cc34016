import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { bruteForceDistribution, clearOddsCache, formatFraction, outcomeDistribution, type OutcomeDistribution } from '../src/odds/index.js';
import { formatMs, median, timed, type BenchModule, type BenchRow } from '@harbinger/bench/types';
import { allPoolsPass } from './odds-all-pools.js';

const ALL_POOLS_TARGET_MS = 20;
const SPEEDUP_TARGET = 100;
const FRESH_PROCESSES = 5;
const REPEATS = 10;
const BRUTE_FORCE_ROLL = { pool: 8, difficulty: 6 } as const;
const ALL_POOLS = 'exact odds, pools 1–50 × Difficulty 4–9';

/** Times the first odds pass in several fresh processes (nothing compiled, nothing cached): one child per sample. */
function freshProcessPasses(): number[] {
  const script = fileURLToPath(new URL('./odds-cold-pass.ts', import.meta.url));
  return Array.from({ length: FRESH_PROCESSES }, () => {
    // The same node and loader flags as this process (tsx), so the child can run TypeScript.
    const child = spawnSync(process.execPath, [...process.execArgv, script], { encoding: 'utf8' });
    if (child.status !== 0) throw new Error(`cold-pass child failed: ${child.stderr}`);
    return (JSON.parse(child.stdout.trim().split('\n').at(-1)!) as { ms: number }).ms;
  });
}

/** Times `work` REPEATS times, emptying the odds cache first when asked. */
function repeatedMs(work: () => unknown, clearCache: boolean): number[] {
  return Array.from({ length: REPEATS }, () => {
    if (clearCache) clearOddsCache();
    return timed(work).ms;
  });
}

function withinTarget(benchmark: string, ms: number, detail = ''): BenchRow {
  return { benchmark, measured: formatMs(ms) + detail, target: `≤ ${ALL_POOLS_TARGET_MS} ms`, pass: ms <= ALL_POOLS_TARGET_MS };
}

const asText = (dist: OutcomeDistribution) => dist.entries.map((e) => `${e.outcome}:${formatFraction(e.probability)}`);

/** Rows of the odds benchmark: the all-pools pass cold and warm, and the exact engine against brute force. */
export function oddsBench(): BenchRow[] {
  const cold = freshProcessPasses();
  const cacheCleared = repeatedMs(allPoolsPass, true);
  const warm = repeatedMs(allPoolsPass, false);

  // Brute force once (10^8 combinations); the exact engine from an empty cache, median of several runs.
  const brute = timed(() => bruteForceDistribution(BRUTE_FORCE_ROLL));
  const exactMs = median(repeatedMs(() => outcomeDistribution(BRUTE_FORCE_ROLL), true));
  const speedup = brute.ms / exactMs;
  const bruteText = asText(brute.value);
  const exactText = asText(outcomeDistribution(BRUTE_FORCE_ROLL));
  const identical = bruteText.length === exactText.length && bruteText.every((line, i) => line === exactText[i]);

  return [
    withinTarget(`${ALL_POOLS}, first pass of a fresh process (median of ${FRESH_PROCESSES})`, median(cold), ` (${formatMs(Math.min(...cold))}–${formatMs(Math.max(...cold))})`),
    withinTarget(`${ALL_POOLS}, cache cleared in a warmed-up process (median of ${REPEATS})`, median(cacheCleared)),
    withinTarget(`${ALL_POOLS}, warm cache (median of ${REPEATS})`, median(warm)),
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
