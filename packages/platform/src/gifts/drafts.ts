import { compileGift, giftCatalog } from '@harbinger/rules';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import { giftDrafts } from '../db/schema.js';
import { transact } from '../db/transaction.js';
import { failure, refusals, success, type Outcome } from '../errors.js';
import { isId, parseInput } from '../parse.js';
import { saveDraftSchema } from './schemas.js';
import { readGiftSpec } from './spec-input.js';
import type { GiftDraftView } from './views.js';

/** How many drafts one player may keep. */
export const MAX_DRAFTS = 200;

type DraftRow = typeof giftDrafts.$inferSelect;

function draftView(row: DraftRow): GiftDraftView {
  return {
    id: row.id,
    name: row.name,
    cost: row.cost,
    spec: row.spec,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/**
 * Saves a Gift spec as the player's draft (no Contractor, nothing paid): a new one, or over one of theirs by `id`.
 * A draft may still break rules (it is unfinished work); only its shape must be sound.
 * @example const draft = await saveGiftDraft(p, actor, { spec })
 */
export async function saveGiftDraft(p: Platform, actor: Actor, input: unknown): Promise<Outcome<GiftDraftView>> {
  if (!actor) return failure(refusals.unauthenticated());
  const parsed = parseInput(saveDraftSchema, input);
  if (!parsed.ok) return parsed;
  const spec = readGiftSpec(parsed.value.spec);
  if (!spec.ok) return spec;
  const name = spec.value.name.trim() || 'Untitled Gift';
  const cost = compileGift(spec.value, giftCatalog).cost;
  const draftId = parsed.value.id;
  return transact(p.db, async (tx) => {
    const now = p.now();
    if (draftId !== undefined) {
      if (!isId(draftId)) return failure({ ...refusals.notFound('That draft'), field: 'id' });
      const [updated] = await tx
        .update(giftDrafts)
        .set({ name, spec: spec.value, cost, updatedAt: now })
        .where(and(eq(giftDrafts.id, draftId), eq(giftDrafts.userId, actor.userId)))
        .returning();
      return updated ? success(draftView(updated)) : failure({ ...refusals.notFound('That draft'), field: 'id' });
    }
    const [held] = await tx.select({ n: count() }).from(giftDrafts).where(eq(giftDrafts.userId, actor.userId));
    if ((held?.n ?? 0) >= MAX_DRAFTS)
      return failure({
        code: 'too_many_drafts',
        status: 422,
        message: `You already keep ${MAX_DRAFTS} drafts; delete some first.`,
      });
    const [created] = await tx
      .insert(giftDrafts)
      .values({ userId: actor.userId, name, spec: spec.value, cost, createdAt: now, updatedAt: now })
      .returning();
    return success(draftView(created!));
  });
}

/**
 * The player's drafts, most recently saved first.
 * @example const drafts = await listDrafts(p, actor)
 */
export async function listDrafts(p: Platform, actor: Actor): Promise<Outcome<GiftDraftView[]>> {
  if (!actor) return failure(refusals.unauthenticated());
  const rows = await p.db
    .select()
    .from(giftDrafts)
    .where(eq(giftDrafts.userId, actor.userId))
    .orderBy(desc(giftDrafts.updatedAt), desc(giftDrafts.id));
  return success(rows.map(draftView));
}

/** One of the player's drafts; anyone else's is not_found. */
export async function getDraft(p: Platform, actor: Actor, draftId: unknown): Promise<Outcome<GiftDraftView>> {
  if (!actor) return failure(refusals.unauthenticated());
  if (!isId(draftId)) return failure(refusals.notFound('That draft'));
  const [row] = await p.db
    .select()
    .from(giftDrafts)
    .where(and(eq(giftDrafts.id, draftId), eq(giftDrafts.userId, actor.userId)));
  return row ? success(draftView(row)) : failure(refusals.notFound('That draft'));
}

/** Deletes one of the player's drafts. */
export async function deleteDraft(p: Platform, actor: Actor, draftId: unknown): Promise<Outcome<{ id: string }>> {
  if (!actor) return failure(refusals.unauthenticated());
  if (!isId(draftId)) return failure(refusals.notFound('That draft'));
  const deleted = await p.db
    .delete(giftDrafts)
    .where(and(eq(giftDrafts.id, draftId), eq(giftDrafts.userId, actor.userId)))
    .returning({ id: giftDrafts.id });
  return deleted[0] ? success(deleted[0]) : failure(refusals.notFound('That draft'));
}
