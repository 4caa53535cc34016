import { eq } from 'drizzle-orm';
import type { Platform } from '../context.js';
import { users } from '../db/schema.js';
import { transact } from '../db/transaction.js';
import { failure, refusals, success, type Outcome } from '../errors.js';
import { parseInput } from '../parse.js';
import { profileUpdateSchema } from './schemas.js';
import { profileView, type Actor, type ProfileView } from './views.js';

/** A player's public profile by handle (any case); the owner also sees their email. */
export async function getProfile(p: Platform, actor: Actor, handle: unknown): Promise<Outcome<ProfileView>> {
  if (typeof handle !== 'string' || handle.length > 30) return failure(refusals.notFound('That player'));
  const [row] = await p.db.select().from(users).where(eq(users.handleKey, handle.toLowerCase())).limit(1);
  if (!row) return failure(refusals.notFound('That player'));
  return success(profileView(row, actor?.userId === row.id));
}

/** Changes the signed-in player's time zone and about text. */
export async function updateProfile(p: Platform, actor: Actor, input: unknown): Promise<Outcome<ProfileView>> {
  if (!actor) return failure(refusals.unauthenticated());
  const parsed = parseInput(profileUpdateSchema, input);
  if (!parsed.ok) return parsed;
  return transact(p.db, async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ ...parsed.value, updatedAt: p.now() })
      .where(eq(users.id, actor.userId))
      .returning();
    return row ? success(profileView(row, true)) : failure(refusals.unauthenticated());
  });
}
