import {
  checkGiftCreditCap,
  giftCreditCap,
  improvementRoom,
  improvementsAllowed,
  sourceReplenishment,
} from '@harbinger/rules';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import { findVisible } from '../contractors/access.js';
import type { SheetRows } from '../contractors/sheet.js';
import type { Db } from '../db/connection.js';
import {
  contractors,
  craftedItems,
  craftingLocations,
  giftRevisions,
  gifts,
  sourceConditions,
  users,
} from '../db/schema.js';
import { vetoPlaygroupsFor, vetoesInForce } from '../gift-vetoes/veto-rows.js';
import { failure, refusals, success, type Outcome } from '../errors.js';
import { isId } from '../parse.js';
import { giftLineage } from './community.js';
import { LEGENDARY, craftedItemView, eventsOf, giftView, giftsOf } from './gift-rows.js';
import { diffLines } from './text-diff.js';
import type { ContractorGiftsView, GiftBalanceView, GiftDetailView, GiftRevisionView } from './views.js';
import { walletOf, type Wallet } from './wallet.js';

function balanceOf(wallet: Wallet, totalGiftCost: number): GiftBalanceView {
  return {
    status: wallet.status,
    victories: wallet.victories,
    giftCredits: wallet.giftCredits,
    improvements: wallet.improvements,
    improvementsSpent: wallet.improvementsSpent,
    cap: giftCreditCap(wallet.victories),
    improvementsAllowed: improvementsAllowed(wallet),
    improvementsWaiting: improvementRoom({
      held: wallet.improvements,
      spent: wallet.improvementsSpent,
      allowed: improvementsAllowed(wallet),
    }).waiting,
    totalGiftCost,
  };
}

/** Cap and balance problems the Stock tab shows as alerts. */
export function giftAlerts(wallet: Wallet): ContractorGiftsView['alerts'] {
  const alerts: ContractorGiftsView['alerts'] = [];
  const cap = checkGiftCreditCap({
    victories: wallet.victories,
    gifted: wallet.gifted,
    charonCoin: wallet.charonCoin,
    improvements: wallet.improvementsSpent,
  });
  if (!cap.ok) {
    alerts.push({
      code: 'gift_credit_cap_exceeded',
      message:
        `${wallet.improvementsSpent} Improvements have been spent, but with ${wallet.victories} victories only ${improvementsAllowed(wallet)} may be: ` +
        `the cap on Gift Credits and Improvements is ${giftCreditCap(wallet.victories)}, and Gift Credits received count toward it.`,
    });
  }
  if (wallet.giftCredits < 0)
    alerts.push({
      code: 'gift_credits_overspent',
      message: `${-wallet.giftCredits} more Gift Credit${wallet.giftCredits === -1 ? ' was' : 's were'} spent than received (a voided Contract?). Ask your Playgroup Leader.`,
    });
  if (wallet.improvements < 0)
    alerts.push({
      code: 'improvements_overspent',
      message: `${-wallet.improvements} more Improvement${wallet.improvements === -1 ? ' was' : 's were'} spent than received (a voided Contract?). Ask your Playgroup Leader.`,
    });
  return alerts;
}

async function contractorGifts(db: Db, rows: SheetRows, viewerId: string | undefined): Promise<ContractorGiftsView> {
  const row = rows.contractor;
  const wallet = walletOf(row, rows.ledger);
  const held = await giftsOf(db, row.id);
  const events = await eventsOf(
    db,
    held.filter((g) => g.typeId === LEGENDARY).map((g) => g.id),
  );
  const items = await db
    .select()
    .from(craftedItems)
    .where(eq(craftedItems.holderId, row.id))
    .orderBy(asc(craftedItems.createdAt), asc(craftedItems.id));
  const giftIds = [...new Set(items.map((i) => i.giftId).filter((id): id is string => id !== null))];
  const crafterIds = [...new Set(items.map((i) => i.crafterId).filter((id): id is string => id !== null))];
  const [revisions, crafters, [location], [conditions], vetoes, vetoIn] = await Promise.all([
    giftIds.length > 0
      ? db.select({ id: gifts.id, revision: gifts.revision }).from(gifts).where(inArray(gifts.id, giftIds))
      : [],
    crafterIds.length > 0
      ? db
          .select({ id: contractors.id, name: contractors.name })
          .from(contractors)
          .where(inArray(contractors.id, crafterIds))
      : [],
    db.select().from(craftingLocations).where(eq(craftingLocations.contractorId, row.id)),
    db.select().from(sourceConditions).where(eq(sourceConditions.contractorId, row.id)),
    vetoesInForce(
      db,
      held.map((g) => g.id),
    ),
    viewerId !== undefined && held.length > 0 ? vetoPlaygroupsFor(db, viewerId, row.id) : [],
  ]);
  const revisionOf = new Map(revisions.map((r) => [r.id, r.revision]));
  const crafterName = new Map(crafters.map((c) => [c.id, c.name]));
  const itemView = (item: (typeof items)[number]) =>
    craftedItemView(item, {
      ...(item.giftId && revisionOf.has(item.giftId) ? { currentRevision: revisionOf.get(item.giftId)! } : {}),
      crafterName: item.crafterId ? (crafterName.get(item.crafterId) ?? null) : null,
    });
  const replenishment = sourceReplenishment(wallet.status);
  return {
    contractor: {
      id: row.id,
      name: row.name,
      version: row.version,
      editable: viewerId !== undefined && viewerId === row.ownerId,
    },
    gifts: held.map((g) => giftView(g, { events: events.get(g.id) ?? [], downtime: wallet.downtime })),
    consumables: items.filter((i) => i.kind === 'consumable').map(itemView),
    artifacts: items.filter((i) => i.kind === 'artifact').map(itemView),
    craftingLocation: location
      ? { name: location.name, description: location.description, available: location.available }
      : null,
    source: row.source
      ? {
          ...row.source,
          conditions: conditions?.conditions ?? [],
          conditionsAllowed: replenishment.conditions,
          cooldownMinutes: replenishment.cooldownMinutes,
        }
      : null,
    balance: balanceOf(
      wallet,
      held.reduce((sum, g) => sum + g.cost, 0),
    ),
    alerts: giftAlerts(wallet),
    vetoes,
    vetoIn,
  };
}

/**
 * Everything the sheet's Stock tab shows about a Contractor's Gifts: Gifts with System Text, Legendary Artifacts
 * with status and history, crafted items, Crafting Location, Source and the cap. Private sheets are not_found.
 * @example
 * const gifts = await getContractorGifts(p, actor, contractorId); if (gifts.ok) gifts.value.gifts[0]?.systemText
 */
export async function getContractorGifts(
  p: Platform,
  actor: Actor,
  contractorId: unknown,
): Promise<Outcome<ContractorGiftsView>> {
  const found = await findVisible(p.db, actor, contractorId);
  if (!found.ok) return found;
  return success(await contractorGifts(p.db, found.value, actor?.userId));
}

type RevisionRow = typeof giftRevisions.$inferSelect & { authorHandle: string | null };

/** Every revision of a Gift, oldest first, each with the System Text diff from the one before. */
function revisionViews(rows: readonly RevisionRow[]): GiftRevisionView[] {
  return rows.map((r, i) => ({
    number: r.number,
    reason: r.reason,
    cost: r.cost,
    systemText: r.systemText,
    spec: r.spec,
    paid: { giftCredits: r.paidCredits, improvements: r.paidImprovements },
    previousCost: i === 0 ? null : rows[i - 1]!.cost,
    author: r.authorHandle === null ? null : { handle: r.authorHandle },
    diff: diffLines(i === 0 ? '' : rows[i - 1]!.systemText, r.systemText),
    createdAt: r.createdAt,
  }));
}

/**
 * One Gift with its holder, every revision (System Text diffs, who made it, the cost before) and its lineage (the
 * Gift it was started from, the Contractors using copies of it), for anyone who may see the holder's sheet.
 * @example const detail = await getGift(p, actor, giftId); if (detail.ok) detail.value.revisions.at(-1)?.diff
 */
export async function getGift(p: Platform, actor: Actor, giftId: unknown): Promise<Outcome<GiftDetailView>> {
  const notFound = refusals.notFound('That Gift');
  if (!isId(giftId)) return failure(notFound);
  const [row] = await p.db.select().from(gifts).where(eq(gifts.id, giftId));
  if (!row) return failure(notFound);
  const found = await findVisible(p.db, actor, row.contractorId);
  if (!found.ok) return failure(notFound);
  const wallet = walletOf(found.value.contractor, found.value.ledger);
  const [events, revisions, lineage] = await Promise.all([
    eventsOf(p.db, [row.id]),
    p.db
      .select({ r: giftRevisions, authorHandle: users.handle })
      .from(giftRevisions)
      .leftJoin(users, eq(users.id, giftRevisions.authorId))
      .where(eq(giftRevisions.giftId, row.id))
      .orderBy(asc(giftRevisions.number)),
    giftLineage(p.db, actor, row),
  ]);
  const c = found.value.contractor;
  return success({
    gift: giftView(row, { events: events.get(row.id) ?? [], downtime: wallet.downtime }),
    contractor: { id: c.id, name: c.name, ownerHandle: found.value.ownerHandle, editable: actor?.userId === c.ownerId },
    revisions: revisionViews(revisions.map(({ r, authorHandle }) => ({ ...r, authorHandle }))),
    lineage,
  });
}

/**
 * The revisions of a Gift, oldest first, with System Text diffs.
 * @example const revisions = await listGiftRevisions(p, actor, giftId)
 */
export async function listGiftRevisions(
  p: Platform,
  actor: Actor,
  giftId: unknown,
): Promise<Outcome<GiftRevisionView[]>> {
  const detail = await getGift(p, actor, giftId);
  return detail.ok ? success(detail.value.revisions) : detail;
}
