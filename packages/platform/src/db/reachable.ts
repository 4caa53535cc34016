import { sql } from 'drizzle-orm';
import type { Db } from './connection.js';

/** How long a health check waits for the database before calling it unreachable. */
const REACHABLE_TIMEOUT_MS = 3000;

/**
 * Whether the database answers a trivial query within `timeoutMs` (what `/health` reports). A server that cannot be
 * reached may leave a connection attempt hanging, so the wait is bounded.
 */
export async function databaseReachable(
  p: { db: Pick<Db, 'execute'> },
  timeoutMs = REACHABLE_TIMEOUT_MS,
): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<false>((done) => {
    timer = setTimeout(() => done(false), timeoutMs);
  });
  try {
    const answered = p.db.execute(sql`SELECT 1`).then(
      () => true,
      () => false,
    );
    return await Promise.race([answered, gaveUp]);
  } finally {
    clearTimeout(timer);
  }
}
