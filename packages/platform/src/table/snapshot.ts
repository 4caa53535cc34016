import { and, eq, isNotNull } from 'drizzle-orm';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import { contractAttendances, contractors, users } from '../db/schema.js';
import { mayView } from '../contractors/access.js';
import { buildView, loadSheet } from '../contractors/sheet.js';
import type { ContractorView } from '../contractors/views.js';
import { success, type Outcome } from '../errors.js';
import { playGiftsOf, type PlayGiftsView } from '../gifts/play-gifts.js';
import { viewTableEvent, type TableEventView } from './events.js';
import { tableEventsAfter } from './replay.js';
import { readClock, type ClockView } from './clock-store.js';
import { readCombat, type CombatView } from './combat-view.js';
import { tableSeat, type TableSeat } from './seat.js';

/** How many of the latest events a table opens with; older ones are a scroll (replay) away. */
export const TABLE_OPENING_EVENTS = 60;

/** One seat at the table as this viewer may see it. */
export interface TableAttendee {
  contractorId: string;
  name: string;
  player: string;
  userId: string;
  /** The whole sheet when the viewer may see it (the GM sees private sheets too); null otherwise. */
  sheet: ContractorView | null;
  /** Its Gifts and Consumables as the play tab shows them, with the sheet. */
  gifts: PlayGiftsView | null;
}

/** Everything a table page opens with; the events stream keeps it current. */
export interface TableSnapshot {
  seat: TableSeat;
  attendees: TableAttendee[];
  /** The latest events this viewer may see, oldest first. */
  events: TableEventView[];
  /** The id of the newest event in the log (seen or not): a stream resumes after it. */
  lastEventId: number;
  /** The fight under way, or null when there is none. */
  combat: CombatView | null;
  /** The degradation clock and the Injuries it watches. */
  clock: ClockView;
}

/**
 * Reads a Contract's table for one viewer: their seat, each attendee with the sheet when they may see it (the GM
 * and Playgroup managers see every attendee's, private or not, as on the Contract's sheet view; a player sees their
 * own and the public ones) and the latest events filtered by the one visibility rule.
 * @example (await getTableSnapshot(p, gm, contractId)).value?.attendees[0]?.sheet?.derived.penalty
 */
export async function getTableSnapshot(
  p: Platform,
  actor: Actor,
  contractId: unknown,
): Promise<Outcome<TableSnapshot>> {
  const found = await tableSeat(p.db, actor, contractId);
  if (!found.ok) return found;
  const seat = found.value;
  const seats = await p.db
    .select({
      contractorId: contractAttendances.contractorId,
      userId: contractAttendances.userId,
      player: users.handle,
      name: contractors.name,
      private: contractors.private,
      ownerId: contractors.ownerId,
    })
    .from(contractAttendances)
    .innerJoin(users, eq(users.id, contractAttendances.userId))
    .innerJoin(contractors, eq(contractors.id, contractAttendances.contractorId))
    .where(and(eq(contractAttendances.contractId, seat.contractId), isNotNull(contractAttendances.contractorId)))
    .orderBy(contractAttendances.createdAt, contractAttendances.id);
  const attendees: TableAttendee[] = [];
  for (const s of seats) {
    const id = s.contractorId!;
    const visible = seat.role === 'gm' || (await mayView(p.db, actor, { id, private: s.private, ownerId: s.ownerId }));
    const rows = visible ? await loadSheet(p.db, id) : undefined;
    attendees.push({
      contractorId: id,
      name: s.name,
      player: s.player,
      userId: s.userId,
      sheet: rows ? buildView(rows, seat.userId) : null,
      gifts: rows ? await playGiftsOf(p.db, id) : null,
    });
  }
  const latest = await tableEventsAfter(p.db, seat.contractId, { limit: TABLE_OPENING_EVENTS * 3 });
  const events = latest
    .map((event) => viewTableEvent(event, seat))
    .filter((view): view is TableEventView => view !== null)
    .slice(-TABLE_OPENING_EVENTS);
  return success({
    seat,
    attendees,
    events,
    lastEventId: latest.at(-1)?.id ?? 0,
    combat: await readCombat(p.db, seat.contractId),
    clock: await readClock(p.db, seat.contractId),
  });
}
