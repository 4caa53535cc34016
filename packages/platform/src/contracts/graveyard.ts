import { STATUS_IDS, STATUSES, statusFromVictories, type StatusId } from '@harbinger/rules';
import { and, count, desc, eq, gte, isNull, lte, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import type { Db, Tx } from '../db/connection.js';
import { contractorDeaths, contractors, contracts, playgroupContractors, playgroups, users } from '../db/schema.js';
import { transact } from '../db/transaction.js';
import { failure, refusals, success, type Outcome } from '../errors.js';
import { isId, parseInput } from '../parse.js';
import { beforeCursor, decodeCursor, pageOf } from '../playgroups/cursor.js';
import { can, loadMembership } from '../playgroups/roles.js';
import { pageSchema } from '../playgroups/schemas.js';
import { readableContractIds } from './contract-access.js';
import { obituarySchema } from './schemas.js';
import type { GraveView } from './views.js';

/** A Graveyard page, optionally of one Status at death only. */
export const graveyardQuerySchema = pageSchema.extend({ status: z.enum(STATUS_IDS).optional() });

/** How many graves the reader may see, by the Status the Contractor held when it died. */
export type GraveyardTally = Record<StatusId, number>;

// A Contractor's Status at death is read from its victories: a dead Contractor wins nothing more, so its count is the
// one it died with (voiding an earlier Contract corrects it, as that victory never stood).

/** The victory range of a Status. */
function statusRange(status: StatusId): SQL | undefined {
  const { minVictories, maxVictories } = STATUSES[status];
  return and(
    gte(contractors.victories, minVictories),
    maxVictories === null ? undefined : lte(contractors.victories, maxVictories),
  );
}

/** The graves the reader may see: standing deaths of public Contractors, and of the reader's own. */
function visibleGraves(actor: Actor): SQL | undefined {
  const visible = actor
    ? or(eq(contractors.private, false), eq(contractors.ownerId, actor.userId))
    : eq(contractors.private, false);
  return and(isNull(contractorDeaths.voidedAt), visible);
}

/**
 * How many graves the reader may see under each Status at death (one grouped count).
 * @example const tally = await graveyardTally(p, null) // { newbie: 3, novice: 1, … }
 */
export async function graveyardTally(p: Platform, actor: Actor): Promise<GraveyardTally> {
  const rows = await p.db
    .select({ victories: contractors.victories, n: count() })
    .from(contractorDeaths)
    .innerJoin(contractors, eq(contractors.id, contractorDeaths.contractorId))
    .where(visibleGraves(actor))
    .groupBy(contractors.victories);
  const tally = Object.fromEntries(STATUS_IDS.map((s) => [s, 0])) as GraveyardTally;
  for (const r of rows) tally[statusFromVictories(r.victories)] += Number(r.n);
  return tally;
}

/** Whether the actor may edit a dead Contractor's obituary: its owner, or whoever manages Contractors at its home. */
async function mayEditObituary(tx: Db | Tx, actor: Actor, contractorId: string, ownerId: string): Promise<boolean> {
  if (!actor) return false;
  if (actor.userId === ownerId) return true;
  const [home] = await tx
    .select({ id: playgroupContractors.playgroupId })
    .from(playgroupContractors)
    .where(eq(playgroupContractors.contractorId, contractorId));
  if (!home) return false;
  const m = await loadMembership(tx, home.id, actor.userId);
  return m.ok && can(m.value, 'manage_contractors');
}

/**
 * The Graveyard: every Contractor who died (and whose death stands), newest first, a page at a time, optionally of
 * one Status at death (`status`). Public;
 * private Contractors appear only to their owners. The Contract a Contractor fell on (and its Playgroup) is named only
 * to those who may read that Contract (`readableContracts`) and to the dead Contractor's player: a private
 * Playgroup's deaths show without where they happened.
 * @example const { items, next } = (await listGraveyard(p, null, { limit: 20 })).value
 */
export async function listGraveyard(
  p: Platform,
  actor: Actor,
  input: unknown = {},
): Promise<Outcome<{ items: GraveView[]; next: string | null }>> {
  const parsed = parseInput(graveyardQuerySchema, input ?? {});
  if (!parsed.ok) return parsed;
  const { before, limit, status } = parsed.value;
  const rows = await p.db
    .select({
      d: contractorDeaths,
      k: contractors,
      handle: users.handle,
      title: contracts.title,
      pgId: playgroups.id,
      pgName: playgroups.name,
    })
    .from(contractorDeaths)
    .innerJoin(contractors, eq(contractors.id, contractorDeaths.contractorId))
    .innerJoin(users, eq(users.id, contractors.ownerId))
    .leftJoin(contracts, eq(contracts.id, contractorDeaths.contractId))
    .leftJoin(playgroups, eq(playgroups.id, contracts.playgroupId))
    .where(
      and(
        visibleGraves(actor),
        status ? statusRange(status) : undefined,
        beforeCursor(contractorDeaths.diedAt, contractorDeaths.id, decodeCursor(before)),
      ),
    )
    .orderBy(desc(contractorDeaths.diedAt), desc(contractorDeaths.id))
    .limit(limit + 1);
  const page = pageOf(rows, limit, (r) => ({ at: r.d.diedAt, id: r.d.id }));
  const readable = await readableContractIds(
    p.db,
    actor,
    page.items.map((r) => r.d.contractId),
  );
  const items: GraveView[] = [];
  for (const { d, k, handle, ...where } of page.items) {
    const named = d.contractId !== null && (readable.has(d.contractId) || actor?.userId === k.ownerId);
    const { title, pgId, pgName } = named ? where : { title: null, pgId: null, pgName: null };
    items.push({
      id: d.id,
      contractor: { id: k.id, name: k.name, status: statusFromVictories(k.victories), victories: k.victories },
      owner: { handle },
      contract: d.contractId && title !== null ? { id: d.contractId, title } : null,
      playgroup: pgId && pgName !== null ? { id: pgId, name: pgName } : null,
      diedAt: d.diedAt,
      obituary: d.obituary,
      cause: d.cause,
      editable: await mayEditObituary(p.db, actor, k.id, k.ownerId),
    });
  }
  return success({ items, next: page.next });
}

/** Writes a dead Contractor's obituary (its owner, or whoever manages Contractors in its home Playgroup). */
export async function updateObituary(
  p: Platform,
  actor: Actor,
  contractorId: unknown,
  input: unknown,
): Promise<Outcome<{ obituary: string }>> {
  if (!actor) return failure(refusals.unauthenticated());
  const parsed = parseInput(obituarySchema, input);
  if (!parsed.ok) return parsed;
  if (!isId(contractorId)) return failure(refusals.notFound('That Contractor'));
  return transact(p.db, async (tx) => {
    const [row] = await tx
      .select({ d: contractorDeaths, k: contractors })
      .from(contractorDeaths)
      .innerJoin(contractors, eq(contractors.id, contractorDeaths.contractorId))
      .where(and(eq(contractorDeaths.contractorId, contractorId), isNull(contractorDeaths.voidedAt)));
    if (!row || (row.k.private && row.k.ownerId !== actor.userId)) return failure(refusals.notFound('That grave'));
    if (!(await mayEditObituary(tx, actor, row.k.id, row.k.ownerId)))
      return failure(
        refusals.forbidden('Only the Contractor’s player, or its Playgroup’s Leaders, may write its obituary.'),
      );
    await tx
      .update(contractorDeaths)
      .set({ obituary: parsed.value.obituary, updatedAt: p.now() })
      .where(eq(contractorDeaths.id, row.d.id));
    return success({ obituary: parsed.value.obituary });
  });
}
