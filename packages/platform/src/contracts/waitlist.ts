import { and, asc, eq } from 'drizzle-orm';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import type { Tx } from '../db/connection.js';
import { contractAttendances, contractWaitlist } from '../db/schema.js';
import { transact } from '../db/transaction.js';
import { failure, refusals, success, type Outcome } from '../errors.js';
import { parseInput } from '../parse.js';
import { notify, type NewNotification } from '../playgroups/notifications.js';
import { loadMembership } from '../playgroups/roles.js';
import { attendancesOf, loadContract, type ContractRow } from './contract-view.js';
import {
  contractorIssues,
  contractorStandings,
  mayAnswer,
  ownLivingContractor,
  ringerIssues,
  rsvpRefusal,
} from './eligibility.js';
import { buildRsvpOptions, type RsvpOptions } from './rsvp-options.js';
import { loadAnswerable } from './answerable.js';
import { rsvpSchema } from './schemas.js';

type WaitRow = typeof contractWaitlist.$inferSelect;

/** The line for a Contract, first in first. */
export async function waitlistOf(tx: Tx | Platform['db'], contractId: string): Promise<WaitRow[]> {
  return tx
    .select()
    .from(contractWaitlist)
    .where(eq(contractWaitlist.contractId, contractId))
    .orderBy(asc(contractWaitlist.createdAt), asc(contractWaitlist.id));
}

/**
 * Seats players from the line while seats are free: the first whose answer still qualifies (the same checks as an
 * RSVP, a full table aside) takes the seat and is told. Answers that no longer qualify keep their place, since they
 * may qualify again (a lifted veto, an approval). Call it inside the workflow that freed the seat.
 */
export async function fillFromWaitlist(
  tx: Tx,
  options: { contract: ContractRow; visitorsAllowed: boolean; now: Date },
): Promise<string[]> {
  const { contract: c, now } = options;
  const seated: string[] = [];
  const line = await waitlistOf(tx, c.id);
  const told: NewNotification[] = [];
  for (const entry of line) {
    const seats = await attendancesOf(tx, c.id);
    if (seats.length >= c.capacity) break;
    const membership = await loadMembership(tx, c.playgroupId, entry.userId);
    if (!membership.ok || mayAnswer(entry.userId, c, membership.value)) continue;
    const ctx = { contract: c, visitorsAllowed: options.visitorsAllowed, userId: entry.userId, seats };
    let homePlaygroupId: string | null = null;
    let name = 'a Ringer';
    if (entry.ringer) {
      if (ringerIssues(ctx).length > 0) continue;
    } else {
      const [standing] = await contractorStandings(tx, { contract: c, contractorIds: [entry.contractorId!] });
      if (!standing || standing.row.ownerId !== entry.userId || contractorIssues(standing, ctx).length > 0) continue;
      homePlaygroupId = standing.home?.playgroupId ?? null;
      name = standing.row.name;
    }
    await tx.insert(contractAttendances).values({
      contractId: c.id,
      userId: entry.userId,
      contractorId: entry.contractorId,
      ringer: entry.ringer,
      ringerBonusContractorId: entry.ringerBonusContractorId,
      homePlaygroupId,
      createdAt: now,
    });
    await tx.delete(contractWaitlist).where(eq(contractWaitlist.id, entry.id));
    seated.push(entry.userId);
    told.push({
      userId: entry.userId,
      kind: 'waitlist_seated',
      message: `A seat freed up at “${c.title}”: you are in, ${entry.ringer ? 'as a Ringer' : `with ${name}`}.`,
      link: `/contracts/${c.id}`,
    });
  }
  await notify(tx, told, now);
  return seated;
}

/** Empties a Contract's line (it started or was canceled); answers who was in it. */
export async function clearWaitlist(tx: Tx, contractId: string): Promise<string[]> {
  const removed = await tx
    .delete(contractWaitlist)
    .where(eq(contractWaitlist.contractId, contractId))
    .returning({ userId: contractWaitlist.userId });
  return removed.map((r) => r.userId);
}

/**
 * Joins the line for a full Contract with the answer one would give (a Contractor, or a Ringer). The answer is
 * checked like an RSVP, a full table aside; when a seat frees, the first qualifying answer in line is seated.
 * @example await joinWaitlist(p, actor, contractId, { contractorId })
 */
export async function joinWaitlist(
  p: Platform,
  actor: Actor,
  id: unknown,
  input: unknown,
): Promise<Outcome<RsvpOptions>> {
  if (!actor) return failure(refusals.unauthenticated());
  const parsed = parseInput(rsvpSchema, input);
  if (!parsed.ok) return parsed;
  const answer = parsed.value;
  return transact(p.db, async (tx) => {
    const loaded = await loadAnswerable(tx, id, actor, 'waited for');
    if (!loaded.ok) return loaded;
    const c = loaded.value.contract;
    const seats = await attendancesOf(tx, c.id);
    if (seats.length < c.capacity)
      return failure({
        code: 'seats_free',
        status: 409,
        message: 'A seat is free at this Contract: answer the invitation instead of waiting.',
      });
    const ctx = {
      contract: c,
      visitorsAllowed: loaded.value.membership.playgroup.visitorsAllowed,
      userId: actor.userId,
      seats,
      ignoreFull: true,
    };
    const [waiting] = await tx
      .select({ id: contractWaitlist.id })
      .from(contractWaitlist)
      .where(and(eq(contractWaitlist.contractId, c.id), eq(contractWaitlist.userId, actor.userId)));
    if (waiting)
      return failure({
        code: 'already_waiting',
        status: 409,
        message: 'You are already in line for this Contract; leave the line first to change your answer.',
      });
    let contractorId: string | null = null;
    let bonus: string | null = null;
    if ('ringer' in answer) {
      const issues = ringerIssues(ctx);
      if (issues.length > 0) return failure(rsvpRefusal(issues));
      if (answer.bonusContractorId) {
        const own = await ownLivingContractor(tx, actor, answer.bonusContractorId, 'bonusContractorId');
        if (!own.ok) return own;
        bonus = own.value.id;
      }
    } else {
      const own = await ownLivingContractor(tx, actor, answer.contractorId, 'contractorId');
      if (!own.ok) return own;
      const [standing] = await contractorStandings(tx, { contract: c, contractorIds: [own.value.id] });
      const issues = contractorIssues(standing!, ctx);
      if (issues.length > 0) return failure(rsvpRefusal(issues));
      contractorId = own.value.id;
    }
    await tx.insert(contractWaitlist).values({
      contractId: c.id,
      userId: actor.userId,
      contractorId,
      ringer: contractorId === null,
      ringerBonusContractorId: bonus,
      createdAt: p.now(),
    });
    return success(await buildRsvpOptions(tx, actor, loaded.value));
  });
}

/** Leaves the line for a Contract. */
export async function leaveWaitlist(p: Platform, actor: Actor, id: unknown): Promise<Outcome<RsvpOptions>> {
  if (!actor) return failure(refusals.unauthenticated());
  return transact(p.db, async (tx) => {
    const loaded = await loadContract(tx, id, actor, true);
    if (!loaded.ok) return loaded;
    const removed = await tx
      .delete(contractWaitlist)
      .where(and(eq(contractWaitlist.contractId, loaded.value.contract.id), eq(contractWaitlist.userId, actor.userId)))
      .returning({ id: contractWaitlist.id });
    if (removed.length === 0)
      return failure({ code: 'not_waiting', status: 409, message: 'You are not in line for this Contract.' });
    return success(await buildRsvpOptions(tx, actor, loaded.value));
  });
}
