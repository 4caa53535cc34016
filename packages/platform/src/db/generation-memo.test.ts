import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Connection, type Db } from './connection.js';
import { GenerationMemo } from './generation-memo.js';
import { readPrepared, statement } from './prepared.js';

describe('GenerationMemo', () => {
  let connection: Connection;

  beforeAll(async () => {
    connection = await connect({ memory: true });
    await connection.db.execute(sql`CREATE TABLE counters (n int)`);
  });
  afterAll(async () => {
    await connection.close();
  });

  it('computes once while only reads ran, and again after anything else', async () => {
    const memo = new GenerationMemo<number>();
    let computed = 0;
    const ask = () => memo.get(connection.db, 'k', async () => ++computed);
    expect(await ask()).toBe(1);
    expect(await ask()).toBe(1);
    // Our planned reads and plain SELECTs of pure calls write nothing; any other statement may.
    await readPrepared(connection, statement('count_counters', [], 'SELECT count(*) FROM counters'), []);
    await connection.db.execute(sql`SELECT count(*) FROM counters`);
    expect(await ask()).toBe(1);
    await connection.db.execute(sql`SELECT set_config('application_name', 'harbinger', false)`);
    expect(await ask()).toBe(2);
    await connection.db.execute(sql`INSERT INTO counters VALUES (1)`);
    expect(await ask()).toBe(3);
    expect(await memo.get(connection.db, 'other key', async () => 10)).toBe(10);
  });

  it('always computes on a database it cannot watch (PostgreSQL)', async () => {
    const memo = new GenerationMemo<number>();
    const unwatched = {} as Db;
    let computed = 0;
    await memo.get(unwatched, 'k', async () => ++computed);
    await memo.get(unwatched, 'k', async () => ++computed);
    expect(computed).toBe(2);
  });
});
