import { describe, expect, it } from 'vitest';
import {
  FREE_CONSUMABLES_PER_DOWNTIME,
  FREE_COPIES_PER_REWARD,
  artifactCraftBill,
  artifactUpgradeCost,
  consumableCraftBill,
  craftingKind,
  giftCatalog,
  grantsCraftingLocation,
} from './index.js';

describe('crafting (seed 000: Crafting)', () => {
  it('one free Consumable per Consumable Crafting Gift each Downtime; more at 1 Exp each', () => {
    expect(FREE_CONSUMABLES_PER_DOWNTIME).toBe(1);
    expect(consumableCraftBill({ quantity: 1, freeLeft: FREE_CONSUMABLES_PER_DOWNTIME })).toEqual({
      free: 1,
      paid: 0,
      exp: 0,
    });
    expect(consumableCraftBill({ quantity: 4, freeLeft: 1 })).toEqual({ free: 1, paid: 3, exp: 3 });
  });

  it('improving a crafting Gift adds another free copy', () => {
    expect(FREE_COPIES_PER_REWARD).toBe(1);
    expect(
      consumableCraftBill({ quantity: 2, freeLeft: FREE_CONSUMABLES_PER_DOWNTIME + FREE_COPIES_PER_REWARD }).exp,
    ).toBe(0);
  });

  it('Artifacts: one free on gaining the Gift, otherwise 1 + the Gift Cost in Exp each', () => {
    expect(artifactCraftBill({ giftCost: 1, quantity: 1, freeLeft: 1 })).toEqual({ free: 1, paid: 0, exp: 0 });
    expect(artifactCraftBill({ giftCost: 2, quantity: 3, freeLeft: 0 })).toEqual({ free: 0, paid: 3, exp: 9 });
  });

  it('bringing an older crafted Artifact up to an improved Gift costs the rise plus 1 (official builder)', () => {
    expect(artifactUpgradeCost({ fromCost: 1, toCost: 3 })).toBe(3);
    expect(() => artifactUpgradeCost({ fromCost: 2, toCost: 2 })).toThrow(RangeError);
  });

  it('refuses nonsense counts (programmer mistakes)', () => {
    expect(() => consumableCraftBill({ quantity: -1, freeLeft: 0 })).toThrow(RangeError);
    expect(() => artifactCraftBill({ giftCost: 1, quantity: 1, freeLeft: 0.5 })).toThrow(RangeError);
  });

  it('the first crafting Gift brings a free Crafting Location, later ones do not', () => {
    expect(craftingKind(giftCatalog, 'artifact-crafting')).toBe('artifact');
    expect(craftingKind(giftCatalog, 'consumable-crafting')).toBe('consumable');
    expect(craftingKind(giftCatalog, 'power')).toBeUndefined();
    expect(
      grantsCraftingLocation(giftCatalog, {
        heldTypeIds: ['power', 'legendary-artifact'],
        newTypeId: 'consumable-crafting',
      }),
    ).toBe(true);
    expect(
      grantsCraftingLocation(giftCatalog, { heldTypeIds: ['artifact-crafting'], newTypeId: 'consumable-crafting' }),
    ).toBe(false);
    expect(grantsCraftingLocation(giftCatalog, { heldTypeIds: [], newTypeId: 'power' })).toBe(false);
  });
});
