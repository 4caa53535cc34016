import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import { success, type Outcome } from '../errors.js';
import type { TableBus } from './bus.js';
import { viewTableEvent, type TableEvent, type TableEventView } from './events.js';
import { TABLE_REPLAY_LIMIT, tableEventsAfter } from './replay.js';
import { tableSeat, type TableSeat } from './seat.js';

/** How many of the latest events a client that names no last id is sent first. */
export const TABLE_WATCH_BACKLOG = 200;

/** An open watch on a table: who watches, and how to end it or check their seat again. */
export interface TableWatch {
  /** The watcher's seat as last checked (every event is cut for it). */
  readonly seat: TableSeat;
  /**
   * Reads the seat again (a player who lost theirs, a GM whose role ended): false when the watcher may no longer sit
   * at the table, and the watch should end. Later events are cut for the new seat.
   */
  recheck(): Promise<boolean>;
  /** Stops hearing the table. */
  stop(): void;
}

/**
 * Watches a Contract's table for one reader: refuses outsiders (not_found, not_at_table), then sends what they
 * missed after `after` (or, without it, the latest events) and every later event, each cut with `viewTableEvent` on
 * the server, in id order and never twice. Listening starts before the log is read, so an event committed in between
 * is neither lost nor doubled. `send` also gets the whole event, the same object for every watcher of this process,
 * so a stream can share one encoding of a view everyone sees alike.
 * @example const watch = await watchTable(p, bus, actor, contractId, { after: 41, send: (view) => write(view) });
 */
export async function watchTable(
  p: Pick<Platform, 'db'>,
  bus: TableBus,
  actor: Actor,
  contractId: unknown,
  options: { after?: number | undefined; send(view: TableEventView, event: TableEvent): void },
): Promise<Outcome<TableWatch>> {
  const seated = await tableSeat(p.db, actor, contractId);
  if (!seated.ok) return seated;
  let seat = seated.value;
  const { send } = options;
  let last = options.after ?? 0;
  let held: TableEvent[] | null = [];
  const forward = (event: TableEvent) => {
    if (event.id <= last) return;
    last = event.id;
    const view = viewTableEvent(event, seat);
    if (view) send(view, event);
  };
  const stop = bus.subscribe(seat.contractId, (event) => (held ? held.push(event) : forward(event)));
  try {
    if (options.after === undefined) {
      for (const event of await tableEventsAfter(p.db, seat.contractId, { limit: TABLE_WATCH_BACKLOG })) forward(event);
    } else {
      for (;;) {
        const page = await tableEventsAfter(p.db, seat.contractId, { after: last, limit: TABLE_REPLAY_LIMIT });
        for (const event of page) forward(event);
        if (page.length < TABLE_REPLAY_LIMIT) break;
      }
    }
  } catch (error) {
    stop();
    throw error;
  }
  for (const event of held) forward(event);
  held = null;
  return success({
    get seat() {
      return seat;
    },
    async recheck() {
      const again = await tableSeat(p.db, actor, seat.contractId);
      if (!again.ok) return false;
      seat = again.value;
      return true;
    },
    stop,
  });
}
