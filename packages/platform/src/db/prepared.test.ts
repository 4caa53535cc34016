import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { boundSql, readIn, readPrepared, statement } from './prepared.js';

const echo = statement(
  'echo',
  ['uuid', 'int4', 'text'],
  `SELECT $1::text AS id, $2 + 1 AS next, $3 AS word, $2 IS NULL AS empty`,
);

describe('statement', () => {
  it('names a statement after its label and a hash of its text, so a changed text gets a new name', () => {
    const a = statement('sheet', ['uuid'], 'SELECT 1 WHERE $1 IS NOT NULL');
    expect(a.name).toMatch(/^h_sheet_[0-9a-f]{12}$/);
    expect(statement('sheet', ['uuid'], 'SELECT 1 WHERE $1 IS NOT NULL').name).toBe(a.name);
    expect(statement('sheet', ['uuid'], 'SELECT 2 WHERE $1 IS NOT NULL').name).not.toBe(a.name);
    expect(statement('sheet', ['text'], 'SELECT 1 WHERE $1 IS NOT NULL').name).not.toBe(a.name);
    expect(() => statement('Bad Name', [], 'SELECT 1')).toThrow(RangeError);
  });

  it('binds $n placeholders through drizzle, each cast to its declared type', () => {
    const query = boundSql({ types: ['text', 'int4'], text: 'SELECT $2, $1, $2' }, ['a', 7]);
    expect(new PgDialect().sqlToQuery(query)).toMatchObject({
      sql: 'SELECT $1::int4, $2::text, $3::int4',
      params: [7, 'a', 7],
    });
  });
});

describe.each(backends)('prepared reads ($name)', (backend) => {
  const t = useTestPlatform(backend);
  const id = '01234567-89ab-7cde-8f01-23456789abcd';

  it('answers like the unprepared query, call after call', async () => {
    const plain = await readIn(t.platform.db, echo, [id, 41, 'word']);
    expect(plain).toEqual([{ id, next: 42, word: 'word', empty: false }]);
    for (let i = 0; i < 3; i++) expect(await readPrepared(t.platform, echo, [id, 41, 'word'])).toEqual(plain);
    expect(await readPrepared(t.platform, echo, [id, null, 'word'])).toEqual([
      { id, next: null, word: 'word', empty: true },
    ]);
  });

  it('prepares once even when many first calls arrive together', async () => {
    const fresh = statement('echo', ['int4'], `SELECT $1 * 2 AS twice, ${Date.now()} AS made`);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => readPrepared<{ twice: number }>(t.platform, fresh, [i])),
    );
    expect(answers.map((rows) => rows[0]!.twice)).toEqual([0, 2, 4, 6, 8, 10, 12, 14]);
  });

  it('prepares again when the session lost its prepared statements', async () => {
    expect(await readPrepared(t.platform, echo, [id, 1, 'a'])).toHaveLength(1);
    if (backend.name === 'pglite')
      await (t.platform.db as unknown as { $client: { exec(q: string): Promise<unknown> } }).$client.exec(
        'DEALLOCATE ALL',
      );
    expect(await readPrepared(t.platform, echo, [id, 2, 'b'])).toEqual([{ id, next: 3, word: 'b', empty: false }]);
  });

  it('refuses values that are not plain tokens, and the wrong number of values (programmer mistakes)', async () => {
    for (const bad of ["x' OR '1'='1", 'a b', 'semi;colon', '\\', 'ünïcode']) {
      await expect(readPrepared(t.platform, echo, [id, 1, bad])).rejects.toThrow(RangeError);
    }
    await expect(readPrepared(t.platform, echo, [id, 1.5, 'word'])).rejects.toThrow(RangeError);
    await expect(readPrepared(t.platform, echo, [id, 1])).rejects.toThrow(RangeError);
  });
});
