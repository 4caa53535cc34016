import { openPlatform, type OpenPlatformOptions, type Platform } from '../context.js';
import { memoryLogger } from '../log.js';
import { memoryMailer } from '../mail/mailer.js';
import { TEST_PASSWORD_COST } from './password-cost.js';

/** A platform on in-memory PGlite whose log and mailer keep what they are given. */
export type MemoryPlatform = Platform & {
  log: ReturnType<typeof memoryLogger>;
  mailer: ReturnType<typeof memoryMailer>;
};

/**
 * Opens a migrated platform on in-memory PGlite, quiet and inspectable, for tests and benchmarks; passwords are
 * hashed at the cheap `TEST_PASSWORD_COST` unless told otherwise.
 * @example const p = await openMemoryPlatform({ rng: seededRng(7) });
 */
export async function openMemoryPlatform(
  options: Pick<OpenPlatformOptions, 'rng' | 'now' | 'origin' | 'passwordCost'> = {},
): Promise<MemoryPlatform> {
  const log = memoryLogger();
  const mailer = memoryMailer();
  const platform = await openPlatform({ passwordCost: TEST_PASSWORD_COST, ...options, memory: true, log, mailer });
  return { ...platform, log, mailer };
}
