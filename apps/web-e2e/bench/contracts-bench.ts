// The play loop's two benchmarks of issue 5, on a seeded history in the default embedded database (PGlite on disk):
// recording a Contract with 6 attendees (p95 of many, through `finishContract`), and the sheet page of a Contractor
// with 1,000 Contracts of history against a fresh one (HTTP GETs to the built app). Run alone with
// `npx tsx apps/web-e2e/bench/contracts-bench.ts`; BENCH_CONTRACTS changes the size of the seeded history.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  finishContract,
  openPlatform,
  rsvp,
  scheduleContract,
  seedDatabase,
  startContract,
  veteranTable,
  type Platform,
} from '@harbinger/platform';
import { contractorFor, expectOk, memoryLogger } from '@harbinger/platform/testing';
import { formatMs, median, type BenchModule, type BenchRow } from '@harbinger/bench/types';
import { startApp, type RunningApp } from '../harness.js';

const CONTRACTS = Number(process.env.BENCH_CONTRACTS ?? 3000);
const HEAVY = 1000;
const FINISHES = 200;
const WARM_UP = 20;
const SHEET_REQUESTS = 150;

const percentile = (values: readonly number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

/**
 * Milliseconds of `finishContract` for Contracts of six, each scheduled, answered and started beforehand (not timed).
 */
async function finishTimings(p: Platform, veteranId: string): Promise<number[]> {
  const table = await veteranTable(p, veteranId);
  const timings: number[] = [];
  for (let i = 0; i < WARM_UP + FINISHES; i++) {
    const id = expectOk(
      await scheduleContract(p, table.gm, {
        playgroupId: table.playgroupId,
        title: `Bench night ${i + 1}`,
        startsAt: new Date(Date.now() + 86_400_000),
        capacity: 6,
      }),
    ).id;
    for (const s of table.seats) expectOk(await rsvp(p, s.player, id, { contractorId: s.contractorId }));
    expectOk(await startContract(p, table.gm, id));
    const outcomes = table.seats.map((s, n) => ({
      contractorId: s.contractorId,
      outcome: (n + i) % 3 === 0 ? 'failure' : 'victory',
      commission: n === i % 6,
    }));
    const started = performance.now();
    expectOk(await finishContract(p, table.gm, id, { outcomes, gmImprovementContractorId: table.gmContractor }));
    if (i >= WARM_UP) timings.push(performance.now() - started);
  }
  return timings;
}

/** Median milliseconds to fetch each page in full, the pages asked in turn so both see the same conditions. */
async function pageTimings(app: RunningApp, paths: readonly string[]): Promise<number[]> {
  const fetchOnce = async (path: string) => {
    const started = performance.now();
    const response = await fetch(`${app.url}${path}`);
    await response.text();
    if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
    return performance.now() - started;
  };
  for (let i = 0; i < WARM_UP; i++) for (const path of paths) await fetchOnce(path);
  const times = paths.map((): number[] => []);
  for (let i = 0; i < SHEET_REQUESTS; i++)
    for (const [n, path] of paths.entries()) times[n]!.push(await fetchOnce(path));
  return times.map((t) => median(t));
}

function sheetRow(tab: string, heavy: number, fresh: number): BenchRow {
  const ratio = heavy / fresh;
  return {
    benchmark: `sheet page (${tab}) of a Contractor with ${HEAVY} Contracts vs a fresh one, median of ${SHEET_REQUESTS}`,
    measured: `${formatMs(heavy)} vs ${formatMs(fresh)} = ${ratio.toFixed(2)}×`,
    target: '≤ 1.2×',
    pass: ratio <= 1.2,
  };
}

/** Recording a Contract of six, and the veteran's sheet against a fresh one. */
export const contractsBenchModule: BenchModule = {
  name: 'contracts',
  async run(): Promise<BenchRow[]> {
    const dir = mkdtempSync(join(tmpdir(), 'harbinger-bench-contracts-'));
    const dataDir = join(dir, 'pglite');
    try {
      let p = await openPlatform({ dataDir, log: memoryLogger() });
      const seededAt = performance.now();
      const seeded = expectOk(await seedDatabase(p, { contracts: CONTRACTS, seed: 'bench', heavy: HEAVY }));
      const seedSeconds = (performance.now() - seededAt) / 1000;
      const player = { userId: seeded.ids.users[0]!, handle: 'bench' };
      const fresh = await contractorFor(p, player, {
        name: 'Fresh Face',
        archetype: 'night-shift nurse',
        paradigm: 'luck can be earned',
        ambition: 'to clear a debt',
        attributes: { brawn: 2, dexterity: 3, perception: 3, charisma: 2, intellect: 2 },
        abilities: { firearms: 2, alertness: 2, stealth: 1 },
      });
      await p.close();

      const app = await startApp({ dataDir });
      let status: number[];
      let story: number[];
      try {
        const heavy = `/contractors/${seeded.heavy.contractorId}`;
        const light = `/contractors/${fresh}`;
        status = await pageTimings(app, [heavy, light]);
        story = await pageTimings(app, [`${heavy}?tab=story`, `${light}?tab=story`]);
      } finally {
        await app.stop();
      }

      p = await openPlatform({ dataDir, log: memoryLogger() });
      let timings: number[];
      try {
        timings = await finishTimings(p, seeded.heavy.contractorId);
      } finally {
        await p.close();
      }
      const p95 = percentile(timings, 0.95);
      return [
        {
          benchmark: `record a Contract with 6 attendees (finishContract, PGlite on disk, ${FINISHES} runs; ${CONTRACTS} seeded in ${seedSeconds.toFixed(1)} s)`,
          measured: `p95 ${formatMs(p95)} (p50 ${formatMs(percentile(timings, 0.5))})`,
          target: '≤ 50 ms p95',
          pass: p95 <= 50,
        },
        sheetRow('status tab', status[0]!, status[1]!),
        sheetRow('story tab', story[0]!, story[1]!),
      ];
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
};

// Run on its own: print the rows.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const row of await contractsBenchModule.run())
    console.log(`${row.pass ? 'PASS' : 'FAIL'}  ${row.benchmark}: ${row.measured} (target ${row.target})`);
}
