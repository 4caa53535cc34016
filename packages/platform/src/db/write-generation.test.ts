import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isReadOnlySql, watchWrites, type WriteGeneration } from './write-generation.js';

describe('isReadOnlySql', () => {
  it.each([
    ['SELECT 1', true],
    ['  select * from contractors where id = $1', true],
    ['select "id", "amount" from "ledger" where ("contractor_id" = $1 and "voided_at" is null) limit $2', true],
    ['select count(*), coalesce(sum("amount"), 0) from "ledger" where "resource" = \'into\'', true],
    ['select "nextval" from "t"', true],
    ["SELECT * FROM t WHERE note = 'a;b'", true],
    ['SELECT id, (rank() OVER (ORDER BY count(*) DESC))::int AS rank FROM t GROUP BY id', true],
    ['SELECT lo_unlink(1)', false],
    ['SELECT count(*) FROM t; SELECT 1', false],
    ['SELECT * INTO copied FROM contractors', false],
    ['select a into temporary kept from t', false],
    ["SELECT set_config('search_path', 'elsewhere', false)", false],
    ['SELECT archive_old_rows()', false],
    ['WITH x AS (DELETE FROM t RETURNING *) SELECT * FROM x', false],
    ['SELECT * FROM contractors FOR UPDATE', false],
    ['select id from t for no key update', false],
    ['SELECT * FROM t FOR SHARE', false],
    ["SELECT nextval('s')", false],
    ['SELECT pg_advisory_xact_lock(1)', false],
    ['SELECT 1; DELETE FROM t', false],
    ['INSERT INTO t VALUES (1)', false],
    ['UPDATE t SET a = 1', false],
    ['EXECUTE h_sheet_stamp_0123456789ab(1)', true],
    ['PREPARE h_sheet_stamp_0123456789ab(uuid) AS SELECT 1', true],
    ['EXECUTE someone_elses_statement', false],
    ['TRUNCATE t', false],
    [undefined, false],
  ])('%s → %s', (text, readOnly) => {
    expect(isReadOnlySql(text)).toBe(readOnly);
  });
});

describe('watchWrites on PGlite', () => {
  let client: PGlite;
  let generation: WriteGeneration;

  beforeAll(async () => {
    client = new PGlite();
    await client.waitReady;
    generation = watchWrites(client);
    await client.exec('CREATE TABLE t (a int)');
  });
  afterAll(async () => {
    await client.close();
  });

  it('stays put for our planned reads', async () => {
    const before = generation.value;
    await client.exec('PREPARE h_count_000000000000 AS SELECT count(*) FROM t');
    await client.exec('EXECUTE h_count_000000000000');
    expect(generation.value).toBe(before);
  });

  it('moves on for every write, failed ones included', async () => {
    let before = generation.value;
    await client.query('INSERT INTO t VALUES ($1)', [1]);
    expect(generation.value).toBeGreaterThan(before);
    before = generation.value;
    await expect(client.query('INSERT INTO missing VALUES (1)')).rejects.toThrow();
    expect(generation.value).toBeGreaterThan(before);
    before = generation.value;
    await client.exec('UPDATE t SET a = 2');
    expect(generation.value).toBeGreaterThan(before);
    // A SELECT that writes: it makes a new table from a query.
    before = generation.value;
    await client.query('SELECT a INTO copied FROM t');
    expect(generation.value).toBeGreaterThan(before);
  });

  it('moves on when a transaction ends, whatever ran inside it', async () => {
    const before = generation.value;
    let inside = 0;
    await client.transaction(async (tx) => {
      inside = generation.value;
      await tx.query('INSERT INTO t VALUES (3)');
    });
    expect(inside).toBeGreaterThan(before);
    expect(generation.value).toBeGreaterThan(inside);
  });
});
