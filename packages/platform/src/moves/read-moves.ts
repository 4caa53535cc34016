import { MOVE_BONUS_EXP } from '@harbinger/rules';
import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import type { Db, Tx } from '../db/connection.js';
import { contractors, looseEnds, moves, playgroups, users } from '../db/schema.js';
import { mayView } from '../contractors/access.js';
import { readVisibleSheet } from '../contractors/sheet-read.js';
import { failure, refusals, success, type Outcome } from '../errors.js';
import { isId, parseInput } from '../parse.js';
import { privatePlaygroup, seesInside } from '../playgroups/listing.js';
import { can, loadMembership } from '../playgroups/roles.js';
import { listMovesSchema } from './schemas.js';
import type { MoveView } from './views.js';

type MoveRow = typeof moves.$inferSelect;

/**
 * Builds the views of some Moves for one reader: the World Event for everyone who sees the Playgroup; the goal,
 * summary and sheet changes only for those who may read the Contractor's sheet; `mayVoid` for its Leaders.
 */
export async function moveViews(db: Db | Tx, actor: Actor, rows: readonly MoveRow[]): Promise<MoveView[]> {
  if (rows.length === 0) return [];
  const moveIds = rows.map((r) => r.id);
  const contractorIds = [...new Set(rows.flatMap((r) => [r.contractorId, r.bonusContractorId ?? r.contractorId]))];
  const playgroupIds = [...new Set(rows.map((r) => r.playgroupId))];
  const gmIds = [...new Set(rows.flatMap((r) => (r.gmId ? [r.gmId] : [])))];
  const [ks, pgs, gms, les] = await Promise.all([
    db.select().from(contractors).where(inArray(contractors.id, contractorIds)),
    db
      .select({ id: playgroups.id, name: playgroups.name })
      .from(playgroups)
      .where(inArray(playgroups.id, playgroupIds)),
    gmIds.length > 0
      ? db.select({ id: users.id, handle: users.handle }).from(users).where(inArray(users.id, gmIds))
      : Promise.resolve([]),
    db
      .select({
        id: looseEnds.id,
        name: looseEnds.name,
        grantedBy: looseEnds.grantedByMoveId,
        resolvedBy: looseEnds.resolvedByMoveId,
      })
      .from(looseEnds)
      .where(or(inArray(looseEnds.grantedByMoveId, moveIds), inArray(looseEnds.resolvedByMoveId, moveIds))),
  ]);
  const kOf = new Map(ks.map((k) => [k.id, k]));
  const seesSheet = new Map<string, boolean>();
  for (const k of ks) seesSheet.set(k.id, await mayView(db, actor, k));
  const leads = new Map<string, boolean>();
  for (const id of playgroupIds) {
    const m = actor ? await loadMembership(db, id, actor.userId) : null;
    leads.set(id, m !== null && m.ok && can(m.value, 'administrate'));
  }
  return rows.map((r) => {
    const k = kOf.get(r.contractorId);
    const inside = seesSheet.get(r.contractorId) === true;
    const bonusK = r.bonusContractorId ? kOf.get(r.bonusContractorId) : undefined;
    const named = (x: typeof k) => (x && seesSheet.get(x.id) ? { id: x.id, name: x.name } : null);
    return {
      id: r.id,
      playgroup: { id: r.playgroupId, name: pgs.find((g) => g.id === r.playgroupId)?.name ?? '' },
      contractor: named(k),
      gm: (() => {
        const gm = gms.find((g) => g.id === r.gmId);
        return gm ? { handle: gm.handle } : null;
      })(),
      goal: inside ? r.goal : null,
      summary: inside ? r.summary : null,
      worldEvent: { title: r.worldEventTitle, body: r.worldEvent, id: r.worldEventId },
      wordCount: r.wordCount,
      bonus: r.bonusEntryId ? { contractor: named(bonusK), exp: MOVE_BONUS_EXP } : null,
      changes: inside ? r.listChanges : null,
      looseEnds: {
        granted: inside ? les.filter((l) => l.grantedBy === r.id).map((l) => ({ id: l.id, name: l.name })) : [],
        tiedUp: inside ? les.filter((l) => l.resolvedBy === r.id).map((l) => ({ id: l.id, name: l.name })) : [],
      },
      createdAt: r.createdAt,
      voided: r.voidedAt ? { at: r.voidedAt, reason: r.voidReason } : null,
      mayVoid: r.voidedAt === null && leads.get(r.playgroupId) === true,
    };
  });
}

/** Whether the reader sees a Move at all: its Playgroup from inside, or the Contractor's sheet. */
async function refuseUnseen(db: Db | Tx, actor: Actor, row: MoveRow): Promise<Outcome<null>> {
  const m = await loadMembership(db, row.playgroupId, actor?.userId);
  if (m.ok && seesInside(m.value)) return success(null);
  const [k] = await db.select().from(contractors).where(eq(contractors.id, row.contractorId));
  if (k && (await mayView(db, actor, k))) return success(null);
  return failure(m.ok ? privatePlaygroup(m.value.playgroup.name) : refusals.notFound('That Move'));
}

/**
 * One Move (`GET /api/v1/moves/{id}`): its World Event for anyone who sees the Playgroup, the rest for readers of the
 * Contractor's sheet. Plain reads, no transaction.
 */
export async function getMove(p: Platform, actor: Actor, id: unknown): Promise<Outcome<MoveView>> {
  if (!isId(id)) return failure(refusals.notFound('That Move'));
  const [row] = await p.db.select().from(moves).where(eq(moves.id, id));
  if (!row) return failure(refusals.notFound('That Move'));
  const seen = await refuseUnseen(p.db, actor, row);
  if (!seen.ok) return seen;
  return success((await moveViews(p.db, actor, [row]))[0]!);
}

/**
 * The latest Moves of one Contractor (for readers of its sheet) or of one Playgroup (its World Events, for those who
 * see inside), newest first, voided ones included and marked.
 */
export async function listMoves(p: Platform, actor: Actor, query: unknown): Promise<Outcome<{ items: MoveView[] }>> {
  const parsed = parseInput(listMovesSchema, query ?? {});
  if (!parsed.ok) return parsed;
  const { contractorId, playgroupId, limit } = parsed.value;
  if (contractorId) {
    const found = await readVisibleSheet(p, actor, contractorId, 0);
    if (!found.ok) return found;
  } else {
    const m = await loadMembership(p.db, playgroupId, actor?.userId);
    if (!m.ok) return m;
    if (!seesInside(m.value)) return failure(privatePlaygroup(m.value.playgroup.name));
  }
  const rows = await p.db
    .select()
    .from(moves)
    .where(contractorId ? eq(moves.contractorId, contractorId) : and(eq(moves.playgroupId, playgroupId!)))
    .orderBy(desc(moves.createdAt), desc(moves.id))
    .limit(limit);
  return success({ items: await moveViews(p.db, actor, rows) });
}
