import { describe, expect, it } from 'vitest';
import {
  compileGift,
  defaultGiftSpec,
  defaultTypeFor,
  effectAllowedForType,
  effectsForType,
  giftCatalog,
  stockGiftSpec,
  stockGifts,
} from './index.js';
import type { GiftSpec } from './types.js';
import { utilityGearEffects } from './utility-gear.js';
import { utilityNatureEffects } from './utility-nature.js';
import { utilityUncannyEffects } from './utility-uncanny.js';

const newIds = [
  ...Object.keys(utilityGearEffects),
  ...Object.keys(utilityNatureEffects),
  ...Object.keys(utilityUncannyEffects),
];
const newbie = { status: 'newbie', giftCredits: 1, improvements: 0 } as const;

function spec(effectId: string, changes: Partial<GiftSpec> = {}, typeId?: string): GiftSpec {
  return { ...defaultGiftSpec(giftCatalog, effectId, typeId), description: 'How it looks.', ...changes };
}

describe('Utility Effects added for issue 19', () => {
  it('adds eleven Utility Effects, each a valid one-credit Gift for a Newbie at its defaults', () => {
    expect(newIds).toEqual([
      'enhanced-armor',
      'lock',
      'snare',
      'material-manipulation',
      'conjure',
      'light-and-shadow',
      'weather',
      'plant-control',
      'luck',
      'duplicate',
      'familiar',
    ]);
    for (const id of newIds) {
      expect(giftCatalog.effects[id]?.category, id).toBe('utility');
      const result = compileGift(spec(id), giftCatalog, newbie);
      expect(result.violations, id).toEqual([]);
      expect(result.cost, id).toBe(1);
    }
  });

  it('makes Enhanced Armor a functional artifact only, like Enhanced Weapon', () => {
    expect(defaultTypeFor(giftCatalog, 'enhanced-armor')).toBe('artifact-crafting');
    expect(effectsForType(giftCatalog, 'legendary-artifact')).toContain('enhanced-armor');
    expect(effectAllowedForType(giftCatalog, { typeId: 'power', effectId: 'enhanced-armor' })).toBe(false);
    expect(effectAllowedForType(giftCatalog, { typeId: 'consumable-crafting', effectId: 'enhanced-armor' })).toBe(
      false,
    );
    const text = compileGift(spec('enhanced-armor', { parameters: { bonus: 'two' } }), giftCatalog).systemText;
    expect(text).toContain('gives 2 more Armor than the ordinary version');
    expect(text).toContain(giftCatalog.styles.functional!.text);
  });

  it('refuses armor that is both quick to put on and laced up, and a double both tethered and wandering', () => {
    const armor = compileGift(
      spec('enhanced-armor', { enhancements: [{ id: 'quick-fit' }], drawbacks: [{ id: 'laced' }] }),
      giftCatalog,
    );
    expect(armor.violations).toContainEqual(
      expect.objectContaining({ code: 'conflicting_components', expected: 'quick-fit', received: 'laced' }),
    );
    const double = compileGift(
      spec('duplicate', { enhancements: [{ id: 'wanderer' }], drawbacks: [{ id: 'tethered' }] }),
      giftCatalog,
    );
    expect(double.violations.map((v) => v.code)).toContain('conflicting_components');
  });

  it('gives Luck a cheaper Activated form whose text alone says it must be woken first', () => {
    const passive = compileGift(spec('luck'), giftCatalog, newbie);
    const activated = compileGift(spec('luck', { styleId: 'activated' }), giftCatalog);
    expect(passive.cost).toBe(1);
    expect(activated.rawCost).toBe(0);
    expect(passive.systemText).not.toMatch(/Activated|woken/);
    expect(activated.systemText).toContain('Activated, it must first be woken with the activation');
  });

  it('keeps the Trap sentence of Lock and Light and Shadow to trap Gifts', () => {
    for (const id of ['lock', 'light-and-shadow', 'plant-control']) {
      expect(compileGift(spec(id), giftCatalog).systemText, id).not.toContain('Trap,');
      const trap = compileGift(spec(id, { styleId: 'trap', enhancements: [] }), giftCatalog);
      expect(trap.rawCost, id).toBe(0);
      expect(trap.systemText, id).toMatch(/Trap, [^.]*lay it|Trap, they wake/);
    }
  });

  it('lets Snare be crafted as a single-use trap that needs no Exertion', () => {
    expect(defaultTypeFor(giftCatalog, 'snare')).toBe('power');
    const consumable = compileGift(
      spec('snare', { enhancements: [{ id: 'alarm' }] }, 'consumable-crafting'),
      giftCatalog,
      newbie,
    );
    expect(consumable.violations).toEqual([]);
    expect(consumable.cost).toBe(1);
    expect(consumable.systemText).toContain('Setting it takes an Action but no Exertion');
    expect(consumable.systemText).not.toContain('Exert your Mind');
  });

  it('drops the ten-minute limit of Material Manipulation when Passive, for one more credit', () => {
    const passive = compileGift(spec('material-manipulation', { styleId: 'passive' }), giftCatalog);
    expect(passive.rawCost).toBe(2);
    expect(passive.systemText).not.toContain('ten minutes');
    expect(compileGift(spec('material-manipulation'), giftCatalog).systemText).toContain(
      'Activated, it lasts ten minutes.',
    );
  });

  it('puts the new stock Gifts on the Artificer, Relic and Fixer shelves', () => {
    const added = {
      'skeleton-keys': ['artificer', 'lock'],
      'tailored-lining': ['artificer', 'enhanced-armor'],
      'bottled-noon': ['artificer', 'light-and-shadow'],
      'gamblers-coin': ['relic', 'luck'],
      'stand-in': ['fixer', 'duplicate'],
      'errand-rat': ['fixer', 'familiar'],
    } as const;
    for (const [id, [shelf, effectId]] of Object.entries(added)) {
      const stock = stockGifts[id as keyof typeof stockGifts];
      expect([stock.category, stock.effectId], id).toEqual([shelf, effectId]);
      expect(compileGift(stockGiftSpec(id as keyof typeof stockGifts), giftCatalog, newbie).cost, id).toBe(1);
    }
  });
});
