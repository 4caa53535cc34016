import { advanceDegradationClock, rebaseTracked } from '@harbinger/rules';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import { transact } from '../db/transaction.js';
import { failure, refusals, success, type Outcome } from '../errors.js';
import { parseInput } from '../parse.js';
import { bumpSheet } from '../contractors/injury-writes.js';
import { worsenInjury } from '../contractors/injury-actions.js';
import { attendeeIds, attendeeInjuries, lockContractors } from './attendees.js';
import { clockView, currentWatches, lockClock, readClock, saveClock, type ClockView } from './clock-store.js';
import { appendTableEvent } from './events.js';
import { tableClockSchema } from './harm-schemas.js';
import { refuseUnlessGm, refuseUnlessPlaying, tableSeat } from './seat.js';

/** The public 'degradation' event: an Injury that worsened while the clock moved. */
export interface DegradationEventPayload {
  contractorId: string;
  contractorName: string;
  injuryId: string;
  fromSeverity: number;
  toSeverity: number;
  /** The clock minutes at which each step fell due. */
  atMinutes: number[];
  summary: string;
}

/** A worsening coming within the next 10 minutes, as the 'clock' event lists it. */
export interface ClockWarningPayload {
  injuryId: string;
  contractorId: string;
  contractorName: string;
  worsensAtMinute: number;
  toSeverity: number;
}

/** The public 'clock' event: the new time, how far it moved, and what worsens soon. */
export interface ClockEventPayload {
  minutes: number;
  advancedBy: number;
  warnings: ClockWarningPayload[];
}

/** What advancing the clock answers: the worsenings it caused and the clock as it now stands. */
export interface ClockAdvanceResult {
  degradations: DegradationEventPayload[];
  clock: ClockView;
}

/**
 * Moves the table's in-game clock forward by `minutes` (GM only, while the Contract is played). Each watched Injury of
 * Severity 4 or more that is not stabilized worsens on its sheet once per half hour completed on its own beat (through
 * the sheet's own worsen path), each with a public 'degradation' event and a 'sheet' event; then a 'clock' event
 * lists what worsens in the next 10 minutes. On first use the clock starts at minute 0 watching the degrading
 * Injuries the seated Contractors already carry; an Injury it has not seen yet is watched from the current minute.
 * @example await advanceTableClock(p, gm, contractId, { minutes: 30 })
 */
export async function advanceTableClock(
  p: Platform,
  actor: Actor,
  contractId: unknown,
  input: unknown,
): Promise<Outcome<ClockAdvanceResult>> {
  if (!actor) return failure(refusals.unauthenticated());
  const parsed = parseInput(tableClockSchema, input);
  if (!parsed.ok) return parsed;
  return transact(p.db, async (tx) => {
    const seat = await tableSeat(tx, actor, contractId, true);
    if (!seat.ok) return seat;
    const refused = refuseUnlessGm(seat.value) ?? refuseUnlessPlaying(seat.value);
    if (refused) return failure(refused);
    const cid = seat.value.contractId;
    const now = p.now();
    const rows = await lockContractors(tx, await attendeeIds(tx, cid));
    const stored = await lockClock(tx, cid, now);
    const injuries = await attendeeInjuries(tx, cid);
    const watches = currentWatches(stored, injuries);
    const from = stored.minutes;
    const to = from + parsed.value.minutes;
    const advance = advanceDegradationClock({ fromMinute: from, toMinute: to, tracked: watches.map((w) => w.watch) });

    const degradations: DegradationEventPayload[] = [];
    const severities = new Map(injuries.map((i) => [i.id, i.severity]));
    const touched = new Set<string>();
    for (const worsening of advance.worsenings) {
      const { injury } = watches.find((w) => w.watch.injuryId === worsening.injuryId)!;
      const row = rows.get(injury.contractorId)!;
      const by = worsening.toSeverity - worsening.fromSeverity;
      await worsenInjury({ p, tx, row, now, injury, scar: undefined }, by);
      severities.set(injury.id, injury.severity + by);
      touched.add(row.id);
      const payload: DegradationEventPayload = {
        contractorId: row.id,
        contractorName: row.name,
        injuryId: injury.id,
        fromSeverity: injury.severity,
        toSeverity: injury.severity + by,
        atMinutes: worsening.atMinutes,
        summary: `${row.name}’s Severity ${injury.severity} Injury worsens to ${injury.severity + by} untreated.`,
      };
      degradations.push(payload);
      await appendTableEvent(tx, {
        contractId: cid,
        kind: 'degradation',
        actorId: actor.userId,
        payload: { ...payload },
        now,
      });
    }
    for (const id of [...touched].sort()) {
      await bumpSheet(tx, id, now);
      await appendTableEvent(tx, {
        contractId: cid,
        kind: 'sheet',
        actorId: actor.userId,
        payload: { contractorId: id },
        now,
      });
    }
    await saveClock(
      tx,
      cid,
      {
        minutes: to,
        tracked: watches
          .map(({ watch, injury }) => ({
            ...rebaseTracked(watch, { severity: severities.get(injury.id)!, minute: to }),
            contractorId: injury.contractorId,
          }))
          .map(({ stabilized: _stabilized, ...kept }) => kept),
      },
      now,
    );
    const byInjury = new Map(injuries.map((i) => [i.id, i]));
    const clock: ClockEventPayload = {
      minutes: to,
      advancedBy: parsed.value.minutes,
      warnings: advance.warnings.map((w) => {
        const injury = byInjury.get(w.injuryId)!;
        return { ...w, contractorId: injury.contractorId, contractorName: injury.contractorName };
      }),
    };
    await appendTableEvent(tx, { contractId: cid, kind: 'clock', actorId: actor.userId, payload: { ...clock }, now });
    return success({ degradations, clock: await readClock(tx, cid) });
  });
}

/** The table's clock for anyone seated at it (the GM and the players alike see every watched Injury). */
export async function getTableClock(p: Platform, actor: Actor, contractId: unknown): Promise<Outcome<ClockView>> {
  const seat = await tableSeat(p.db, actor, contractId);
  if (!seat.ok) return seat;
  return success(await readClock(p.db, seat.value.contractId));
}

export { clockView, readClock };
