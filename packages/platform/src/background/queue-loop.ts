import type { Platform } from '../context.js';

/** What a queue loop does each look: send a batch of due rows, and now and then delete old finished ones. */
export interface QueueWork {
  /** Sends up to `limit` due rows; answers how many it claimed (a full batch means more may be waiting). */
  sendBatch(signal: AbortSignal): Promise<{ claimed: number }>;
  /** Deletes finished rows last touched before `before`. */
  prune(before: Date): Promise<unknown>;
}

/** How often a queue loop looks, how big a batch is, how long finished rows are kept, and its name for the log. */
export interface QueueLoopOptions {
  intervalMs: number;
  limit: number;
  keepMs: number;
  name: string;
}

/** A running queue loop. */
export interface QueueLoop {
  /** Looks for due rows on the next turn of the event loop (coalesced with a look already running). */
  wake(): void;
  /** Stops looking, aborts the sends in flight (their rows go back to the queue) and waits for the end. */
  stop(): Promise<void>;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * The background loop the webhook and mail senders share: a look every `intervalMs` or when woken, batches until one
 * comes back short, old rows pruned hourly. Its timers never keep the process alive, and errors are only logged.
 */
export function startQueueLoop(p: Platform, work: QueueWork, options: QueueLoopOptions): QueueLoop {
  const { intervalMs, limit, keepMs, name } = options;
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
    while (!stopping.signal.aborted) {
      const summary = await work.sendBatch(stopping.signal);
      if (summary.claimed < limit) break;
    }
    const now = p.now().getTime();
    if (!stopping.signal.aborted && now - prunedAt >= HOUR_MS) {
      prunedAt = now;
      await work.prune(new Date(now - keepMs));
    }
  }

  function tick(): void {
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => p.log.error(`${name} failed`, { error: String(error) }))
      .finally(() => {
        running = undefined;
        schedule(again ? 0 : intervalMs);
        again = false;
      });
  }

  schedule(0);
  return {
    wake: () => {
      if (running) again = true;
      else schedule(0);
    },
    async stop() {
      stopping.abort();
      clearTimeout(timer);
      await running;
    },
  };
}
