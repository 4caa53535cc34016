import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema.js';
import { player } from './fixtures.js';
import { watchStatements } from './statement-log.js';
import { backends, useTestPlatform } from './test-platform.js';

describe.each(backends)('watching what the database is asked ($name)', (backend) => {
  const t = useTestPlatform(backend);

  it('logs plain reads as reads (quoted semicolons too), and sees transactions, writes and locking reads', async () => {
    const ada = await player(t.platform, 'ada');
    const log = watchStatements(t.platform.db);
    try {
      await t.platform.db.select().from(users).where(eq(users.id, ada.userId));
      expect(log.statements).toHaveLength(1);
      expect(log.writes()).toEqual([]);
      await t.platform.db.update(users).set({ handle: 'ada2' }).where(eq(users.id, ada.userId));
      await t.platform.db.select().from(users).for('update');
      await t.platform.db.execute(sql`SELECT concat_ws(';', 'a', 'b')`);
      await t.platform.db.execute(sql`SELECT set_config('application_name', 'harbinger_test', false)`);
      await t.platform.db.transaction(async (tx) => void (await tx.execute(sql`SELECT 1`)));
      expect(log.writes()).toHaveLength(3);
      expect(log.transactions).toBe(1);
    } finally {
      log.stop();
    }
    await t.platform.db.select().from(users);
    expect(log.statements).toHaveLength(5);
  });
});
