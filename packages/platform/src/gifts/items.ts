import { and, eq, isNull } from 'drizzle-orm';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import { changeOwned, findRecipient } from '../contractors/access.js';
import type { Tx } from '../db/connection.js';
import { craftedItems, gifts } from '../db/schema.js';
import { failure, refusals, success, type Outcome } from '../errors.js';
import { isId, parseInput } from '../parse.js';
import { craftedItemView, type CraftedItemRow } from './gift-rows.js';
import { giveItemSchema, useConsumableSchema } from './schemas.js';
import type { CraftedItemView } from './views.js';

async function lockItem(tx: Tx, options: { itemId: string; holderId: string }): Promise<CraftedItemRow | undefined> {
  if (!isId(options.itemId)) return undefined;
  const [row] = await tx
    .select()
    .from(craftedItems)
    .where(and(eq(craftedItems.id, options.itemId), eq(craftedItems.holderId, options.holderId)))
    .for('update');
  return row;
}

async function currentRevision(tx: Tx, giftId: string | null): Promise<number | undefined> {
  if (giftId === null) return undefined;
  const [gift] = await tx.select({ revision: gifts.revision }).from(gifts).where(eq(gifts.id, giftId));
  return gift?.revision;
}

const notEnough = (have: number, asked: number) => ({
  code: 'not_enough_items',
  status: 422 as const,
  field: 'quantity',
  message: `Only ${have} left, not ${asked}.`,
});

/**
 * Uses Consumables from one of the Contractor's stacks (the sheet's "use" button); an empty stack disappears.
 * Answers the stack as it now stands (quantity 0 when it was used up).
 * @example await useConsumable(p, actor, contractorId, { itemId })
 */
export async function useConsumable(
  p: Platform,
  actor: Actor,
  contractorId: unknown,
  input: unknown,
): Promise<Outcome<CraftedItemView>> {
  const parsed = parseInput(useConsumableSchema, input);
  if (!parsed.ok) return parsed;
  const { version, itemId, quantity } = parsed.value;
  return changeOwned<CraftedItemView>(
    p,
    actor,
    contractorId,
    version,
    async ({ tx, row, now }) => {
      const item = await lockItem(tx, { itemId, holderId: row.id });
      if (!item || item.kind !== 'consumable')
        return failure({ ...refusals.notFound('That Consumable'), field: 'itemId' });
      if (item.quantity < quantity) return failure(notEnough(item.quantity, quantity));
      const left = item.quantity - quantity;
      if (left === 0) await tx.delete(craftedItems).where(eq(craftedItems.id, item.id));
      else await tx.update(craftedItems).set({ quantity: left, updatedAt: now }).where(eq(craftedItems.id, item.id));
      const revision = await currentRevision(tx, item.giftId);
      return success({
        value: craftedItemView(
          { ...item, quantity: left },
          revision === undefined ? {} : { currentRevision: revision },
        ),
      });
    },
    (_rows, value) => value as CraftedItemView,
  );
}

/**
 * Hands crafted items to another Contractor the actor can see: a whole Artifact, or some Consumables of a stack
 * (they join the recipient's stack of the same Gift revision). Answers the recipient's item.
 * @example await giveCraftedItem(p, actor, contractorId, { itemId, toContractorId, quantity: 2 })
 */
export async function giveCraftedItem(
  p: Platform,
  actor: Actor,
  contractorId: unknown,
  input: unknown,
): Promise<Outcome<CraftedItemView>> {
  const parsed = parseInput(giveItemSchema, input);
  if (!parsed.ok) return parsed;
  const { version, itemId, toContractorId, quantity } = parsed.value;
  return changeOwned<CraftedItemView>(
    p,
    actor,
    contractorId,
    version,
    async ({ tx, row, now }) => {
      const item = await lockItem(tx, { itemId, holderId: row.id });
      if (!item) return failure({ ...refusals.notFound('That item'), field: 'itemId' });
      const recipient = await findRecipient(tx, actor, toContractorId);
      if (!recipient) return failure({ ...refusals.notFound('That Contractor'), field: 'toContractorId' });
      if (recipient.id === row.id)
        return failure({
          code: 'validation_failed',
          status: 422,
          field: 'toContractorId',
          message: 'The item is already theirs.',
        });
      const revision = await currentRevision(tx, item.giftId);
      const view = (moved: CraftedItemRow) =>
        craftedItemView(moved, revision === undefined ? {} : { currentRevision: revision });
      if (item.quantity < quantity) return failure(notEnough(item.quantity, quantity));
      if (item.kind === 'artifact') {
        const [moved] = await tx
          .update(craftedItems)
          .set({ holderId: recipient.id, updatedAt: now })
          .where(eq(craftedItems.id, item.id))
          .returning();
        return success({ value: view(moved!) });
      }
      if (item.quantity === quantity) await tx.delete(craftedItems).where(eq(craftedItems.id, item.id));
      else
        await tx
          .update(craftedItems)
          .set({ quantity: item.quantity - quantity, updatedAt: now })
          .where(eq(craftedItems.id, item.id));
      const [stack] = await tx
        .select()
        .from(craftedItems)
        .where(
          and(
            eq(craftedItems.holderId, recipient.id),
            eq(craftedItems.kind, 'consumable'),
            item.giftId === null ? isNull(craftedItems.giftId) : eq(craftedItems.giftId, item.giftId),
            eq(craftedItems.giftRevision, item.giftRevision),
            eq(craftedItems.name, item.name),
          ),
        )
        .for('update');
      if (stack) {
        const [merged] = await tx
          .update(craftedItems)
          .set({ quantity: stack.quantity + quantity, updatedAt: now })
          .where(eq(craftedItems.id, stack.id))
          .returning();
        return success({ value: view(merged!) });
      }
      const { id: _id, ...copy } = item;
      const [given] = await tx
        .insert(craftedItems)
        .values({ ...copy, holderId: recipient.id, quantity, createdAt: now, updatedAt: now })
        .returning();
      return success({ value: view(given!) });
    },
    (_rows, value) => value as CraftedItemView,
  );
}
