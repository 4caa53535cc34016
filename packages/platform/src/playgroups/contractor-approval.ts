import { and, eq } from 'drizzle-orm';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import type { Tx } from '../db/connection.js';
import { contractors, playgroupContractors, playgroupMembers, playgroups } from '../db/schema.js';
import { transact } from '../db/transaction.js';
import { failure, refusals, success, type Outcome } from '../errors.js';
import { refuseIfInactive } from '../contractors/life.js';
import { isId, parseInput } from '../parse.js';
import { notify } from './notifications.js';
import { can, lacks, loadMembership, resolveRoles, type Membership } from './roles.js';
import { addContractorSchema, contractorDecisionSchema } from './schemas.js';

/** Where a Contractor stands in its home Playgroup. */
export interface ContractorHome {
  contractorId: string;
  playgroup: { id: string; name: string };
  approval: 'pending' | 'approved' | 'changes_requested';
  message: string;
}

/** A Contractor as its home Playgroup holds it: the home row and the Contractor. */
export interface HomedContractor {
  h: typeof playgroupContractors.$inferSelect;
  c: typeof contractors.$inferSelect;
}

/**
 * The Contractor `contractorId` names, when the member's Playgroup is its home; else a not-found refusal. `lock` takes
 * the Contractor's row for update, for a workflow that changes it.
 */
export async function homedContractor(
  tx: Tx,
  m: Membership,
  contractorId: unknown,
  options: { lock?: boolean } = {},
): Promise<Outcome<HomedContractor>> {
  const notHere = failure(refusals.notFound('That Contractor (in this Playgroup)'));
  if (!isId(contractorId)) return notHere;
  const query = tx
    .select({ h: playgroupContractors, c: contractors })
    .from(playgroupContractors)
    .innerJoin(contractors, eq(contractors.id, playgroupContractors.contractorId))
    .where(
      and(eq(playgroupContractors.contractorId, contractorId), eq(playgroupContractors.playgroupId, m.playgroup.id)),
    )
    .$dynamic();
  const [home] = await (options.lock ? query.for('update', { of: contractors }) : query);
  return home ? success(home) : notHere;
}

/** Everyone in the Playgroup who may approve Contractors (to notify them). */
export async function approvers(tx: Tx, m: Membership): Promise<string[]> {
  const rows = await tx
    .select()
    .from(playgroupMembers)
    .where(and(eq(playgroupMembers.playgroupId, m.playgroup.id), eq(playgroupMembers.state, 'member')));
  return rows
    .filter((r) => can({ member: true, roles: resolveRoles(r.roles, m.custom) }, 'manage_contractors'))
    .map((r) => r.userId);
}

/**
 * Brings one's Contractor into a Playgroup one belongs to, as its home; it waits for a Leader's approval. Sending
 * it again after changes were asked for puts it back in the queue.
 * @example await addContractorToPlaygroup(p, actor, playgroupId, { contractorId })
 */
export async function addContractorToPlaygroup(
  p: Platform,
  actor: Actor,
  playgroupId: unknown,
  input: unknown,
): Promise<Outcome<ContractorHome>> {
  if (!actor) return failure(refusals.unauthenticated());
  const parsed = parseInput(addContractorSchema, input);
  if (!parsed.ok) return parsed;
  return transact(p.db, async (tx) => {
    const loaded = await loadMembership(tx, playgroupId, actor.userId);
    if (!loaded.ok) return loaded;
    const m = loaded.value;
    if (!m.member)
      return failure({
        code: 'not_a_member',
        status: 403,
        message: 'Join this Playgroup before bringing a Contractor into it.',
      });
    const [c] = await tx.select().from(contractors).where(eq(contractors.id, parsed.value.contractorId)).for('update');
    if (!c || (c.private && c.ownerId !== actor.userId))
      return failure({ ...refusals.notFound('That Contractor'), field: 'contractorId' });
    if (c.ownerId !== actor.userId)
      return failure(refusals.forbidden('Only the player who owns a Contractor can bring it into a Playgroup.'));
    const active = await refuseIfInactive(tx, c, 'contractorId');
    if (!active.ok) return active;
    const [home] = await tx.select().from(playgroupContractors).where(eq(playgroupContractors.contractorId, c.id));
    const now = p.now();
    if (home && !(home.playgroupId === m.playgroup.id && home.approval === 'changes_requested')) {
      const [other] = await tx
        .select({ name: playgroups.name })
        .from(playgroups)
        .where(eq(playgroups.id, home.playgroupId));
      return failure({
        code: 'already_homed',
        status: 409,
        message: `${c.name} already calls “${other?.name ?? 'another Playgroup'}” home.`,
      });
    }
    if (home)
      await tx
        .update(playgroupContractors)
        .set({ approval: 'pending', updatedAt: now })
        .where(eq(playgroupContractors.id, home.id));
    else
      await tx.insert(playgroupContractors).values({
        contractorId: c.id,
        playgroupId: m.playgroup.id,
        approval: 'pending',
        createdAt: now,
        updatedAt: now,
      });
    const link = `/playgroups/${m.playgroup.id}`;
    await notify(
      tx,
      (await approvers(tx, m))
        .filter((id) => id !== actor.userId)
        .map((userId) => ({
          userId,
          kind: 'contractor_pending',
          message: `${c.name} (@${actor.handle}) waits for approval in “${m.playgroup.name}”.`,
          link,
        })),
      now,
    );
    return success({
      contractorId: c.id,
      playgroup: { id: m.playgroup.id, name: m.playgroup.name },
      approval: 'pending',
      message: home?.message ?? '',
    });
  });
}

/** Approves a Contractor, or asks its player for changes with a message (needs `manage_contractors`). */
export async function decideContractor(
  p: Platform,
  actor: Actor,
  playgroupId: unknown,
  contractorId: unknown,
  input: unknown,
): Promise<Outcome<ContractorHome>> {
  if (!actor) return failure(refusals.unauthenticated());
  const parsed = parseInput(contractorDecisionSchema, input);
  if (!parsed.ok) return parsed;
  return transact(p.db, async (tx) => {
    const loaded = await loadMembership(tx, playgroupId, actor.userId);
    if (!loaded.ok) return loaded;
    const m = loaded.value;
    if (!can(m, 'manage_contractors')) return failure(lacks(m, 'manage_contractors'));
    const found = await homedContractor(tx, m, contractorId);
    if (!found.ok) return found;
    const home = found.value;
    const now = p.now();
    const approval = parsed.value.decision === 'approve' ? 'approved' : 'changes_requested';
    await tx
      .update(playgroupContractors)
      .set({ approval, message: parsed.value.message ?? '', decidedBy: actor.userId, decidedAt: now, updatedAt: now })
      .where(eq(playgroupContractors.id, home.h.id));
    const words =
      approval === 'approved'
        ? `${home.c.name} was approved in “${m.playgroup.name}”.`
        : `Changes were asked for ${home.c.name} in “${m.playgroup.name}”: ${parsed.value.message}`;
    await notify(
      tx,
      [
        {
          userId: home.c.ownerId,
          kind: approval === 'approved' ? 'contractor_approved' : 'contractor_changes_requested',
          message: words,
          link: `/contractors/${home.c.id}`,
        },
      ],
      now,
    );
    return success({
      contractorId: home.c.id,
      playgroup: { id: m.playgroup.id, name: m.playgroup.name },
      approval,
      message: parsed.value.message ?? '',
    });
  });
}

/** Takes a Contractor out of its home Playgroup: its owner, or someone there who manages Contractors. */
export async function removeContractorFromPlaygroup(
  p: Platform,
  actor: Actor,
  playgroupId: unknown,
  contractorId: unknown,
): Promise<Outcome<null>> {
  if (!actor) return failure(refusals.unauthenticated());
  return transact(p.db, async (tx) => {
    const loaded = await loadMembership(tx, playgroupId, actor.userId);
    if (!loaded.ok) return loaded;
    const m = loaded.value;
    const found = await homedContractor(tx, m, contractorId);
    if (!found.ok) return found;
    const home = found.value;
    if (home.c.ownerId !== actor.userId && !can(m, 'manage_contractors'))
      return failure(lacks(m, 'manage_contractors'));
    await tx.delete(playgroupContractors).where(eq(playgroupContractors.id, home.h.id));
    return success(null);
  });
}

/** A Contractor's home Playgroup and approval, or null when it has none. */
export async function contractorHome(tx: Tx | Platform['db'], contractorId: string): Promise<ContractorHome | null> {
  const [row] = await tx
    .select({ h: playgroupContractors, name: playgroups.name })
    .from(playgroupContractors)
    .innerJoin(playgroups, eq(playgroups.id, playgroupContractors.playgroupId))
    .where(eq(playgroupContractors.contractorId, contractorId));
  return row
    ? {
        contractorId,
        playgroup: { id: row.h.playgroupId, name: row.name },
        approval: row.h.approval,
        message: row.h.message,
      }
    : null;
}
