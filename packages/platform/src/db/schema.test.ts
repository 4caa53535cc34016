import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { queryRows } from './raw.js';
import { schema } from './schema.js';

interface DbColumn {
  table_name: string;
  column_name: string;
  data_type: string;
  is_nullable: 'YES' | 'NO';
}

describe.each(backends)('drizzle schema mirrors the migrations ($name)', (backend) => {
  const t = useTestPlatform(backend);

  async function databaseColumns(): Promise<DbColumn[]> {
    return queryRows<DbColumn>(
      t.platform.db,
      // An array column reads as ARRAY there; its element type is the udt name without the leading underscore.
      sql`SELECT table_name, column_name, is_nullable,
                 CASE WHEN data_type = 'ARRAY' THEN substr(udt_name, 2) || '[]' ELSE data_type END AS data_type
          FROM information_schema.columns
          WHERE table_schema = current_schema() ORDER BY table_name, ordinal_position`,
    );
  }

  it('has every drizzle column with the same type and nullability, and no column drizzle lacks', async () => {
    const inDb = await databaseColumns();
    const tables = Object.values(schema) as PgTable[];
    const expected: DbColumn[] = [];
    for (const table of tables) {
      const config = getTableConfig(table);
      for (const column of config.columns) {
        expected.push({
          table_name: config.name,
          column_name: column.name,
          // A serial column is an integer with a sequence behind it.
          data_type: column.getSQLType().replace(/^bigserial$/, 'bigint'),
          is_nullable: column.notNull ? 'NO' : 'YES',
        });
      }
    }
    const key = (c: DbColumn) => `${c.table_name}.${c.column_name}`;
    const sort = (list: DbColumn[]) => [...list].sort((a, b) => key(a).localeCompare(key(b)));
    expect(sort(inDb)).toEqual(sort(expected));
  });

  it('backs every drizzle unique column with a unique constraint', async () => {
    const rows = await queryRows<Record<string, string>>(
      t.platform.db,
      sql`
      SELECT tc.table_name, kcu.column_name FROM information_schema.table_constraints tc
      JOIN information_schema.key_column_usage kcu ON kcu.constraint_name = tc.constraint_name AND kcu.table_schema = tc.table_schema
      WHERE tc.constraint_type = 'UNIQUE' AND tc.table_schema = current_schema()`,
    );
    const inDb = new Set(rows.map((r) => `${r.table_name}.${r.column_name}`));
    for (const table of Object.values(schema) as PgTable[]) {
      const config = getTableConfig(table);
      for (const column of config.columns)
        if (column.isUnique) expect(inDb, `${config.name}.${column.name}`).toContain(`${config.name}.${column.name}`);
    }
    expect(inDb.size).toBeGreaterThan(0);
  });

  it('backs every drizzle foreign key with one in the database', async () => {
    const rows = await queryRows<Record<string, string>>(
      t.platform.db,
      sql`
      SELECT kcu.table_name, kcu.column_name, ccu.table_name AS target FROM information_schema.table_constraints tc
      JOIN information_schema.key_column_usage kcu ON kcu.constraint_name = tc.constraint_name AND kcu.table_schema = tc.table_schema
      JOIN information_schema.constraint_column_usage ccu ON ccu.constraint_name = tc.constraint_name AND ccu.table_schema = tc.table_schema
      WHERE tc.constraint_type = 'FOREIGN KEY' AND tc.table_schema = current_schema()`,
    );
    const inDb = new Set(rows.map((r) => `${r.table_name}.${r.column_name}->${r.target}`));
    const expected = new Set<string>();
    for (const table of Object.values(schema) as PgTable[]) {
      const config = getTableConfig(table);
      for (const fk of config.foreignKeys) {
        const ref = fk.reference();
        expected.add(`${config.name}.${ref.columns[0]!.name}->${getTableConfig(ref.foreignTable).name}`);
      }
    }
    expect(inDb).toEqual(expected);
  });
});
