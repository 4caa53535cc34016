import { failure, type Outcome, type PlatformError } from '../errors.js';
import type { Db, Tx } from './connection.js';

class Rollback extends Error {
  constructor(readonly error: PlatformError) {
    super(error.code);
  }
}

/** How a workflow's transaction ends when it refuses. */
export interface TransactOptions {
  /** Commit even when the workflow returns a refusal (e.g. to keep a failed sign-in attempt). */
  commitRefusals?: boolean;
}

/**
 * Runs one workflow in one transaction. A refusal rolls everything back (nothing half-done) unless
 * `commitRefusals` is set; database errors that user input can cause are turned into refusals by `mapError`.
 */
export async function transact<T>(
  db: Db,
  work: (tx: Tx) => Promise<Outcome<T>>,
  options: TransactOptions & { mapError?: (error: unknown) => PlatformError | undefined } = {},
): Promise<Outcome<T>> {
  try {
    return await db.transaction(async (tx) => {
      const outcome = await work(tx);
      if (!outcome.ok && !options.commitRefusals) throw new Rollback(outcome.error);
      return outcome;
    });
  } catch (error) {
    if (error instanceof Rollback) return failure(error.error);
    const mapped = options.mapError?.(error) ?? unstorable(error);
    if (mapped) return failure(mapped);
    throw error;
  }
}

/** A data exception (class 22: a NUL character, a number out of range) always comes from the input. */
function unstorable(error: unknown): PlatformError | undefined {
  if (!databaseError(error)?.code?.startsWith('22')) return undefined;
  return {
    code: 'validation_failed',
    status: 400,
    message: 'The input holds a character or value that cannot be stored (such as a NUL character).',
  };
}

/** The PostgreSQL error fields of an error or of any error it wraps (drizzle wraps driver errors). */
export function databaseError(error: unknown): { code?: string; constraint?: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current !== null && typeof current === 'object'; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        ...(typeof candidate.constraint === 'string' ? { constraint: candidate.constraint } : {}),
      };
    }
    current = candidate.cause;
  }
  return undefined;
}
