/** One line of the benchmark table. */
export interface BenchRow {
  benchmark: string;
  measured: string;
  target: string;
  pass: boolean;
}

/** A group of benchmarks: `run.ts` runs each module in turn and prints all rows in one table. */
export interface BenchModule {
  name: string;
  run: () => BenchRow[] | Promise<BenchRow[]>;
}

/** The median of some timings (the middle one, or the mean of the middle two). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new RangeError('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Runs `work` once and returns its value with the milliseconds it took (high-resolution clock). */
export function timed<T>(work: () => T): { value: T; ms: number } {
  const start = performance.now();
  const value = work();
  return { value, ms: performance.now() - start };
}

/** A duration for the table: two decimals below 10 ms, one above. */
export function formatMs(ms: number): string {
  return `${ms < 10 ? ms.toFixed(2) : ms.toFixed(1)} ms`;
}

/**
 * Numbers one module measures for another in the same run (run.ts runs modules in order), so a target can be a
 * ratio of two things timed on the same machine at the same time.
 */
export const sharedMeasures: { sheetRenderMs?: number } = {};
