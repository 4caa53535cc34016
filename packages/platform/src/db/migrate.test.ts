import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrate } from '../context.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { SchemaTooNewError, currentSchemaId, loadMigrations, runMigrations } from './migrate.js';
import { queryRows } from './raw.js';
import { splitSqlStatements } from './sql-statements.js';

describe('splitSqlStatements', () => {
  it('splits on semicolons outside quotes and comments', () => {
    expect(splitSqlStatements("CREATE TABLE a (x text DEFAULT 'a;b'); -- note; here\nSELECT 1;\n")).toEqual([
      "CREATE TABLE a (x text DEFAULT 'a;b')",
      'SELECT 1',
    ]);
  });
  it('refuses dollar-quoted bodies and unterminated quotes', () => {
    expect(() => splitSqlStatements('DO $$ BEGIN END $$;')).toThrow(/dollar/);
    expect(() => splitSqlStatements("SELECT 'oops")).toThrow(/unterminated/);
  });
});

describe.each(backends)('migrations ($name)', (backend) => {
  const t = useTestPlatform(backend);

  it('records every migration file once and applies nothing the second time', async () => {
    const files = await loadMigrations();
    expect(files.length).toBeGreaterThan(0);
    const recorded = await queryRows<{ id: string }>(t.platform.db, sql`SELECT id FROM schema_migrations ORDER BY id`);
    expect(recorded.map((r) => r.id)).toEqual(files.map((f) => f.id));
    expect(await migrate(t.platform)).toEqual({ applied: [] });
    expect(await currentSchemaId(t.platform.db)).toBe(files.at(-1)!.id);
  });

  it('lets two runners race without applying a migration twice', async () => {
    const extra = { id: '9999_race_probe', statements: ['CREATE TABLE race_probe (id integer)'] };
    const files = [...(await loadMigrations()), extra];
    try {
      const [a, b] = await Promise.all([runMigrations(t.platform.db, files), runMigrations(t.platform.db, files)]);
      expect([...a.applied, ...b.applied]).toEqual(['9999_race_probe']);
    } finally {
      await t.platform.db.execute(sql`DROP TABLE IF EXISTS race_probe`);
      await t.platform.db.execute(sql`DELETE FROM schema_migrations WHERE id = '9999_race_probe'`);
    }
  });

  it('refuses a database a newer release has migrated, naming what it does not know, and applies nothing', async () => {
    const files = await loadMigrations();
    const future = '9999_from_a_newer_release';
    await t.platform.db.execute(sql`INSERT INTO schema_migrations (id, applied_at) VALUES (${future}, now())`);
    try {
      const refused = await migrate(t.platform).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(SchemaTooNewError);
      expect((refused as Error).message).toContain(`it has migration ${future}, which this release does not know`);
      const extra = { id: '9998_would_be_applied', statements: ['CREATE TABLE never_made (id integer)'] };
      await expect(runMigrations(t.platform.db, [...files, extra])).rejects.toThrow(SchemaTooNewError);
      const made = await queryRows(t.platform.db, sql`SELECT to_regclass('never_made') AS t`);
      expect(made).toEqual([{ t: null }]);
    } finally {
      await t.platform.db.execute(sql`DELETE FROM schema_migrations WHERE id = ${future}`);
    }
  });
});
