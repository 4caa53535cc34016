// Times the sheet's reads, the way they were (one drizzle select per table, no cache) against the way they are:
// `npx tsx packages/platform/bench/sheet-reads.ts` (PGlite in memory and on disk; set BENCH_DATABASE_URL to add a
// PostgreSQL server, CALLS to change the number of calls per measure). Reports wall and CPU milliseconds per call,
// the median of three rounds; PGlite runs on the main thread, so its CPU time is what limits requests per second.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { STOCK_TRAUMAS } from '@harbinger/rules';
import { and, eq, gt, sql } from 'drizzle-orm';
import { hashToken } from '../src/accounts/tokens.js';
import { ledgerEntryView } from '../src/contractors/ledger.js';
import { sheetCacheOf } from '../src/contractors/sheet-cache.js';
import { buildView } from '../src/contractors/sheet.js';
import type { Db } from '../src/db/connection.js';
import { sessions, users } from '../src/db/schema.js';
import {
  addInjury,
  addTrauma,
  getContractor,
  getLedger,
  getSheetPage,
  listRolls,
  openPlatform,
  recordRoll,
  sessionUser,
  signIn,
  spendExp,
  type Actor,
  type Platform,
} from '../src/index.js';
import { contractorFor, expectOk, memoryLogger, player } from '../src/testing/index.js';
import { referenceRolls, referenceRows } from '../src/testing/sheet-reference.js';

const CALLS = Number(process.env.CALLS ?? 400);

async function seed(p: Platform): Promise<{ actor: NonNullable<Actor>; id: string; token: string }> {
  const actor = await player(p, 'bench');
  const id = await contractorFor(p, actor, { assets: ['beautiful', 'comfortable'], liabilities: ['ringing_ears'] });
  for (const severity of [2, 5, 3]) expectOk(await addInjury(p, actor, id, { severity }));
  expectOk(await addTrauma(p, actor, id, { stockId: Object.keys(STOCK_TRAUMAS)[0]! }));
  for (const trait of ['athletics', 'medicine', 'firearms'])
    expectOk(await spendExp(p, actor, id, { purchase: { kind: 'ability', id: trait } }));
  for (let i = 0; i < 30; i++) expectOk(await recordRoll(p, actor, id, { expression: 'dex+athletics' }));
  const session = expectOk(
    await signIn(p, { login: 'bench', password: 'a long enough password' }, { ip: '192.0.2.1' }),
  );
  return { actor, id, token: session.session.token };
}

/** The reads as they were before the one-query loader, the prepared statements and the cache. */
function before(p: Platform) {
  const contractor = async (actor: Actor, id: string) => buildView((await referenceRows(p.db, id))!, actor?.userId);
  const rolls = (id: string, limit: number) =>
    p.db.transaction(
      async (tx) => (await referenceRows(tx as unknown as Db, id), referenceRolls(tx as unknown as Db, id, limit)),
    );
  return {
    contractor,
    rolls,
    ledger: async (id: string) => (await referenceRows(p.db, id))!.ledger.map(ledgerEntryView),
    session: (token: string) =>
      p.db
        .select({ sessionId: sessions.id, lastUsedAt: sessions.lastUsedAt, userId: users.id, handle: users.handle })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, p.now())))
        .limit(1),
    page: async (actor: Actor, id: string) => [await contractor(actor, id), await rolls(id, 20)],
  };
}

async function measure(work: () => Promise<unknown>): Promise<{ wall: number; cpu: number }> {
  for (let i = 0; i < 20; i++) await work();
  const cpu0 = process.cpuUsage();
  const start = performance.now();
  for (let i = 0; i < CALLS; i++) await work();
  const cpu = process.cpuUsage(cpu0);
  return { wall: (performance.now() - start) / CALLS, cpu: (cpu.user + cpu.system) / 1000 / CALLS };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function run(name: string, p: Platform): Promise<void> {
  const { actor, id, token } = await seed(p);
  const old = before(p);
  const cold =
    <T>(work: () => Promise<T>) =>
    () => (sheetCacheOf(p.db).clear(), work());
  const cases: [string, () => Promise<unknown>, () => Promise<unknown>][] = [
    ['getContractor (owner)', () => old.contractor(actor, id), () => getContractor(p, actor, id)],
    ['getContractor (anonymous)', () => old.contractor(null, id), () => getContractor(p, null, id)],
    ['getContractor, cache cold', () => old.contractor(actor, id), cold(() => getContractor(p, actor, id))],
    ['listRolls (20)', () => old.rolls(id, 20), () => listRolls(p, actor, id, { limit: 20 })],
    ['getLedger', () => old.ledger(id), () => getLedger(p, actor, id)],
    ['sessionUser', () => old.session(token), () => sessionUser(p, token)],
    [
      'sheet page data (sheet + 20 rolls)',
      () => old.page(actor, id),
      () => getSheetPage(p, actor, id, { rolls: 20, ledger: false }),
    ],
    [
      'sheet page data, cache cold',
      () => old.page(actor, id),
      cold(() => getSheetPage(p, actor, id, { rolls: 20, ledger: false })),
    ],
  ];
  const rounds: Record<string, [was: { wall: number; cpu: number }, now: { wall: number; cpu: number }][]> = {};
  for (let round = 0; round < 3; round++) {
    for (const [label, was, now] of cases) (rounds[label] ??= []).push([await measure(was), await measure(now)]);
  }
  console.log(`\n${name} (ms per call, median of 3 rounds of ${CALLS})`);
  console.log(
    `  ${'read'.padEnd(36)} ${'before wall'.padStart(11)} ${'cpu'.padStart(7)} ${'after wall'.padStart(11)} ${'cpu'.padStart(7)}`,
  );
  for (const [label] of cases) {
    const r = rounds[label]!;
    const cell = (i: 0 | 1, key: 'wall' | 'cpu') => median(r.map((x) => x[i][key])).toFixed(3);
    console.log(
      `  ${label.padEnd(36)} ${cell(0, 'wall').padStart(11)} ${cell(0, 'cpu').padStart(7)} ${cell(1, 'wall').padStart(11)} ${cell(1, 'cpu').padStart(7)}`,
    );
  }
  const { hits, misses, rollHits, rollMisses } = sheetCacheOf(p.db).stats;
  console.log(`  cache: ${hits} hits, ${misses} misses; rolls ${rollHits} hits, ${rollMisses} misses`);
}

const log = memoryLogger();
const memory = await openPlatform({ memory: true, log });
try {
  await run('PGlite in memory', memory);
} finally {
  await memory.close();
}
const dir = await mkdtemp(join(tmpdir(), 'harbinger-bench-'));
try {
  const onDisk = await openPlatform({ dataDir: dir, log });
  try {
    await run('PGlite on disk', onDisk);
  } finally {
    await onDisk.close();
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
if (process.env.BENCH_DATABASE_URL) {
  const schema = `bench_${process.pid}`;
  const server = await openPlatform({ databaseUrl: process.env.BENCH_DATABASE_URL, schema, log });
  try {
    await run(`PostgreSQL (schema ${schema}, dropped afterwards)`, server);
  } finally {
    await server.db.execute(sql.raw(`DROP SCHEMA ${schema} CASCADE`));
    await server.close();
  }
}
