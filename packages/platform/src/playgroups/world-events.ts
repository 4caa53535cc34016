import { and, desc, eq } from 'drizzle-orm';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import { users, worldEvents } from '../db/schema.js';
import { transact } from '../db/transaction.js';
import { failure, refusals, success, type Outcome } from '../errors.js';
import { isId, parseInput } from '../parse.js';
import { beforeCursor, decodeCursor, pageOf } from './cursor.js';
import { privatePlaygroup, seesInside } from './listing.js';
import { can, lacks, loadMembership } from './roles.js';
import { pageSchema, worldEventSchema } from './schemas.js';
import { enqueueWebhookEvent } from '../webhooks/enqueue.js';
import { worldEventMessage } from '../webhooks/messages.js';
import { nudgeWebhooksAfter } from '../webhooks/nudge.js';
import type { WorldEventView } from './views.js';

/**
 * Posts a World Event to a Playgroup's feed (needs `post_world_events`). The body is Markdown kept as typed; the
 * edge renders it with every HTML character escaped.
 * @example await postWorldEvent(p, actor, playgroupId, { title: 'The bridge fell', body: 'Nobody **saw** it.' })
 */
export async function postWorldEvent(
  p: Platform,
  actor: Actor,
  playgroupId: unknown,
  input: unknown,
): Promise<Outcome<WorldEventView>> {
  if (!actor) return failure(refusals.unauthenticated());
  const parsed = parseInput(worldEventSchema, input);
  if (!parsed.ok) return parsed;
  return nudgeWebhooksAfter(
    p,
    await transact(p.db, async (tx) => {
      const loaded = await loadMembership(tx, playgroupId, actor.userId);
      if (!loaded.ok) return loaded;
      if (!can(loaded.value, 'post_world_events')) return failure(lacks(loaded.value, 'post_world_events'));
      const now = p.now();
      const [row] = await tx
        .insert(worldEvents)
        .values({
          playgroupId: loaded.value.playgroup.id,
          authorId: actor.userId,
          title: parsed.value.title,
          body: parsed.value.body,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const pg = loaded.value.playgroup;
      const message = worldEventMessage({
        playgroupId: pg.id,
        playgroupName: pg.name,
        title: row!.title,
        body: row!.body,
        authorHandle: actor.handle,
        at: now,
      });
      await enqueueWebhookEvent(tx, { playgroupId: pg.id, event: 'world_event_posted', message, at: now });
      return success({
        id: row!.id,
        title: row!.title,
        body: row!.body,
        author: { handle: actor.handle },
        createdAt: row!.createdAt,
      });
    }),
  );
}

/**
 * One page of a Playgroup's World Events, newest first (an unlisted Playgroup's only to its members). `before` is the
 * `next` cursor of the previous page; each page is one index range scan, so page 1,000 costs what page 1 does.
 */
export async function listWorldEvents(
  p: Platform,
  actor: Actor,
  playgroupId: unknown,
  input: unknown = {},
): Promise<Outcome<{ items: WorldEventView[]; next: string | null }>> {
  const parsed = parseInput(pageSchema, input ?? {});
  if (!parsed.ok) return parsed;
  if (!isId(playgroupId)) return failure(refusals.notFound('That Playgroup'));
  const loaded = await loadMembership(p.db, playgroupId, actor?.userId);
  if (!loaded.ok) return loaded;
  if (!seesInside(loaded.value)) return failure(privatePlaygroup(loaded.value.playgroup.name));
  const { before, limit } = parsed.value;
  const rows = await p.db
    .select({ e: worldEvents, handle: users.handle })
    .from(worldEvents)
    .leftJoin(users, eq(users.id, worldEvents.authorId))
    .where(
      and(
        eq(worldEvents.playgroupId, playgroupId),
        beforeCursor(worldEvents.createdAt, worldEvents.id, decodeCursor(before)),
      ),
    )
    .orderBy(desc(worldEvents.createdAt), desc(worldEvents.id))
    .limit(limit + 1);
  const page = pageOf(rows, limit, (r) => ({ at: r.e.createdAt, id: r.e.id }));
  return success({
    items: page.items.map(({ e, handle }) => ({
      id: e.id,
      title: e.title,
      body: e.body,
      author: handle === null ? null : { handle },
      createdAt: e.createdAt,
    })),
    next: page.next,
  });
}

/** Removes a World Event: its author, or anyone who may post World Events there. */
export async function deleteWorldEvent(
  p: Platform,
  actor: Actor,
  playgroupId: unknown,
  eventId: unknown,
): Promise<Outcome<null>> {
  if (!actor) return failure(refusals.unauthenticated());
  return transact(p.db, async (tx) => {
    const loaded = await loadMembership(tx, playgroupId, actor.userId);
    if (!loaded.ok) return loaded;
    const [event] = isId(eventId)
      ? await tx
          .select()
          .from(worldEvents)
          .where(and(eq(worldEvents.id, eventId), eq(worldEvents.playgroupId, loaded.value.playgroup.id)))
      : [];
    if (!event) return failure(refusals.notFound('That World Event'));
    if (event.authorId !== actor.userId && !can(loaded.value, 'post_world_events'))
      return failure(lacks(loaded.value, 'post_world_events'));
    await tx.delete(worldEvents).where(eq(worldEvents.id, event.id));
    return success(null);
  });
}
