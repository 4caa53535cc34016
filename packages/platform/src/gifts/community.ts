import { giftCatalog } from '@harbinger/rules';
import { and, asc, desc, eq, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import { mayView } from '../contractors/access.js';
import type { Db } from '../db/connection.js';
import { contractors, gifts, users } from '../db/schema.js';
import { success, type Outcome } from '../errors.js';
import { parseInput } from '../parse.js';
import { beforeCursor, decodeCursor, pageOf } from '../playgroups/cursor.js';
import { pageSchema } from '../playgroups/schemas.js';
import { giftView, type GiftRow } from './gift-rows.js';
import type { CommunityGiftView, GiftLineageView } from './views.js';

const inCatalog = (table: Readonly<Record<string, unknown>>, what: string) =>
  z
    .string()
    .max(60)
    .refine((id) => Object.hasOwn(table, id), `is not a ${what} of the catalog`);

/** Browsing community Gifts: a keyset page, optionally of one Effect, one Gift Type and one cost. */
export const communityGiftsQuerySchema = pageSchema.extend({
  effect: inCatalog(giftCatalog.effects, 'Effect').optional(),
  type: inCatalog(giftCatalog.types, 'Gift Type').optional(),
  cost: z.number().int('must be a whole number').min(1).max(99).optional(),
});
export type CommunityGiftsQuery = z.input<typeof communityGiftsQuerySchema>;

/**
 * The Gifts anyone may browse: held by a Contractor that is not private, of a player whose profile is not private
 * (the public boards leave those out too), and not waiting on an unverified import. This is the whole permission
 * rule of browsing, so every community query starts from it.
 */
function publiclyListed(): SQL {
  return and(eq(contractors.private, false), eq(users.profilePrivate, false), eq(gifts.unverified, false))!;
}

function communityView(row: GiftRow, holderName: string, handle: string): CommunityGiftView {
  const view = giftView(row, { downtime: 0 });
  return {
    id: view.id,
    name: view.name,
    tagline: view.tagline,
    typeId: view.typeId,
    typeName: view.typeName,
    effectId: view.effectId,
    effectName: view.effectName,
    styleId: view.styleId,
    styleName: view.styleName,
    cost: view.cost,
    systemText: view.systemText,
    stockId: view.stockId,
    holder: { id: row.contractorId, name: holderName },
    owner: { handle },
    createdAt: view.createdAt,
  };
}

/**
 * Community Gifts, newest first, a page at a time: every Gift of a public Contractor (see `publiclyListed`; a
 * private Contractor's Gifts never appear, not even to its owner, as this is the public shelf), filtered by
 * Effect, Gift Type and cost.
 * @example const { items, next } = (await listCommunityGifts(p, null, { effect: 'injure', cost: 1 })).value
 */
export async function listCommunityGifts(
  p: Platform,
  _actor: Actor,
  input: unknown = {},
): Promise<Outcome<{ items: CommunityGiftView[]; next: string | null }>> {
  const visible = publiclyListed();
  const parsed = parseInput(communityGiftsQuerySchema, input ?? {});
  if (!parsed.ok) return parsed;
  const { before, limit, effect, type, cost } = parsed.value;
  const rows = await p.db
    .select({ g: gifts, holderName: contractors.name, handle: users.handle })
    .from(gifts)
    .innerJoin(contractors, eq(contractors.id, gifts.contractorId))
    .innerJoin(users, eq(users.id, contractors.ownerId))
    .where(
      and(
        visible,
        effect ? eq(gifts.effectId, effect) : undefined,
        type ? eq(gifts.typeId, type) : undefined,
        cost ? eq(gifts.cost, cost) : undefined,
        beforeCursor(gifts.createdAt, gifts.id, decodeCursor(before)),
      ),
    )
    .orderBy(desc(gifts.createdAt), desc(gifts.id))
    .limit(limit + 1);
  const page = pageOf(rows, limit, (r) => ({ at: r.g.createdAt, id: r.g.id }));
  return success({ items: page.items.map((r) => communityView(r.g, r.holderName, r.handle)), next: page.next });
}

/** Most copies a Gift page lists under "used by". */
export const USED_BY_LIMIT = 50;

/**
 * Where a Gift the reader may already see came from and who uses copies of it. The caller has checked the Gift
 * itself is visible; copies are listed only when publicly listed or the reader's own, and the origin only when the
 * reader may see its holder, so a private Contractor is never named.
 */
export async function giftLineage(db: Db, actor: Actor, row: GiftRow): Promise<GiftLineageView> {
  const own = actor ? eq(contractors.ownerId, actor.userId) : undefined;
  const copies = await db
    .select({
      giftId: gifts.id,
      giftName: gifts.name,
      id: contractors.id,
      name: contractors.name,
      handle: users.handle,
    })
    .from(gifts)
    .innerJoin(contractors, eq(contractors.id, gifts.contractorId))
    .innerJoin(users, eq(users.id, contractors.ownerId))
    .where(and(eq(gifts.startedFromId, row.id), own ? or(publiclyListed(), own) : publiclyListed()))
    .orderBy(asc(gifts.createdAt), asc(gifts.id))
    .limit(USED_BY_LIMIT);
  let startedFrom: GiftLineageView['startedFrom'] = null;
  if (row.startedFromId) {
    const [origin] = await db
      .select({
        giftId: gifts.id,
        giftName: gifts.name,
        id: contractors.id,
        name: contractors.name,
        private: contractors.private,
        ownerId: contractors.ownerId,
      })
      .from(gifts)
      .innerJoin(contractors, eq(contractors.id, gifts.contractorId))
      .where(eq(gifts.id, row.startedFromId));
    if (origin && (await mayView(db, actor, origin)))
      startedFrom = { giftId: origin.giftId, giftName: origin.giftName, holder: { id: origin.id, name: origin.name } };
  }
  return {
    startedFrom,
    usedBy: copies.map((c) => ({
      giftId: c.giftId,
      giftName: c.giftName,
      holder: { id: c.id, name: c.name },
      owner: { handle: c.handle },
    })),
  };
}
