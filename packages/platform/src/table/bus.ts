import { and, asc, eq, gt, max, sql } from 'drizzle-orm';
import type { Platform } from '../context.js';
import { queryRows } from '../db/raw.js';
import { tableEvents } from '../db/schema.js';
import { deserializeTableEvent, TABLE_CHANNEL_PREFIX, type TableEvent, type TableNotice } from './events.js';
import { tableEventOf } from './replay.js';

/** Hears every event of one table, whole: the listener cuts it down (`viewTableEvent`) for its reader. */
export type TableListener = (event: TableEvent) => void;

/** This process's ear on the table channel, shared by every open stream. */
export interface TableBus {
  /**
   * Hears a table's events from now on; the returned function stops. Right after the bus reconnects, an event may
   * come twice (once read back, once notified): listeners skip ids they already have, as `watchTable` does.
   */
  subscribe(contractId: string, listener: TableListener): () => void;
  /** How many listeners a table has in this process (for tests and health checks). */
  listeners(contractId: string): number;
  /** Stops listening; subscribers hear nothing more. */
  close(): Promise<void>;
}

interface Table {
  listeners: Set<TableListener>;
  /**
   * The highest id handed out here, or in the log when the table got its first listener: after a lost connection,
   * what follows it is read back. Never taken from a client, whose word could make the bus skip events.
   */
  lastId: number;
}

/** The channel a platform's table events are notified on (one per schema, as `appendTableEvent` names it). */
export async function tableChannel(p: Pick<Platform, 'db'>): Promise<string> {
  const [row] = await queryRows<{ name: string }>(p.db, sql`SELECT current_schema() AS name`);
  return `${TABLE_CHANNEL_PREFIX}${row!.name}`;
}

/**
 * Opens the bus: ONE LISTEN per process on the table channel, whatever the number of tables and streams. Every
 * server behind a load balancer opens its own, so an event written through any server reaches every stream.
 * Notices are handled one after the other, in the order PostgreSQL delivered them (which is commit order, and for one
 * table id order); a notice too big for NOTIFY names its row, which is read back. When the listening connection was
 * lost and came back, each table's log is read after the last id handed out, so nothing in the gap is missed (and
 * what was both read back and notified comes twice: listeners skip ids they have).
 * @example const bus = await openTableBus(p); const stop = bus.subscribe(contractId, (e) => send(e));
 */
export async function openTableBus(p: Pick<Platform, 'db' | 'listen' | 'log'>): Promise<TableBus> {
  const tables = new Map<string, Table>();
  let queue: Promise<void> = Promise.resolve();
  let closed = false;

  const deliver = (event: TableEvent) => {
    const table = tables.get(event.contractId);
    if (!table) return;
    table.lastId = Math.max(table.lastId, event.id);
    for (const listener of table.listeners) {
      try {
        listener(event);
      } catch (error) {
        p.log.error('a table listener failed', { contractId: event.contractId, error: String(error) });
      }
    }
  };

  const readBack = async (contractId: string, after: number) => {
    const rows = await p.db
      .select()
      .from(tableEvents)
      .where(and(eq(tableEvents.contractId, contractId), gt(tableEvents.id, after)))
      .orderBy(asc(tableEvents.id));
    for (const row of rows) deliver(tableEventOf(row));
  };

  const readOne = async (id: number) => {
    const [row] = await p.db.select().from(tableEvents).where(eq(tableEvents.id, id));
    if (row) deliver(tableEventOf(row));
  };

  const latestId = async (contractId: string) => {
    const [row] = await p.db
      .select({ id: max(tableEvents.id) })
      .from(tableEvents)
      .where(eq(tableEvents.contractId, contractId));
    return row?.id ?? 0;
  };

  const handle = async (payload: string) => {
    let notice: TableNotice;
    try {
      notice = JSON.parse(payload) as TableNotice;
    } catch {
      return p.log.warn('an unreadable table notice was ignored', { payload: payload.slice(0, 200) });
    }
    if ('event' in notice) return deliver(deserializeTableEvent(notice.event));
    if (tables.has(notice.contractId)) await readOne(notice.id);
  };

  const enqueue = (work: () => Promise<void> | void) => {
    queue = queue.then(work).catch((error: unknown) => p.log.error('table bus failed', { error: String(error) }));
  };

  const channel = await tableChannel(p);
  const unlisten = await p.listen(channel, (payload) => enqueue(() => handle(payload)), {
    onReconnect: () => {
      for (const [contractId, table] of tables) enqueue(() => readBack(contractId, table.lastId));
    },
  });

  return {
    subscribe(contractId, listener) {
      if (closed) return () => {};
      let table = tables.get(contractId);
      if (!table) {
        const made: Table = { listeners: new Set(), lastId: 0 };
        tables.set(contractId, (table = made));
        enqueue(async () => {
          made.lastId = Math.max(made.lastId, await latestId(contractId));
        });
      }
      table.listeners.add(listener);
      const joined = table;
      return () => {
        joined.listeners.delete(listener);
        if (joined.listeners.size === 0 && tables.get(contractId) === joined) tables.delete(contractId);
      };
    },
    listeners: (contractId) => tables.get(contractId)?.listeners.size ?? 0,
    async close() {
      closed = true;
      tables.clear();
      await unlisten();
    },
  };
}
