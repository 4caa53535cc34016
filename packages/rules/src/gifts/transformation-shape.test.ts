import { describe, expect, it } from 'vitest';
import { compileGift, defaultGiftSpec, giftCatalog } from './index.js';
import type { GiftSpec } from './types.js';

const newbie = { status: 'newbie', giftCredits: 1, improvements: 0 } as const;
const spec = (effectId: string, changes: Partial<GiftSpec> = {}): GiftSpec => ({
  ...defaultGiftSpec(giftCatalog, effectId),
  description: 'How it looks.',
  ...changes,
});

describe('Size Change', () => {
  it('costs 1 on yourself and 2 when Targeted, whose text names the target and the resisted roll', () => {
    const self = compileGift(spec('size-change'), giftCatalog, newbie);
    const other = compileGift(spec('size-change', { styleId: 'targeted' }), giftCatalog);
    expect([self.cost, self.violations]).toEqual([1, []]);
    expect(other.cost).toBe(2);
    expect(self.systemText).toContain('Activated, the body is yours.');
    expect(self.systemText).not.toContain("target's");
    expect(other.systemText).toContain("Targeted, it is the target's.");
    expect(other.systemText).not.toContain('Activated');
    expect(other.systemText).toContain('resists your Intellect + Occult at Difficulty 6 with their Brawn + Survival');
  });

  it('keeps Awkward (a penalty on your own rolls) off a Targeted Gift, where it would hurt the target', () => {
    const result = compileGift(
      spec('size-change', { styleId: 'targeted', drawbacks: [{ id: 'awkward' }] }),
      giftCatalog,
    );
    expect(result.violations).toContainEqual(
      expect.objectContaining({ code: 'component_not_allowed_for_style', component: 'drawback:size-change/awkward' }),
    );
  });
});

describe('Object Form', () => {
  it('stays an object as long as you wish only for Veterans', () => {
    const forever = spec('object-form', { parameters: { span: 'forever' } });
    expect(compileGift(forever, giftCatalog).requiredStatus).toBe('veteran');
    expect(compileGift(forever, giftCatalog).systemText).toContain('for up to as long as you wish');
  });

  it('lets a Newbie trade time for another shape: one minute plus Many Shapes is still cost 1', () => {
    const result = compileGift(
      spec('object-form', { parameters: { span: 'minute' }, enhancements: [{ id: 'many-shapes' }] }),
      giftCatalog,
      newbie,
    );
    expect([result.cost, result.violations]).toEqual([1, []]);
    expect(result.systemText).toContain('for up to one minute');
  });
});

describe('Elastic Body and Elemental Body', () => {
  it('says how long the stretch lasts only on an Activated Gift, which gives a credit back', () => {
    const passive = compileGift(spec('elastic-body'), giftCatalog);
    const activated = compileGift(
      spec('elastic-body', { styleId: 'activated', enhancements: [{ id: 'long-hold' }] }),
      giftCatalog,
      newbie,
    );
    expect(passive.systemText).not.toContain('ten minutes');
    expect(activated.systemText).toContain('Activated, it lasts ten minutes.');
    expect([activated.cost, activated.violations]).toEqual([1, []]);
  });

  it('asks for the thing that undoes your element when Bane is taken', () => {
    const missing = compileGift(spec('elemental-body', { drawbacks: [{ id: 'bane' }] }), giftCatalog);
    expect(missing.violations.map((v) => v.code)).toContain('detail_required');
    const named = compileGift(spec('elemental-body', { drawbacks: [{ id: 'bane', detail: 'water' }] }), giftCatalog);
    expect(named.systemText).toContain('While in the form, water deals you 2 more damage.');
  });
});

describe('Transmute Other', () => {
  it('turns a foe within 15 feet into a harmless shape for one Round at cost 1; a minute needs a Novice', () => {
    const curse = compileGift(spec('transmute-other'), giftCatalog, newbie);
    expect([curse.cost, curse.violations]).toEqual([1, []]);
    expect(curse.systemText).toContain('resisted by their Brawn + Survival');
    expect(curse.systemText).toContain('for one Round: they keep their mind');
    expect(curse.systemText).not.toContain('springs');
    expect(compileGift(spec('transmute-other', { parameters: { span: 'minute' } }), giftCatalog).requiredStatus).toBe(
      'novice',
    );
  });

  it('as a Trap changes whoever springs it, a credit cheaper', () => {
    const trap = compileGift(
      spec('transmute-other', { styleId: 'trap', enhancements: [{ id: 'quiet-change' }] }),
      giftCatalog,
      newbie,
    );
    expect([trap.cost, trap.violations]).toEqual([1, []]);
    expect(trap.systemText).toContain('Trap, the creature is whoever springs it.');
  });
});
