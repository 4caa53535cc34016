import { startQueueLoop } from '../background/queue-loop.js';
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
  const loop = startQueueLoop(
    p,
    {
      sendBatch: (signal) => sendDueEmails(p, { limit, signal }),
      prune: (before) => pruneEmailOutbox(p, before),
    },
    { intervalMs, limit, keepMs, name: 'mail sender' },
  );
  return { nudge: loop.wake, stop: loop.stop };
}
