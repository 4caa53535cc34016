import { randomBytes } from 'node:crypto';
import { seededRng, type Rng } from '@harbinger/rules';
import { getTableName, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { openPlatform, type OpenPlatformOptions, type Platform } from '../context.js';
import { queryRows } from '../db/raw.js';
import { DATA_TABLES } from '../db/schema.js';
import { memoryLogger } from '../log.js';
import { memoryMailer } from '../mail/mailer.js';
import { TEST_PASSWORD_COST } from './password-cost.js';

/** A database the suites run against: PGlite in memory always, PostgreSQL when HARBINGER_TEST_DATABASE_URL is set. */
export interface Backend {
  name: 'pglite' | 'postgres';
  open(options?: OpenPlatformOptions): Promise<Platform>;
}

const testUrl = process.env.HARBINGER_TEST_DATABASE_URL;

/** Every backend to run the suites on (use with `describe.each(backends)`). */
export const backends: Backend[] = [
  {
    name: 'pglite',
    open: (options = {}) => openPlatform({ passwordCost: TEST_PASSWORD_COST, ...options, memory: true }),
  },
  ...(testUrl
    ? [
        {
          name: 'postgres' as const,
          open: (options: OpenPlatformOptions = {}) =>
            openPlatform({
              passwordCost: TEST_PASSWORD_COST,
              ...options,
              databaseUrl: testUrl,
              schema: freshSchemaName(),
            }),
        },
      ]
    : []),
];

/** A schema name no other test file uses. */
export function freshSchemaName(): string {
  return `test_${randomBytes(6).toString('hex')}`;
}

/** A clock tests move by hand. */
export interface TestClock {
  now(): Date;
  set(at: Date | string): void;
  advance(ms: number): void;
}

/** A clock starting at `start` (a fixed day by default) that only moves when told. */
export function testClock(start: Date | string = '2030-01-01T12:00:00Z'): TestClock {
  let at = new Date(start);
  return {
    now: () => new Date(at),
    set: (to) => (at = new Date(to)),
    advance: (ms) => (at = new Date(at.getTime() + ms)),
  };
}

/** What a suite gets: the platform (set before each test) and its controllable parts. */
export interface TestContext {
  platform: Platform;
  clock: TestClock;
  log: ReturnType<typeof memoryLogger>;
  mailer: ReturnType<typeof memoryMailer>;
  /** Replaces the platform's dice source for the rest of the test. */
  useRng(rng: Rng): void;
}

/** Settings a suite may give its platform. */
export type TestPlatformOptions = Pick<OpenPlatformOptions, 'origin' | 'passwordCost'>;

/**
 * Opens one platform per suite on `backend`, empties every table and resets clock, mail and log before each test,
 * and closes (dropping the PostgreSQL test schema) afterwards.
 */
export function useTestPlatform(backend: Backend, options: TestPlatformOptions = {}): TestContext {
  const clock = testClock();
  let rng: Rng = seededRng(1);
  const context = {
    clock,
    log: memoryLogger(),
    mailer: memoryMailer(),
    useRng: (next: Rng) => (rng = next),
  } as unknown as TestContext;
  let schemaToDrop: string | undefined;
  beforeAll(async () => {
    context.platform = await backend.open({
      ...options,
      now: () => clock.now(),
      log: context.log,
      mailer: context.mailer,
      rng: { nextUint32: () => rng.nextUint32() },
    });
    if (backend.name === 'postgres') {
      const [current] = await queryRows<{ name: string }>(context.platform.db, sql`SELECT current_schema() AS name`);
      schemaToDrop = current?.name;
    }
  }, 60_000);
  beforeEach(async () => {
    const names = DATA_TABLES.map((t) => `"${getTableName(t)}"`).join(', ');
    await context.platform.db.execute(sql.raw(`TRUNCATE ${names} CASCADE`));
    clock.set('2030-01-01T12:00:00Z');
    rng = seededRng(1);
    context.log.entries.length = 0;
    context.mailer.sent.length = 0;
  });
  afterAll(async () => {
    if (!context.platform) return;
    if (schemaToDrop?.startsWith('test_'))
      await context.platform.db.execute(sql.raw(`DROP SCHEMA ${schemaToDrop} CASCADE`));
    await context.platform.close();
  });
  return context;
}
