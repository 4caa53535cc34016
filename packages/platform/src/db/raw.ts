import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from './connection.js';

/** Runs raw SQL on either backend and returns its rows typed as the caller says (both drivers answer `{ rows }`). */
export async function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
