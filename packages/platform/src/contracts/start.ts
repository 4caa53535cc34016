import { checkContractTransition } from '@harbinger/rules';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import { contractors, contracts } from '../db/schema.js';
import { transact } from '../db/transaction.js';
import { failure, refusals, success, type Outcome } from '../errors.js';
import { notify } from '../playgroups/notifications.js';
import { cycleHolds } from '../cycles/cycle-hold.js';
import { healAtStart } from './arcade-healing.js';
import { attendancesOf, buildContractView, loadContract } from './contract-view.js';
import { notTheGm, wrongState } from './schedule.js';
import { clearWaitlist } from './waitlist.js';
import type { ContractView } from './views.js';

/**
 * Starts a scheduled Contract: it becomes Active, which locks the attending sheets for Exp spending until it is
 * finished. Under `arcade` healing, Injuries from earlier Contracts close now.
 * @example await startContract(p, gm, contractId)
 */
export async function startContract(p: Platform, actor: Actor, id: unknown): Promise<Outcome<ContractView>> {
  if (!actor) return failure(refusals.unauthenticated());
  return transact(p.db, async (tx) => {
    const loaded = await loadContract(tx, id, actor, true);
    if (!loaded.ok) return loaded;
    const c = loaded.value.contract;
    if (!loaded.value.canRun) return failure(notTheGm());
    if (!checkContractTransition(c.state, 'active').ok) return failure(wrongState(c.state, 'scheduled', 'started'));
    const seats = await attendancesOf(tx, c.id);
    if (seats.length === 0)
      return failure({
        code: 'no_attendees',
        status: 409,
        message: 'Nobody has answered the invitation yet: a Contract needs players to start.',
      });
    const now = p.now();
    const contractorIds = seats.flatMap((s) => (s.contractorId ? [s.contractorId] : []));
    const healed = await healAtStart(tx, {
      mode: loaded.value.membership.playgroup.healing,
      contractId: c.id,
      contractorIds,
      // Between the Contracts of a Cycle there was no Downtime to heal in.
      held: new Set((await cycleHolds(tx, contractorIds)).keys()),
      now,
    });
    if (healed.size > 0)
      await tx
        .update(contractors)
        .set({ version: sql`${contractors.version} + 1`, updatedAt: now })
        .where(inArray(contractors.id, [...healed]));
    await tx
      .update(contracts)
      .set({ state: 'active', startedAt: now, version: c.version + 1, updatedAt: now })
      .where(eq(contracts.id, c.id));
    // The table is set: nobody else will be seated, so the line goes.
    await clearWaitlist(tx, c.id);
    await notify(
      tx,
      seats.map((s) => ({
        userId: s.userId,
        kind: 'contract_started' as const,
        message: `“${c.title}” has started.`,
        link: `/contracts/${c.id}`,
      })),
      now,
    );
    const view = await loadContract(tx, c.id, actor);
    return view.ok ? success(await buildContractView(tx, actor, view.value)) : view;
  });
}
