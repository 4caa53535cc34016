import { getTableColumns, getTableName, sql, type Table } from 'drizzle-orm';
import type { Db, Tx } from '../db/connection.js';

/** How many rows go into one INSERT statement (each statement carries its rows as one JSON parameter). */
export const ROWS_PER_STATEMENT = 5000;

const columnNames = new WeakMap<Table, Map<string, string>>();

function namesOf(table: Table): Map<string, string> {
  let names = columnNames.get(table);
  if (!names) {
    names = new Map(Object.entries(getTableColumns(table)).map(([key, column]) => [key, column.name]));
    columnNames.set(table, names);
  }
  return names;
}

/**
 * Inserts many rows in few statements: each chunk travels as one JSON array that PostgreSQL unpacks with
 * `json_populate_recordset`, so the cost per row is parsing, not a round trip or a bound parameter. Rows use the
 * drizzle keys of `table` (Dates become ISO times, objects go into jsonb columns as they are); columns no row names
 * take their database default (a column only some rows name is NULL in the others). The same statement runs on
 * PGlite and on a PostgreSQL server.
 * @example
 * await insertRows(tx, ledgerEntries, [{ id, contractorId, resource: 'exp', amount: 3, kind: 'contract_attendance',
 *   cause, createdAt }])
 */
export async function insertRows<T extends Table>(
  db: Db | Tx,
  table: T,
  rows: readonly Partial<T['$inferInsert']>[],
): Promise<void> {
  if (rows.length === 0) return;
  const names = namesOf(table);
  const keys = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) keys.add(key);
  const columns = [...keys].map((key) => {
    const name = names.get(key);
    if (!name) throw new Error(`insertRows: ${getTableName(table)} has no column for "${key}"`);
    return { key, name };
  });
  const list = sql.join(
    columns.map((c) => sql.identifier(c.name)),
    sql`, `,
  );
  const tableName = sql.identifier(getTableName(table));
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(start, start + ROWS_PER_STATEMENT).map((row) => {
      const out: Record<string, unknown> = {};
      for (const c of columns) {
        const value = (row as Record<string, unknown>)[c.key];
        if (value !== undefined) out[c.name] = value;
      }
      return out;
    });
    await db.execute(
      sql`INSERT INTO ${tableName} (${list}) SELECT ${list} FROM json_populate_recordset(NULL::${tableName}, ${JSON.stringify(chunk)}::json)`,
    );
  }
}
