import { lt, lte } from 'drizzle-orm';
import type { Platform } from '../context.js';
import { sessions, signInAttempts } from '../db/schema.js';
import { SIGN_IN_LIMITS } from './rate-limit.js';

/** How long a sign-in attempt is kept: a day, far longer than the window the limits count in. */
const SIGN_IN_ATTEMPT_KEEP_MS = Math.max(24 * 60 * 60 * 1000, SIGN_IN_LIMITS.windowMs);

/**
 * Deletes sign-in attempts older than `SIGN_IN_ATTEMPT_KEEP_MS` and sessions already expired, as of the platform's
 * clock. Sign-in runs it after each attempt (the only place either table grows without bound), outside the
 * attempt's own transaction so a slow or failed clean-up never costs anyone their sign-in; failures are logged.
 * @example await pruneAccountRows(platform)
 */
export async function pruneAccountRows(p: Pick<Platform, 'db' | 'now' | 'log'>): Promise<void> {
  const now = p.now();
  try {
    const keepFrom = new Date(now.getTime() - SIGN_IN_ATTEMPT_KEEP_MS);
    await p.db.delete(signInAttempts).where(lt(signInAttempts.createdAt, keepFrom));
    await p.db.delete(sessions).where(lte(sessions.expiresAt, now));
  } catch (error) {
    p.log.warn('could not prune old sign-in attempts and sessions', { error: String(error) });
  }
}
