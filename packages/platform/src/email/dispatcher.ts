import type { Platform } from '../context.js';
import { pruneEmailOutbox, sendDueEmails } from './send.js';

/** How the mail sender runs; every field has a default. */
export interface EmailDispatcherOptions {
  /** The pause between two looks for due mail (default 5 s). */
  intervalMs?: number;
  /** The most outbox rows one look claims (default 20). */
  limit?: number;
  /** Sent and failed rows older than this are deleted (default 30 days). */
  keepMs?: number;
}

/** A running mail sender. */
export interface EmailDispatcher {
  /** Looks for due mail on the next turn of the event loop. */
  nudge(): void;
  /** Stops looking, lets the mail in hand finish or go back to the queue, and waits for the end. */
  stop(): Promise<void>;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Starts mailing queued notifications in the background: every `intervalMs` it sends what is due (instant mail
 * and daily digests whose hour came). Its timers never keep the process alive, errors are only logged, and
 * several processes may each run one on the same database.
 * @example const mail = startEmailDispatcher(platform); … await mail.stop();
 */
export function startEmailDispatcher(p: Platform, options: EmailDispatcherOptions = {}): EmailDispatcher {
  const { intervalMs = 5_000, limit = 20, keepMs = 30 * 24 * HOUR_MS } = options;
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
      const summary = await sendDueEmails(p, { limit, signal: stopping.signal });
      if (summary.claimed < limit) break;
    }
    const now = p.now().getTime();
    if (!stopping.signal.aborted && now - prunedAt >= HOUR_MS) {
      prunedAt = now;
      await pruneEmailOutbox(p, new Date(now - keepMs));
    }
  }

  function tick(): void {
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => p.log.error('mail sender failed', { error: String(error) }))
      .finally(() => {
        running = undefined;
        schedule(again ? 0 : intervalMs);
        again = false;
      });
  }

  schedule(0);
  return {
    nudge: () => {
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
