import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import type { Db, Tx } from '../db/connection.js';
import {
  contractorChangeRequests,
  contractors,
  playgroupContractors,
  playgroups,
  type ChangeRequestKind,
  type ChangeRequestState,
  type StoredLimit,
} from '../db/schema.js';
import { transact } from '../db/transaction.js';
import { failure, refusals, success, type Outcome } from '../errors.js';
import { isId, parseInput } from '../parse.js';
import { approvers } from '../playgroups/contractor-approval.js';
import { notify } from '../playgroups/notifications.js';
import { can, lacks, loadMembership } from '../playgroups/roles.js';
import { canView, mayView, type ChangeResult } from './access.js';
import { applyTrade, priceTrade, type AssetTrade } from './asset-trade.js';
import { cycleHold, cycleHoldRefusal } from '../cycles/cycle-hold.js';
import { checkLimits } from './creation.js';
import { withLimitsApproved } from './limit-approval.js';
import { rulesRefusal } from './describe-issue.js';
import { refuseIfDead } from './life.js';
import { limitView, type ContractorRow } from './sheet.js';
import type { LimitView } from './views.js';

type RequestRow = typeof contractorChangeRequests.$inferSelect;

/** A change to a Contractor waiting for (or decided by) a Leader of its home Playgroup. */
export interface ChangeRequestView {
  id: string;
  contractor: { id: string; name: string };
  playgroup: { id: string; name: string };
  kind: ChangeRequestKind;
  state: ChangeRequestState;
  /** What is asked, in a line: "New Limits: …", "Buy the Asset Rich for 9 Exp". */
  summary: string;
  /** The Limits asked for, on a Limit change. */
  limits?: LimitView[];
  /** Exp the change costs, on an Asset bought or a Liability bought off. */
  cost?: number;
  message: string;
  createdAt: Date;
}

/** A Leader's answer to a change request. */
export const changeDecisionSchema = z.strictObject({
  decision: z.enum(['approve', 'reject']),
  message: z.string().trim().max(1000).optional(),
});
export type ChangeDecisionInput = z.input<typeof changeDecisionSchema>;

function summaryOf(row: Pick<RequestRow, 'kind' | 'payload'>): Pick<ChangeRequestView, 'summary' | 'limits' | 'cost'> {
  const p = row.payload;
  if (row.kind === 'limits') {
    const limits = (p.limits as StoredLimit[]).map(limitView);
    return { summary: `New Limits: ${limits.map((l) => l.name).join(', ')}`, limits };
  }
  const cost = Number(p.cost);
  const name = String(p.name);
  return row.kind === 'asset_purchase'
    ? { summary: `Buy the Asset ${name} for ${cost} Exp`, cost }
    : { summary: `Buy off the Liability ${name} for ${cost} Exp`, cost };
}

function viewOf(row: RequestRow, names: { contractor: string; playgroup: string }): ChangeRequestView {
  return {
    id: row.id,
    contractor: { id: row.contractorId, name: names.contractor },
    playgroup: { id: row.playgroupId, name: names.playgroup },
    kind: row.kind,
    state: row.state,
    ...summaryOf(row),
    message: row.message,
    createdAt: row.createdAt,
  };
}

/**
 * Files a change for a Leader of the home Playgroup: a newer request for the same thing replaces a pending one, and
 * the Playgroup's approvers are told. Used inside the owner's change, so it shares its transaction.
 */
export async function fileChangeRequest(
  tx: Tx,
  options: {
    row: ContractorRow;
    home: { id: string; name: string };
    kind: ChangeRequestKind;
    payload: Record<string, unknown>;
    actorId: string;
    now: Date;
  },
): Promise<void> {
  const { row, home, kind, payload, now } = options;
  const same = [
    eq(contractorChangeRequests.contractorId, row.id),
    eq(contractorChangeRequests.kind, kind),
    eq(contractorChangeRequests.state, 'pending'),
  ];
  if (kind !== 'limits') same.push(sql`${contractorChangeRequests.payload} ->> 'id' = ${String(payload.id)}`);
  await tx
    .update(contractorChangeRequests)
    .set({ state: 'withdrawn', decidedAt: now })
    .where(and(...same));
  const [filed] = await tx
    .insert(contractorChangeRequests)
    .values({ contractorId: row.id, playgroupId: home.id, kind, payload, requestedBy: options.actorId, createdAt: now })
    .returning();
  const m = await loadMembership(tx, home.id, options.actorId);
  if (!m.ok || !filed) return;
  await notify(
    tx,
    (await approvers(tx, m.value))
      .filter((id) => id !== options.actorId)
      .map((userId) => ({
        userId,
        kind: 'contractor_pending' as const,
        message: `${row.name} asks for a change in “${home.name}”: ${summaryOf(filed).summary}.`,
        link: `/playgroups/${home.id}`,
      })),
    now,
  );
}

/** A trade as a request stores it. */
export const tradePayload = (trade: AssetTrade): Record<string, unknown> => ({
  id: trade.id,
  name: trade.name,
  cost: trade.cost,
});

/** The pending change requests of a Contractor, oldest first (for its sheet). */
export async function pendingChangesOf(db: Db | Tx, contractorId: string): Promise<ChangeRequestView[]> {
  const rows = await db
    .select({ r: contractorChangeRequests, contractor: contractors.name, playgroup: playgroups.name })
    .from(contractorChangeRequests)
    .innerJoin(contractors, eq(contractors.id, contractorChangeRequests.contractorId))
    .innerJoin(playgroups, eq(playgroups.id, contractorChangeRequests.playgroupId))
    .where(and(eq(contractorChangeRequests.contractorId, contractorId), eq(contractorChangeRequests.state, 'pending')))
    .orderBy(asc(contractorChangeRequests.createdAt), asc(contractorChangeRequests.id));
  return rows.map(({ r, contractor, playgroup }) => viewOf(r, { contractor, playgroup }));
}

/**
 * The changes a Contractor waits for, for whoever may see its sheet.
 * @example const waiting = await getPendingChanges(p, actor, contractorId)
 */
export async function getPendingChanges(
  p: Platform,
  actor: Actor,
  contractorId: unknown,
): Promise<Outcome<ChangeRequestView[]>> {
  if (!isId(contractorId)) return failure(refusals.notFound('That Contractor'));
  const [row] = await p.db.select().from(contractors).where(eq(contractors.id, contractorId));
  if (!row || !(await mayView(p.db, actor, row))) return failure(refusals.notFound('That Contractor'));
  return success(await pendingChangesOf(p.db, row.id));
}

/**
 * The pending change requests of a Playgroup's Contractors, for its Leaders (`administrate`), who decide them.
 * @example const queue = await listChangeRequests(p, actor, playgroupId)
 */
export async function listChangeRequests(
  p: Platform,
  actor: Actor,
  playgroupId: unknown,
): Promise<Outcome<ChangeRequestView[]>> {
  if (!actor) return failure(refusals.unauthenticated());
  const loaded = await loadMembership(p.db, playgroupId, actor.userId);
  if (!loaded.ok) return loaded;
  if (!can(loaded.value, 'administrate')) return failure(lacks(loaded.value, 'administrate'));
  const rows = await p.db
    .select({ r: contractorChangeRequests, contractor: contractors.name })
    .from(contractorChangeRequests)
    .innerJoin(contractors, eq(contractors.id, contractorChangeRequests.contractorId))
    .where(
      and(
        eq(contractorChangeRequests.playgroupId, loaded.value.playgroup.id),
        eq(contractorChangeRequests.state, 'pending'),
      ),
    )
    .orderBy(asc(contractorChangeRequests.createdAt), asc(contractorChangeRequests.id));
  const playgroup = loaded.value.playgroup.name;
  return success(rows.map(({ r, contractor }) => viewOf(r, { contractor, playgroup })));
}

/** What approving a request writes on the Contractor: the columns, after its ledger entry when it costs Exp. */
async function applyRequest(
  tx: Tx,
  request: RequestRow,
  row: ContractorRow,
  now: Date,
): Promise<Outcome<NonNullable<ChangeResult['set']>>> {
  if (request.kind === 'limits') {
    const limits = request.payload.limits as StoredLimit[];
    const checked = checkLimits(limits.map((l) => ('id' in l ? { id: l.id } : { custom: l.custom })));
    if (!checked.ok) return failure(rulesRefusal(checked.issues));
    // The Leader approving the change approves its wording too: the sheet stops asking for it.
    return success({ limits: withLimitsApproved(checked.value, true) });
  }
  // The Exp is taken now, so a Cycle the Contractor is in the middle of holds the approval too.
  const held = await cycleHold(tx, row.id);
  if (held) return failure(cycleHoldRefusal(held));
  const priced = priceTrade(row, {
    kind: request.kind === 'asset_purchase' ? 'asset' : 'liability',
    id: String(request.payload.id),
  });
  if (!priced.ok) return priced;
  return applyTrade(tx, row, priced.value, now);
}

/**
 * A Leader of the Playgroup (`administrate`, never the Contractor's owner) approves a change request, which applies
 * it to the sheet at once (an Asset's Exp is taken then) while the Contractor lives and is still approved there, or
 * rejects it, which drops it; the owner is told either way.
 * @example await decideChangeRequest(p, actor, playgroupId, requestId, { decision: 'approve' })
 */
export async function decideChangeRequest(
  p: Platform,
  actor: Actor,
  playgroupId: unknown,
  requestId: unknown,
  input: unknown,
): Promise<Outcome<ChangeRequestView>> {
  if (!actor) return failure(refusals.unauthenticated());
  const parsed = parseInput(changeDecisionSchema, input);
  if (!parsed.ok) return parsed;
  return transact(p.db, async (tx) => {
    const loaded = await loadMembership(tx, playgroupId, actor.userId);
    if (!loaded.ok) return loaded;
    const m = loaded.value;
    // Deciding is a Leader's: Judges manage Contractors too, but do not rule on a sheet's changes.
    if (!can(m, 'administrate')) return failure(lacks(m, 'administrate'));
    const notHere = failure(refusals.notFound('That change request'));
    if (!isId(requestId)) return notHere;
    const [request] = await tx
      .select()
      .from(contractorChangeRequests)
      .where(and(eq(contractorChangeRequests.id, requestId), eq(contractorChangeRequests.playgroupId, m.playgroup.id)))
      .for('update');
    if (!request) return notHere;
    if (request.state !== 'pending')
      return failure({ code: 'already_decided', status: 409, message: 'That change request was already decided.' });
    const [row] = await tx.select().from(contractors).where(eq(contractors.id, request.contractorId)).for('update');
    if (!row) return notHere;
    const now = p.now();
    const approve = parsed.value.decision === 'approve';
    if (row.ownerId === actor.userId)
      return failure(
        refusals.forbidden(`${row.name} is yours: another Leader of “${m.playgroup.name}” decides its changes.`),
      );
    if (approve) {
      if (row.retiredAt)
        return failure({ code: 'contractor_retired', status: 409, message: `${row.name} is retired.` });
      const dead = await refuseIfDead(tx, row);
      if (!dead.ok) return dead;
      const [home] = await tx
        .select({ approval: playgroupContractors.approval })
        .from(playgroupContractors)
        .where(
          and(eq(playgroupContractors.contractorId, row.id), eq(playgroupContractors.playgroupId, m.playgroup.id)),
        );
      if (home?.approval !== 'approved')
        return failure({
          code: 'not_approved_here',
          status: 409,
          message: `${row.name} is no longer an approved Contractor of “${m.playgroup.name}”, so its changes cannot be approved here.`,
        });
      const set = await applyRequest(tx, request, row, now);
      if (!set.ok) return set;
      await tx
        .update(contractors)
        .set({ ...set.value, version: sql`${contractors.version} + 1`, updatedAt: now })
        .where(eq(contractors.id, row.id));
    }
    const message = parsed.value.message ?? '';
    const [decided] = await tx
      .update(contractorChangeRequests)
      .set({ state: approve ? 'approved' : 'rejected', message, decidedBy: actor.userId, decidedAt: now })
      .where(eq(contractorChangeRequests.id, request.id))
      .returning();
    const view = viewOf(decided!, { contractor: row.name, playgroup: m.playgroup.name });
    await notify(
      tx,
      [
        {
          userId: row.ownerId,
          kind: approve ? 'contractor_approved' : 'contractor_changes_requested',
          message: `${approve ? 'Approved' : 'Turned down'} in “${m.playgroup.name}” for ${row.name}: ${view.summary}.${message ? ` ${message}` : ''}`,
          link: `/contractors/${row.id}?tab=story`,
        },
      ],
      now,
    );
    return success(view);
  });
}

/**
 * The owner takes back a pending change request.
 * @example await withdrawChangeRequest(p, actor, contractorId, requestId)
 */
export async function withdrawChangeRequest(
  p: Platform,
  actor: Actor,
  contractorId: unknown,
  requestId: unknown,
): Promise<Outcome<null>> {
  if (!actor) return failure(refusals.unauthenticated());
  const notHere = failure(refusals.notFound('That change request'));
  if (!isId(contractorId) || !isId(requestId)) return notHere;
  return transact(p.db, async (tx) => {
    const [row] = await tx.select().from(contractors).where(eq(contractors.id, contractorId));
    if (!row || !canView(actor, row)) return failure(refusals.notFound('That Contractor'));
    if (row.ownerId !== actor.userId)
      return failure(refusals.forbidden('Only the player who owns this Contractor can take back its requests.'));
    const taken = await tx
      .update(contractorChangeRequests)
      .set({ state: 'withdrawn', decidedAt: p.now() })
      .where(
        and(
          eq(contractorChangeRequests.id, requestId),
          eq(contractorChangeRequests.contractorId, row.id),
          eq(contractorChangeRequests.state, 'pending'),
        ),
      )
      .returning({ id: contractorChangeRequests.id });
    return taken.length === 0 ? notHere : success(null);
  });
}
