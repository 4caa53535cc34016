import { checkContractTransition } from '@harbinger/rules';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import type { Db, Tx } from '../db/connection.js';
import { queryRows } from '../db/raw.js';
import { contractAttendances, contractorDeaths, contractors, contracts, ledgerEntries, users } from '../db/schema.js';
import { transact } from '../db/transaction.js';
import { failure, refusals, success, type Outcome, type PlatformError } from '../errors.js';
import { parseInput } from '../parse.js';
import { notify } from '../playgroups/notifications.js';
import { tickCutoffs } from '../moves/cutoff.js';
import { recordScenarioRun } from '../scenarios/handouts.js';
import { healAtFinish } from './arcade-healing.js';
import { healGrittyMonth, heldAfterFinish } from './downtime-healing.js';
import { checkGmPicks } from './gm-rewards.js';
import {
  buildContractView,
  loadContract,
  type AttendanceRow,
  type ContractRow,
  type LoadedContract,
} from './contract-view.js';
import { planFinish, type Parsed, type ParsedOutcome } from './finish-plan.js';
import { notTheGm, wrongState } from './schedule.js';
import { finishContractSchema, type FinishContractInput } from './schemas.js';
import { lockStandings } from './standings.js';
import type { FinishResult } from './views.js';

/** A parsed finishing input. */
export type { Parsed } from './finish-plan.js';

const bad = (code: string, field: string, message: string): PlatformError => ({ code, status: 422, field, message });

/** A cause of death given for a seat that did not die: refused rather than dropped, so an API typo is seen. */
export const causeWithoutDeath = (field: string, name: string): PlatformError =>
  bad(
    'cause_without_death',
    field,
    `A cause of death is only recorded for a Contractor who died: ${name}’s outcome is not death, so leave the cause out.`,
  );

/**
 * Players whose first recorded Contract this is: no earlier seat that took part in a finished Contract. Each player
 * is an EXISTS that stops at the first such seat, so a long history costs no more than a short one.
 */
export async function firstTimers(tx: Db | Tx, contractId: string, userIds: readonly string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const list = sql.join(
    [...new Set(userIds)].map((id) => sql`(${id}::uuid)`),
    sql`, `,
  );
  const earlier = await queryRows<{ id: string }>(
    tx,
    sql`SELECT u.id FROM (VALUES ${list}) AS u(id) WHERE EXISTS (SELECT 1 FROM contract_attendances a JOIN contracts c ON c.id = a.contract_id
      WHERE a.user_id = u.id AND c.state = 'finished' AND c.id <> ${contractId}::uuid AND coalesce(a.outcome, '') <> 'declined')`,
  );
  const seen = new Set(earlier.map((e) => e.id));
  return new Set(userIds.filter((u) => !seen.has(u)));
}

/**
 * Matches the GM's outcomes to the seats; every Contractor seat needs exactly one outcome, and there is no default:
 * a seat left out is refused with the Contractor's name.
 */
function matchOutcomes(
  seats: readonly Pick<AttendanceRow, 'contractorId'>[],
  input: Parsed,
  nameOf: (contractorId: string) => string,
): Outcome<Map<string, ParsedOutcome>> {
  const byContractor = new Map(input.outcomes.map((o) => [o.contractorId, o]));
  const seated = new Set(seats.flatMap((s) => (s.contractorId ? [s.contractorId] : [])));
  const stray = input.outcomes.findIndex((o) => !seated.has(o.contractorId));
  if (stray >= 0)
    return failure(
      bad('not_attending', `outcomes.${stray}.contractorId`, 'That Contractor holds no seat at this Contract.'),
    );
  const missing = seats.flatMap((s) => (s.contractorId && !byContractor.has(s.contractorId) ? [s.contractorId] : []));
  if (missing.length > 0)
    return failure(
      bad(
        'outcome_missing',
        'outcomes',
        `Choose how it ended for ${missing.map(nameOf).join(', ')}: victory, failure, death or declined. No outcome is assumed.`,
      ),
    );
  if (input.outcomes.filter((o) => o.commission).length > 1)
    return failure(bad('one_commission', 'outcomes', 'At most one Contractor earns the Commission.'));
  const living = input.outcomes.findIndex((o) => o.cause && o.outcome !== 'death');
  if (living >= 0)
    return failure(causeWithoutDeath(`outcomes.${living}.cause`, nameOf(input.outcomes[living]!.contractorId)));
  return success(byContractor);
}

/**
 * A seat whose Contractor the GM already confirmed dead during this Contract can only be recorded as a death: any
 * other outcome would pay a dead Contractor, give no Coin of Charon and leave the death standing beside a victory.
 */
async function refuseLivingOutcomeForTheDead(
  tx: Tx,
  contractId: string,
  input: Parsed,
  nameOf: (contractorId: string) => string,
): Promise<Outcome<null>> {
  const confirmed = await tx
    .select({ contractorId: contractorDeaths.contractorId })
    .from(contractorDeaths)
    .where(and(eq(contractorDeaths.contractId, contractId), isNull(contractorDeaths.voidedAt)));
  const dead = new Set(confirmed.map((d) => d.contractorId));
  const wrong = input.outcomes.findIndex((o) => dead.has(o.contractorId) && o.outcome !== 'death');
  if (wrong < 0) return success(null);
  const name = nameOf(input.outcomes[wrong]!.contractorId);
  return failure(
    bad(
      'death_confirmed',
      `outcomes.${wrong}.outcome`,
      `${name} died during this Contract (the death is confirmed), so their outcome must be death; voiding the Contract afterwards brings them back.`,
    ),
  );
}

/**
 * Finishes an Active Contract in ONE transaction: each attendee's outcome, the Commission, the GM's Improvement and
 * notes; every ledger entry the rules' `contractRewards` pays (each pointing at its attendance), victories (and so
 * Status), deaths into the Graveyard, Coins of Charon to the players, arcade healing and notifications. The Contract
 * row is locked first and must still be Active, so two GMs finishing at once cannot both pay: the second gets 409.
 * @example
 * await finishContract(p, gm, id, { outcomes: [{ contractorId, outcome: 'victory', commission: true }],
 *   gmImprovementContractorId })
 */
export async function finishContract(
  p: Platform,
  actor: Actor,
  id: unknown,
  input: FinishContractInput | unknown,
): Promise<Outcome<FinishResult>> {
  if (!actor) return failure(refusals.unauthenticated());
  const parsed = parseInput(finishContractSchema, input);
  if (!parsed.ok) return parsed;
  const choice = parsed.value;
  return transact(p.db, async (tx) => {
    const loaded = await loadContract(tx, id, actor, true);
    if (!loaded.ok) return loaded;
    const c = loaded.value.contract;
    if (!loaded.value.canRun) return failure(notTheGm());
    if (!checkContractTransition(c.state, 'finished').ok) return failure(wrongState(c.state, 'active', 'finished'));
    if (choice.version !== undefined && choice.version !== c.version)
      return failure({
        ...refusals.versionConflict(),
        message: 'This Contract changed since you opened it. Reload it.',
      });
    if (c.declaredBy !== null)
      return failure({
        code: 'awaiting_confirmation',
        status: 409,
        message: 'This Contract was declared after the fact: it is recorded once every player confirms their seat.',
      });
    return recordFinish(tx, actor, loaded.value, choice, p.now());
  });
}

/** The names of some Contractors, by id (for refusals that name a seat). */
async function contractorNames(tx: Tx, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: contractors.id, name: contractors.name })
    .from(contractors)
    .where(inArray(contractors.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The seats of a Contract with their players' handles, in the order they were taken. */
async function seatsOf(tx: Tx, contractId: string): Promise<(AttendanceRow & { handle: string })[]> {
  const rows = await tx
    .select({ a: contractAttendances, handle: users.handle })
    .from(contractAttendances)
    .innerJoin(users, eq(users.id, contractAttendances.userId))
    .where(eq(contractAttendances.contractId, contractId))
    .orderBy(asc(contractAttendances.createdAt), asc(contractAttendances.id));
  return rows.map((r) => ({ ...r.a, handle: r.handle }));
}

/**
 * Records a finished Contract inside an open transaction, the Contract row already locked and the caller's right to
 * record it checked: outcomes matched to the seats, rewards from the rules, victories, deaths, healing, notices.
 */
export async function recordFinish(
  tx: Tx,
  actor: Actor,
  loaded: LoadedContract,
  choice: Parsed,
  now: Date,
): Promise<Outcome<FinishResult>> {
  const c = loaded.contract;
  const pg = loaded.membership.playgroup;
  const seats = await seatsOf(tx, c.id);
  const names = await contractorNames(
    tx,
    seats.flatMap((s) => (s.contractorId ? [s.contractorId] : [])),
  );
  const matched = matchOutcomes(seats, choice, (id) => names.get(id) ?? 'a Contractor');
  if (!matched.ok) return matched;
  const handleOf = (userId: string) => seats.find((s) => s.userId === userId)?.handle ?? 'someone';
  const ringerSeats = seats.filter((s) => s.ringer);
  const strayRinger = choice.ringers.findIndex(
    (r) => !ringerSeats.some((s) => s.handle.toLowerCase() === r.handle.toLowerCase()),
  );
  if (strayRinger >= 0)
    return failure(
      bad('not_a_ringer', `ringers.${strayRinger}.handle`, 'That player does not play a Ringer in this Contract.'),
    );

  const gmPicks = [choice.gmImprovementContractorId, choice.gmBonusContractorId].filter(
    (x): x is string => typeof x === 'string',
  );
  const involved = [...seats.flatMap((s) => [s.contractorId, s.ringerBonusContractorId]), ...gmPicks].filter(
    (x): x is string => typeof x === 'string',
  );
  const standings = await lockStandings(tx, involved);
  const confirmed = await refuseLivingOutcomeForTheDead(
    tx,
    c.id,
    choice,
    (id) => standings.get(id)?.name ?? 'That Contractor',
  );
  if (!confirmed.ok) return confirmed;
  const pickRefused = checkGmPicks(standings, c.gmId, choice);
  if (pickRefused) return failure(pickRefused);

  const firsts = await firstTimers(
    tx,
    c.id,
    seats.map((s) => s.userId),
  );
  const planned = planFinish({
    contract: c,
    houseRules: { goldenRatio: pg.goldenRatio, healing: pg.healing },
    seats,
    outcomes: matched.value,
    choice,
    handleOf,
    firsts,
    standings,
    now,
  });
  if (!planned.ok) return planned;
  const plan = planned.value;
  const paid = plan.rewards;

  if (plan.ledgerRows.length > 0) await tx.insert(ledgerEntries).values(plan.ledgerRows);
  // One statement for every seat's outcome (the table is small, but a GM records six at once).
  if (plan.seatUpdates.length > 0) {
    const seatValues = plan.seatUpdates.map(
      (u) => sql`(${u.attendanceId}::uuid, ${u.outcome}::text, ${u.achieved}::boolean, ${u.first}::boolean)`,
    );
    await tx.execute(sql`UPDATE contract_attendances AS a SET outcome = v.outcome, ringer_achieved = v.achieved, first_contract = v.first
      FROM (VALUES ${sql.join(seatValues, sql`, `)}) AS v(id, outcome, achieved, first) WHERE a.id = v.id`);
  }
  // A death the GM already confirmed during the Contract (Body below 0) stands as it is, with the cause given then.
  if (plan.deathRows.length > 0) await tx.insert(contractorDeaths).values(plan.deathRows).onConflictDoNothing();
  // A Downtime follows, unless the Contract leaves its players between the Contracts of a Cycle.
  const seatedIds = seats.flatMap((s) => (s.contractorId ? [s.contractorId] : []));
  const heldSurvivors = await heldAfterFinish(tx, c, { contractorIds: paid.survivors, seated: new Set(seatedIds) });
  const healed = await healAtFinish(tx, {
    mode: pg.healing,
    contractId: c.id,
    survivors: paid.survivors,
    held: heldSurvivors,
    startedAt: c.startedAt ?? now,
    now,
  });
  const month = await healGrittyMonth(tx, {
    mode: pg.healing,
    contract: c,
    seated: seatedIds,
    survivors: paid.survivors,
    heldSurvivors,
    now,
  });
  // Every open Loose End of those who took part counts one Contract down (before this Contract's handouts land).
  const ticked = await tickCutoffs(tx, {
    contract: c,
    contractorIds: seats.flatMap((s) =>
      s.contractorId && !s.ringer && matched.value.get(s.contractorId)?.outcome !== 'declined' ? [s.contractorId] : [],
    ),
    now,
  });
  // The Scenario it ran: everyone seated and the GM discover it; the GM's handouts land on the sheets.
  const run = await recordScenarioRun(tx, {
    contract: c,
    seats: seats.map((s) => ({
      userId: s.userId,
      contractorId: s.contractorId,
      ringer: s.ringer,
      outcome: s.contractorId ? (matched.value.get(s.contractorId)?.outcome ?? null) : null,
    })),
    handouts: choice.handouts,
    now,
  });
  if (!run.ok) return run;
  // Victories and the version bump of every sheet the Contract touched, in one statement.
  const touched = [...new Set([...plan.touched, ...healed, ...month, ...ticked])];
  if (touched.length > 0) {
    const rows = sql.join(
      touched.map((id) => sql`(${id}::uuid, ${plan.gains.get(id) ?? 0}::integer)`),
      sql`, `,
    );
    await tx.execute(sql`UPDATE contractors AS c SET victories = c.victories + v.gain, version = c.version + 1, updated_at = ${now.toISOString()}::timestamptz
      FROM (VALUES ${rows}) AS v(id, gain) WHERE c.id = v.id`);
  }
  const gmRewardsPending = plan.gmRewardsPending;
  const changes = {
    state: 'finished' as const,
    finishedAt: now,
    commissionContractorId: plan.commissionContractorId,
    gmImprovementContractorId: choice.gmImprovementContractorId ?? null,
    gmBonusContractorId: choice.gmBonusContractorId ?? null,
    gmRewardsPending,
    notes: choice.notes,
    ...(choice.scenarioNotes !== undefined && c.scenarioId ? { scenarioNotes: choice.scenarioNotes } : {}),
    version: c.version + 1,
    updatedAt: now,
  };
  await tx.update(contracts).set(changes).where(eq(contracts.id, c.id));
  const finishedRow: ContractRow = { ...c, ...changes };
  await notify(tx, plan.notifications, now);

  const line = (e: (typeof paid.entries)[number]) => ({
    contractorId: e.contractorId,
    userId: e.userId ?? null,
    resource: e.resource,
    amount: e.amount,
    kind: e.kind,
  });
  // The GM's rewards that wait for the GM's choice are not refused: `gmRewardsPending` says they come later.
  const gmKinds = new Set(['gm_improvement', 'into_the_fold', 'golden_ratio']);
  const refused = paid.refused.filter(
    (r) => !(gmRewardsPending && r.reason === 'no_recipient' && gmKinds.has(r.entry.kind)),
  );
  return success({
    contract: await buildContractView(tx, actor, { ...loaded, contract: finishedRow }),
    entries: paid.entries.map(line),
    refused: refused.map((r) => ({ ...line(r.entry), reason: r.reason })),
    waiting: paid.waiting,
    gmRewardsPending,
    statusChanges: paid.statusChanges,
    deaths: paid.deaths.map((d) => d.contractorId),
  });
}
