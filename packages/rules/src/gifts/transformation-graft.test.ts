import { describe, expect, it } from 'vitest';
import { compileGift, defaultGiftSpec, effects, giftCatalog } from './index.js';
import type { GiftSpec } from './types.js';

const newbie = { status: 'newbie', giftCredits: 1, improvements: 0 } as const;
const spec = (effectId: string, changes: Partial<GiftSpec> = {}): GiftSpec => ({
  ...defaultGiftSpec(giftCatalog, effectId),
  description: 'How it looks.',
  ...changes,
});

it('has the transformation Effects issue 19 names', () => {
  const names = Object.values(effects).map((e) => [e.name, e.category]);
  for (const name of ['Extra Appendage', 'Object Form', 'Augment Other'])
    expect(names).toContainEqual([name, 'transformation']);
});

describe('Extra Appendage', () => {
  it('keeps the limb for good when Passive and grows it for ten minutes, a credit cheaper, when Activated', () => {
    const kept = compileGift(spec('extra-appendage'), giftCatalog, newbie);
    const grown = compileGift(
      spec('extra-appendage', { styleId: 'activated', enhancements: [{ id: 'prehensile' }] }),
      giftCatalog,
      newbie,
    );
    expect([kept.cost, kept.violations, grown.cost, grown.violations]).toEqual([1, [], 1, []]);
    expect(kept.systemText).toContain('Passive, what you grew is a lasting part of your body.');
    expect(kept.systemText).not.toContain('withers');
    expect(grown.systemText).toContain('Activated, what you grow lasts ten minutes and then withers away.');
    expect(grown.systemText).not.toContain('lasting part');
  });

  it('folds away only a limb you keep, and never one that cannot be hidden', () => {
    const onActivated = compileGift(
      spec('extra-appendage', { styleId: 'activated', enhancements: [{ id: 'retractable' }] }),
      giftCatalog,
    );
    expect(onActivated.violations.map((v) => v.code)).toContain('component_not_allowed_for_style');
    const both = compileGift(
      spec('extra-appendage', { enhancements: [{ id: 'retractable' }], drawbacks: [{ id: 'conspicuous' }] }),
      giftCatalog,
    );
    expect(both.violations.map((v) => v.code)).toContain('conflicting_components');
  });
});

describe('Augment Other', () => {
  it('works on someone else for a day at cost 1; a lasting change needs a Seasoned Contractor', () => {
    const day = compileGift(spec('augment-other'), giftCatalog, newbie);
    expect([day.cost, day.violations]).toEqual([1, []]);
    expect(day.systemText).toContain('their body gains one feature for one day, picked together from this list');
    const forGood = compileGift(spec('augment-other', { parameters: { lasting: 'for-good' } }), giftCatalog);
    expect(forGood.requiredStatus).toBe('seasoned');
    expect(forGood.cost).toBe(3);
    expect(forGood.systemText).toContain('one feature for good,');
  });
});

describe('Adaptive Body', () => {
  it('starts at Armor 2 against the harm that hurt you, and gives a credit back at Armor 1', () => {
    const base = compileGift(spec('adaptive-body'), giftCatalog, newbie);
    expect(base.systemText).toContain('Armor equal to the Outcome, Armor 2 at most');
    expect(compileGift(spec('adaptive-body', { parameters: { cap: 'one' } }), giftCatalog).rawCost).toBe(0);
  });

  it('cannot both adapt before the first hit and only after the second', () => {
    const result = compileGift(
      spec('adaptive-body', { enhancements: [{ id: 'instant-lesson' }], drawbacks: [{ id: 'slow-learner' }] }),
      giftCatalog,
    );
    expect(result.violations.map((v) => v.code)).toContain('conflicting_components');
  });
});
