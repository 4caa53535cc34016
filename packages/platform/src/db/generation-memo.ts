import type { Db } from './connection.js';
import { writeGenerationOf } from './write-generation.js';

// Answers worth keeping while nothing is written: on PGlite an answer computed at write generation G is reused for
// as long as the generation is still G. On PostgreSQL (no generation) every call computes afresh.

/** How many answers one database handle keeps per memo (the least recently used go first). */
const KEPT = 1000;

interface Kept<T> {
  generation: number;
  value: T;
}

/** A named set of answers per database handle, each valid until the next write. */
export class GenerationMemo<T> {
  readonly #byDb = new WeakMap<Db, Map<string, Kept<T>>>();

  /** The kept answer for `key` when nothing was written since it was computed; otherwise `compute()`, kept. */
  async get(db: Db, key: string, compute: () => Promise<T>): Promise<T> {
    const generation = writeGenerationOf(db);
    if (generation === undefined) return compute();
    let kept = this.#byDb.get(db);
    if (!kept) this.#byDb.set(db, (kept = new Map()));
    const held = kept.get(key);
    if (held?.generation === generation) {
      kept.delete(key);
      kept.set(key, held);
      return held.value;
    }
    // The generation is read before computing: a write landing meanwhile makes the answer look old, never new.
    const value = await compute();
    kept.delete(key);
    kept.set(key, { generation, value });
    if (kept.size > KEPT) kept.delete(kept.keys().next().value!);
    return value;
  }
}
