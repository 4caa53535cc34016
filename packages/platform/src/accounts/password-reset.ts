import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Platform } from '../context.js';
import { passwordResets, sessions, users } from '../db/schema.js';
import { transact } from '../db/transaction.js';
import { failure, success, type Outcome } from '../errors.js';
import { parseInput } from '../parse.js';
import { passwordWeakness } from './password-strength.js';
import { hashPassword } from './passwords.js';
import { passwordResetRequestSchema, passwordResetSchema } from './schemas.js';
import { hashToken, newToken } from './tokens.js';

/** A reset link works for one hour, once. */
export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;
/** More requests than this per account and hour are quietly dropped (no mail bombing). */
const RESETS_PER_HOUR = 5;

/**
 * Sends a reset link to the address if an account has it; answers the same either way, so nobody can probe
 * which addresses have accounts. The link starts with the platform's configured origin, never anything from the
 * request. Without SMTP, the link goes to the server log as `password reset link`.
 * @example await requestPasswordReset(p, { email: 'vera@example.org' })
 */
export async function requestPasswordReset(p: Platform, input: unknown): Promise<Outcome<void>> {
  const parsed = parseInput(passwordResetRequestSchema, input);
  if (!parsed.ok) return parsed;
  const email = parsed.value.email;
  const created = await transact(p.db, async (tx) => {
    const now = p.now();
    const [user] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.emailKey, email.toLowerCase()))
      .limit(1);
    if (!user) return success(null);
    const [recent] = await tx
      .select({ n: count() })
      .from(passwordResets)
      .where(
        and(
          eq(passwordResets.userId, user.id),
          gt(passwordResets.createdAt, new Date(now.getTime() - RESET_TOKEN_LIFETIME_MS)),
        ),
      );
    if ((recent?.n ?? 0) >= RESETS_PER_HOUR) return success(null);
    const token = newToken();
    await tx.insert(passwordResets).values({
      userId: user.id,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_LIFETIME_MS),
    });
    return success({ to: user.email, token });
  });
  if (created.ok && created.value) {
    const url = `${p.origin}/reset/${created.value.token}`;
    if (p.mailer.delivers === false) {
      p.log.info('password reset link', { url });
    } else {
      try {
        await p.mailer.send({
          to: created.value.to,
          subject: 'Reset your Harbinger password',
          text: `Someone (hopefully you) asked to reset the password of your Harbinger account.\n\nOpen this link within the hour to choose a new one:\n${url}\n\nIf you did not ask for this, ignore this message; your password stays as it is.\n`,
        });
      } catch (error) {
        p.log.error('password reset mail failed', { error: error instanceof Error ? error.message : String(error) });
      }
    }
  }
  return success(undefined);
}

/**
 * Sets a new password with a reset token; the token works once and for an hour. Signs the account out everywhere.
 * The weakest passwords are refused as at sign-up, and the link stays usable for a better one.
 * @example await resetPassword(p, { token, password: 'a brand new secret' })
 */
export async function resetPassword(p: Platform, input: unknown): Promise<Outcome<void>> {
  const parsed = parseInput(passwordResetSchema, input);
  if (!parsed.ok) return parsed;
  const weak = passwordWeakness(parsed.value.password);
  if (weak) return failure(weak);
  const passwordHash = await hashPassword(parsed.value.password, p.passwordCost);
  return transact(p.db, async (tx) => {
    const now = p.now();
    const [reset] = await tx
      .select()
      .from(passwordResets)
      .where(
        and(
          eq(passwordResets.tokenHash, hashToken(parsed.value.token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
        ),
      )
      .limit(1)
      .for('update');
    if (!reset) {
      return failure({
        code: 'invalid_token',
        status: 400,
        field: 'token',
        message: 'This reset link is invalid, used or expired. Please ask for a new one.',
      });
    }
    // Every outstanding link of the account dies with this one.
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, reset.userId), isNull(passwordResets.usedAt)));
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, reset.userId));
    await tx.delete(sessions).where(eq(sessions.userId, reset.userId));
    return success(undefined);
  });
}
