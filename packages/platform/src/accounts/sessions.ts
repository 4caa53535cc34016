import { eq } from 'drizzle-orm';
import type { Platform } from '../context.js';
import type { Tx } from '../db/connection.js';
import { readPrepared, statement } from '../db/prepared.js';
import { sessions } from '../db/schema.js';
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

const sessionUserStatement = statement(
  'session_user',
  ['text', 'timestamptz'],
  `SELECT s.id AS "sessionId", floor(extract(epoch from s.last_used_at) * 1000)::float8 AS "lastUsedMs",
     floor(extract(epoch from s.expires_at) * 1000)::float8 AS "expiresMs", u.id AS "userId", u.handle
   FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = $1 AND s.expires_at > $2 LIMIT 1`,
);

interface SessionRow {
  sessionId: string;
  lastUsedMs: number;
  expiresMs: number;
  userId: string;
  handle: string;
}

/**
 * The player a session token belongs to, or null when it is unknown or lapsed; using it slides the 30-day expiry.
 * @example const actor = await sessionUser(platform, cookies.get('harbinger_session'));
 */
export async function sessionUser(p: Platform, sessionToken: string | null | undefined): Promise<Actor> {
  if (typeof sessionToken !== 'string' || sessionToken === '' || sessionToken.length > MAX_TOKEN_LENGTH) return null;
  const now = p.now();
  const tokenHash = hashToken(sessionToken);
  // Every page asks this first: a prepared statement, planned once per connection.
  const [found] = await readPrepared<SessionRow>(p, sessionUserStatement, [tokenHash, now.toISOString()]);
  if (!found || found.expiresMs <= now.getTime()) return null;
  if (now.getTime() - found.lastUsedMs >= SLIDE_EVERY_MS) {
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
