// Test support only: puts rewards straight into a Contractor's ledger, as finished Contracts will (issue 5).
import {
  compileGift,
  defaultGiftSpec,
  giftCatalog,
  stampGiftSpec,
  stockGiftSpec,
  type GiftSpec,
} from '@harbinger/rules';
import { eq } from 'drizzle-orm';
import type { Platform } from '../context.js';
import { appendLedger, type LedgerEntryInput } from '../contractors/ledger.js';
import {
  artifactEvents,
  contractors,
  craftedItems,
  craftingLocations,
  giftDrafts,
  giftRevisions,
  giftVetoes,
  gifts,
  playgroups,
  sourceConditions,
} from '../db/schema.js';

/** Rewards to hand a Contractor in a test. */
export interface Award {
  victories?: number;
  giftCredits?: number;
  improvements?: number;
  exp?: number;
  /** Contract attendances: each one starts a new Downtime. */
  attendances?: number;
}

/** Writes the rewards as ledger entries (and the victory count on the Contractor). */
export async function award(p: Platform, contractorId: string, given: Award): Promise<void> {
  await p.db.transaction(async (tx) => {
    const entries: LedgerEntryInput[] = [];
    if (given.giftCredits)
      entries.push({ resource: 'gift_credit', amount: given.giftCredits, kind: 'contract_victory' });
    if (given.improvements)
      entries.push({ resource: 'improvement', amount: given.improvements, kind: 'gm_improvement' });
    if (given.exp) entries.push({ resource: 'exp', amount: given.exp, kind: 'adjustment' });
    for (let i = 0; i < (given.attendances ?? 0); i++)
      entries.push({ resource: 'exp', amount: 1, kind: 'contract_attendance' });
    await appendLedger(tx, contractorId, entries, p.now());
    if (given.victories !== undefined)
      await tx.update(contractors).set({ victories: given.victories }).where(eq(contractors.id, contractorId));
  });
}

/** A Gift spec at every default for an Effect, with a description, optionally changed. */
export function giftSpec(effectId: string, changes: Partial<GiftSpec> = {}): GiftSpec {
  return {
    ...defaultGiftSpec(giftCatalog, effectId, changes.typeId),
    description: 'A flash of light and a smell of ozone.',
    ...changes,
  };
}

/**
 * Puts a row in every Gift table (for the backup round trip), written straight to the tables so it stays quick:
 * a Legendary Artifact with a revision and an event, a Consumable, a Crafting Location, Source conditions and a
 * draft (and a veto, once a Playgroup exists), on the first Contractor in the database.
 */
export async function fillGiftTables(p: Platform): Promise<void> {
  const [holder] = await p.db.select().from(contractors).limit(1);
  if (!holder) throw new Error('fillGiftTables needs a Contractor first');
  const spec = stampGiftSpec(stockGiftSpec('grandfathers-sword'), giftCatalog);
  const compiled = compileGift(spec, giftCatalog);
  const now = p.now();
  await p.db.transaction(async (tx) => {
    const [gift] = await tx
      .insert(gifts)
      .values({
        contractorId: holder.id,
        stockId: 'grandfathers-sword',
        typeId: spec.typeId,
        effectId: spec.effectId,
        name: spec.name,
        spec,
        catalogVersion: spec.catalogVersion,
        cost: compiled.cost,
        systemText: compiled.systemText,
        artifactStatus: 'held',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx.insert(giftRevisions).values({
      giftId: gift!.id,
      number: 1,
      reason: 'stock',
      spec,
      cost: compiled.cost,
      systemText: compiled.systemText,
      paidCredits: 1,
      createdAt: now,
    });
    await tx.insert(artifactEvents).values({
      giftId: gift!.id,
      kind: 'status',
      status: 'held',
      toContractorId: holder.id,
      toName: holder.name,
      note: 'Gained “with quotes”',
      createdAt: now,
    });
    await tx.insert(craftedItems).values({
      holderId: holder.id,
      giftId: gift!.id,
      crafterId: holder.id,
      kind: 'consumable',
      name: 'Draught',
      systemText: 'Heals.',
      giftCost: 1,
      giftRevision: 1,
      quantity: 2,
      createdAt: now,
      updatedAt: now,
    });
    await tx
      .insert(craftingLocations)
      .values({ contractorId: holder.id, name: 'Attic', createdAt: now, updatedAt: now });
    await tx
      .insert(sourceConditions)
      .values({ contractorId: holder.id, conditions: ['A full night’s sleep'], updatedAt: now });
    await tx
      .insert(giftDrafts)
      .values({ userId: holder.ownerId, name: spec.name, spec, cost: compiled.cost, createdAt: now, updatedAt: now });
    // A veto, when some Playgroup exists (fillPlaygroupTables makes one first in the backup suite).
    const [playgroup] = await tx.select({ id: playgroups.id }).from(playgroups).limit(1);
    if (playgroup)
      await tx.insert(giftVetoes).values({
        giftId: gift!.id,
        playgroupId: playgroup.id,
        giftRevision: 1,
        reason: 'Too much for “our” table',
        vetoedBy: holder.ownerId,
        createdAt: now,
      });
  });
}
