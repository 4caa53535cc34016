import type { Platform } from '../context.js';
import { creditEntries, scenarios } from '../db/schema.js';

/** A Scenario row to insert in tests: a writer and any column overrides. */
export type ScenarioFixture = Partial<typeof scenarios.$inferInsert> & { authorId: string | null };

/**
 * Inserts a Scenario directly (the create workflow belongs elsewhere): a summary and an Overview unless overridden.
 * @example const id = await insertScenario(p, { authorId: writer.userId, title: 'The Salt Ledger' })
 */
export async function insertScenario(p: Pick<Platform, 'db' | 'now'>, fixture: ScenarioFixture): Promise<string> {
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
