import { describe, expect, it } from 'vitest';
import { compileGift, defaultGiftSpec, giftCatalog, stockGiftSpec, stockGifts } from './index.js';
import type { GiftSpec } from './types.js';

const spec = (effectId: string, changes: Partial<GiftSpec> = {}): GiftSpec => ({
  ...defaultGiftSpec(giftCatalog, effectId),
  description: 'How it looks.',
  ...changes,
});

describe('the masteries beyond weapons', () => {
  it('Ability Mastery raises the rank of one Ability, leaving the fighting Abilities to the weapon masteries', () => {
    const text = compileGift(spec('ability-mastery', { parameters: { boost: 'three' } }), giftCatalog).systemText;
    expect(text).toContain('counts 3 higher for every roll that uses it, even past 5');
    expect(text).toContain('Brawl, Melee and Firearms cannot be chosen');
    expect(compileGift(spec('ability-mastery', { parameters: { boost: 'three' } }), giftCatalog).requiredStatus).toBe(
      'seasoned',
    );
  });

  it('Combat Reflexes spares you a Desperate Defense once a Round, or against every attack for a Seasoned', () => {
    expect(compileGift(spec('combat-reflexes'), giftCatalog).systemText).toContain(
      'once each Round you may Dodge or Defend after your Action is spent without it counting as a Desperate Defense',
    );
    const every = compileGift(spec('combat-reflexes', { parameters: { reactions: 'every' } }), giftCatalog);
    expect([every.cost, every.requiredStatus]).toEqual([3, 'seasoned']);
  });

  it('Vehicle Mastery and Guardian Mastery put their dice on Drive and on Defend rolls', () => {
    expect(compileGift(spec('vehicle-mastery'), giftCatalog).systemText).toContain('you gain 1 die on Drive rolls');
    expect(compileGift(spec('guardian-mastery'), giftCatalog).systemText).toContain('When you Defend you gain 1 die');
  });

  it('Tactical Mastery lends a die to one ally a Round, to every ally for a Seasoned, and signals or shouts', () => {
    expect(compileGift(spec('tactical-mastery'), giftCatalog).systemText).toContain(
      'it lends 1 die on the next roll this Round to one ally who can hear it.',
    );
    const all = compileGift(spec('tactical-mastery', { parameters: { allies: 'all' } }), giftCatalog);
    expect([all.cost, all.requiredStatus]).toEqual([3, 'seasoned']);
    expect(all.systemText).toContain('to every ally who can hear it');
    const both = compileGift(
      spec('tactical-mastery', { enhancements: [{ id: 'silent-signals' }], drawbacks: [{ id: 'loud' }] }),
      giftCatalog,
    );
    expect(both.violations.map((v) => v.code)).toContain('conflicting_components');
  });

  it('stocks the new Effects on the Bruiser, Marksman and Shifter shelves', () => {
    const shelf = (id: keyof typeof stockGifts) => [stockGifts[id].category, stockGiftSpec(id).effectId];
    expect(shelf('bodyguard')).toEqual(['bruiser', 'guardian-mastery']);
    expect(shelf('quickdraw')).toEqual(['marksman', 'combat-reflexes']);
    expect(shelf('road-warrior')).toEqual(['marksman', 'vehicle-mastery']);
    expect(shelf('monkeys-tail')).toEqual(['shifter', 'extra-appendage']);
    expect(shelf('pocket-sized')).toEqual(['shifter', 'size-change']);
  });
});
