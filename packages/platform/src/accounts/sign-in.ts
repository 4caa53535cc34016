import { eq, or } from 'drizzle-orm';
import type { Platform } from '../context.js';
import { users } from '../db/schema.js';
import { transact } from '../db/transaction.js';
import { failure, success, type Outcome } from '../errors.js';
import { parseInput } from '../parse.js';
import { DUMMY_PASSWORD_HASH, verifyPassword } from './passwords.js';
import { pruneAccountRows } from './prune.js';
import { checkSignInLimit, lockSignInKeys, recordSignInAttempt } from './rate-limit.js';
import { signInSchema } from './schemas.js';
import { openSession } from './sessions.js';
import type { RequestMeta } from './sign-up.js';
import { userView, type NewSession, type UserView } from './views.js';

/**
 * Signs in with a handle or email and a password. Failed attempts are kept: 5 per account or 20 per address
 * within 15 minutes lock further attempts with `rate_limited`. Attempts on one account or from one address take
 * turns (`lockSignInKeys`), so parallel guesses, even across servers, get exactly the limit checked. Each call
 * then prunes attempts older than a day and expired sessions (`pruneAccountRows`).
 * @example await signIn(p, { login: 'vera', password: 'a long secret' }, { ip: '203.0.113.7' })
 */
export async function signIn(
  p: Platform,
  input: unknown,
  meta: RequestMeta,
): Promise<Outcome<{ user: UserView; session: NewSession }>> {
  const parsed = parseInput(signInSchema, input);
  if (!parsed.ok) return parsed;
  const { login, password } = parsed.value;
  const loginKey = login.toLowerCase();
  const outcome = await transact(
    p.db,
    async (tx) => {
      const now = p.now();
      const [user] = await tx
        .select()
        .from(users)
        .where(or(eq(users.handleKey, loginKey), eq(users.emailKey, loginKey)))
        .limit(1);
      const key = { accountKey: user?.id ?? `login:${loginKey}`, ip: meta.ip };
      await lockSignInKeys(tx, key);
      const limited = await checkSignInLimit(tx, key, now);
      if (limited) return failure(limited);
      // Always run scrypt, so an unknown login takes as long as a wrong password.
      const matches = await verifyPassword(password, user?.passwordHash ?? DUMMY_PASSWORD_HASH);
      await recordSignInAttempt(tx, key, matches && user !== undefined, now);
      if (!matches || !user) {
        return failure({
          code: 'invalid_credentials',
          status: 401,
          field: 'password',
          message: 'That handle or email and password do not match.',
        });
      }
      const session = await openSession(tx, user.id, now);
      return success({ user: userView(user, true), session });
    },
    { commitRefusals: true },
  );
  await pruneAccountRows(p);
  return outcome;
}
