import {
  WILL_TO_SURVIVE_SCAR_CLASS,
  applyWillToSurvive,
  scarClassForSeverity,
  willToSurviveMaxReduction,
  type ScarClassId,
  STOCK_BATTLE_SCARS,
  type StockBattleScarId,
} from '@harbinger/rules';
import { and, eq, sql } from 'drizzle-orm';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import type { Tx } from '../db/connection.js';
import { battleScars, injuries, tableEvents } from '../db/schema.js';
import { transact } from '../db/transaction.js';
import { failure, refusals, success, type Outcome, type PlatformError } from '../errors.js';
import { parseInput } from '../parse.js';
import { scarMismatch } from '../contractors/injuries.js';
import { bumpSheet, payWillToSurvive, willToSurviveRefusal } from '../contractors/injury-writes.js';
import { refuseIfInactive } from '../contractors/life.js';
import { willToSurviveWindow } from '../contractors/will-to-survive.js';
import { lockContractors } from './attendees.js';
import { appendTableEvent } from './events.js';
import { tableWillToSurviveSchema } from './harm-schemas.js';
import { refuseUnlessPlaying, tableSeat } from './seat.js';

/** Whether an Injury dealt at the table comes with the Will to Survive offer, and why not when it does not. */
export interface WillToSurviveOfferState {
  offered: boolean;
  /** Why there is no offer: below Severity 5 there is nothing to take off; once per Contract. */
  reason?: 'severity_below_5' | 'already_used';
  /** The most levels the player may take off (0 without an offer). */
  maxReduction: number;
}

/** The public 'will_to_survive' event: the player's answer to the offer. */
export interface WillToSurviveEventPayload {
  contractorId: string;
  contractorName: string;
  injuryId: string;
  accepted: boolean;
  fromSeverity: number;
  /** The Severity the Injury keeps (unchanged when declined). */
  toSeverity: number;
  reducedBy: number;
  mindDamageAdded: number;
  summary: string;
}

/**
 * The offer that comes with a new Injury of this Severity: Severity 5 or more (it never goes below 4) and Will to
 * Survive not yet used this Contract. Table attacks are never falls, so the fall rule never withholds it here.
 */
export async function willToSurviveOffer(
  tx: Tx,
  contractorId: string,
  severity: number,
): Promise<WillToSurviveOfferState> {
  const maxReduction = willToSurviveMaxReduction(severity);
  if (maxReduction === 0) return { offered: false, reason: 'severity_below_5', maxReduction: 0 };
  const window = await willToSurviveWindow(tx, contractorId);
  if (window.usedAt !== null) return { offered: false, reason: 'already_used', maxReduction: 0 };
  return { offered: true, maxReduction };
}

const closed = (message: string): PlatformError => ({ code: 'offer_closed', status: 409, message });

/** The 'injury' event that dealt this Injury at this table, if any. */
async function dealtHere(
  tx: Tx,
  contractId: string,
  injuryId: string,
): Promise<{ contractorId: string; severity: number } | undefined> {
  const [event] = await tx
    .select({ payload: tableEvents.payload })
    .from(tableEvents)
    .where(
      and(
        eq(tableEvents.contractId, contractId),
        eq(tableEvents.kind, 'injury'),
        sql`${tableEvents.payload}->>'injuryId' = ${injuryId}`,
      ),
    )
    .limit(1);
  if (!event) return undefined;
  return { contractorId: String(event.payload.contractorId), severity: Number(event.payload.severity) };
}

async function alreadyAnswered(tx: Tx, contractId: string, injuryId: string): Promise<boolean> {
  const [event] = await tx
    .select({ id: tableEvents.id })
    .from(tableEvents)
    .where(
      and(
        eq(tableEvents.contractId, contractId),
        eq(tableEvents.kind, 'will_to_survive'),
        sql`${tableEvents.payload}->>'injuryId' = ${injuryId}`,
      ),
    )
    .limit(1);
  return event !== undefined;
}

/**
 * The player's answer to the Will to Survive offer for an Injury dealt at this table. Accepting takes `reduction`
 * levels off (the most allowed when left out; never below Severity 4) exactly as the sheet's own Will to Survive does:
 * the Injury is rewritten at its new Severity (its scar follows the new class), 1 Mind damage and a permanent Major
 * Battle Scar are added, in one transaction with a public 'will_to_survive' event and a 'sheet' event. Declining only
 * writes the event. Only the Contractor's owner answers, once, while the Injury is as it was dealt and Will to Survive
 * is unused this Contract.
 * @example await answerWillToSurvive(p, player, contractId, { injuryId, decision: 'accept', reduction: 2 })
 */
export async function answerWillToSurvive(
  p: Platform,
  actor: Actor,
  contractId: unknown,
  input: unknown,
): Promise<Outcome<WillToSurviveEventPayload>> {
  if (!actor) return failure(refusals.unauthenticated());
  const parsed = parseInput(tableWillToSurviveSchema, input);
  if (!parsed.ok) return parsed;
  const { injuryId, decision, reduction, scarId } = parsed.value;
  if (scarId !== undefined) {
    const mismatch = scarMismatch(scarId, WILL_TO_SURVIVE_SCAR_CLASS);
    if (mismatch) return failure(mismatch);
  }
  return transact(p.db, async (tx) => {
    const seat = await tableSeat(tx, actor, contractId, true);
    if (!seat.ok) return seat;
    const refused = refuseUnlessPlaying(seat.value);
    if (refused) return failure(refused);
    const cid = seat.value.contractId;
    const now = p.now();
    const dealt = await dealtHere(tx, cid, injuryId);
    if (!dealt) return failure(refusals.notFound('That Injury at this table'));
    const row = (await lockContractors(tx, [dealt.contractorId])).get(dealt.contractorId);
    if (!row) return failure(refusals.notFound('That Contractor'));
    if (row.ownerId !== actor.userId)
      return failure(refusals.forbidden(`Only ${row.name}’s player decides on its Will to Survive.`));
    const active = await refuseIfInactive(tx, row);
    if (!active.ok) return active;
    if (await alreadyAnswered(tx, cid, injuryId)) return failure(closed('This offer was already answered.'));
    const [injury] = await tx.select().from(injuries).where(eq(injuries.id, injuryId));
    if (!injury) return failure(closed('That Injury is no longer on the sheet.'));
    if (injury.severity !== dealt.severity || injury.stabilized || injury.failedAttempts > 0)
      return failure(
        closed('The Injury has changed since it was dealt; Will to Survive is used the moment an Injury is taken.'),
      );

    let payload: WillToSurviveEventPayload;
    if (decision === 'decline') {
      payload = {
        contractorId: row.id,
        contractorName: row.name,
        injuryId,
        accepted: false,
        fromSeverity: injury.severity,
        toSeverity: injury.severity,
        reducedBy: 0,
        mindDamageAdded: 0,
        summary: `${row.name} takes the Severity ${injury.severity} Injury as it is.`,
      };
    } else {
      const window = await willToSurviveWindow(tx, row.id);
      if (window.usedAt !== null) return failure(willToSurviveRefusal('will_to_survive_already_used', 'injuryId'));
      const applied = applyWillToSurvive(injury.severity, reduction === undefined ? {} : { reduction });
      if (!applied.ok) return failure(willToSurviveRefusal(applied.issues[0]!.code, 'reduction'));
      const severity = applied.value.severity;
      const scarClass = scarClassForSeverity(severity);
      // As if the Injury had been written down at its reduced Severity: its own scar follows the new class.
      await tx
        .update(injuries)
        .set({ severity, originalSeverity: severity, scarClass })
        .where(eq(injuries.id, injury.id));
      const [scar] = await tx.select().from(battleScars).where(eq(battleScars.injuryId, injury.id));
      if (scar && scarClass !== null && scar.scarClass !== scarClass) {
        const stock = scar.stockId ? STOCK_BATTLE_SCARS[scar.stockId as StockBattleScarId] : undefined;
        const repick = stock !== undefined && stock.scarClass !== (scarClass as ScarClassId);
        await tx
          .update(battleScars)
          .set({ scarClass, ...(repick ? { stockId: null, name: null } : {}) })
          .where(eq(battleScars.id, scar.id));
      }
      const mindDamage = await payWillToSurvive(tx, { row, scarId, now });
      await bumpSheet(tx, row.id, now, { mindDamage });
      payload = {
        contractorId: row.id,
        contractorName: row.name,
        injuryId,
        accepted: true,
        fromSeverity: injury.severity,
        toSeverity: severity,
        reducedBy: applied.value.reducedBy,
        mindDamageAdded: mindDamage - row.mindDamage,
        summary:
          `${row.name} calls on the Will to Survive: Severity ${injury.severity} becomes ${severity}, ` +
          'for 1 Mind damage and a permanent Major Battle Scar.',
      };
    }
    await appendTableEvent(tx, {
      contractId: cid,
      kind: 'will_to_survive',
      actorId: actor.userId,
      payload: { ...payload },
      now,
    });
    if (payload.accepted)
      await appendTableEvent(tx, {
        contractId: cid,
        kind: 'sheet',
        actorId: actor.userId,
        payload: { contractorId: row.id },
        now,
      });
    return success(payload);
  });
}

/** Accepts the Will to Survive offer (see {@link answerWillToSurvive}). */
export function acceptWillToSurvive(
  p: Platform,
  actor: Actor,
  contractId: unknown,
  input: { injuryId: unknown; reduction?: unknown; scarId?: unknown },
): Promise<Outcome<WillToSurviveEventPayload>> {
  return answerWillToSurvive(p, actor, contractId, { ...input, decision: 'accept' });
}

/** Declines the Will to Survive offer: the Injury stays as dealt (see {@link answerWillToSurvive}). */
export function declineWillToSurvive(
  p: Platform,
  actor: Actor,
  contractId: unknown,
  input: { injuryId: unknown },
): Promise<Outcome<WillToSurviveEventPayload>> {
  return answerWillToSurvive(p, actor, contractId, { ...input, decision: 'decline' });
}
