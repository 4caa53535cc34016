import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import { contractors, ledgerEntries, looseEnds, moves, worldEvents } from '../db/schema.js';
import { transact } from '../db/transaction.js';
import { failure, refusals, success, type Outcome } from '../errors.js';
import { isId, parseInput } from '../parse.js';
import { can, lacks, loadMembership } from '../playgroups/roles.js';
import { reverseListChanges } from './list-changes.js';
import { moveViews } from './read-moves.js';
import { voidMoveSchema } from './schemas.js';
import type { MoveView } from './views.js';

/**
 * A Leader (administrate) of the Move's Playgroup voids it, exactly reversed in one transaction: the bonus entry is
 * voided, the sheet's lists step back, Loose Ends it granted go and those it tied up open again, and its World Event
 * leaves the feed. The Move stays, marked voided.
 * @example await voidMove(p, leader, moveId, { reason: 'It broke the setting.' })
 */
export async function voidMove(
  p: Platform,
  actor: Actor,
  id: unknown,
  input: unknown = {},
): Promise<Outcome<MoveView>> {
  if (!actor) return failure(refusals.unauthenticated());
  const parsed = parseInput(voidMoveSchema, input ?? {});
  if (!parsed.ok) return parsed;
  return transact(p.db, async (tx) => {
    const [found] = isId(id) ? await tx.select().from(moves).where(eq(moves.id, id)).for('update') : [];
    if (!found) return failure(refusals.notFound('That Move'));
    const m = await loadMembership(tx, found.playgroupId, actor.userId);
    if (!m.ok) return m;
    if (!can(m.value, 'administrate')) return failure(lacks(m.value, 'administrate'));
    if (found.voidedAt)
      return failure({ code: 'already_voided', status: 409, message: 'This Move was already voided.' });
    const now = p.now();
    const [k] = await tx.select().from(contractors).where(eq(contractors.id, found.contractorId)).for('update');
    if (k) {
      const lists = reverseListChanges(
        { conditions: k.conditions, circumstances: k.circumstances, trophies: k.trophies },
        found.listChanges,
      );
      await tx
        .update(contractors)
        .set({ ...lists, version: sql`${contractors.version} + 1`, updatedAt: now })
        .where(eq(contractors.id, k.id));
    }
    await tx.delete(looseEnds).where(eq(looseEnds.grantedByMoveId, found.id));
    await tx
      .update(looseEnds)
      .set({ resolvedAt: null, resolvedBy: null, resolvedByMoveId: null, updatedAt: now })
      .where(eq(looseEnds.resolvedByMoveId, found.id));
    if (found.bonusEntryId) {
      const [entry] = await tx
        .update(ledgerEntries)
        .set({ voidedAt: now })
        .where(and(eq(ledgerEntries.id, found.bonusEntryId), isNull(ledgerEntries.voidedAt)))
        .returning({ contractorId: ledgerEntries.contractorId });
      if (entry?.contractorId)
        await tx
          .update(contractors)
          .set({ version: sql`${contractors.version} + 1`, updatedAt: now })
          .where(eq(contractors.id, entry.contractorId));
    }
    if (found.worldEventId) await tx.delete(worldEvents).where(eq(worldEvents.id, found.worldEventId));
    const [row] = await tx
      .update(moves)
      .set({ voidedAt: now, voidedBy: actor.userId, voidReason: parsed.value.reason, updatedAt: now })
      .where(eq(moves.id, found.id))
      .returning();
    return success((await moveViews(tx, actor, [row!]))[0]!);
  });
}
