import { describe, expect, it } from 'vitest';
import { compileGift, defaultGiftSpec, effects, giftCatalog, stockGiftSpec, stockGifts } from './index.js';
import type { GiftSpec } from './types.js';

// The harm, protection, healing and influence Effects added for issue 19.
const ADDED = [
  'life-drain',
  'shockwave',
  'undying',
  'deflect',
  'regeneration',
  'energy-transfer',
  'revive',
  'restore',
  'inspire',
  'animal-possession',
  'command',
  'sleep',
  'terrify',
  'oath',
] as const;

const newbie = { status: 'newbie', giftCredits: 1, improvements: 0 } as const;

function spec(effectId: string, changes: Partial<GiftSpec> = {}): GiftSpec {
  return { ...defaultGiftSpec(giftCatalog, effectId), description: 'How it looks.', ...changes };
}

describe('harm, protection, healing and influence Effects of issue 19', () => {
  it.each(ADDED)('%s gives a Newbie a valid Gift for one Gift Credit at its defaults', (id) => {
    const result = compileGift(spec(id), giftCatalog, newbie);
    expect(result.violations).toEqual([]);
    expect(result.cost).toBe(1);
    expect(result.requiredStatus).toBe('newbie');
  });

  it('makes the social ones roll Charisma and nothing else', () => {
    for (const id of ['command', 'sleep', 'terrify', 'oath', 'inspire'] as const)
      expect(effects[id].roll.attributes, id).toEqual(['charisma']);
  });

  it('starts a Shockwave from the user when Activated and from the laid spot as a Trap, never both', () => {
    const activated = compileGift(spec('shockwave'), giftCatalog).systemText;
    expect(activated).toContain('Activated, the burst starts from you');
    expect(activated).not.toContain('Trap, the burst');
    const trap = compileGift(spec('shockwave', { styleId: 'trap' }), giftCatalog);
    expect(trap.cost).toBe(1);
    expect(trap.rawCost).toBe(0);
    expect(trap.systemText).toContain('Trap, the burst starts from the spot');
    expect(trap.systemText).not.toContain('Activated,');
    const recoilOnTrap = compileGift(
      spec('shockwave', { styleId: 'trap', drawbacks: [{ id: 'recoil' }] }),
      giftCatalog,
    );
    expect(recoilOnTrap.violations.map((v) => v.code)).toContain('component_not_allowed_for_style');
  });

  it('rolls Deflect at Difficulty 7, and speaks of a duration only when it is Activated', () => {
    const passive = compileGift(spec('deflect'), giftCatalog).systemText;
    expect(passive).toContain('at Difficulty 7');
    expect(passive).not.toMatch(/\bActivated\b/);
    expect(passive).toContain('works once per Round');
    const activated = compileGift(spec('deflect', { styleId: 'activated' }), giftCatalog);
    expect(activated.systemText).toContain('Activated, it lasts one minute.');
    expect(activated.rawCost).toBe(0);
    const precise = compileGift(spec('deflect', { enhancements: [{ id: 'precise' }] }), giftCatalog);
    expect(precise.systemText).toContain('at Difficulty 6');
  });

  it('keeps Undying rollless and lets a one-time return pay for an Enhancement', () => {
    expect('roll' in effects.undying).toBe(false);
    const text = compileGift(spec('undying'), giftCatalog).systemText;
    expect(text).toContain('this works once per Contract');
    expect(text).toContain('Major Battle Scar');
    const oneTime = compileGift(
      spec('undying', { parameters: { uses: 'once' }, enhancements: [{ id: 'feigned-death' }] }),
      giftCatalog,
      newbie,
    );
    expect(oneTime.violations).toEqual([]);
    expect(oneTime.cost).toBe(1);
    expect(oneTime.systemText).toContain('a single time, after which the Gift is spent');
    const soon = compileGift(spec('undying', { parameters: { delay: 'round' } }), giftCatalog, newbie);
    expect(soon.violations).toContainEqual(expect.objectContaining({ code: 'status_too_low', expected: 'seasoned' }));
  });

  it('caps what Life Drain mends and what Energy Transfer moves by their Parameters', () => {
    const drain = compileGift(spec('life-drain', { parameters: { siphon: 'four' } }), giftCatalog);
    expect(drain.systemText).toContain('4 at most');
    expect(drain.requiredStatus).toBe('seasoned');
    const transfer = compileGift(spec('energy-transfer', { drawbacks: [{ id: 'martyr' }] }), giftCatalog);
    expect(transfer.rawCost).toBe(0);
    expect(transfer.systemText).toContain('severity 2 at most, or up to 2 points of Mind damage');
    expect(transfer.systemText).toContain('Drawback: Martyr.');
  });

  it('writes the price of breaking an Oath into its System Text, the harshest only for Seasoned', () => {
    const text = compileGift(spec('oath'), giftCatalog).systemText;
    expect(text).toContain('binds them for one day');
    expect(text).toContain('the loss of dice equal to the Outcome');
    const doom = compileGift(spec('oath', { parameters: { penalty: 'doom', term: 'life' } }), giftCatalog);
    expect(doom.rawCost).toBe(1 + 2 + 3);
    expect(doom.requiredStatus).toBe('veteran');
  });

  it('adds stock Gifts on the occultist, face and medic shelves built on these Effects', () => {
    const added = Object.entries(stockGifts).filter(([, g]) => (ADDED as readonly string[]).includes(g.effectId));
    expect(added.length).toBeGreaterThanOrEqual(3);
    for (const [id, gift] of added) {
      expect(['occultist', 'face', 'medic'], id).toContain(gift.category);
      const result = compileGift(stockGiftSpec(id as keyof typeof stockGifts), giftCatalog, newbie);
      expect(result.violations, id).toEqual([]);
      expect(result.cost, id).toBe(1);
    }
  });
});
