import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import { playgroupMembers, users } from '../db/schema.js';
import { transact } from '../db/transaction.js';
import { failure, refusals, success, type Outcome } from '../errors.js';
import { parseInput } from '../parse.js';
import { unhomeContractors } from './membership.js';
import { notify } from './notifications.js';
import { buildPlaygroupView } from './playgroups.js';
import { lastLeader, loadMembership, requirePermission, stillLed } from './roles.js';
import type { PlaygroupView } from './views.js';

/** Handing leadership to another member, and what the Leader does then: stay a Leader, step down, or leave. */
export const handOverSchema = z.strictObject({
  handle: z.string().trim().min(1).max(40),
  then: z.enum(['stay', 'step_down', 'leave']).default('step_down'),
});
export type HandOverInput = z.input<typeof handOverSchema>;

/**
 * A Leader (`administrate`) makes another member a Leader and, in the same step, stays, steps down to Member or leaves
 * the Playgroup (their Contractors leave with them). The new Leader is told. This is how the last Leader moves on:
 * the Playgroup is never without one.
 * @example await handOverLeadership(p, actor, id, { handle: 'marta', then: 'leave' })
 */
export async function handOverLeadership(
  p: Platform,
  actor: Actor,
  playgroupId: unknown,
  input: unknown,
): Promise<Outcome<PlaygroupView>> {
  if (!actor) return failure(refusals.unauthenticated());
  const parsed = parseInput(handOverSchema, input);
  if (!parsed.ok) return parsed;
  const { handle, then } = parsed.value;
  return transact(p.db, async (tx) => {
    const loaded = await loadMembership(tx, playgroupId, actor.userId, true);
    if (!loaded.ok) return loaded;
    const allowed = requirePermission(loaded.value, 'administrate');
    if (!allowed.ok) return allowed;
    const m = loaded.value;
    const pg = m.playgroup;
    const [target] = await tx
      .select({ row: playgroupMembers, handle: users.handle })
      .from(playgroupMembers)
      .innerJoin(users, eq(users.id, playgroupMembers.userId))
      .where(and(eq(playgroupMembers.playgroupId, pg.id), eq(users.handleKey, handle.toLowerCase())));
    if (!target || target.row.state !== 'member')
      return failure({
        code: 'not_a_member',
        status: 404,
        field: 'handle',
        message: `@${handle.replace(/^@/u, '')} is not a member of “${pg.name}”: only a member can become its Leader.`,
      });
    if (target.row.userId === actor.userId)
      return failure({
        code: 'not_yourself',
        status: 422,
        field: 'handle',
        message: 'Pick another member: you are already a Leader.',
      });
    const now = p.now();
    // Leader includes what Member and Watcher give; custom roles stay.
    const targetRoles = [...new Set(['leader', ...target.row.roles.filter((r) => r !== 'watcher' && r !== 'member')])];
    await tx
      .update(playgroupMembers)
      .set({ roles: targetRoles, updatedAt: now })
      .where(eq(playgroupMembers.id, target.row.id));
    const own = m.row!;
    if (then === 'step_down') {
      const left = own.roles.filter((r) => r !== 'leader');
      await tx
        .update(playgroupMembers)
        .set({ roles: left.length > 0 ? left : ['member'], updatedAt: now })
        .where(eq(playgroupMembers.id, own.id));
    } else if (then === 'leave') {
      await unhomeContractors(tx, pg.id, actor.userId);
      await tx.delete(playgroupMembers).where(eq(playgroupMembers.id, own.id));
    }
    // The new Leader holds `leader`, which always administrates; this guards a future change to that rule.
    if (!(await stillLed(tx, pg.id, m.custom, (rows) => rows))) return failure(lastLeader());
    const words = { stay: 'as a fellow Leader', step_down: 'and stepped down', leave: 'and left the Playgroup' }[then];
    await notify(
      tx,
      [
        {
          userId: target.row.userId,
          kind: 'leadership_handed_over',
          message: `@${actor.handle} made you a Leader of “${pg.name}” ${words}.`,
          link: `/playgroups/${pg.id}/settings`,
        },
      ],
      now,
    );
    return success(await buildPlaygroupView(tx, actor, pg.id));
  });
}
