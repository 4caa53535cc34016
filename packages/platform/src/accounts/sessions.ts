import { and, eq, gt } from 'drizzle-orm';
import type { Platform } from '../context.js';
import type { Tx } from '../db/connection.js';
import { sessions, users } from '../db/schema.js';
import { success, type Outcome } from '../errors.js';
import { hashToken, newToken } from './tokens.js';
import type { Actor, NewSession } from './views.js';

/** A session lapses after 30 days without use. */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** Using a session pushes its expiry back at most this often, so reading pages rarely writes. */
const SLIDE_EVERY_MS = 60 * 60 * 1000;
const MAX_TOKEN_LENGTH = 200;

/** Opens a session for a user inside the caller's transaction. */
export async function openSession(tx: Tx, userId: string, now: Date): Promise<NewSession> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  await tx.insert(sessions).values({ userId, tokenHash: hashToken(token), createdAt: now, lastUsedAt: now, expiresAt });
  return { token, expiresAt };
}

/**
 * The player a session token belongs to, or null when it is unknown or lapsed; using it slides the 30-day expiry.
 * @example const actor = await sessionUser(platform, cookies.get('harbinger_session'));
 */
export async function sessionUser(p: Platform, sessionToken: string | null | undefined): Promise<Actor> {
  if (typeof sessionToken !== 'string' || sessionToken === '' || sessionToken.length > MAX_TOKEN_LENGTH) return null;
  const now = p.now();
  const tokenHash = hashToken(sessionToken);
  const [found] = await p.db
    .select({ sessionId: sessions.id, lastUsedAt: sessions.lastUsedAt, userId: users.id, handle: users.handle })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!found) return null;
  if (now.getTime() - found.lastUsedAt.getTime() >= SLIDE_EVERY_MS) {
    await p.db
      .update(sessions)
      .set({ lastUsedAt: now, expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS) })
      .where(eq(sessions.id, found.sessionId));
  }
  return { userId: found.userId, handle: found.handle };
}

/** Ends a session; signing out of an unknown or lapsed session is fine too. */
export async function signOut(p: Platform, sessionToken: string | null | undefined): Promise<Outcome<void>> {
  if (typeof sessionToken === 'string' && sessionToken !== '' && sessionToken.length <= MAX_TOKEN_LENGTH) {
    await p.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(sessionToken)));
  }
  return success(undefined);
}
