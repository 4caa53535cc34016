import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import { contracts, playgroupFeeds, playgroupMembers, playgroups } from '../db/schema.js';
import { transact } from '../db/transaction.js';
import { failure, refusals, success, type Outcome } from '../errors.js';
import { isId, parseInput } from '../parse.js';
import { loadMembership, requirePermission } from '../playgroups/roles.js';
import { feedRows, renderCalendar } from './calendar.js';

// A Playgroup's calendar is members-only, yet calendar apps cannot sign in: each member gets a secret feed address of
// their own. It answers only while its holder is a member, so leaving (or a kick or ban) revokes it, and a Leader can
// revoke every member's address at once.

const newToken = () => randomBytes(24).toString('base64url');

/**
 * The actor's secret feed token for a Playgroup's calendar, made on first ask (`reset` makes a new one, so the old
 * address stops working). Members only.
 * @example const { token } = (await playgroupFeedToken(p, actor, playgroupId)).value
 */
export async function playgroupFeedToken(
  p: Platform,
  actor: Actor,
  playgroupId: unknown,
  options: { reset?: boolean } = {},
): Promise<Outcome<{ token: string }>> {
  if (!actor) return failure(refusals.unauthenticated());
  const loaded = await loadMembership(p.db, playgroupId, actor.userId);
  if (!loaded.ok) return loaded;
  if (!loaded.value.member)
    return failure({ code: 'not_a_member', status: 403, message: 'Only members of this Playgroup get its calendar.' });
  const pgId = loaded.value.playgroup.id;
  const mine = and(eq(playgroupFeeds.playgroupId, pgId), eq(playgroupFeeds.userId, actor.userId));
  // Nearly every page view finds the token made: answer it with a plain read, and write only to make or replace one.
  if (!options.reset) {
    const [kept] = await p.db.select({ token: playgroupFeeds.token }).from(playgroupFeeds).where(mine).limit(1);
    if (kept) return success({ token: kept.token });
  }
  return transact(p.db, async (tx) => {
    const [row] = await tx.select().from(playgroupFeeds).where(mine).for('update');
    if (row && !options.reset) return success({ token: row.token });
    const token = newToken();
    if (row) await tx.update(playgroupFeeds).set({ token, createdAt: p.now() }).where(eq(playgroupFeeds.id, row.id));
    else
      await tx
        .insert(playgroupFeeds)
        .values({ playgroupId: pgId, userId: actor.userId, token, createdAt: p.now() })
        .onConflictDoNothing();
    const [made] = await tx.select({ token: playgroupFeeds.token }).from(playgroupFeeds).where(mine);
    return success({ token: made!.token });
  });
}

/**
 * Revokes every member's calendar address of a Playgroup (needs `administrate`) and makes the actor's new one, in one
 * transaction; each other member gets a new one the next time they open the Playgroup. Answers the actor's new token.
 */
export async function resetPlaygroupFeeds(
  p: Platform,
  actor: Actor,
  playgroupId: unknown,
): Promise<Outcome<{ token: string }>> {
  if (!actor) return failure(refusals.unauthenticated());
  return transact(p.db, async (tx) => {
    const loaded = await loadMembership(tx, playgroupId, actor.userId);
    if (!loaded.ok) return loaded;
    const allowed = requirePermission(loaded.value, 'administrate');
    if (!allowed.ok) return allowed;
    const pgId = loaded.value.playgroup.id;
    await tx.delete(playgroupFeeds).where(eq(playgroupFeeds.playgroupId, pgId));
    const token = newToken();
    await tx.insert(playgroupFeeds).values({ playgroupId: pgId, userId: actor.userId, token, createdAt: p.now() });
    return success({ token });
  });
}

/** Making a new calendar address (`POST /api/v1/playgroups/{id}/calendar-feed`): one's own, or everyone's. */
export const calendarFeedResetSchema = z.strictObject({
  /** Every member's address (needs `administrate`); otherwise only the caller's. */
  everyone: z.boolean().default(false),
});

/** Replaces the caller's calendar address of a Playgroup, or (for those who administrate it) every member's. */
export async function resetCalendarFeed(
  p: Platform,
  actor: Actor,
  playgroupId: unknown,
  input: unknown = {},
): Promise<Outcome<{ token: string }>> {
  const parsed = parseInput(calendarFeedResetSchema, input ?? {});
  if (!parsed.ok) return parsed;
  return parsed.value.everyone
    ? resetPlaygroupFeeds(p, actor, playgroupId)
    : playgroupFeedToken(p, actor, playgroupId, { reset: true });
}

/**
 * A Playgroup's calendar of Contracts, for the holder of a member's secret feed token (calendar apps fetch it without
 * signing in). A token of someone who is no longer a member, or of another Playgroup, finds nothing.
 * @example const ics = await playgroupCalendar(p, playgroupId, token)
 */
export async function playgroupCalendar(p: Platform, playgroupId: unknown, token: unknown): Promise<Outcome<string>> {
  const missing = failure(refusals.notFound('That calendar'));
  if (!isId(playgroupId) || typeof token !== 'string' || token.length < 10 || token.length > 100) return missing;
  const [feed] = await p.db
    .select({ name: playgroups.name })
    .from(playgroupFeeds)
    .innerJoin(playgroups, eq(playgroups.id, playgroupFeeds.playgroupId))
    .innerJoin(
      playgroupMembers,
      and(
        eq(playgroupMembers.playgroupId, playgroupFeeds.playgroupId),
        eq(playgroupMembers.userId, playgroupFeeds.userId),
        eq(playgroupMembers.state, 'member'),
      ),
    )
    .where(and(eq(playgroupFeeds.token, token), eq(playgroupFeeds.playgroupId, playgroupId)));
  if (!feed) return missing;
  const items = await feedRows(p, eq(contracts.playgroupId, playgroupId));
  return success(renderCalendar({ name: `${feed.name} — Contracts`, origin: p.origin, now: p.now(), items }));
}
