import { and, eq } from 'drizzle-orm';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import { contractAttendances, contractWaitlist } from '../db/schema.js';
import { transact } from '../db/transaction.js';
import { failure, refusals, success, type Outcome } from '../errors.js';
import { parseInput } from '../parse.js';
import { vetoedGiftsIn, vetoedRefusal } from '../gift-vetoes/veto-rows.js';
import { notify } from '../playgroups/notifications.js';
import { attendancesOf, buildContractView, loadContract } from './contract-view.js';
import {
  contractorIssues,
  contractorStandings,
  ownLivingContractor,
  ringerIssues,
  rsvpRefusal,
} from './eligibility.js';
import { loadAnswerable } from './answerable.js';
import { wrongState } from './schedule.js';
import { ringerBonusSchema, rsvpSchema } from './schemas.js';
import type { ContractView } from './views.js';
import { fillFromWaitlist } from './waitlist.js';

/**
 * Answers a scheduled Contract's invitation with one's Contractor (its Status must match, it must be approved at
 * home, alive and not retired, visitors only where the house rules admit them; a Free Agent visits, a few times
 * only) or as a Ringer. The seat count is
 * checked under a lock on the Contract, so two players cannot take the last seat together.
 * @example await rsvp(p, actor, contractId, { contractorId })
 */
export async function rsvp(p: Platform, actor: Actor, id: unknown, input: unknown): Promise<Outcome<ContractView>> {
  if (!actor) return failure(refusals.unauthenticated());
  const parsed = parseInput(rsvpSchema, input);
  if (!parsed.ok) return parsed;
  const answer = parsed.value;
  return transact(p.db, async (tx) => {
    const loaded = await loadAnswerable(tx, id, actor, 'answered');
    if (!loaded.ok) return loaded;
    const c = loaded.value.contract;
    const seats = await attendancesOf(tx, c.id);
    const ctx = {
      contract: c,
      visitorsAllowed: loaded.value.membership.playgroup.visitorsAllowed,
      userId: actor.userId,
      seats,
    };
    const now = p.now();
    let what: string;
    if ('ringer' in answer) {
      const issues = ringerIssues(ctx);
      if (issues.length > 0) return failure(rsvpRefusal(issues));
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
      // A Gift this Playgroup vetoed keeps its holder out of the Playgroup's Contracts until reworked or lifted.
      const vetoed = await vetoedGiftsIn(tx, { contractorId: k.id, playgroupId: c.playgroupId });
      if (vetoed.length > 0) return failure(vetoedRefusal(k.name, vetoed));
      const [standing] = await contractorStandings(tx, { contract: c, contractorIds: [k.id] });
      const issues = contractorIssues(standing!, ctx);
      if (issues.length > 0) return failure(rsvpRefusal(issues));
      await tx.insert(contractAttendances).values({
        contractId: c.id,
        userId: actor.userId,
        contractorId: k.id,
        // A Free Agent has no home: its seat is a visitor's.
        homePlaygroupId: standing!.home?.playgroupId ?? null,
        createdAt: now,
      });
      what = `with ${k.name}`;
    }
    // Taking a seat ends one's place in the line.
    await tx
      .delete(contractWaitlist)
      .where(and(eq(contractWaitlist.contractId, c.id), eq(contractWaitlist.userId, actor.userId)));
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
    await fillFromWaitlist(tx, {
      contract: c,
      visitorsAllowed: loaded.value.membership.playgroup.visitorsAllowed,
      now: p.now(),
    });
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
