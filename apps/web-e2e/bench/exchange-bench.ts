// The Exchange's keyset paging (issue 14): on 25,000 approved Scenarios in an embedded database on disk (PGlite),
// page 1,000 (reached by following the cursor) must cost what page 1 does, and the plans must use the indexes.
// Run alone with `npx tsx apps/web-e2e/bench/exchange-bench.ts`; BENCH_EXCHANGE changes the number of Scenarios.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { browseExchange, openPlatform, type Platform } from '@harbinger/platform';
import {
  expectOk,
  explainExchangePage,
  fillExchange,
  memoryLogger,
  player,
  TEST_PASSWORD_COST,
} from '@harbinger/platform/testing';
import { formatMs, median, type BenchModule, type BenchRow } from '@harbinger/bench/types';

const SCENARIOS = Number(process.env.BENCH_EXCHANGE ?? 25_000);
const PAGE_SIZE = 20;
const DEEP_PAGE = 1000;
const RUNS = 200;
const WARM_UP = 20;

/** The cursor that opens page `n` (1-based), found by following `next` from the first page. */
async function cursorOfPage(
  p: Platform,
  n: number,
  filters: Record<string, unknown> = {},
): Promise<string | undefined> {
  let before: string | undefined;
  for (let page = 1; page < n; page++) {
    const next = expectOk(
      await browseExchange(p, null, { ...filters, limit: PAGE_SIZE, ...(before ? { before } : {}) }),
    ).next;
    if (!next) throw new Error(`the Exchange ran out before page ${n}`);
    before = next;
  }
  return before;
}

/** Median milliseconds of one page, the two pages asked in turn so both see the same conditions. */
async function pageTimings(p: Platform, cursors: readonly (string | undefined)[]): Promise<number[]> {
  const once = async (before: string | undefined) => {
    const started = performance.now();
    const page = expectOk(await browseExchange(p, null, { limit: PAGE_SIZE, ...(before ? { before } : {}) }));
    if (page.items.length !== PAGE_SIZE) throw new Error('a short page');
    return performance.now() - started;
  };
  for (let i = 0; i < WARM_UP; i++) for (const c of cursors) await once(c);
  const times = cursors.map((): number[] => []);
  for (let i = 0; i < RUNS; i++) for (const [n, c] of cursors.entries()) times[n]!.push(await once(c));
  return times.map((t) => median(t));
}

/** Which of our indexes a plan names. */
const indexesIn = (plan: readonly string[]) =>
  [...new Set(plan.join('\n').match(/scenarios_(exchange|tags)_idx/g) ?? [])].join(', ') || 'none';

/** Page 1 against page 1,000 of the Exchange, and the plans of paging and of a tag filter. */
export const exchangeBenchModule: BenchModule = {
  name: 'exchange',
  async run(): Promise<BenchRow[]> {
    const dir = mkdtempSync(join(tmpdir(), 'harbinger-bench-exchange-'));
    const p = await openPlatform({
      dataDir: join(dir, 'pglite'),
      log: memoryLogger(),
      passwordCost: TEST_PASSWORD_COST,
    });
    try {
      const writer = await player(p, 'benchwriter');
      const seededAt = performance.now();
      await fillExchange(p, writer.userId, SCENARIOS);
      const seedSeconds = (performance.now() - seededAt) / 1000;
      const deep = await cursorOfPage(p, DEEP_PAGE);
      const [first, thousandth] = await pageTimings(p, [undefined, deep]);
      const ratio = thousandth! / first!;
      const pagingPlan = await explainExchangePage(p, { limit: PAGE_SIZE, before: deep });
      const tagPlan = await explainExchangePage(p, { limit: PAGE_SIZE, tags: ['heist', 'rain'] });
      const deepTagPlan = await explainExchangePage(p, {
        limit: PAGE_SIZE,
        tags: ['heist', 'rain'],
        before: await cursorOfPage(p, 50, { tags: ['heist', 'rain'] }),
      });
      const pagingUsesIndex = indexesIn(pagingPlan).includes('scenarios_exchange_idx');
      return [
        {
          benchmark: `Exchange page ${DEEP_PAGE} vs page 1 (${SCENARIOS} approved, ${PAGE_SIZE} a page, median of ${RUNS}; seeded in ${seedSeconds.toFixed(1)} s)`,
          measured: `${formatMs(thousandth!)} vs ${formatMs(first!)} = ${ratio.toFixed(2)}×`,
          target: '≤ 1.5×',
          pass: ratio <= 1.5,
        },
        {
          benchmark: 'Exchange plans: paging / two tags / two tags on page 50',
          measured: `${indexesIn(pagingPlan)} / ${indexesIn(tagPlan)} / ${indexesIn(deepTagPlan)}`,
          target: 'paging uses scenarios_exchange_idx',
          pass: pagingUsesIndex,
        },
      ];
    } finally {
      await p.close();
      rmSync(dir, { recursive: true, force: true });
    }
  },
};

// Run on its own: print the rows.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const row of await exchangeBenchModule.run())
    console.log(`${row.pass ? 'PASS' : 'FAIL'}  ${row.benchmark}: ${row.measured} (target ${row.target})`);
}
