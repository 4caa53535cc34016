import { and, inArray, lt } from 'drizzle-orm';
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
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let prunedAt = 0;

  const schedule = (ms: number) => {
    if (stopping.signal.aborted) return;
    clearTimeout(timer);
    timer = setTimeout(tick, ms);
    timer.unref();
  };

  async function drain(): Promise<void> {
    // A full batch means more may be waiting: keep going until a batch comes back short.
    while (!stopping.signal.aborted) {
      const summary = await deliverDueWebhooks(p, { ...deliver, limit, signal: stopping.signal });
      if (summary.claimed < limit) break;
    }
    const now = p.now().getTime();
    if (!stopping.signal.aborted && now - prunedAt >= HOUR_MS) {
      prunedAt = now;
      await pruneWebhookDeliveries(p, new Date(now - keepMs));
    }
  }

  function tick(): void {
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => p.log.error('webhook dispatcher failed', { error: String(error) }))
      .finally(() => {
        running = undefined;
        schedule(again ? 0 : intervalMs);
        again = false;
      });
  }

  const wake = () => {
    if (running) again = true;
    else schedule(0);
  };
  const unregister = onWebhookNudge(p, wake);
  schedule(0);

  return {
    nudge: wake,
    async stop() {
      stopping.abort();
      unregister();
      clearTimeout(timer);
      await running;
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
