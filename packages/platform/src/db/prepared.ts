import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, DbKind, Tx } from './connection.js';
import { queryRows } from './raw.js';
import { databaseError } from './transaction.js';

// Hot reads pay mostly for parsing and planning, not for reading rows (on PGlite a planned statement runs in about
// a third of the time). A Statement is planned once per connection: PGlite through PREPARE/EXECUTE on its single
// session, node-postgres through named statements, which it prepares on each pooled connection by itself.

/** A read-only SQL statement with `$1…$n` placeholders, planned once per connection when run by `readPrepared`. */
export interface Statement {
  /** Unique per text, so two versions of a statement never share a prepared name. */
  name: string;
  /** PostgreSQL types of `$1…$n`, in order. */
  types: readonly string[];
  text: string;
}

/** A value a Statement takes: ids, hashes, ISO times and whole numbers. */
export type StatementParam = string | number | boolean | null;

/** Declares a statement; `name` is a short label, made unique with a hash of the text. */
export function statement(name: string, types: readonly string[], text: string): Statement {
  if (!/^[a-z_]{1,30}$/.test(name)) throw new RangeError(`statement names are short snake_case labels: ${name}`);
  const hash = createHash('sha256')
    .update(`${types.join(',')}\n${text}`)
    .digest('hex')
    .slice(0, 12);
  return { name: `h_${name}_${hash}`, types, text };
}

/** Binds a statement's parameters through drizzle, each cast to its declared type (nothing is prepared). */
export function boundSql(statement: Pick<Statement, 'types' | 'text'>, params: readonly StatementParam[]): SQL {
  const parts = statement.text.split(/\$(\d+)/);
  return sql.join(
    parts.map((part, i) => {
      if (i % 2 === 0) return sql.raw(part);
      const n = Number(part) - 1;
      return sql`${params[n]}::${sql.raw(statement.types[n]!)}`;
    }),
  );
}

/** Runs a statement inside a transaction (or anywhere) through drizzle, without preparing it. */
export async function readIn<T>(db: Db | Tx, statement: Statement, params: readonly StatementParam[]): Promise<T[]> {
  return queryRows<T>(db, boundSql(statement, params));
}

interface PgliteLike {
  exec(query: string): Promise<{ rows: unknown[] }[]>;
}
interface PoolLike {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

const preparedOn = new WeakMap<object, Map<string, Promise<void>>>();

/**
 * Values are written into EXECUTE as literals, so only plain tokens are accepted (ids, hex hashes, ISO times, numbers).
 */
const PLAIN_TOKEN = /^[0-9A-Za-z_.:+-]*$/;

function literal(value: StatementParam): string {
  if (value === null) return 'NULL';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new RangeError(`prepared statements take whole numbers only: ${value}`);
    return String(value);
  }
  if (!PLAIN_TOKEN.test(value))
    throw new RangeError('prepared statements take plain tokens only (ids, hashes, ISO times)');
  return `'${value}'`;
}

async function preparedPglite(client: PgliteLike, statement: Statement): Promise<void> {
  let names = preparedOn.get(client);
  if (!names) preparedOn.set(client, (names = new Map()));
  let ready = names.get(statement.name);
  if (!ready) {
    const types = statement.types.length > 0 ? `(${statement.types.join(', ')})` : '';
    ready = client.exec(`PREPARE ${statement.name}${types} AS ${statement.text}`).then(() => undefined);
    names.set(statement.name, ready);
    // A failed PREPARE is tried again by the next call instead of being remembered.
    ready.catch(() => names.delete(statement.name));
  }
  await ready;
}

function clientOf(db: Db): unknown {
  return (db as unknown as { $client?: unknown }).$client;
}

/**
 * Runs a read outside any transaction with a statement planned once per connection; falls back to an ordinary query
 * when the driver is not one of ours.
 * @example const rows = await readPrepared(p, sheetCheck, [id]);
 */
export async function readPrepared<T>(
  p: { db: Db; kind: DbKind },
  statement: Statement,
  params: readonly StatementParam[],
): Promise<T[]> {
  if (params.length !== statement.types.length)
    throw new RangeError(`${statement.name} takes ${statement.types.length} parameters`);
  // Checked on every backend, so a value PGlite could not take fails the same way everywhere.
  const literals = params.map(literal);
  const client = clientOf(p.db);
  if (p.kind === 'pglite' && typeof (client as PgliteLike | undefined)?.exec === 'function') {
    const pglite = client as PgliteLike;
    const args = literals.length > 0 ? `(${literals.join(', ')})` : '';
    const run = async () => {
      await preparedPglite(pglite, statement);
      const [result] = await pglite.exec(`EXECUTE ${statement.name}${args}`);
      return (result?.rows ?? []) as T[];
    };
    try {
      return await run();
    } catch (error) {
      // Someone ran DEALLOCATE (or DISCARD ALL) on the session: prepare again, once.
      if (databaseError(error)?.code !== '26000') throw error;
      preparedOn.get(pglite)?.delete(statement.name);
      return run();
    }
  }
  if (p.kind === 'postgres' && typeof (client as PoolLike | undefined)?.query === 'function') {
    const result = await (client as PoolLike).query({
      name: statement.name,
      text: statement.text,
      values: [...params],
    });
    return result.rows as T[];
  }
  return readIn<T>(p.db, statement, params);
}
