import { and, desc, eq } from 'drizzle-orm';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import type { Db, Tx } from '../db/connection.js';
import { users, webhookDeliveries, webhooks } from '../db/schema.js';
import { transact } from '../db/transaction.js';
import { failure, refusals, success, type Outcome } from '../errors.js';
import { isId, parseInput } from '../parse.js';
import { loadMembership, requirePermission, type Membership } from '../playgroups/roles.js';
import { webhookCreateSchema } from './schemas.js';
import { addressProblem, isHttps, type WebhookTargetPolicy } from './target-guard.js';
import { redactUrl, type WebhookDeliveryView, type WebhookView } from './views.js';

/** The most webhooks one Playgroup may have. */
export const MAX_WEBHOOKS_PER_PLAYGROUP = 10;
/** How many of a webhook's latest deliveries its view lists. */
export const RECENT_DELIVERIES = 5;

type Row = typeof webhooks.$inferSelect;

/** Opens the Playgroup for someone who may change its settings (`edit_playgroup`; `administrate` includes it). */
async function editable(
  tx: Db | Tx,
  actor: NonNullable<Actor>,
  playgroupId: unknown,
  lock = false,
): Promise<Outcome<Membership>> {
  const loaded = await loadMembership(tx, playgroupId, actor.userId, lock);
  return loaded.ok ? requirePermission(loaded.value, 'edit_playgroup') : loaded;
}

/**
 * Adds a webhook to a Playgroup (needs `edit_playgroup`): an https address and the events it wants. The same
 * address twice in one Playgroup is refused (409), as is an eleventh webhook; so are (422) an http:// address
 * (`webhook_not_https`) and an address at a private, loopback or link-local IP or a local-only name like
 * `localhost`, unless `options.allowPrivateTargets` (`private_webhook_address`).
 * @example
 * await addWebhook(p, actor, playgroupId, { url: 'https://discord.com/api/webhooks/…',
 *   events: ['contract_scheduled'] })
 */
export async function addWebhook(
  p: Platform,
  actor: Actor,
  playgroupId: unknown,
  input: unknown,
  options: Partial<WebhookTargetPolicy> = {},
): Promise<Outcome<WebhookView>> {
  if (!actor) return failure(refusals.unauthenticated());
  const parsed = parseInput(webhookCreateSchema, input);
  if (!parsed.ok) return parsed;
  return transact(p.db, async (tx) => {
    // Locking the Playgroup row queues two additions at once, so the limit and the duplicate check hold.
    const allowed = await editable(tx, actor, playgroupId, true);
    if (!allowed.ok) return allowed;
    const pgId = allowed.value.playgroup.id;
    if (!isHttps(parsed.value.url)) {
      return failure({
        code: 'webhook_not_https',
        status: 422,
        field: 'url',
        message:
          'Webhooks only post to https:// addresses: over plain http the message and the secret in the address ' +
          'would travel unprotected. Use the https:// address your service gives.',
      });
    }
    const problem = options.allowPrivateTargets ? undefined : addressProblem(parsed.value.url);
    if (problem !== undefined) {
      return failure({
        code: 'private_webhook_address',
        status: 422,
        field: 'url',
        message: `Webhooks may only post to public internet addresses: ${problem}.`,
      });
    }
    const existing = await tx.select({ url: webhooks.url }).from(webhooks).where(eq(webhooks.playgroupId, pgId));
    if (existing.some((w) => w.url === parsed.value.url)) {
      return failure({
        code: 'webhook_exists',
        status: 409,
        field: 'url',
        message: 'This Playgroup already sends to that address.',
      });
    }
    if (existing.length >= MAX_WEBHOOKS_PER_PLAYGROUP) {
      return failure({
        code: 'too_many_webhooks',
        status: 409,
        message: `A Playgroup may have at most ${MAX_WEBHOOKS_PER_PLAYGROUP} webhooks: remove one first.`,
      });
    }
    const [row] = await tx
      .insert(webhooks)
      .values({
        playgroupId: pgId,
        url: parsed.value.url,
        events: parsed.value.events,
        createdBy: actor.userId,
        createdAt: p.now(),
      })
      .returning();
    return success(webhookView(row!, actor.handle, []));
  });
}

/** Removes a webhook and its queued deliveries (needs `edit_playgroup`). */
export async function removeWebhook(
  p: Platform,
  actor: Actor,
  playgroupId: unknown,
  webhookId: unknown,
): Promise<Outcome<null>> {
  if (!actor) return failure(refusals.unauthenticated());
  return transact(p.db, async (tx) => {
    const allowed = await editable(tx, actor, playgroupId);
    if (!allowed.ok) return allowed;
    const removed = isId(webhookId)
      ? await tx
          .delete(webhooks)
          .where(and(eq(webhooks.id, webhookId), eq(webhooks.playgroupId, allowed.value.playgroup.id)))
          .returning({ id: webhooks.id })
      : [];
    return removed.length === 0 ? failure(refusals.notFound('That webhook')) : success(null);
  });
}

/**
 * A Playgroup's webhooks, oldest first, each with its latest deliveries (needs `edit_playgroup`: the addresses
 * are secrets, and even redacted they are nobody else's business).
 */
export async function listWebhooks(p: Platform, actor: Actor, playgroupId: unknown): Promise<Outcome<WebhookView[]>> {
  if (!actor) return failure(refusals.unauthenticated());
  // Plain reads outside any transaction: one would lock nothing and cost a BEGIN and a COMMIT on every call.
  const allowed = await editable(p.db, actor, playgroupId);
  if (!allowed.ok) return allowed;
  const rows = await p.db
    .select({ w: webhooks, handle: users.handle })
    .from(webhooks)
    .leftJoin(users, eq(users.id, webhooks.createdBy))
    .where(eq(webhooks.playgroupId, allowed.value.playgroup.id))
    .orderBy(webhooks.createdAt, webhooks.id);
  const views: WebhookView[] = [];
  for (const { w, handle } of rows) {
    const recent = await p.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.webhookId, w.id))
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(RECENT_DELIVERIES);
    views.push(webhookView(w, handle, recent.map(deliveryView)));
  }
  return success(views);
}

function webhookView(row: Row, handle: string | null, recent: WebhookDeliveryView[]): WebhookView {
  return {
    id: row.id,
    url: redactUrl(row.url),
    events: row.events,
    enabled: row.enabled,
    createdBy: handle === null ? null : { handle },
    createdAt: row.createdAt,
    recent,
  };
}

function deliveryView(row: typeof webhookDeliveries.$inferSelect): WebhookDeliveryView {
  return {
    id: row.id,
    event: row.event,
    status: row.status,
    attempts: row.attempts,
    lastHttpStatus: row.lastHttpStatus,
    lastError: row.lastError,
    createdAt: row.createdAt,
    deliveredAt: row.deliveredAt,
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt : null,
  };
}
