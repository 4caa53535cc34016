import {
  DEGRADATION_WARNING_MINUTES,
  DEGRADES_FROM_SEVERITY,
  nextWorseningMinute,
  rebaseTracked,
  type TrackedInjury,
} from '@harbinger/rules';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../db/connection.js';
import { tableStates } from '../db/schema.js';
import { attendeeInjuries, type AttendeeInjury } from './attendees.js';
import { lockTableState } from './events.js';

// The in-game clock of a table, kept in table_states.clock: the minutes played and the Injuries it watches. The
// sheets stay the truth about Severity and Stabilization; the clock only remembers when each watch began.

const trackedSchema = z.object({
  injuryId: z.string(),
  contractorId: z.string(),
  severityAtStart: z.number().int(),
  takenAtMinute: z.number().int().min(0),
});
const storedClockSchema = z.object({ minutes: z.number().int().min(0), tracked: z.array(trackedSchema) });

/** The clock as stored. */
export type StoredClock = z.infer<typeof storedClockSchema>;
/** One watched Injury as stored. */
export type StoredTracked = z.infer<typeof trackedSchema>;

/** One watched Injury as every screen shows it. */
export interface ClockEntry {
  injuryId: string;
  contractorId: string;
  contractorName: string;
  severity: number;
  stabilized: boolean;
  /** The clock minute of its next worsening, or null when it no longer worsens. */
  nextWorsensAtMinute: number | null;
  /** It worsens within the next 10 minutes. */
  warning: boolean;
}

/** The table's clock for the snapshot and the clock panel. */
export interface ClockView {
  minutes: number;
  tracked: ClockEntry[];
}

/** The stored clock, or null when the table has not used it yet (or it holds something unreadable). */
export function parseClock(value: unknown): StoredClock | null {
  const parsed = storedClockSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** True for an Injury that worsens on its own: Severity 4 or more and not stabilized. */
export function degrades(injury: Pick<AttendeeInjury, 'severity' | 'stabilized'>): boolean {
  return !injury.stabilized && injury.severity >= DEGRADES_FROM_SEVERITY;
}

/**
 * The watches as of the clock's minute, each restarted from the Severity its sheet shows now (keeping its beat),
 * plus a watch from now for any degrading Injury the clock has not seen yet. Healed or removed Injuries drop out.
 */
export function currentWatches(
  stored: StoredClock,
  injuries: readonly AttendeeInjury[],
): { watch: TrackedInjury; injury: AttendeeInjury }[] {
  const byId = new Map(injuries.map((i) => [i.id, i]));
  const seen = new Set<string>();
  const watches: { watch: TrackedInjury; injury: AttendeeInjury }[] = [];
  for (const entry of stored.tracked) {
    const injury = byId.get(entry.injuryId);
    if (!injury || seen.has(entry.injuryId)) continue;
    seen.add(entry.injuryId);
    const watch = rebaseTracked(
      { ...entry, takenAtMinute: Math.min(entry.takenAtMinute, stored.minutes), stabilized: injury.stabilized },
      { severity: injury.severity, minute: stored.minutes, stabilized: injury.stabilized },
    );
    watches.push({ watch, injury });
  }
  for (const injury of injuries) {
    if (seen.has(injury.id) || !degrades(injury)) continue;
    const watch = {
      injuryId: injury.id,
      severityAtStart: injury.severity,
      takenAtMinute: stored.minutes,
      stabilized: false,
    };
    watches.push({ watch, injury });
  }
  return watches;
}

/**
 * The clock as screens show it: each watched Injury with its Severity and Stabilization from the sheet, the minute
 * of its next worsening and a warning when that falls within the next 10 minutes. Soonest first.
 */
export function clockView(stored: StoredClock | null, injuries: readonly AttendeeInjury[]): ClockView {
  const clock = stored ?? { minutes: 0, tracked: [] };
  const tracked = currentWatches(clock, injuries).map(({ watch, injury }): ClockEntry => {
    const next = nextWorseningMinute(watch, clock.minutes);
    return {
      injuryId: injury.id,
      contractorId: injury.contractorId,
      contractorName: injury.contractorName,
      severity: injury.severity,
      stabilized: injury.stabilized,
      nextWorsensAtMinute: next,
      warning: next !== null && next <= clock.minutes + DEGRADATION_WARNING_MINUTES,
    };
  });
  tracked.sort((a, b) => (a.nextWorsensAtMinute ?? Infinity) - (b.nextWorsensAtMinute ?? Infinity));
  return { minutes: clock.minutes, tracked };
}

/** Reads a table's clock (no permission check: callers have seated the reader already). */
export async function readClock(db: Db | Tx, contractId: string): Promise<ClockView> {
  const [state] = await db
    .select({ clock: tableStates.clock })
    .from(tableStates)
    .where(eq(tableStates.contractId, contractId));
  return clockView(parseClock(state?.clock ?? null), await attendeeInjuries(db, contractId));
}

/**
 * Locks the table's state and returns its clock, starting it at minute 0 on first use with a watch on every
 * degrading Injury the seated Contractors already carry. Lock the Contractors' rows first.
 */
export async function lockClock(tx: Tx, contractId: string, now: Date): Promise<StoredClock> {
  const state = await lockTableState(tx, contractId, now);
  const stored = parseClock(state.clock);
  if (stored) return stored;
  const injuries = await attendeeInjuries(tx, contractId);
  return {
    minutes: 0,
    tracked: injuries.filter(degrades).map((i) => ({
      injuryId: i.id,
      contractorId: i.contractorId,
      severityAtStart: i.severity,
      takenAtMinute: 0,
    })),
  };
}

/** Writes the clock back and bumps the table state's version. */
export async function saveClock(tx: Tx, contractId: string, clock: StoredClock, now: Date): Promise<void> {
  await tx
    .update(tableStates)
    .set({ clock: { ...clock }, version: sql`${tableStates.version} + 1`, updatedAt: now })
    .where(eq(tableStates.contractId, contractId));
}
