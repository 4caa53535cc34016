import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../accounts/views.js';
import { hashToken, newToken } from '../accounts/tokens.js';
import type { Platform } from '../context.js';
import { contractors, passportConsents, users } from '../db/schema.js';
import { transact } from '../db/transaction.js';
import { failure, refusals, success, type Outcome, type PlatformError } from '../errors.js';
import { isId, parseInput } from '../parse.js';
import { loadSheet } from '../contractors/sheet.js';
import type { CurrentPassport } from '../contractors/passport-schema.js';
import { issuePassport } from './export-passport.js';

/** How long a consent link stays usable. */
export const CONSENT_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** The body of a new consent: the player who may take the Contractor. */
export const passportConsentSchema = z.strictObject({ handle: z.string().trim().min(1).max(64) });

/** A consent just made: the secret token (shown once) and when it stops working. */
export interface PassportConsent {
  token: string;
  contractorId: string;
  recipient: { handle: string };
  expiresAt: Date;
}

const consentRefusal = (code: string, status: PlatformError['status'], message: string) =>
  failure<never>({ code, status, message });

/**
 * The owner lets one other player take a transferable passport of their Contractor: a single-use token, usable for
 * seven days, by that player only. Only its hash is stored.
 * @example const { token } = expectOk(await createPassportConsent(p, owner, id, { handle: 'bob' }));
 */
export async function createPassportConsent(
  p: Platform,
  actor: Actor,
  contractorId: unknown,
  input: unknown,
): Promise<Outcome<PassportConsent>> {
  if (!actor) return failure(refusals.unauthenticated());
  const parsed = parseInput(passportConsentSchema, input);
  if (!parsed.ok) return parsed;
  return transact(p.db, async (tx) => {
    const [c] = isId(contractorId) ? await tx.select().from(contractors).where(eq(contractors.id, contractorId)) : [];
    if (!c || (c.private && c.ownerId !== actor.userId)) return failure(refusals.notFound('That Contractor'));
    if (c.ownerId !== actor.userId)
      return failure(refusals.forbidden('Only the player who owns a Contractor can let someone else take it.'));
    const [recipient] = await tx
      .select({ id: users.id, handle: users.handle })
      .from(users)
      .where(eq(users.handleKey, parsed.value.handle.toLowerCase()));
    if (!recipient) return failure({ ...refusals.notFound(`The player @${parsed.value.handle}`), field: 'handle' });
    if (recipient.id === actor.userId)
      return failure({
        code: 'consent_to_self',
        status: 422,
        field: 'handle',
        message: 'You own this Contractor already: export its passport yourself.',
      });
    const token = newToken();
    const now = p.now();
    const expiresAt = new Date(now.getTime() + CONSENT_LIFETIME_MS);
    await tx.insert(passportConsents).values({
      contractorId: c.id,
      recipientId: recipient.id,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt,
    });
    return success({ token, contractorId: c.id, recipient: { handle: recipient.handle }, expiresAt });
  });
}

/**
 * The player a consent names takes their transferable passport, once: the consent is spent in the same
 * transaction, so a second try (or a second tab) is refused. The passport names them as its holder.
 * @example const passport = expectOk(await takeConsentedPassport(p, bob, token));
 */
export async function takeConsentedPassport(
  p: Platform,
  actor: Actor,
  token: unknown,
): Promise<Outcome<CurrentPassport>> {
  if (!actor) return failure(refusals.unauthenticated());
  if (typeof token !== 'string' || token.length > 100) return failure(refusals.notFound('That consent link'));
  return transact(p.db, async (tx) => {
    const [consent] = await tx
      .select()
      .from(passportConsents)
      .where(eq(passportConsents.tokenHash, hashToken(token)))
      .for('update');
    if (!consent) return failure(refusals.notFound('That consent link'));
    if (consent.recipientId !== actor.userId)
      return consentRefusal('consent_not_yours', 403, 'This consent link was made for another player.');
    if (consent.usedAt)
      return consentRefusal('consent_used', 409, 'This consent link was already used; ask for a new one.');
    if (consent.expiresAt <= p.now())
      return consentRefusal('consent_expired', 409, 'This consent link has expired; ask for a new one.');
    const rows = await loadSheet(tx, consent.contractorId);
    if (!rows) return failure(refusals.notFound('That Contractor'));
    const spent = await tx
      .update(passportConsents)
      .set({ usedAt: p.now() })
      .where(and(eq(passportConsents.id, consent.id), isNull(passportConsents.usedAt)))
      .returning({ id: passportConsents.id });
    if (spent.length === 0) return consentRefusal('consent_used', 409, 'This consent link was already used.');
    return success(await issuePassport(p, tx, rows, { userId: actor.userId, handle: actor.handle }));
  });
}
