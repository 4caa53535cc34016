import { sql } from 'drizzle-orm';
import type { Tx } from '../db/connection.js';
import { tableEvents, tableStates, type StoredTableVisibility } from '../db/schema.js';
import type { TableSeat } from './seat.js';

/** Who may read a table event: everyone, the GM (and its actor), the GM alone (blind to the actor), the actor alone. */
export type TableVisibility = StoredTableVisibility;
export const TABLE_VISIBILITIES = ['public', 'gm', 'blind', 'self'] as const satisfies readonly TableVisibility[];

/** What happened at the table; each workflow that writes events names its kind here. */
export type TableEventKind =
  'roll' | 'combat' | 'attack' | 'injury' | 'will_to_survive' | 'clock' | 'degradation' | 'stabilization' | 'sheet';

/** A stored table event, whole (only the server holds these; clients get `TableEventView`). */
export interface TableEvent {
  id: number;
  contractId: string;
  kind: TableEventKind;
  visibility: TableVisibility;
  actorId: string | null;
  payload: Record<string, unknown>;
  createdAt: Date;
}

/** A table event as one reader may see it. `hidden` events (blind, seen by their own roller) carry no payload. */
export interface TableEventView {
  id: number;
  kind: TableEventKind;
  visibility: TableVisibility;
  actorId: string | null;
  hidden: boolean;
  payload: Record<string, unknown> | null;
  createdAt: string;
}

/** The channel's name is per schema, so test files (one schema each) never hear each other. */
export const TABLE_CHANNEL_PREFIX = 'harbinger_table_';
/** NOTIFY payloads must stay under 8000 bytes; bigger events travel as their id and are read back. */
export const NOTIFY_PAYLOAD_LIMIT = 7900;

/** What a NOTIFY on the table channel carries: the whole event, or only where to find it when too big. */
export type TableNotice = { event: SerializedTableEvent } | { contractId: string; id: number };
/** A table event as JSON (dates as ISO strings). */
export type SerializedTableEvent = Omit<TableEvent, 'createdAt'> & { createdAt: string };

/**
 * Appends an event to a Contract's table log and announces it on the table channel; PostgreSQL delivers the
 * announcement only when the transaction commits, so a refused workflow never shows anything. The table's state row
 * is locked first, which keeps one Contract's events committing in id order (a reconnecting client asks for
 * "everything after id N" and must not miss a slower, lower id).
 */
export async function appendTableEvent(
  tx: Tx,
  input: {
    contractId: string;
    kind: TableEventKind;
    visibility?: TableVisibility;
    actorId: string | null;
    payload: Record<string, unknown>;
    now: Date;
  },
): Promise<TableEvent> {
  await lockTableState(tx, input.contractId, input.now);
  const [row] = await tx
    .insert(tableEvents)
    .values({
      contractId: input.contractId,
      kind: input.kind,
      visibility: input.visibility ?? 'public',
      actorId: input.actorId,
      payload: input.payload,
      createdAt: input.now,
    })
    .returning();
  const event = { ...row!, kind: row!.kind as TableEventKind };
  const whole = JSON.stringify({ event: serializeTableEvent(event) } satisfies TableNotice);
  const notice =
    Buffer.byteLength(whole) <= NOTIFY_PAYLOAD_LIMIT
      ? whole
      : JSON.stringify({ contractId: event.contractId, id: event.id } satisfies TableNotice);
  await tx.execute(sql`SELECT pg_notify(${TABLE_CHANNEL_PREFIX} || current_schema(), ${notice})`);
  return event;
}

/** Makes sure the table's state row exists and locks it for the rest of the transaction. */
export async function lockTableState(tx: Tx, contractId: string, now: Date): Promise<typeof tableStates.$inferSelect> {
  await tx
    .insert(tableStates)
    .values({ contractId, updatedAt: now })
    .onConflictDoNothing({ target: tableStates.contractId });
  const [row] = await tx
    .select()
    .from(tableStates)
    .where(sql`${tableStates.contractId} = ${contractId}`)
    .for('update');
  return row!;
}

export function serializeTableEvent(event: TableEvent): SerializedTableEvent {
  return { ...event, createdAt: event.createdAt.toISOString() };
}

export function deserializeTableEvent(event: SerializedTableEvent): TableEvent {
  return { ...event, createdAt: new Date(event.createdAt) };
}

/**
 * The one visibility rule, for every stream and every replay: public to all; 'gm' to the GM and the event's actor;
 * 'blind' to the GM, while its actor learns only that it happened; 'self' to the actor alone. Null: not for them.
 */
export function viewTableEvent(event: TableEvent, viewer: Pick<TableSeat, 'userId' | 'role'>): TableEventView | null {
  const isActor = event.actorId !== null && event.actorId === viewer.userId;
  const isGm = viewer.role === 'gm';
  let hidden = false;
  switch (event.visibility) {
    case 'public':
      break;
    case 'gm':
      if (!isGm && !isActor) return null;
      break;
    case 'blind':
      if (!isGm && !isActor) return null;
      hidden = !isGm;
      break;
    case 'self':
      if (!isActor) return null;
      break;
  }
  return {
    id: event.id,
    kind: event.kind,
    visibility: event.visibility,
    actorId: event.actorId,
    hidden,
    payload: hidden ? null : event.payload,
    createdAt: event.createdAt.toISOString(),
  };
}
