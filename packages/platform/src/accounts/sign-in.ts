import { and, eq, or } from 'drizzle-orm';
import type { Platform } from '../context.js';
import { users } from '../db/schema.js';
import { transact } from '../db/transaction.js';
import { failure, success, type Outcome } from '../errors.js';
import { parseInput } from '../parse.js';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from './passwords.js';
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
 * then prunes attempts older than a day and expired sessions (`pruneAccountRows`). A stored hash cheaper than the
 * platform's `passwordCost` is re-hashed at that cost on a successful sign-in.
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
      const matches = await verifyPassword(password, user?.passwordHash ?? dummyPasswordHash(p.passwordCost));
      await recordSignInAttempt(tx, key, matches && user !== undefined, now);
      if (!matches || !user) {
        return failure({
          code: 'invalid_credentials',
          status: 401,
          field: 'password',
          message: 'That handle or email and password do not match.',
        });
      }
      if (needsRehash(user.passwordHash, p.passwordCost)) {
        // A hash made at an older, cheaper cost: the password is at hand only now, so bring it up to today's.
        const passwordHash = await hashPassword(password, p.passwordCost);
        await tx
          .update(users)
          .set({ passwordHash })
          .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)));
      }
      const session = await openSession(tx, user.id, now);
      return success({ user: userView(user, true), session });
    },
    { commitRefusals: true },
  );
  await pruneAccountRows(p);
  return outcome;
}
