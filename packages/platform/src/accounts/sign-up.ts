import { eq, or } from 'drizzle-orm';
import type { Platform } from '../context.js';
import { users } from '../db/schema.js';
import { databaseError, transact } from '../db/transaction.js';
import { failure, success, type Outcome, type PlatformError } from '../errors.js';
import { parseInput } from '../parse.js';
import { passwordWeakness } from './password-strength.js';
import { hashPassword } from './passwords.js';
import { signUpSchema } from './schemas.js';
import { openSession } from './sessions.js';
import { userView, type NewSession, type UserView } from './views.js';

/** Where a request comes from. */
export interface RequestMeta {
  ip: string;
}

/** A handle someone already has (sign-up and an account made from Discord alike). */
export const handleTaken: PlatformError = {
  code: 'handle_taken',
  status: 409,
  field: 'handle',
  message: 'That handle is already taken; please choose another.',
};
const emailTaken: PlatformError = {
  code: 'email_taken',
  status: 409,
  field: 'email',
  message: 'An account with that email already exists. Try signing in or resetting the password.',
};

/**
 * Creates an account and signs it in. The weakest passwords are refused (`password_too_simple`,
 * `password_too_common`).
 * @example await signUp(p, { handle: 'vera', email: 'vera@example.org', password: 'a long secret' }, { ip })
 */
export async function signUp(
  p: Platform,
  input: unknown,
  _meta: RequestMeta,
): Promise<Outcome<{ user: UserView; session: NewSession }>> {
  const parsed = parseInput(signUpSchema, input);
  if (!parsed.ok) return parsed;
  const { handle, email, password, timezone } = parsed.value;
  const weak = passwordWeakness(password);
  if (weak) return failure(weak);
  const passwordHash = await hashPassword(password, p.passwordCost);
  return transact(
    p.db,
    async (tx) => {
      const clash = await tx
        .select({ handleKey: users.handleKey, emailKey: users.emailKey })
        .from(users)
        .where(or(eq(users.handleKey, handle.toLowerCase()), eq(users.emailKey, email.toLowerCase())));
      if (clash.some((u) => u.handleKey === handle.toLowerCase())) return failure(handleTaken);
      if (clash.length > 0) return failure(emailTaken);
      const now = p.now();
      const [row] = await tx
        .insert(users)
        .values({
          handle,
          handleKey: handle.toLowerCase(),
          email,
          emailKey: email.toLowerCase(),
          passwordHash,
          timezone,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const session = await openSession(tx, row!.id, now);
      return success({ user: userView(row!, true), session });
    },
    {
      // Two sign-ups racing for the same handle: the loser hits the unique constraint.
      mapError: (error) => {
        const db = databaseError(error);
        if (db?.code !== '23505') return undefined;
        return db.constraint?.includes('email') ? emailTaken : handleTaken;
      },
    },
  );
}
