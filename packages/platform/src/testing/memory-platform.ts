import { openPlatform, type OpenPlatformOptions, type Platform } from '../context.js';
import { memoryLogger } from '../log.js';
import { memoryMailer } from '../mail/mailer.js';

/** A platform on in-memory PGlite whose log and mailer keep what they are given. */
export type MemoryPlatform = Platform & {
  log: ReturnType<typeof memoryLogger>;
  mailer: ReturnType<typeof memoryMailer>;
};

/**
 * Opens a migrated platform on in-memory PGlite, quiet and inspectable, for tests and benchmarks.
 * @example const p = await openMemoryPlatform({ rng: seededRng(7) });
 */
export async function openMemoryPlatform(
  options: Pick<OpenPlatformOptions, 'rng' | 'now' | 'origin'> = {},
): Promise<MemoryPlatform> {
  const log = memoryLogger();
  const mailer = memoryMailer();
  const platform = await openPlatform({ ...options, memory: true, log, mailer });
  return { ...platform, log, mailer };
}
