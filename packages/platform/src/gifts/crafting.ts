import { artifactCraftBill, consumableCraftBill, craftingKind, giftCatalog, type CraftingBill } from '@harbinger/rules';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import { changeOwned, type OwnedChange } from '../contractors/access.js';
import { appendLedger } from '../contractors/ledger.js';
import { craftedItems, craftingLocations, gifts } from '../db/schema.js';
import { failure, refusals, success, type Outcome, type PlatformError } from '../errors.js';
import { cycleHold, cycleHoldLine, expSpendLock, type CycleHold } from '../cycles/cycle-hold.js';
import { parseInput } from '../parse.js';
import { craftedItemView, freeThisDowntime, lockGift, unverifiedGiftRefusal, type GiftRow } from './gift-rows.js';
import { craftSchema } from './schemas.js';
import type { CraftedItemView } from './views.js';
import { readWallet } from './wallet.js';

/** What a crafting run made and what it cost. */
export interface CraftResult {
  bill: CraftingBill;
  items: CraftedItemView[];
}

const refuse = (code: string, message: string, field?: string): PlatformError => ({
  code,
  status: 422,
  message,
  ...(field ? { field } : {}),
});

/** The refusal for crafting a Consumable between the Contracts of a Cycle. */
function noDowntimeInCycle(hold: CycleHold): PlatformError {
  return refuse(
    'no_downtime',
    `${cycleHoldLine(hold)} Consumables are made in Downtime, and the Contracts of a Cycle have none between them: ` +
      'craft once its last Contract is played.',
  );
}

/** Checks the Crafting Location is there and usable (no location, no crafting). */
async function locationRefusal({ tx, row }: OwnedChange): Promise<PlatformError | undefined> {
  const [location] = await tx.select().from(craftingLocations).where(eq(craftingLocations.contractorId, row.id));
  if (!location)
    return refuse(
      'no_crafting_location',
      'Crafting needs a Crafting Location; this Contractor has none. Spend a Downtime setting one up first.',
    );
  if (!location.available)
    return refuse(
      'no_crafting_location',
      `${location.name} cannot be reached right now, so nothing can be crafted there.`,
    );
  return undefined;
}

interface Run {
  kind: 'artifact' | 'consumable';
  /**
   * Works out the bill from the locked Gift and the current Downtime; returns the Gift columns the free copies use up.
   */
  bill(gift: GiftRow, quantity: number, downtime: number): { bill: CraftingBill; gift: Partial<GiftRow> };
  store(
    change: OwnedChange,
    gift: GiftRow,
    options: { quantity: number; name: string },
  ): Promise<(typeof craftedItems.$inferSelect)[]>;
}

async function craft(
  p: Platform,
  actor: Actor,
  contractorId: unknown,
  input: unknown,
  run: Run,
): Promise<Outcome<CraftResult>> {
  const parsed = parseInput(craftSchema, input);
  if (!parsed.ok) return parsed;
  const { version, giftId, quantity, name } = parsed.value;
  return changeOwned<CraftResult>(
    p,
    actor,
    contractorId,
    version,
    async (change) => {
      const gift = await lockGift(change.tx, { giftId, contractorId: change.row.id });
      if (!gift) return failure({ ...refusals.notFound('That Gift'), field: 'giftId' });
      const unverified = unverifiedGiftRefusal(gift);
      if (unverified) return failure(unverified);
      const kind = craftingKind(giftCatalog, gift.typeId);
      if (kind !== run.kind) {
        return failure(
          refuse(
            'not_a_crafting_gift',
            `${gift.name} is not a ${run.kind === 'artifact' ? 'Artifact' : 'Consumable'} Crafting Gift.`,
            'giftId',
          ),
        );
      }
      const noPlace = await locationRefusal(change);
      if (noPlace) return failure(noPlace);
      // Between the Contracts of a Cycle there is no Downtime, so no Consumable can be made (and no Exp spent).
      const held = await cycleHold(change.tx, change.row.id);
      if (held && run.kind === 'consumable') return failure(noDowntimeInCycle(held));
      const wallet = await readWallet(change.tx, change.row);
      const { bill, gift: used } = run.bill(gift, quantity, wallet.downtime);
      if (bill.exp > 0) {
        const locked = await expSpendLock(change.tx, change.row.id);
        if (locked) return failure(locked);
      }
      if (bill.exp > wallet.exp) {
        return failure(
          refuse(
            'not_enough_exp',
            `Crafting ${quantity} costs ${bill.exp} Exp (${bill.free} free), but only ${Math.max(0, wallet.exp)} Exp is available.`,
            'quantity',
          ),
        );
      }
      if (bill.exp > 0) {
        await appendLedger(
          change.tx,
          change.row.id,
          [
            {
              resource: 'exp',
              amount: -bill.exp,
              kind: 'craft',
              cause: { giftId: gift.id, name: gift.name, quantity, free: bill.free },
            },
          ],
          change.now,
        );
      }
      if (Object.keys(used).length > 0) await change.tx.update(gifts).set(used).where(eq(gifts.id, gift.id));
      const items = await run.store(change, gift, { quantity, name: name ?? gift.name });
      return success({
        value: {
          bill,
          items: items.map((i) => craftedItemView(i, { currentRevision: gift.revision, crafterName: change.row.name })),
        },
      });
    },
    (_rows, value) => value as CraftResult,
  );
}

/**
 * Crafts Consumables from a Consumable Crafting Gift at the Crafting Location: this Downtime's free one first, then
 * free copies owed by improvements, then 1 Exp each. They join the Contractor's stack of that Gift's revision.
 * @example await craftConsumables(p, actor, contractorId, { giftId, quantity: 3 })
 */
export async function craftConsumables(
  p: Platform,
  actor: Actor,
  contractorId: unknown,
  input: unknown,
): Promise<Outcome<CraftResult>> {
  return craft(p, actor, contractorId, input, {
    kind: 'consumable',
    bill(gift, quantity, downtime) {
      const downtimeFree = freeThisDowntime(gift, downtime) ? 1 : 0;
      const bill = consumableCraftBill({ quantity, freeLeft: downtimeFree + gift.freeCopies });
      const fromDowntime = Math.min(bill.free, downtimeFree);
      const used: Partial<GiftRow> = {};
      if (fromDowntime > 0) used.freeDowntime = downtime;
      if (bill.free > fromDowntime) used.freeCopies = gift.freeCopies - (bill.free - fromDowntime);
      return { bill, gift: used };
    },
    async store({ tx, row, now }, gift, { quantity, name }) {
      const [stack] = await tx
        .select()
        .from(craftedItems)
        .where(
          and(
            eq(craftedItems.holderId, row.id),
            eq(craftedItems.giftId, gift.id),
            eq(craftedItems.kind, 'consumable'),
            eq(craftedItems.giftRevision, gift.revision),
            eq(craftedItems.name, name),
          ),
        )
        .for('update');
      if (stack)
        return tx
          .update(craftedItems)
          .set({ quantity: stack.quantity + quantity, updatedAt: now })
          .where(eq(craftedItems.id, stack.id))
          .returning();
      const values = {
        holderId: row.id,
        giftId: gift.id,
        crafterId: row.id,
        kind: 'consumable' as const,
        name,
        systemText: gift.systemText,
        giftCost: gift.cost,
        giftRevision: gift.revision,
        quantity,
        createdAt: now,
        updatedAt: now,
      };
      return tx.insert(craftedItems).values(values).returning();
    },
  });
}

/**
 * Crafts Artifacts from an Artifact Crafting Gift: free copies owed (one on gaining the Gift, one per improvement)
 * first, then 1 + the Gift Cost in Exp each. Each Artifact is its own item, so it can be handed on alone.
 * @example await craftArtifact(p, actor, contractorId, { giftId, name: 'Ward Charm for Jo' })
 */
export async function craftArtifact(
  p: Platform,
  actor: Actor,
  contractorId: unknown,
  input: unknown,
): Promise<Outcome<CraftResult>> {
  return craft(p, actor, contractorId, input, {
    kind: 'artifact',
    bill(gift, quantity) {
      const bill = artifactCraftBill({ giftCost: gift.cost, quantity, freeLeft: gift.freeCopies });
      return { bill, gift: bill.free > 0 ? { freeCopies: gift.freeCopies - bill.free } : {} };
    },
    async store({ tx, row, now }, gift, { quantity, name }) {
      const one = {
        holderId: row.id,
        giftId: gift.id,
        crafterId: row.id,
        kind: 'artifact' as const,
        name,
        systemText: gift.systemText,
        giftCost: gift.cost,
        giftRevision: gift.revision,
        quantity: 1,
        createdAt: now,
        updatedAt: now,
      };
      return tx
        .insert(craftedItems)
        .values(Array.from({ length: quantity }, () => ({ ...one })))
        .returning();
    },
  });
}
