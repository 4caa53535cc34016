import { createHash } from 'node:crypto';
import { and, count, desc, eq, gt, min, sql } from 'drizzle-orm';
import type { Tx } from '../db/connection.js';
import { signInAttempts } from '../db/schema.js';
import type { PlatformError } from '../errors.js';

/** The sign-in limits: failures allowed per account and per address within the window. */
export const SIGN_IN_LIMITS = { windowMs: 15 * 60 * 1000, perAccount: 5, perIp: 20 } as const;

/** Who is trying to sign in, for counting. */
export interface SignInAttemptKey {
  /** The account's id, or `login:` + the lower-cased login when it names no account. */
  accountKey: string;
  ip: string;
}

// The first half of a two-number advisory lock key: which kind of key the second half is a hash of. Two-number
// keys never meet the one-number key migrations lock with.
const LOCK_CLASS = { account: 7301, ip: 7302 } as const;

/** A key's lock number: the first 32 bits of its SHA-256, as a signed integer. */
function lockNumber(key: string): number {
  return createHash('sha256').update(key).digest().readInt32BE(0);
}

/**
 * Waits for every other sign-in of the same account or from the same address to finish, then holds them off until
 * this transaction ends, so counting the failures, checking the password and recording the attempt happen as one
 * step, on every server sharing the database. The account is always locked before the address, so two attempts
 * never wait for each other.
 */
export async function lockSignInKeys(tx: Tx, key: SignInAttemptKey): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_CLASS.account}::int, ${lockNumber(key.accountKey)}::int)`);
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_CLASS.ip}::int, ${lockNumber(key.ip)}::int)`);
}

/**
 * Refuses a sign-in while the account has 5 failures (since its last success) or the address 20 failures within
 * the last 15 minutes; otherwise undefined.
 */
export async function checkSignInLimit(tx: Tx, key: SignInAttemptKey, now: Date): Promise<PlatformError | undefined> {
  const windowStart = new Date(now.getTime() - SIGN_IN_LIMITS.windowMs);
  const [lastSuccess] = await tx
    .select({ at: signInAttempts.createdAt })
    .from(signInAttempts)
    .where(
      and(
        eq(signInAttempts.accountKey, key.accountKey),
        eq(signInAttempts.succeeded, true),
        gt(signInAttempts.createdAt, windowStart),
      ),
    )
    .orderBy(desc(signInAttempts.createdAt))
    .limit(1);
  const accountSince = lastSuccess?.at ?? windowStart;
  const [account] = await tx
    .select({ failures: count(), oldest: min(signInAttempts.createdAt) })
    .from(signInAttempts)
    .where(
      and(
        eq(signInAttempts.accountKey, key.accountKey),
        eq(signInAttempts.succeeded, false),
        gt(signInAttempts.createdAt, accountSince),
      ),
    );
  const [address] = await tx
    .select({ failures: count(), oldest: min(signInAttempts.createdAt) })
    .from(signInAttempts)
    .where(
      and(
        eq(signInAttempts.ip, key.ip),
        eq(signInAttempts.succeeded, false),
        gt(signInAttempts.createdAt, windowStart),
      ),
    );
  const blocked = [
    account && account.failures >= SIGN_IN_LIMITS.perAccount ? account.oldest : null,
    address && address.failures >= SIGN_IN_LIMITS.perIp ? address.oldest : null,
  ].filter((at): at is Date => at instanceof Date);
  if (blocked.length === 0) return undefined;
  const freeAt = Math.max(...blocked.map((at) => new Date(at).getTime() + SIGN_IN_LIMITS.windowMs));
  const minutes = Math.max(1, Math.ceil((freeAt - now.getTime()) / 60_000));
  return {
    code: 'rate_limited',
    status: 429,
    message: `Too many failed sign-ins. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
  };
}

/** Records one attempt. */
export async function recordSignInAttempt(tx: Tx, key: SignInAttemptKey, succeeded: boolean, now: Date): Promise<void> {
  await tx.insert(signInAttempts).values({ accountKey: key.accountKey, ip: key.ip, succeeded, createdAt: now });
}
