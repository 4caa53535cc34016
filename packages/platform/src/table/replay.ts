import { and, asc, desc, eq, gt } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import type { Db, Tx } from '../db/connection.js';
import { tableEvents } from '../db/schema.js';
import { success, type Outcome } from '../errors.js';
import { parseInput } from '../parse.js';
import { viewTableEvent, type TableEvent, type TableEventKind, type TableEventView } from './events.js';
import { tableSeat, type TableSeat } from './seat.js';

/** The most events one replay hands back; a client that missed more asks again after the last id it got. */
export const TABLE_REPLAY_LIMIT = 500;

/** What a replay asks for: the events after an id (oldest first), or else the latest ones. */
export const tableReplaySchema = z.strictObject({
  after: z.coerce.number().int('must be a whole number').min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  limit: z.coerce.number().int('must be a whole number').min(1).max(TABLE_REPLAY_LIMIT).default(200),
});
export type TableReplayInput = z.input<typeof tableReplaySchema>;

/** A replay for one reader: where they sit, what they may see, and the highest id read (seen or not). */
export interface TableReplay {
  seat: TableSeat;
  events: TableEventView[];
  /** The id to ask after next time; it passes events this reader may not see, so none is asked for twice. */
  lastId: number;
  /** True when the limit cut the answer short (ask again after `lastId`). */
  more: boolean;
}

type EventRow = typeof tableEvents.$inferSelect;

/** A stored row as a table event. */
export function tableEventOf(row: EventRow): TableEvent {
  return { ...row, kind: row.kind as TableEventKind };
}

/**
 * Raw events of a Contract's table, oldest first: the first `limit` after `after`, or without it the latest `limit`.
 * No visibility filter: callers pass every event through `viewTableEvent` for their reader.
 */
export async function tableEventsAfter(
  db: Db | Tx,
  contractId: string,
  options: { after?: number | undefined; limit: number },
): Promise<TableEvent[]> {
  if (options.after !== undefined) {
    const rows = await db
      .select()
      .from(tableEvents)
      .where(and(eq(tableEvents.contractId, contractId), gt(tableEvents.id, options.after)))
      .orderBy(asc(tableEvents.id))
      .limit(options.limit);
    return rows.map(tableEventOf);
  }
  const rows = await db
    .select()
    .from(tableEvents)
    .where(eq(tableEvents.contractId, contractId))
    .orderBy(desc(tableEvents.id))
    .limit(options.limit);
  return rows.reverse().map(tableEventOf);
}

/**
 * What a reader missed at a Contract's table, cut for them on the server: events they may not see are left out,
 * blind rolls reach their roller hidden. Outsiders get `not_found` (or `not_at_table` when they may read the
 * Contract but hold no seat).
 * @example await readTableEvents(p, actor, contractId, { after: 41 }) // events 42, 43, … this reader may see
 */
export async function readTableEvents(
  p: Pick<Platform, 'db'>,
  actor: Actor,
  contractId: unknown,
  input: unknown = {},
): Promise<Outcome<TableReplay>> {
  const parsed = parseInput(tableReplaySchema, input ?? {});
  if (!parsed.ok) return parsed;
  const seat = await tableSeat(p.db, actor, contractId);
  if (!seat.ok) return seat;
  const { after, limit } = parsed.value;
  const raw = await tableEventsAfter(p.db, seat.value.contractId, { after, limit });
  const events = raw.flatMap((event) => viewTableEvent(event, seat.value) ?? []);
  return success({
    seat: seat.value,
    events,
    lastId: raw.at(-1)?.id ?? after ?? 0,
    more: after !== undefined && raw.length === limit,
  });
}
