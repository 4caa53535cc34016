import { MOVE_BONUS_EXP, moveBonus } from '@harbinger/rules';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import type { Tx } from '../db/connection.js';
import { contractors, ledgerEntries, looseEnds, moves, worldEvents } from '../db/schema.js';
import { transact } from '../db/transaction.js';
import { refuseIfInactive } from '../contractors/life.js';
import { lockStandings } from '../contracts/standings.js';
import { failure, refusals, success, type Outcome, type PlatformError } from '../errors.js';
import { parseInput } from '../parse.js';
import { notify } from '../playgroups/notifications.js';
import { enqueueWebhookEvent } from '../webhooks/enqueue.js';
import { worldEventMessage } from '../webhooks/messages.js';
import { nudgeWebhooksAfter } from '../webhooks/nudge.js';
import { gmAtHome } from './access.js';
import { applyListEdits } from './list-changes.js';
import { insertLooseEnd, openLooseEnd } from './loose-end-write.js';
import { moveViews } from './read-moves.js';
import { recordMoveSchema } from './schemas.js';
import type { RecordMoveResult } from './views.js';

const bad = (code: string, field: string, message: string): PlatformError => ({ code, status: 422, field, message });

/** The GM's Contractor that takes the bonus, checked: the GM's own, alive, and under the bonus-Exp cap. */
async function bonusRecipient(
  tx: Tx,
  gmId: string,
  contractorId: string,
): Promise<Outcome<{ id: string; earnedExp: number; victories: number; name: string }>> {
  const standing = (await lockStandings(tx, [contractorId])).get(contractorId);
  if (!standing || standing.ownerId !== gmId)
    return failure(
      bad(
        'not_gm_contractor',
        'bonusContractorId',
        'The bonus goes to one of your own Contractors; the Contractor who made the Move never gains anything from it.',
      ),
    );
  if (standing.standing.dead)
    return failure(bad('contractor_dead', 'bonusContractorId', `${standing.name} is dead and cannot take rewards.`));
  return success({
    id: standing.id,
    name: standing.name,
    earnedExp: standing.standing.earnedExpForCap,
    victories: standing.victories,
  });
}

/**
 * A GM of the Contractor's home Playgroup records a Move they ran for it, in one transaction: the goal, the private
 * summary, the public World Event (posted to the Playgroup's feed), the changes to its Conditions, Circumstances and
 * Trophies, Loose Ends granted or tied up, and, when summary and World Event reach 250 words together, 2 bonus Exp
 * for one of the GM's own Contractors (under the bonus-Exp cap: past it, a 422 asks for another Contractor or none).
 * The Contractor making the Move gains no Exp, Gift Credits or Improvements.
 * @example await recordMove(p, gm, { contractorId, goal: 'Lose the tail', worldEventTitle: 'A fire', worldEvent })
 */
export async function recordMove(p: Platform, actor: Actor, input: unknown): Promise<Outcome<RecordMoveResult>> {
  if (!actor) return failure(refusals.unauthenticated());
  const parsed = parseInput(recordMoveSchema, input);
  if (!parsed.ok) return parsed;
  const m = parsed.value;
  const outcome = await transact(p.db, async (tx): Promise<Outcome<RecordMoveResult>> => {
    const gm = await gmAtHome(tx, actor, m.contractorId, true);
    if (!gm.ok) return gm;
    const k = gm.value.contractor;
    const pg = gm.value.membership.playgroup;
    const active = await refuseIfInactive(tx, k, 'contractorId');
    if (!active.ok) return active;
    let recipient: { id: string; earnedExp: number; victories: number } | null = null;
    if (m.bonusContractorId) {
      const found = await bonusRecipient(tx, actor.userId, m.bonusContractorId);
      if (!found.ok) return found;
      recipient = found.value;
    }
    const bonus = moveBonus({ summary: m.summary, worldEvent: m.worldEvent, recipient });
    if (!bonus.ok && bonus.refusal === 'bonus_exp_cap')
      return failure(
        bad(
          'bonus_exp_cap',
          'bonusContractorId',
          'That Contractor has earned more Exp than the bonus cap allows (10 + 12 × victories): name another of yours, or none.',
        ),
      );
    const edited = applyListEdits(
      { conditions: k.conditions, circumstances: k.circumstances, trophies: k.trophies },
      { conditions: m.conditions, circumstances: m.circumstances, trophies: m.trophies },
    );
    if (!edited.ok)
      return failure(bad('not_on_sheet', edited.field, `“${edited.text}” is not on ${k.name}’s sheet to remove.`));
    const now = p.now();
    const [event] = await tx
      .insert(worldEvents)
      .values({
        playgroupId: pg.id,
        authorId: actor.userId,
        title: m.worldEventTitle,
        body: m.worldEvent,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: worldEvents.id });
    const [move] = await tx
      .insert(moves)
      .values({
        playgroupId: pg.id,
        contractorId: k.id,
        gmId: actor.userId,
        goal: m.goal,
        summary: m.summary,
        worldEventTitle: m.worldEventTitle,
        worldEvent: m.worldEvent,
        worldEventId: event!.id,
        wordCount: bonus.words,
        listChanges: edited.changes,
        bonusContractorId: bonus.ok ? recipient!.id : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    for (const [i, id] of [...new Set(m.tieUpLooseEnds)].entries()) {
      const open = await openLooseEnd(tx, k.id, id, `tieUpLooseEnds.${i}`);
      if (!open.ok) return open;
      await tx
        .update(looseEnds)
        .set({ resolvedAt: now, resolvedBy: actor.userId, resolvedByMoveId: move!.id, updatedAt: now })
        .where(and(eq(looseEnds.id, open.value.id), isNull(looseEnds.resolvedAt)));
    }
    for (const le of m.grantLooseEnds)
      await insertLooseEnd(tx, { contractorId: k.id, gmId: actor.userId, input: le, moveId: move!.id, now });
    let row = move!;
    if (bonus.ok) {
      const [entry] = await tx
        .insert(ledgerEntries)
        .values({
          contractorId: recipient!.id,
          userId: actor.userId,
          resource: 'exp',
          amount: MOVE_BONUS_EXP,
          kind: 'move_bonus',
          cause: { moveId: move!.id, contractorName: k.name },
          createdAt: now,
        })
        .returning({ id: ledgerEntries.id });
      const [updated] = await tx
        .update(moves)
        .set({ bonusEntryId: entry!.id })
        .where(eq(moves.id, move!.id))
        .returning();
      row = updated!;
      await tx
        .update(contractors)
        .set({ version: sql`${contractors.version} + 1`, updatedAt: now })
        .where(eq(contractors.id, recipient!.id));
    }
    await tx
      .update(contractors)
      .set({ ...edited.lists, version: sql`${contractors.version} + 1`, updatedAt: now })
      .where(eq(contractors.id, k.id));
    await enqueueWebhookEvent(tx, {
      playgroupId: pg.id,
      event: 'world_event_posted',
      message: worldEventMessage({
        playgroupId: pg.id,
        playgroupName: pg.name,
        title: m.worldEventTitle,
        body: m.worldEvent,
        authorHandle: actor.handle,
        at: now,
      }),
      at: now,
    });
    await notify(
      tx,
      [
        {
          userId: k.ownerId,
          kind: 'move_recorded',
          message: `@${actor.handle} recorded a Move for ${k.name}: “${m.goal}”.`,
          link: `/contractors/${k.id}/moves`,
        },
      ],
      now,
    );
    const [view] = await moveViews(tx, actor, [row!]);
    return success({
      move: view!,
      bonusRefused: bonus.ok ? null : (bonus.refusal as 'too_few_words' | 'no_recipient'),
    });
  });
  return nudgeWebhooksAfter(p, outcome);
}
