import { sql } from 'drizzle-orm';
import type { Platform } from '../context.js';
import { creditEntries, scenarios } from '../db/schema.js';

/** A Scenario row to insert in tests: a writer and any column overrides. */
export type ScenarioFixture = Partial<typeof scenarios.$inferInsert> & { authorId: string | null };

/**
 * Inserts a Scenario directly (the create workflow belongs elsewhere): a summary and an Overview unless overridden.
 * @example const id = await insertExchangeScenario(p, { authorId: writer.userId, title: 'The Salt Ledger' })
 */
export async function insertExchangeScenario(
  p: Pick<Platform, 'db' | 'now'>,
  fixture: ScenarioFixture,
): Promise<string> {
  const now = p.now();
  const [row] = await p.db
    .insert(scenarios)
    .values({
      title: 'The Salt Ledger',
      summary: 'A harbour audit goes wrong.',
      overview: 'The crew is hired to lose a ledger before the auditors arrive.',
      wordCount: 11,
      createdAt: now,
      updatedAt: now,
      ...fixture,
    })
    .returning({ id: scenarios.id });
  return row!.id;
}

/** Gives a player Exchange credits, as an approval would (a test's shortcut). */
export async function grantCredits(p: Pick<Platform, 'db' | 'now'>, userId: string, amount: number): Promise<void> {
  await p.db.insert(creditEntries).values({ userId, amount, kind: 'exchange_approval', createdAt: p.now() });
}

/**
 * Puts `count` approved Scenarios of `authorId` on the Exchange in one statement (the benchmark's data): approvals a
 * second apart in pairs (so equal times occur), tags from a small set, table sizes and Status varied.
 */
export async function fillExchange(p: Pick<Platform, 'db'>, authorId: string, count: number): Promise<void> {
  await p.db.execute(sql`
    INSERT INTO scenarios (author_id, title, summary, overview, tags, min_players, max_players, suggested_status,
      word_count, exchange_state, exchange_approved_at, created_at, updated_at)
    SELECT ${authorId}::uuid, 'Bench Scenario ' || n, 'A job that goes wrong in way number ' || n || '.', 'Words.',
      ARRAY[(ARRAY['heist','horror','city','harbour','chase'])[1 + n % 5], (ARRAY['night','rain','debt'])[1 + n % 3]],
      1 + n % 3, 3 + n % 4, (ARRAY['any','newbie','novice','seasoned'])[1 + n % 4], 1200, 'approved',
      timestamptz '2030-01-01T00:00:00Z' + ((n / 2) * interval '1 second'), now(), now()
    FROM generate_series(1, ${count}::int) AS n`);
  await p.db.execute(sql`ANALYZE scenarios`);
}
