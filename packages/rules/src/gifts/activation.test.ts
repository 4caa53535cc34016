import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { activationMindDamage, giftActivation } from './activation.js';
import { STOCK_GIFT_IDS, giftCatalog, renderRoll, stockGiftSpec } from './index.js';
import { compileGift } from './compile.js';

describe('giftActivation', () => {
  it('needs nothing for Passive Gifts and crafted Consumables', () => {
    expect(giftActivation(stockGiftSpec('bloodhound'), giftCatalog)).toMatchObject({ cost: 'none', free: 'always_on' });
    expect(giftActivation(stockGiftSpec('wallcrawler'), giftCatalog).cost).toBe('none');
    expect(giftActivation(stockGiftSpec('healing-draught'), giftCatalog)).toMatchObject({ free: 'consumable' });
    expect(giftActivation(stockGiftSpec('grandfathers-sword'), giftCatalog).free).toBe('functional');
  });

  it('asks an Exertion or a point of Source for Activated and Targeted Gifts, with their roll', () => {
    const bolt = giftActivation(stockGiftSpec('hellfire-bolt'), giftCatalog);
    expect(bolt.cost).toBe('exert_or_source');
    expect(bolt.draining).toBe(false);
    expect(bolt.free).toBeUndefined();
    expect(bolt.roll).toEqual({ attribute: 'perception', ability: 'occult', difficulty: 6 });
  });

  it('moves the roll by Precise and Erratic, and knows Effortless and Draining', () => {
    const base = stockGiftSpec('thunderclap');
    const precise = giftActivation({ ...base, enhancements: [...base.enhancements, { id: 'precise' }] }, giftCatalog);
    expect(precise.roll?.difficulty).toBe(giftActivation(base, giftCatalog).roll!.difficulty - 1);
    const drained = giftActivation({ ...base, drawbacks: [...base.drawbacks, { id: 'draining' }] }, giftCatalog);
    expect(drained).toMatchObject({ cost: 'exert_or_source', draining: true });
    const eye = stockGiftSpec('evil-eye');
    expect(giftActivation({ ...eye, enhancements: [{ id: 'effortless' }] }, giftCatalog)).toMatchObject({
      cost: 'none',
      free: 'effortless',
      draining: false,
    });
  });

  it('finds the same roll as the System Text shows, for every stock Gift', () => {
    for (const id of STOCK_GIFT_IDS) {
      const spec = stockGiftSpec(id);
      const { roll } = giftActivation(spec, giftCatalog);
      const text = compileGift(spec, giftCatalog).systemText;
      if (roll) expect(text, id).toContain(renderRoll(roll));
    }
  });

  it('never needs an activation when the System Text says the Gift is always on', () => {
    for (const id of STOCK_GIFT_IDS) {
      const spec = stockGiftSpec(id);
      if (spec.styleId === 'passive') expect(giftActivation(spec, giftCatalog).cost, id).toBe('none');
    }
  });

  it('ignores parts the catalog does not know', () => {
    const spec = { ...stockGiftSpec('blink'), effectId: 'no-such-effect' };
    expect(giftActivation(spec, giftCatalog)).toEqual({ cost: 'exert_or_source', draining: false, roll: undefined });
  });
});

describe('activationMindDamage', () => {
  it('is 1 for an Exertion, 0 when Source pays, and Draining adds 1 that Source cannot pay', () => {
    const plain = { cost: 'exert_or_source', draining: false, roll: undefined } as const;
    const draining = { ...plain, draining: true };
    expect(activationMindDamage({ activation: plain, paidWithSource: false })).toBe(1);
    expect(activationMindDamage({ activation: plain, paidWithSource: true })).toBe(0);
    expect(activationMindDamage({ activation: draining, paidWithSource: false })).toBe(2);
    expect(activationMindDamage({ activation: draining, paidWithSource: true })).toBe(1);
  });

  it('paying with Source never costs more Mind than exerting, and a free Gift costs none', () => {
    fc.assert(
      fc.property(fc.constantFrom('none', 'exert_or_source'), fc.boolean(), (cost, draining) => {
        const activation = { cost, draining: cost === 'none' ? false : draining, roll: undefined } as const;
        const source = activationMindDamage({ activation, paidWithSource: true });
        const exert = activationMindDamage({ activation, paidWithSource: false });
        expect(source).toBeLessThanOrEqual(exert);
        if (cost === 'none') expect(exert).toBe(0);
      }),
    );
  });
});
