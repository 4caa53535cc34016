import { checkContractTransition, contractRewards, type Attendee, type FinishedContract, type Issue, type RingerResult } from '@harbinger/rules';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import type { Tx } from '../db/connection.js';
import { contractAttendances, contractorDeaths, contracts, ledgerEntries, users } from '../db/schema.js';
import { transact } from '../db/transaction.js';
import { failure, refusals, success, type Outcome, type PlatformError } from '../errors.js';
import { parseInput } from '../parse.js';
import { notify, type NewNotification } from '../playgroups/notifications.js';
import { healAtFinish } from './arcade-healing.js';
import { attendancesOf, buildContractView, loadContract, type AttendanceRow, type LoadedContract } from './contract-view.js';
import { rewardWords } from './reward-words.js';
import { notTheGm, wrongState } from './schedule.js';
import { finishContractSchema, type FinishContractInput } from './schemas.js';
import { lockStandings } from './standings.js';
import type { FinishResult } from './views.js';

/** A parsed finishing input. */
export type Parsed = ReturnType<typeof finishContractSchema.parse>;

const bad = (code: string, field: string, message: string): PlatformError => ({ code, status: 422, field, message });

const RULE_WORDS: Record<string, string> = {
  duplicate_attendance: 'the same seat appears twice',
  duplicate_contractor: 'a Contractor has two outcomes',
  duplicate_player: 'a player holds two seats',
  gm_is_player: 'the GM cannot also play',
  commission_not_attending: 'the Commission must go to a Contractor who took part',
  commission_dead: 'the Commission cannot go to a Contractor who died',
};

function rulesRefusal(issues: readonly Issue[]): PlatformError {
  const first = issues[0]!;
  return { code: first.code, status: 422, field: first.path.join('.'), message: `The Contract cannot be recorded: ${issues.map((i) => RULE_WORDS[i.code] ?? i.code).join('; ')}.` };
}

/** Players whose first recorded Contract this is (no earlier seat that took part in a finished Contract). */
async function firstTimers(tx: Tx, contractId: string, userIds: readonly string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const earlier = await tx
    .selectDistinct({ userId: contractAttendances.userId })
    .from(contractAttendances)
    .innerJoin(contracts, eq(contracts.id, contractAttendances.contractId))
    .where(and(inArray(contractAttendances.userId, [...userIds]), eq(contracts.state, 'finished'), ne(contracts.id, contractId), sql`coalesce(${contractAttendances.outcome}, '') <> 'declined'`));
  const seen = new Set(earlier.map((e) => e.userId));
  return new Set(userIds.filter((u) => !seen.has(u)));
}

/** Matches the GM's outcomes to the seats; every Contractor seat needs exactly one outcome. */
function matchOutcomes(seats: readonly AttendanceRow[], input: Parsed): Outcome<Map<string, Parsed['outcomes'][number]>> {
  const byContractor = new Map(input.outcomes.map((o) => [o.contractorId, o]));
  const seated = new Set(seats.flatMap((s) => (s.contractorId ? [s.contractorId] : [])));
  const stray = input.outcomes.findIndex((o) => !seated.has(o.contractorId));
  if (stray >= 0) return failure(bad('not_attending', `outcomes.${stray}.contractorId`, 'That Contractor holds no seat at this Contract.'));
  const missing = seats.find((s) => s.contractorId && !byContractor.has(s.contractorId));
  if (missing) return failure(bad('outcome_missing', 'outcomes', 'Every attending Contractor needs an outcome (victory, failure, death, or declined).'));
  if (input.outcomes.filter((o) => o.commission).length > 1) return failure(bad('one_commission', 'outcomes', 'At most one Contractor earns the Commission.'));
  return success(byContractor);
}

/**
 * Finishes an Active Contract in ONE transaction: each attendee's outcome, the Commission, the GM's Improvement and
 * notes; every ledger entry the rules' `contractRewards` pays (each pointing at its attendance), victories (and so
 * Status), deaths into the Graveyard, Coins of Charon to the players, arcade healing and notifications. The Contract
 * row is locked first and must still be Active, so two GMs finishing at once cannot both pay: the second gets 409.
 * @example await finishContract(p, gm, id, { outcomes: [{ contractorId, outcome: 'victory', commission: true }], gmImprovementContractorId })
 */
export async function finishContract(p: Platform, actor: Actor, id: unknown, input: FinishContractInput | unknown): Promise<Outcome<FinishResult>> {
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
    if (choice.version !== undefined && choice.version !== c.version) return failure({ ...refusals.versionConflict(), message: 'This Contract changed since you opened it. Reload it.' });
    if (c.declaredBy !== null) return failure({ code: 'awaiting_confirmation', status: 409, message: 'This Contract was declared after the fact: it is recorded once every player confirms their seat.' });
    return recordFinish(tx, actor, loaded.value, choice, p.now());
  });
}

/**
 * Records a finished Contract inside an open transaction, the Contract row already locked and the caller's right to
 * record it checked: outcomes matched to the seats, rewards from the rules, victories, deaths, healing, notices.
 */
export async function recordFinish(tx: Tx, actor: Actor, loaded: LoadedContract, choice: Parsed, now: Date): Promise<Outcome<FinishResult>> {
  const c = loaded.contract;
  const pg = loaded.membership.playgroup;
  const seats = await attendancesOf(tx, c.id);
  const matched = matchOutcomes(seats, choice);
  if (!matched.ok) return matched;
  const ringerSeats = seats.filter((s) => s.ringer);
  const handles = await tx.select({ id: users.id, handle: users.handle }).from(users).where(inArray(users.id, [c.gmId, ...seats.map((s) => s.userId)]));
  const handleOf = (userId: string) => handles.find((h) => h.id === userId)?.handle ?? 'someone';
  const strayRinger = choice.ringers.findIndex((r) => !ringerSeats.some((s) => handleOf(s.userId).toLowerCase() === r.handle.toLowerCase()));
  if (strayRinger >= 0) return failure(bad('not_a_ringer', `ringers.${strayRinger}.handle`, 'That player does not play a Ringer in this Contract.'));

  const gmPicks = [choice.gmImprovementContractorId, choice.gmBonusContractorId].filter((x): x is string => typeof x === 'string');
  const involved = [...seats.flatMap((s) => [s.contractorId, s.ringerBonusContractorId]), ...gmPicks].filter((x): x is string => typeof x === 'string');
  const standings = await lockStandings(tx, involved);
  for (const [field, pick] of [['gmImprovementContractorId', choice.gmImprovementContractorId], ['gmBonusContractorId', choice.gmBonusContractorId]] as const) {
    if (!pick) continue;
    const s = standings.get(pick);
    if (!s || s.ownerId !== c.gmId) return failure(bad('not_gm_contractor', field, 'The GM’s reward must go to one of the GM’s own Contractors.'));
    if (s.standing.dead) return failure(bad('contractor_dead', field, `${s.name} is dead and cannot take rewards.`));
  }

  const firsts = await firstTimers(tx, c.id, seats.map((s) => s.userId));
  const attendees: Attendee[] = seats
    .filter((s) => s.contractorId)
    .map((s) => ({
      attendanceId: s.id,
      contractorId: s.contractorId!,
      playerUserId: s.userId,
      homePlaygroupId: s.homePlaygroupId ?? '',
      outcome: matched.value.get(s.contractorId!)!.outcome,
      firstContractEver: firsts.has(s.userId),
    }));
  const ringers: RingerResult[] = ringerSeats.map((s) => ({
    attendanceId: s.id,
    playerUserId: s.userId,
    achieved: choice.ringers.find((r) => r.handle.toLowerCase() === handleOf(s.userId).toLowerCase())?.achieved ?? false,
    bonusContractorId: s.ringerBonusContractorId,
  }));
  const commission = choice.outcomes.find((o) => o.commission)?.contractorId ?? null;
  const finished: FinishedContract = {
    id: c.id,
    playgroupId: c.playgroupId,
    gm: { userId: c.gmId, improvementContractorId: choice.gmImprovementContractorId ?? null, bonusContractorId: choice.gmBonusContractorId ?? null },
    houseRules: { goldenRatio: pg.goldenRatio, healing: pg.healing },
    attendees,
    ringers,
    commissionContractorId: commission,
  };
  const rewards = contractRewards({ contract: finished, standings: Object.fromEntries([...standings].map(([k, v]) => [k, v.standing])) });
  if (!rewards.ok) return failure(rulesRefusal(rewards.issues));
  const paid = rewards.value;

  if (paid.entries.length > 0) {
    await tx.insert(ledgerEntries).values(
      paid.entries.map((e) => ({ contractorId: e.contractorId, userId: e.userId ?? null, resource: e.resource, amount: e.amount, kind: e.kind, cause: { ...e.cause, contractTitle: c.title }, createdAt: now })),
    );
  }
  // One statement for every seat's outcome (the table is small, but a GM records six at once).
  const seatValues = [
    ...attendees.map((a) => sql`(${a.attendanceId}::uuid, ${a.outcome}::text, NULL::boolean, ${a.firstContractEver}::boolean)`),
    ...ringers.map((r) => sql`(${r.attendanceId!}::uuid, NULL::text, ${r.achieved}::boolean, ${firsts.has(r.playerUserId)}::boolean)`),
  ];
  if (seatValues.length > 0) {
    await tx.execute(sql`UPDATE contract_attendances AS a SET outcome = v.outcome, ringer_achieved = v.achieved, first_contract = v.first
      FROM (VALUES ${sql.join(seatValues, sql`, `)}) AS v(id, outcome, achieved, first) WHERE a.id = v.id`);
  }
  const gains = new Map<string, number>();
  for (const v of paid.victors) gains.set(v, (gains.get(v) ?? 0) + 1);
  if (paid.deaths.length > 0) {
    await tx.insert(contractorDeaths).values(paid.deaths.map((d) => ({ contractorId: d.contractorId, contractId: c.id, diedAt: now, createdAt: now, updatedAt: now })));
  }
  const healed = await healAtFinish(tx, { mode: pg.healing, contractId: c.id, survivors: paid.survivors, startedAt: c.startedAt ?? now, now });
  // Victories and the version bump of every sheet the Contract touched, in one statement.
  const touched = [...new Set([...paid.entries.flatMap((e) => (e.contractorId ? [e.contractorId] : [])), ...gains.keys(), ...paid.deaths.map((d) => d.contractorId), ...healed])];
  if (touched.length > 0) {
    const rows = sql.join(touched.map((id) => sql`(${id}::uuid, ${gains.get(id) ?? 0}::integer)`), sql`, `);
    await tx.execute(sql`UPDATE contractors AS c SET victories = c.victories + v.gain, version = c.version + 1, updated_at = ${now.toISOString()}::timestamptz
      FROM (VALUES ${rows}) AS v(id, gain) WHERE c.id = v.id`);
  }
  const [finishedRow] = await tx
    .update(contracts)
    .set({ state: 'finished', finishedAt: now, commissionContractorId: commission, gmImprovementContractorId: choice.gmImprovementContractorId ?? null, gmBonusContractorId: choice.gmBonusContractorId ?? null, notes: choice.notes, version: c.version + 1, updatedAt: now })
    .where(eq(contracts.id, c.id))
    .returning();

  const names = new Map([...standings].map(([k, v]) => [k, v.name]));
  const letters: NewNotification[] = [];
  for (const userId of new Set([c.gmId, ...seats.map((s) => s.userId)])) {
    const mine = paid.entries.filter((e) => e.userId === userId);
    if (mine.length === 0) continue;
    letters.push({ userId, kind: mine.some((e) => e.kind === 'death') ? 'death' : 'rewards', message: `“${c.title}” is recorded: ${rewardWords(mine, names)}.`, link: `/contracts/${c.id}` });
  }
  await notify(tx, letters, now);

  const line = (e: (typeof paid.entries)[number]) => ({ contractorId: e.contractorId, userId: e.userId ?? null, resource: e.resource, amount: e.amount, kind: e.kind });
  return success({
    contract: await buildContractView(tx, actor, { ...loaded, contract: finishedRow! }),
    entries: paid.entries.map(line),
    refused: paid.refused.map((r) => ({ ...line(r.entry), reason: r.reason })),
    statusChanges: paid.statusChanges,
    deaths: paid.deaths.map((d) => d.contractorId),
  });
}
