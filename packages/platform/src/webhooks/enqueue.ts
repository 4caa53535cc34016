import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/connection.js';
import { webhookDeliveries, webhooks, type WebhookEvent } from '../db/schema.js';
import type { DiscordMessage } from './messages.js';

/** What happened, where and when, for `enqueueWebhookEvent`. */
export interface WebhookEventInput {
  playgroupId: string;
  event: WebhookEvent;
  message: DiscordMessage;
  /** The platform clock's now: the delivery is due at once. */
  at: Date;
}

/**
 * Queues one delivery for every enabled webhook of the Playgroup that asked for `event`, inside the caller's
 * transaction: if the workflow rolls back, nothing is queued, and if it commits, the delivery is certain to be
 * tried. Answers how many deliveries were queued. Call `nudgeWebhooksAfter` once the transaction is over.
 * @example await enqueueWebhookEvent(tx, { playgroupId, event: 'member_joined', message, at: now })
 */
export async function enqueueWebhookEvent(tx: Tx, input: WebhookEventInput): Promise<number> {
  const targets = await tx
    .select({ id: webhooks.id })
    .from(webhooks)
    .where(
      and(
        eq(webhooks.playgroupId, input.playgroupId),
        eq(webhooks.enabled, true),
        sql`${webhooks.events} @> ${JSON.stringify([input.event])}::jsonb`,
      ),
    );
  if (targets.length === 0) return 0;
  const payload = input.message as unknown as Record<string, unknown>;
  await tx.insert(webhookDeliveries).values(
    targets.map((t) => ({
      webhookId: t.id,
      event: input.event,
      payload,
      nextAttemptAt: input.at,
      createdAt: input.at,
      updatedAt: input.at,
    })),
  );
  return targets.length;
}
