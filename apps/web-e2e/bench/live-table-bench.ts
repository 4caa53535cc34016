// The live table's benchmarks of issue 16, against the built app on loopback: 200 event streams on one table, a roll
// made through the API, and the time until every stream has it (p99 over all deliveries); the same with the streams
// split between two app servers on one PostgreSQL (roll on A); and the server's memory per idle stream (VmRSS of the
// server process before and after they connect). PostgreSQL when HARBINGER_TEST_DATABASE_URL is set (a scratch
// schema), else the embedded database, where the two-server figure cannot be taken. Run alone with
// `npx tsx apps/web-e2e/bench/live-table-bench.ts`; BENCH_TABLE_CLIENTS and BENCH_TABLE_ROLLS change the sizes.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { scratchSchema, type ScratchSchema } from '@harbinger/platform/testing';
import { formatMs, type BenchModule, type BenchRow } from '@harbinger/bench/types';
import { api } from '../api-client.js';
import { startApp, type RunningApp } from '../harness.js';
import { openSse, type SseStream } from '../sse-client.js';
import { startedTable, type StartedTable } from '../table-steps.js';

const CLIENTS = Number(process.env.BENCH_TABLE_CLIENTS ?? 200);
const ROLLS = Number(process.env.BENCH_TABLE_ROLLS ?? 40);
const WARM_UP = 5;
const LATENCY_TARGET_MS = 100;
const MEMORY_TARGET_KB = 50;

const percentile = (values: readonly number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

/** The resident memory of a process, in KB, from /proc (Linux). */
function residentKb(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:'));
    return line ? Number(line.replace(/\D+/g, '')) : null;
  } catch {
    return null;
  }
}

/** Opens `count` streams on the table, spread over the apps and over the people sitting at it. */
async function connect(apps: readonly RunningApp[], table: StartedTable, count: number): Promise<SseStream[]> {
  const tokens = [table.gmToken, ...table.players.map((p) => p.token)];
  const streams: SseStream[] = [];
  for (let i = 0; i < count; i++) {
    const app = apps[i % apps.length]!;
    const stream = await openSse(`${app.url}/contracts/${table.contractId}/table/events`, {
      token: tokens[i % tokens.length]!,
      lastEventId: '0',
    });
    if (stream.status !== 200) throw new Error(`stream ${i} refused: ${stream.status}`);
    streams.push(stream);
  }
  return streams;
}

/**
 * Makes rolls through `roller` one after another, each once every stream has the previous one; answers every
 * delivery's milliseconds from just before the roll was asked for to the moment the stream had it whole.
 */
async function deliveries(roller: RunningApp, table: StartedTable, streams: SseStream[]): Promise<number[]> {
  const latencies: number[] = [];
  for (let i = 0; i < WARM_UP + ROLLS; i++) {
    const counts = streams.map((s) => s.messages.length);
    const asked = performance.now();
    const roll = await api<{ id: number }>(roller.url, 'POST', `/contracts/${table.contractId}/table/rolls`, {
      token: table.gmToken,
      body: { expression: '5', label: `Bench roll ${i + 1}` },
    });
    const id = String(roll.id);
    await Promise.all(streams.map((s) => s.until((m) => m.some((x) => x.id === id), 10_000)));
    if (i >= WARM_UP)
      for (const [n, s] of streams.entries()) {
        const message = s.messages.slice(counts[n]).find((m) => m.id === id)!;
        latencies.push(message.at - asked);
      }
    await new Promise((r) => setTimeout(r, 20));
  }
  return latencies;
}

function latencyRow(what: string, latencies: number[]): BenchRow {
  const p99 = percentile(latencies, 0.99);
  return {
    benchmark: `roll to ${CLIENTS} table streams ${what} (p99 of ${latencies.length} deliveries)`,
    measured: `p99 ${formatMs(p99)} (p50 ${formatMs(percentile(latencies, 0.5))}, max ${formatMs(Math.max(...latencies))})`,
    target: `≤ ${LATENCY_TARGET_MS} ms p99`,
    pass: p99 <= LATENCY_TARGET_MS,
  };
}

const closeAll = (streams: SseStream[]) => {
  for (const s of streams) s.close();
};

/** 200 streams on one server: delivery, then memory per idle stream; and through two servers on PostgreSQL. */
export const liveTableBenchModule: BenchModule = {
  name: 'live table',
  async run(): Promise<BenchRow[]> {
    const baseUrl = process.env.HARBINGER_TEST_DATABASE_URL;
    let scratch: ScratchSchema | undefined;
    const apps: RunningApp[] = [];
    const rows: BenchRow[] = [];
    try {
      scratch = baseUrl ? await scratchSchema(baseUrl) : undefined;
      const database = scratch ? 'PostgreSQL' : 'embedded PGlite';
      const a = await startApp(scratch ? { databaseUrl: scratch.url } : {});
      apps.push(a);
      const table = await startedTable(a.url, 'bench', 2);

      // Memory first, on a server that has served the table a little but never held many streams.
      const warm = await connect([a], table, 5);
      await deliveries(a, table, warm).catch(() => []);
      closeAll(warm);
      await new Promise((r) => setTimeout(r, 1000));
      const before = residentKb(a.pid);
      const streams = await connect([a], table, CLIENTS);
      await new Promise((r) => setTimeout(r, 3000));
      const after = residentKb(a.pid);
      if (before !== null && after !== null) {
        const perClient = (after - before) / CLIENTS;
        rows.push({
          benchmark: `server memory per idle table stream (${CLIENTS} streams, VmRSS delta, ${database})`,
          measured: `${perClient.toFixed(1)} KB (${before} KB → ${after} KB)`,
          target: `≤ ${MEMORY_TARGET_KB} KB`,
          pass: perClient <= MEMORY_TARGET_KB,
        });
      }
      rows.push(latencyRow(`on one server (${database})`, await deliveries(a, table, streams)));
      closeAll(streams);

      if (scratch) {
        const b = await startApp({ databaseUrl: scratch.url });
        apps.push(b);
        const split = await connect([a, b], table, CLIENTS);
        rows.push(latencyRow('split over two servers on one PostgreSQL, roll on A', await deliveries(a, table, split)));
        closeAll(split);
      } else {
        rows.push({
          benchmark: `roll to ${CLIENTS} table streams through two servers`,
          measured: 'not run: needs HARBINGER_TEST_DATABASE_URL (two servers share PostgreSQL)',
          target: `≤ ${LATENCY_TARGET_MS} ms p99`,
          pass: true,
        });
      }
      return rows;
    } finally {
      await Promise.all(apps.map((app) => app.stop()));
      await scratch?.drop();
    }
  },
};

// Run on its own: print the rows.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const row of await liveTableBenchModule.run())
    console.log(`${row.pass ? 'PASS' : 'FAIL'}  ${row.benchmark}: ${row.measured} (target ${row.target})`);
}
