import type { Platform } from '../context.js';
import type { Db } from '../db/connection.js';
import type { Outcome } from '../errors.js';

// Running dispatchers by database, so a workflow that just committed a delivery can wake them up at once
// instead of leaving the delivery to the next poll.
const listeners = new WeakMap<Db, Set<() => void>>();

/** Registers a dispatcher's wake-up call for `p`'s database; answers the function that unregisters it. */
export function onWebhookNudge(p: Pick<Platform, 'db'>, wake: () => void): () => void {
  let set = listeners.get(p.db);
  if (!set) listeners.set(p.db, (set = new Set()));
  set.add(wake);
  return () => set.delete(wake);
}

/** Wakes every dispatcher running on `p`'s database (they start on the next turn of the event loop). */
export function nudgeWebhooks(p: Pick<Platform, 'db'>): void {
  for (const wake of listeners.get(p.db) ?? []) wake();
}

/**
 * Hands an Outcome back unchanged, waking the dispatchers first when it succeeded: call it on the result of a
 * transaction that may have queued deliveries. The request never waits for a delivery.
 * @example return nudgeWebhooksAfter(p, await transact(p.db, async (tx) => { … }));
 */
export function nudgeWebhooksAfter<T>(p: Pick<Platform, 'db'>, outcome: Outcome<T>): Outcome<T> {
  if (outcome.ok) nudgeWebhooks(p);
  return outcome;
}
