import { and, inArray, lt } from 'drizzle-orm';
import { startQueueLoop } from '../background/queue-loop.js';
import type { Platform } from '../context.js';
import { webhookDeliveries } from '../db/schema.js';
import { deliverDueWebhooks, type DeliverOptions } from './deliver.js';
import { onWebhookNudge } from './nudge.js';

/** How a background dispatcher runs; every field has a default. */
export interface DispatcherOptions extends Omit<DeliverOptions, 'signal'> {
  /** The pause between two looks for due deliveries (default 5 s). */
  intervalMs?: number;
  /** Finished deliveries older than this are deleted (default 30 days). */
  keepMs?: number;
}

/** A running dispatcher. */
export interface WebhookDispatcher {
  /** Looks for due deliveries on the next turn of the event loop (coalesced with a look already running). */
  nudge(): void;
  /** Stops polling, aborts the sends in flight (their deliveries go back to the queue) and waits for the end. */
  stop(): Promise<void>;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Starts sending queued webhook deliveries in the background: every `intervalMs`, and at once when a workflow
 * that queued something commits (`nudgeWebhooksAfter`). Its timers never keep the process alive, errors are only
 * logged, and several processes may run one each on the same database.
 * @example const dispatcher = startWebhookDispatcher(platform); … await dispatcher.stop();
 */
export function startWebhookDispatcher(p: Platform, options: DispatcherOptions = {}): WebhookDispatcher {
  const { intervalMs = 5_000, keepMs = 30 * 24 * HOUR_MS, ...deliver } = options;
  const limit = deliver.limit ?? 20;
  const loop = startQueueLoop(
    p,
    {
      sendBatch: (signal) => deliverDueWebhooks(p, { ...deliver, limit, signal }),
      prune: (before) => pruneWebhookDeliveries(p, before),
    },
    { intervalMs, limit, keepMs, name: 'webhook dispatcher' },
  );
  const unregister = onWebhookNudge(p, loop.wake);
  return {
    nudge: loop.wake,
    async stop() {
      unregister();
      await loop.stop();
    },
  };
}

/** Deletes delivered and failed deliveries last touched before `before`; answers how many went. */
export async function pruneWebhookDeliveries(p: Platform, before: Date): Promise<number> {
  const gone = await p.db
    .delete(webhookDeliveries)
    .where(and(inArray(webhookDeliveries.status, ['delivered', 'failed']), lt(webhookDeliveries.updatedAt, before)))
    .returning({ id: webhookDeliveries.id });
  return gone.length;
}
