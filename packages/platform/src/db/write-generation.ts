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

// Only our own planned reads count as reads: a SELECT can write too (`SELECT … INTO`, `set_config`, any function
// that changes data), and telling those apart from the text is not something a pattern can do safely.
/** Preparing, running or dropping one of our planned reads (`statement()` names start with `h_`). */
const READ_ONLY = /^\s*(prepare|execute|deallocate)\s+h_/i;

/** True when running `text` cannot change stored data: one of our planned reads; anything else counts as a write. */
export function isReadOnlySql(text: unknown): boolean {
  return typeof text === 'string' && READ_ONLY.test(text) && !text.includes(';');
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
