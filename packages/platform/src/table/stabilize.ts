import { stabilizationRollOptions, type StabilizationKind } from '@harbinger/rules';
import { eq } from 'drizzle-orm';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import { battleScars } from '../db/schema.js';
import { transact } from '../db/transaction.js';
import { failure, refusals, success, type Outcome } from '../errors.js';
import { parseInput } from '../parse.js';
import { stabilizationRefusal, stabilizationSetup, stabilizeInjury } from '../contractors/injury-actions.js';
import type { StabilizationReport } from '../contractors/injuries.js';
import { bumpSheet } from '../contractors/injury-writes.js';
import { refuseIfInactive } from '../contractors/life.js';
import { attendeeIds, attendeeInjury, lockContractors } from './attendees.js';
import { appendTableEvent } from './events.js';
import { tableStabilizeSchema } from './harm-schemas.js';
import { refuseUnlessPlaying, tableSeat } from './seat.js';
import { describeRoll, settleRoll, sheetState } from './table-rolls.js';

/** The public 'stabilization' event: one attempt at the table and what it did. */
export interface StabilizationEventPayload {
  contractorId: string;
  contractorName: string;
  injuryId: string;
  helperContractorId: string;
  helperName: string;
  kind: StabilizationKind;
  outcome: number;
  difficulty: number;
  stabilized: boolean;
  severityBefore: number;
  severityAfter: number;
  cleanHeal: boolean;
  scarWorsens: boolean;
  /** The Difficulty of a retry, or null once stabilized. */
  nextAttemptDifficulty: number | null;
  rollEventId: number | null;
  summary: string;
}

function summaryOf(p: Omit<StabilizationEventPayload, 'summary'>): string {
  const who = p.helperContractorId === p.contractorId ? p.helperName : `${p.helperName} treats ${p.contractorName}`;
  const worse = p.severityAfter > p.severityBefore ? ` The Injury worsens to Severity ${p.severityAfter}.` : '';
  if (!p.stabilized)
    return `${who}: Outcome ${p.outcome} at Difficulty ${p.difficulty}, not stabilized (a retry is at ${p.nextAttemptDifficulty}).${worse}`;
  const clean = p.cleanHeal ? ' It will heal clean.' : '';
  return `${who}: Outcome ${p.outcome} at Difficulty ${p.difficulty}, stabilized; it stops worsening.${clean}${worse}`;
}

/**
 * One Stabilization attempt made at the table on a seated Contractor's Injury, through the sheet's own Stabilization
 * workflow: Intellect + Medicine of the Contractor giving first aid (the injured one itself unless a helper is named),
 * typed in, scored from dice faces or rolled by the server ('roll' event, purpose 'stabilization'). The GM or the
 * player of the Contractor giving first aid may roll it. Appends a public 'stabilization' event and a 'sheet' event;
 * a stabilized Injury stops worsening on the clock.
 * @example await stabilizeAtTable(p, player, contractId, { injuryId, kind: 'proper' })
 */
export async function stabilizeAtTable(
  p: Platform,
  actor: Actor,
  contractId: unknown,
  input: unknown,
): Promise<Outcome<StabilizationEventPayload>> {
  if (!actor) return failure(refusals.unauthenticated());
  const parsed = parseInput(tableStabilizeSchema, input);
  if (!parsed.ok) return parsed;
  const attempt = parsed.value;
  return transact(p.db, async (tx) => {
    const seat = await tableSeat(tx, actor, contractId, true);
    if (!seat.ok) return seat;
    const refused = refuseUnlessPlaying(seat.value);
    if (refused) return failure(refused);
    const cid = seat.value.contractId;
    const now = p.now();
    const found = await attendeeInjury(tx, cid, attempt.injuryId);
    if (!found) return failure(refusals.notFound('That Injury at this table'));
    const helperId = attempt.helperContractorId ?? found.contractorId;
    if (!(await attendeeIds(tx, cid)).includes(helperId))
      return failure({
        code: 'not_seated',
        status: 422,
        field: 'helperContractorId',
        message: 'Only a Contractor seated at this Contract can give the first aid.',
      });
    const rows = await lockContractors(tx, [found.contractorId, helperId]);
    const injured = rows.get(found.contractorId)!;
    const helper = rows.get(helperId)!;
    if (seat.value.role !== 'gm' && helper.ownerId !== actor.userId)
      return failure(refusals.forbidden(`Only the GM or ${helper.name}’s player can roll this Stabilization.`));
    for (const row of [injured, helper]) {
      const active = await refuseIfInactive(tx, row);
      if (!active.ok) return active;
    }
    // Read again under the lock: the Injury may have changed since the first look.
    const injury = (await attendeeInjury(tx, cid, attempt.injuryId))!;
    const unfit = stabilizationRefusal(injury);
    if (unfit) return failure(unfit);
    const setup = stabilizationSetup(injury, attempt);
    const state = await sheetState(tx, helper);
    const options = stabilizationRollOptions({
      ...setup,
      intellect: helper.attributes.intellect ?? 1,
      medicine: helper.abilities.medicine ?? 0,
      penalty: state.penalty,
    });
    const label = `${attempt.kind === 'proper' ? 'Proper' : 'Makeshift'} Stabilization`;
    const rolled = await settleRoll({ p, tx, contractId: cid, actorId: actor.userId, now }, attempt, {
      options,
      rollerName: helper.name,
      contractorId: helper.id,
      label,
      description: describeRoll(
        `Intellect + Medicine on ${injured.name}’s Severity ${injury.severity} Injury`,
        options,
      ),
      purpose: 'stabilization',
      incapacitatedBy: state.incapacitatedBy,
    });
    if (!rolled.ok) return rolled;
    const [scar] = await tx.select().from(battleScars).where(eq(battleScars.injuryId, injury.id));
    const applied = await stabilizeInjury(
      { p, tx, row: injured, now, injury, scar },
      { kind: attempt.kind, outcome: rolled.value.outcome, makeshiftDifficulty: attempt.makeshiftDifficulty },
    );
    if (!applied.ok) return applied;
    const result = applied.value.value as StabilizationReport;
    await bumpSheet(tx, injured.id, now);
    const base = {
      contractorId: injured.id,
      contractorName: injured.name,
      injuryId: injury.id,
      helperContractorId: helper.id,
      helperName: helper.name,
      kind: attempt.kind,
      outcome: rolled.value.outcome,
      difficulty: result.difficulty,
      stabilized: result.stabilized,
      severityBefore: injury.severity,
      severityAfter: injury.severity + result.severityChange,
      cleanHeal: result.cleanHeal,
      scarWorsens: result.scarWorsens,
      nextAttemptDifficulty: result.nextAttemptDifficulty,
      rollEventId: rolled.value.rollEventId,
    };
    const payload: StabilizationEventPayload = { ...base, summary: summaryOf(base) };
    await appendTableEvent(tx, {
      contractId: cid,
      kind: 'stabilization',
      actorId: actor.userId,
      payload: { ...payload },
      now,
    });
    await appendTableEvent(tx, {
      contractId: cid,
      kind: 'sheet',
      actorId: actor.userId,
      payload: { contractorId: injured.id },
      now,
    });
    return success(payload);
  });
}
