import { and, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import type { Tx } from '../db/connection.js';
import { contractors, playgroupContractors, playgroupMembers, playgroups, users } from '../db/schema.js';
import { transact } from '../db/transaction.js';
import { failure, refusals, success, type Outcome } from '../errors.js';
import { refuseIfInactive } from '../contractors/life.js';
import { withLimitsApproved } from '../contractors/limit-approval.js';
import { isId, parseInput } from '../parse.js';
import { notify } from './notifications.js';
import { can, lacks, loadMembership, resolveRoles, type Membership } from './roles.js';
import { addContractorSchema, contractorDecisionSchema } from './schemas.js';

/** Where a Contractor stands in its home Playgroup. */
export interface ContractorHome {
  contractorId: string;
  playgroup: { id: string; name: string };
  approval: 'pending' | 'approved' | 'changes_requested';
  /** The Leader's message when changes were asked for. */
  message: string;
  /** The player's note when they sent it back after changes were asked for. */
  note: string;
  /** When the player last sent it back for approval, or null. */
  resubmittedAt: Date | null;
}

/** What a Contractor's home row says, as `ContractorHome` carries it. */
const standing = (
  h: Pick<typeof playgroupContractors.$inferSelect, 'approval' | 'message' | 'playerNote' | 'resubmittedAt'>,
) => ({ approval: h.approval, message: h.message, note: h.playerNote, resubmittedAt: h.resubmittedAt });

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
    if (home) return resubmit(tx, { actor, m, c, home, note: '', now });
    // A Contractor new to this Playgroup waits for its Leaders, its own Limits included (the sheet changes only when a
    // custom Limit carried another Playgroup's approval).
    if (c.limits.some((l) => 'custom' in l && l.approved))
      await tx
        .update(contractors)
        .set({ limits: withLimitsApproved(c.limits, false), version: sql`${contractors.version} + 1`, updatedAt: now })
        .where(eq(contractors.id, c.id));
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
      message: '',
      note: '',
      resubmittedAt: null,
    });
  });
}

/** Puts a Contractor whose changes were asked for back in the queue and tells those who may approve it. */
async function resubmit(
  tx: Tx,
  o: {
    actor: NonNullable<Actor>;
    m: Membership;
    c: typeof contractors.$inferSelect;
    home: typeof playgroupContractors.$inferSelect;
    note: string;
    now: Date;
  },
): Promise<Outcome<ContractorHome>> {
  const { actor, m, c, home, note, now } = o;
  if (home.approval !== 'changes_requested')
    return failure({
      code: home.approval === 'pending' ? 'already_waiting' : 'already_approved',
      status: 409,
      message:
        home.approval === 'pending'
          ? `${c.name} already waits for a Leader of “${m.playgroup.name}”.`
          : `${c.name} is already approved in “${m.playgroup.name}”.`,
    });
  const [row] = await tx
    .update(playgroupContractors)
    .set({ approval: 'pending', playerNote: note, resubmittedAt: now, updatedAt: now })
    .where(eq(playgroupContractors.id, home.id))
    .returning();
  await notify(
    tx,
    (await approvers(tx, m))
      .filter((id) => id !== actor.userId)
      .map((userId) => ({
        userId,
        kind: 'contractor_resubmitted' as const,
        message: `@${actor.handle} made the changes asked for and sent ${c.name} back for approval in “${m.playgroup.name}”${note ? `: ${note}` : '.'}`,
        link: `/playgroups/${m.playgroup.id}#approvals`,
      })),
    now,
  );
  return success({
    contractorId: c.id,
    playgroup: { id: m.playgroup.id, name: m.playgroup.name },
    ...standing(row!),
  });
}

/** The player's answer to "changes asked for": an optional note for the Leaders. */
export const resubmitSchema = z.strictObject({ note: z.string().trim().max(2000).default('') });
export type ResubmitInput = z.input<typeof resubmitSchema>;

/**
 * The owner sends a Contractor whose changes were asked for back to its home Playgroup's queue, with an optional note;
 * everyone there who may approve Contractors is told (`contractor_resubmitted`). Refused (409) unless changes were
 * asked for.
 * @example await resubmitContractor(p, actor, contractorId, { note: 'Toned the Asset down, as you said.' })
 */
export async function resubmitContractor(
  p: Platform,
  actor: Actor,
  contractorId: unknown,
  input: unknown = {},
): Promise<Outcome<ContractorHome>> {
  if (!actor) return failure(refusals.unauthenticated());
  const parsed = parseInput(resubmitSchema, input ?? {});
  if (!parsed.ok) return parsed;
  if (!isId(contractorId)) return failure(refusals.notFound('That Contractor'));
  return transact(p.db, async (tx) => {
    const [c] = await tx.select().from(contractors).where(eq(contractors.id, contractorId)).for('update');
    if (!c || (c.private && c.ownerId !== actor.userId)) return failure(refusals.notFound('That Contractor'));
    if (c.ownerId !== actor.userId)
      return failure(refusals.forbidden('Only the player who owns a Contractor can send it back for approval.'));
    const active = await refuseIfInactive(tx, c);
    if (!active.ok) return active;
    const [home] = await tx.select().from(playgroupContractors).where(eq(playgroupContractors.contractorId, c.id));
    if (!home)
      return failure({
        code: 'no_home',
        status: 409,
        message: `${c.name} has no home Playgroup: bring it into one from the Playgroup's page.`,
      });
    const loaded = await loadMembership(tx, home.playgroupId, actor.userId);
    if (!loaded.ok) return loaded;
    return resubmit(tx, { actor, m: loaded.value, c, home, note: parsed.value.note, now: p.now() });
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
    const found = await homedContractor(tx, m, contractorId, { lock: true });
    if (!found.ok) return found;
    const home = found.value;
    const now = p.now();
    const approval = parsed.value.decision === 'approve' ? 'approved' : 'changes_requested';
    const [decided] = await tx
      .update(playgroupContractors)
      .set({ approval, message: parsed.value.message ?? '', decidedBy: actor.userId, decidedAt: now, updatedAt: now })
      .where(eq(playgroupContractors.id, home.h.id))
      .returning();
    // Approving the Contractor approves the Limits it came with, its own wording included.
    if (approval === 'approved' && home.c.limits.some((l) => 'custom' in l && !l.approved))
      await tx
        .update(contractors)
        .set({
          limits: withLimitsApproved(home.c.limits, true),
          version: sql`${contractors.version} + 1`,
          updatedAt: now,
        })
        .where(eq(contractors.id, home.c.id));
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
      ...standing(decided!),
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
  return row ? { contractorId, playgroup: { id: row.h.playgroupId, name: row.name }, ...standing(row.h) } : null;
}

/** A Contractor's approval as its sheet shows it, to its owner and to those who may decide it. */
export interface SheetApproval extends ContractorHome {
  /** The owner may send it back now (changes were asked for). */
  mayResubmit: boolean;
  /** The reader may approve it or ask for changes (manages Contractors there). */
  mayDecide: boolean;
}

/**
 * Where a Contractor stands in its home Playgroup, for its sheet: its owner and those who manage Contractors there
 * see it (with the Leader's message and the player's note); anyone else, and a Contractor with no home, get null.
 * @example const approval = await getSheetApproval(p, actor, contractorId)
 */
export async function getSheetApproval(
  p: Platform,
  actor: Actor,
  contractorId: unknown,
): Promise<SheetApproval | null> {
  if (!actor || !isId(contractorId)) return null;
  const [row] = await p.db
    .select({ ownerId: contractors.ownerId })
    .from(contractors)
    .where(eq(contractors.id, contractorId));
  if (!row) return null;
  const home = await contractorHome(p.db, contractorId);
  if (!home) return null;
  const owner = row.ownerId === actor.userId;
  const m = await loadMembership(p.db, home.playgroup.id, actor.userId);
  const mayDecide = m.ok && can(m.value, 'manage_contractors');
  if (!owner && !mayDecide) return null;
  return { ...home, mayResubmit: owner && home.approval === 'changes_requested', mayDecide };
}

/** One Contractor in a Playgroup's approval queue. */
export interface ApprovalQueueItem extends ContractorHome {
  name: string;
  owner: { handle: string };
  /** When it was brought in. */
  since: Date;
}

/**
 * The Contractors of a Playgroup waiting for a decision or for their player's changes, for those who manage
 * Contractors (oldest first; sent back ones first of all, since they waited already). Others get an empty list.
 * @example const queue = await listApprovalQueue(p, actor, playgroupId)
 */
export async function listApprovalQueue(
  p: Platform,
  actor: Actor,
  playgroupId: unknown,
): Promise<Outcome<ApprovalQueueItem[]>> {
  if (!actor) return failure(refusals.unauthenticated());
  const loaded = await loadMembership(p.db, playgroupId, actor.userId);
  if (!loaded.ok) return loaded;
  if (!can(loaded.value, 'manage_contractors')) return success([]);
  const pg = loaded.value.playgroup;
  const rows = await p.db
    .select({ h: playgroupContractors, name: contractors.name, handle: users.handle })
    .from(playgroupContractors)
    .innerJoin(contractors, eq(contractors.id, playgroupContractors.contractorId))
    .innerJoin(users, eq(users.id, contractors.ownerId))
    .where(and(eq(playgroupContractors.playgroupId, pg.id), ne(playgroupContractors.approval, 'approved')));
  const items = rows.map(({ h, name, handle }) => ({
    contractorId: h.contractorId,
    playgroup: { id: pg.id, name: pg.name },
    ...standing(h),
    name,
    owner: { handle },
    since: h.createdAt,
  }));
  const rank = (i: ApprovalQueueItem) => (i.approval === 'pending' ? (i.resubmittedAt ? 0 : 1) : 2);
  return success(
    items.sort(
      (a, b) => rank(a) - rank(b) || (a.resubmittedAt ?? a.since).getTime() - (b.resubmittedAt ?? b.since).getTime(),
    ),
  );
}
