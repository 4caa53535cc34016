import { CONSUMABLE_CRAFT_EXP_COST, artifactCraftCost } from '../character/spending.js';
import { lookup } from './lookup.js';
import type { GiftCatalog } from './types.js';

/** Free Consumables each Consumable Crafting Gift yields every Downtime. */
export const FREE_CONSUMABLES_PER_DOWNTIME = 1;

/** Free copies a crafting Gift yields each time it is gained or improved with a Gift Credit or Improvement. */
export const FREE_COPIES_PER_REWARD = 1;

/** How a batch of crafted copies is paid: some free, the rest in Exp. */
export interface CraftingBill {
  free: number;
  paid: number;
  exp: number;
}

function assertCount(what: string, n: number): void {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`${what} must be a whole number ≥ 0, got ${n}`);
}

/** What crafting kind a Gift Type is ('artifact', 'consumable'), or undefined for Powers and Legendary Artifacts. */
export function craftingKind(catalog: GiftCatalog, typeId: string): 'artifact' | 'consumable' | undefined {
  return lookup(catalog.types, typeId)?.crafting;
}

/**
 * Exp for crafting `quantity` copies of one Consumable when `freeLeft` free ones remain (from this Downtime or a
 * reward); each one beyond those costs 1 Exp.
 * @example consumableCraftBill({ quantity: 3, freeLeft: 1 }) // { free: 1, paid: 2, exp: 2 }
 */
export function consumableCraftBill(options: { quantity: number; freeLeft: number }): CraftingBill {
  assertCount('quantity', options.quantity);
  assertCount('freeLeft', options.freeLeft);
  const free = Math.min(options.quantity, options.freeLeft);
  const paid = options.quantity - free;
  return { free, paid, exp: paid * CONSUMABLE_CRAFT_EXP_COST };
}

/**
 * Exp for crafting `quantity` copies of one Artifact when `freeLeft` free copies remain (one comes with gaining or
 * improving the Gift); each paid copy costs 1 + the Gift Cost.
 * @example artifactCraftBill({ giftCost: 2, quantity: 2, freeLeft: 1 }) // { free: 1, paid: 1, exp: 3 }
 */
export function artifactCraftBill(options: { giftCost: number; quantity: number; freeLeft: number }): CraftingBill {
  assertCount('quantity', options.quantity);
  assertCount('freeLeft', options.freeLeft);
  const free = Math.min(options.quantity, options.freeLeft);
  const paid = options.quantity - free;
  return { free, paid, exp: paid * artifactCraftCost(options.giftCost) };
}

/**
 * Exp to bring an Artifact crafted at an older, cheaper version of its Gift up to the current one: the cost rise plus
 * 1.
 * @example artifactUpgradeCost({ fromCost: 1, toCost: 2 }) === 2
 */
export function artifactUpgradeCost(options: { fromCost: number; toCost: number }): number {
  if (!Number.isInteger(options.fromCost) || !Number.isInteger(options.toCost) || options.toCost <= options.fromCost) {
    throw new RangeError(`an upgrade must raise the Gift Cost, got ${options.fromCost} → ${options.toCost}`);
  }
  return options.toCost - options.fromCost + 1;
}

/**
 * True when gaining a Gift of `newTypeId` brings the free Crafting Location: it is the Contractor's first crafting
 * Gift.
 * @example grantsCraftingLocation(giftCatalog, { heldTypeIds: ['power'], newTypeId: 'consumable-crafting' }) === true
 */
export function grantsCraftingLocation(
  catalog: GiftCatalog,
  options: { heldTypeIds: readonly string[]; newTypeId: string },
): boolean {
  if (!craftingKind(catalog, options.newTypeId)) return false;
  return !options.heldTypeIds.some((typeId) => craftingKind(catalog, typeId) !== undefined);
}
