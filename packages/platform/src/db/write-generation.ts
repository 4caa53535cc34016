import type { Db } from './connection.js';

// PGlite lives inside this process and nobody else can open its files, so every change to its data passes through
// one client object. Counting the calls that may change data gives a number that stays put exactly while nothing
// was written: a read that saw generation G may be reused for as long as the generation is still G. PostgreSQL can
// be written by other processes, so it has no generation and its readers always ask the database.

/** The part of a PGlite client that can change data. */
export interface WritableClient {
  query(...args: never[]): Promise<unknown>;
  exec(...args: never[]): Promise<unknown>;
  transaction(...args: never[]): Promise<unknown>;
}

/** Preparing, running or dropping one of our planned reads (`statement()` names start with `h_`). */
const PLANNED_READ = /^\s*(prepare|execute|deallocate)\s+h_/i;

// A SELECT can write too (`SELECT … INTO`, `set_config`, `nextval`, any function that changes data) or take locks
// (`FOR UPDATE`). So a plain SELECT counts as a read only when every call in it is to a function known to change
// nothing, and it has no INTO, no locking clause and a single statement; anything else counts as a write.
const PURE_CALLS = new Set([
  // Keywords that are followed by a parenthesis.
  ...['select', 'from', 'where', 'and', 'or', 'not', 'in', 'exists', 'any', 'all', 'as', 'on', 'join', 'using'],
  ...['over', 'filter', 'when', 'then', 'else', 'case', 'distinct', 'lateral', 'values', 'is', 'between', 'like'],
  // Functions that only compute.
  ...['count', 'sum', 'min', 'max', 'avg', 'coalesce', 'nullif', 'greatest', 'least', 'lower', 'upper', 'length'],
  ...['json_agg', 'jsonb_agg', 'json_build_object', 'jsonb_build_object', 'json_build_array', 'jsonb_build_array'],
  ...['row_to_json', 'to_json', 'to_jsonb', 'array_agg', 'string_agg', 'concat', 'concat_ws', 'cast', 'row_number'],
  ...['rank'],
  ...[
    'extract',
    'date_trunc',
    'abs',
    'round',
    'floor',
    'ceil',
    'md5',
    'hashtext',
    'hashtextextended',
    'sha256',
    'encode',
    'decode',
  ],
  ...['bool_or', 'bool_and', 'array_length', 'cardinality', 'unnest', 'jsonb_array_elements', 'timezone'],
]);
const QUOTED = /'(?:[^']|'')*'|"(?:[^"]|"")*"/g;
const CALL = /\b([a-z_][a-z0-9_]*)\s*\(/g;
const LOCKS_OR_COPIES = /\binto\b|\bfor\s+(update|share|no\s+key\s+update|key\s+share)\b/;

function isPlainSelect(text: string): boolean {
  const bare = text.replace(QUOTED, "''").toLowerCase();
  if (!/^\s*\(?\s*select\b/.test(bare) || bare.includes(';') || LOCKS_OR_COPIES.test(bare)) return false;
  for (const [, name] of bare.matchAll(CALL)) if (!PURE_CALLS.has(name!)) return false;
  return true;
}

/** True when running `text` cannot change stored data: one of our planned reads, or a plain SELECT of pure calls. */
export function isReadOnlySql(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  if (PLANNED_READ.test(text)) return !text.includes(';');
  return isPlainSelect(text);
}

/** Counts writes to one database. */
export class WriteGeneration {
  #value = 0;

  /** How many possible writes have finished or started so far. */
  get value(): number {
    return this.#value;
  }

  /** Notes a write. */
  bump(): void {
    this.#value++;
  }
}

const generations = new WeakMap<object, WriteGeneration>();

/**
 * Wraps the data-changing methods of a PGlite client so each possible write moves the generation on, before it runs
 * and again when it settles; every transaction counts as a write.
 */
export function watchWrites(client: WritableClient): WriteGeneration {
  const generation = new WriteGeneration();
  const wrap = <K extends keyof WritableClient>(name: K, isWrite: (args: unknown[]) => boolean) => {
    const original = client[name].bind(client) as (...args: unknown[]) => Promise<unknown>;
    (client as unknown as Record<K, unknown>)[name] = (...args: unknown[]) => {
      if (!isWrite(args)) return original(...args);
      generation.bump();
      return original(...args).finally(() => generation.bump());
    };
  };
  wrap('query', (args) => !isReadOnlySql(args[0]));
  wrap('exec', (args) => !isReadOnlySql(args[0]));
  wrap('transaction', () => true);
  generations.set(client, generation);
  return generation;
}

/** Ties a drizzle handle to the generation of the client under it. */
export function attachWriteGeneration(db: Db, generation: WriteGeneration): void {
  generations.set(db, generation);
}

/** The write generation of a database handle, or undefined when other processes may write to it too. */
export function writeGenerationOf(db: Db): number | undefined {
  return generations.get(db)?.value;
}
