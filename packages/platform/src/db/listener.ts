import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** Called with each NOTIFY payload of a channel. */
export type NotificationHandler = (payload: string) => void;

/** What a listener can be told besides payloads: the connection came back after a gap (notices may be lost). */
export interface ListenOptions {
  onReconnect?: () => void;
}

/** Starts hearing a channel; the returned function stops it. */
export type Listen = (
  channel: string,
  onPayload: NotificationHandler,
  options?: ListenOptions,
) => Promise<() => Promise<void>>;

/** How long to wait before trying a lost listening connection again, doubling up to the last value. */
const RECONNECT_DELAYS_MS = [250, 500, 1000, 2000, 5000];

interface Subscriber {
  onPayload: NotificationHandler;
  onReconnect: (() => void) | undefined;
}

/**
 * LISTEN on a PostgreSQL server through one dedicated client per process (never a pooled one: a pool hands its
 * clients to other queries and drops idle ones). When the connection breaks it is opened again, every channel is
 * listened to afresh, and subscribers are told, since what was notified in between is gone.
 */
export function postgresListener(options: pg.ClientConfig): { listen: Listen; close(): Promise<void> } {
  const channels = new Map<string, Set<Subscriber>>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let closed = false;
  let failures = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const quote = (channel: string) => pg.escapeIdentifier(channel);
  // One statement at a time on the listening client (pg refuses to be handed a query while one runs).
  let statements: Promise<unknown> = Promise.resolve();
  const run = (on: pg.Client, statement: string): Promise<void> => {
    const next = statements.then(() => on.query(statement));
    statements = next.catch(() => {});
    return next.then(() => {});
  };

  const open = (): Promise<pg.Client> => {
    connecting ??= (async () => {
      const next = new pg.Client(options);
      next.on('notification', (message) => {
        for (const subscriber of channels.get(message.channel) ?? []) subscriber.onPayload(message.payload ?? '');
      });
      next.on('error', () => lost(next));
      next.on('end', () => lost(next));
      try {
        await next.connect();
        for (const channel of channels.keys()) await run(next, `LISTEN ${quote(channel)}`);
      } catch (error) {
        connecting = undefined;
        await next.end().catch(() => {});
        throw error;
      }
      client = next;
      return next;
    })();
    return connecting;
  };

  const lost = (which: pg.Client) => {
    if (client !== which || closed) return;
    client = undefined;
    connecting = undefined;
    void which.end().catch(() => {});
    reconnect();
  };

  const reconnect = () => {
    if (closed || retry) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)]!;
    retry = setTimeout(() => {
      retry = undefined;
      open().then(
        () => {
          failures = 0;
          for (const set of channels.values()) for (const subscriber of set) subscriber.onReconnect?.();
        },
        () => {
          failures++;
          reconnect();
        },
      );
    }, delay);
    retry.unref?.();
  };

  const listen: Listen = async (channel, onPayload, listenOptions = {}) => {
    if (closed) throw new Error('the database connection is closed');
    const subscriber: Subscriber = { onPayload, onReconnect: listenOptions.onReconnect };
    let set = channels.get(channel);
    const first = !set;
    if (!set) channels.set(channel, (set = new Set()));
    set.add(subscriber);
    try {
      const current = client ?? (await open());
      // LISTEN twice is harmless, and a client opened meanwhile may have read the map before this channel joined.
      if (first) await run(current, `LISTEN ${quote(channel)}`);
    } catch (error) {
      set.delete(subscriber);
      if (set.size === 0) channels.delete(channel);
      throw error;
    }
    return async () => {
      if (!set.delete(subscriber) || set.size > 0) return;
      channels.delete(channel);
      if (client) await run(client, `UNLISTEN ${quote(channel)}`).catch(() => {});
    };
  };

  return {
    listen,
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      channels.clear();
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
}

/** LISTEN inside PGlite: its notifications arrive in the same process, after the notifying transaction commits. */
export function pgliteListener(client: PGlite): Listen {
  return async (channel, onPayload) => {
    const unlisten = await client.listen(channel, onPayload);
    return async () => {
      await unlisten().catch(() => {});
    };
  };
}
