import type { Db } from '../db/connection.js';
import { isReadOnlySql } from '../db/write-generation.js';

// Watches what a workflow asks of the database, below every cache: the transactions it opens through drizzle and
// the SQL text its driver client receives (PGlite's query/exec, or node-postgres' pool.query). Tests use it to
// prove a read stays a read, whatever caching sits above it.

/** What a watched database was asked since the watch began. */
export interface StatementLog {
  /** Transactions opened through the drizzle handle. */
  readonly transactions: number;
  /** SQL sent outside a transaction, in order. */
  readonly statements: readonly string[];
  /** The statements that may write or lock: those the write generation would count as writes. */
  writes(): string[];
  /** Puts the original methods back. */
  stop(): void;
}

type Method = (...args: unknown[]) => unknown;

/** The SQL text of a driver call: a string, or node-postgres' `{ text }` query config. */
function sqlText(first: unknown): string {
  if (typeof first === 'string') return first;
  const text = (first as { text?: unknown } | null)?.text;
  return typeof text === 'string' ? text : String(first);
}

/**
 * Starts logging the transactions and statements `db` runs; call `stop()` when done.
 * @example const log = watchStatements(p.db); await listContractors(p, actor); log.stop(); log.transactions === 0
 */
export function watchStatements(db: Db): StatementLog {
  const statements: string[] = [];
  let transactions = 0;
  const undo: (() => void)[] = [];
  const wrap = (target: object, name: string, before: (args: unknown[]) => void) => {
    const holder = target as Record<string, Method>;
    const original = holder[name];
    if (typeof original !== 'function') return;
    holder[name] = function (this: unknown, ...args: unknown[]) {
      before(args);
      return original.apply(this, args);
    };
    undo.push(() => (holder[name] = original));
  };
  wrap(db, 'transaction', () => transactions++);
  const client = (db as unknown as { $client: object }).$client;
  for (const name of ['query', 'exec']) wrap(client, name, (args) => statements.push(sqlText(args[0])));
  return {
    get transactions() {
      return transactions;
    },
    statements,
    writes: () => statements.filter((text) => !isReadOnlySql(text)),
    stop: () => undo.reverse().forEach((restore) => restore()),
  };
}

/**
 * Runs `work` while watching `db`, and answers its value with the log.
 * @example const { value, log } = await logWhile(p.db, () => listContractors(p, actor));
 */
export async function logWhile<T>(db: Db, work: () => Promise<T>): Promise<{ value: T; log: StatementLog }> {
  const log = watchStatements(db);
  try {
    return { value: await work(), log };
  } finally {
    log.stop();
  }
}
