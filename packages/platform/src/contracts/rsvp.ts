import {
  ringerRsvpEligibility,
  rsvpEligibility,
  statusFromVictories,
  type Issue,
  type RsvpIssueCode,
  type StatusId,
} from '@harbinger/rules';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import type { Tx } from '../db/connection.js';
import { contractAttendances, contractors, playgroupContractors, playgroups } from '../db/schema.js';
import { transact } from '../db/transaction.js';
import { failure, refusals, success, type Outcome, type PlatformError } from '../errors.js';
import { refuseIfInactive } from '../contractors/life.js';
import { parseInput } from '../parse.js';
import { vetoedGiftsIn, vetoedRefusal } from '../gift-vetoes/veto-rows.js';
import { notify } from '../playgroups/notifications.js';
import { onlyWatches } from '../playgroups/roles.js';
import { attendancesOf, buildContractView, loadContract, type LoadedContract } from './contract-view.js';
import { wrongState } from './schedule.js';
import { ringerBonusSchema, rsvpSchema } from './schemas.js';
import type { ContractView } from './views.js';

const RSVP_WORDS: Record<RsvpIssueCode, (issue: Issue) => string> = {
  status_mismatch: (i) =>
    `this Contract is for ${String(i.expected)} Contractors, and this one is ${String(i.received)}`,
  solo_needs_veteran: () => 'only Veterans take solo Contracts',
  contractor_dead: () => 'this Contractor is dead',
  contractor_pending: () => 'this Contractor still waits for approval in its home Playgroup',
  already_attending: () => 'you already hold a seat at this Contract',
  contract_full: () => 'every seat is taken',
  visitors_not_allowed: () => 'this Playgroup does not admit Contractors from other Playgroups',
  ringers_not_allowed: () => 'the GM does not take Ringers for this Contract',
};

/** Turns the rules' RSVP issues into one refusal naming every reason. */
function rsvpRefusal(issues: readonly Issue<RsvpIssueCode>[]): PlatformError {
  const reasons = issues.map((i) => RSVP_WORDS[i.code](i));
  const first = issues[0]!.code;
  const status = first === 'already_attending' || first === 'contract_full' ? 409 : 422;
  return {
    code: first,
    status,
    message: `You cannot answer this invitation: ${reasons.join('; ')}.`,
    issues: issues.map((i, n) => ({ field: i.path.join('.'), message: reasons[n]! })),
  };
}

/** Whether the actor may answer at all (RSVP rule, bans, the GM's own table). */
function mayAnswer(actor: NonNullable<Actor>, loaded: LoadedContract): PlatformError | null {
  const { contract: c, membership: m } = loaded;
  if (c.gmId === actor.userId)
    return {
      code: 'gm_cannot_attend',
      status: 422,
      message: 'You are the GM of this Contract; you run it rather than play in it.',
    };
  if (m.row?.state === 'banned') return { code: 'banned', status: 403, message: 'You are banned from this Playgroup.' };
  if (c.rsvpRule === 'members' && !m.member)
    return { code: 'not_a_member', status: 403, message: 'Only members of this Playgroup may answer this invitation.' };
  if (c.rsvpRule === 'members' && onlyWatches(m))
    return {
      code: 'watchers_do_not_play',
      status: 403,
      message: 'Watchers follow along; ask a Leader for a playing role to answer invitations.',
    };
  return null;
}

async function ownLivingContractor(
  tx: Tx,
  actor: NonNullable<Actor>,
  contractorId: string,
  field: string,
): Promise<Outcome<typeof contractors.$inferSelect>> {
  const [k] = await tx.select().from(contractors).where(eq(contractors.id, contractorId));
  if (!k || (k.private && k.ownerId !== actor.userId))
    return failure({ ...refusals.notFound('That Contractor'), field });
  if (k.ownerId !== actor.userId)
    return failure({
      code: 'not_your_contractor',
      status: 403,
      field,
      message: `${k.name} belongs to another player.`,
    });
  const active = await refuseIfInactive(tx, k, field);
  if (!active.ok) return active;
  return success(k);
}

/**
 * Answers a scheduled Contract's invitation with one's Contractor (its Status must match, it must be approved at
 * home, alive and not retired, visitors only where the house rules admit them) or as a Ringer. The seat count is
 * checked under a lock on the Contract, so two players cannot take the last seat together.
 * @example await rsvp(p, actor, contractId, { contractorId })
 */
export async function rsvp(p: Platform, actor: Actor, id: unknown, input: unknown): Promise<Outcome<ContractView>> {
  if (!actor) return failure(refusals.unauthenticated());
  const parsed = parseInput(rsvpSchema, input);
  if (!parsed.ok) return parsed;
  const answer = parsed.value;
  return transact(p.db, async (tx) => {
    const loaded = await loadContract(tx, id, actor, true);
    if (!loaded.ok) return loaded;
    const c = loaded.value.contract;
    if (c.state !== 'scheduled') return failure(wrongState(c.state, 'scheduled', 'answered'));
    const refused = mayAnswer(actor, loaded.value);
    if (refused) return failure(refused);
    const seats = await attendancesOf(tx, c.id);
    const alreadyAttending = seats.some((s) => s.userId === actor.userId);
    const full = seats.length >= c.capacity;
    const now = p.now();
    let what: string;
    if ('ringer' in answer) {
      const check = ringerRsvpEligibility({ ringersAllowed: c.ringersAllowed, alreadyAttending, full });
      if (!check.ok) return failure(rsvpRefusal(check.issues));
      if (answer.bonusContractorId) {
        const own = await ownLivingContractor(tx, actor, answer.bonusContractorId, 'bonusContractorId');
        if (!own.ok) return own;
      }
      await tx.insert(contractAttendances).values({
        contractId: c.id,
        userId: actor.userId,
        ringer: true,
        ringerBonusContractorId: answer.bonusContractorId ?? null,
        createdAt: now,
      });
      what = 'as a Ringer';
    } else {
      const own = await ownLivingContractor(tx, actor, answer.contractorId, 'contractorId');
      if (!own.ok) return own;
      const k = own.value;
      const [home] = await tx
        .select({ h: playgroupContractors, visitorsAllowed: playgroups.visitorsAllowed })
        .from(playgroupContractors)
        .innerJoin(playgroups, eq(playgroups.id, playgroupContractors.playgroupId))
        .where(eq(playgroupContractors.contractorId, k.id));
      if (!home)
        return failure({
          code: 'no_home_playgroup',
          status: 422,
          field: 'contractorId',
          message: `${k.name} has no home Playgroup yet: bring it into one and have it approved first.`,
        });
      const check = rsvpEligibility({
        contractorStatus: statusFromVictories(k.victories),
        requiredStatus: c.requiredStatus as StatusId | 'any',
        dead: false, // refused above, by ownLivingContractor
        pending: home.h.approval !== 'approved',
        alreadyAttending,
        full,
        visiting: home.h.playgroupId !== c.playgroupId,
        visitorsAllowed: loaded.value.membership.playgroup.visitorsAllowed,
      });
      if (!check.ok) return failure(rsvpRefusal(check.issues));
      // A Gift this Playgroup vetoed keeps its holder out of the Playgroup's Contracts until reworked or lifted.
      const vetoed = await vetoedGiftsIn(tx, { contractorId: k.id, playgroupId: c.playgroupId });
      if (vetoed.length > 0) return failure(vetoedRefusal(k.name, vetoed));
      await tx.insert(contractAttendances).values({
        contractId: c.id,
        userId: actor.userId,
        contractorId: k.id,
        homePlaygroupId: home.h.playgroupId,
        createdAt: now,
      });
      what = `with ${k.name}`;
    }
    await notify(
      tx,
      [
        {
          userId: c.gmId,
          kind: 'rsvp',
          message: `@${actor.handle} answered “${c.title}” ${what}.`,
          link: `/contracts/${c.id}`,
        },
      ],
      now,
    );
    return success(await buildContractView(tx, actor, loaded.value));
  });
}

/** Gives up one's seat at a scheduled Contract. */
export async function withdrawRsvp(p: Platform, actor: Actor, id: unknown): Promise<Outcome<ContractView>> {
  if (!actor) return failure(refusals.unauthenticated());
  return transact(p.db, async (tx) => {
    const loaded = await loadContract(tx, id, actor, true);
    if (!loaded.ok) return loaded;
    const c = loaded.value.contract;
    if (c.state !== 'scheduled') return failure(wrongState(c.state, 'scheduled', 'left'));
    const removed = await tx
      .delete(contractAttendances)
      .where(and(eq(contractAttendances.contractId, c.id), eq(contractAttendances.userId, actor.userId)))
      .returning();
    if (removed.length === 0)
      return failure({ code: 'not_attending', status: 409, message: 'You hold no seat at this Contract.' });
    return success(await buildContractView(tx, actor, loaded.value));
  });
}

/** A Ringer's player picks (or changes) the Contractor that takes the bonus Exp, until the Contract is finished. */
export async function chooseRingerBonus(
  p: Platform,
  actor: Actor,
  id: unknown,
  input: unknown,
): Promise<Outcome<ContractView>> {
  if (!actor) return failure(refusals.unauthenticated());
  const parsed = parseInput(ringerBonusSchema, input);
  if (!parsed.ok) return parsed;
  return transact(p.db, async (tx) => {
    const loaded = await loadContract(tx, id, actor, true);
    if (!loaded.ok) return loaded;
    const c = loaded.value.contract;
    if (c.state !== 'scheduled' && c.state !== 'active')
      return failure(wrongState(c.state, 'scheduled or active', 'changed'));
    const [seat] = await tx
      .select()
      .from(contractAttendances)
      .where(
        and(
          eq(contractAttendances.contractId, c.id),
          eq(contractAttendances.userId, actor.userId),
          eq(contractAttendances.ringer, true),
        ),
      );
    if (!seat)
      return failure({ code: 'not_a_ringer', status: 409, message: 'You do not play a Ringer in this Contract.' });
    if (parsed.value.bonusContractorId) {
      const own = await ownLivingContractor(tx, actor, parsed.value.bonusContractorId, 'bonusContractorId');
      if (!own.ok) return own;
    }
    await tx
      .update(contractAttendances)
      .set({ ringerBonusContractorId: parsed.value.bonusContractorId })
      .where(eq(contractAttendances.id, seat.id));
    return success(await buildContractView(tx, actor, loaded.value));
  });
}
