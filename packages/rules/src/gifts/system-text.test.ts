import { describe, expect, it } from 'vitest';
import { compileGift, defaultGiftSpec, fillTemplate, giftCatalog, renderRoll, resolveGiftRoll } from './index.js';
import type { GiftSpec } from './types.js';

const injure = (overrides: Partial<GiftSpec> = {}): GiftSpec => ({
  ...defaultGiftSpec(giftCatalog, 'injure'),
  description: 'x',
  ...overrides,
});

describe('System Text', () => {
  it('renders roll fields as "Attribute + Ability at Difficulty N" (official builder, section 1.3)', () => {
    expect(renderRoll({ attribute: 'charisma', ability: 'influence', difficulty: 7 })).toBe(
      'Charisma + Influence at Difficulty 7',
    );
    const text = compileGift(injure({ roll: { attribute: 'dex', ability: 'firearms' } }), giftCatalog).systemText;
    expect(text).toContain('roll Dexterity + Firearms at Difficulty 6;');
  });

  it('fills Parameters from the chosen levels and the default for the rest', () => {
    const text = compileGift(injure({ parameters: { range: 'touch' } }), giftCatalog).systemText;
    expect(text.split('\n')[0]).toBe(
      "Attack one target within arm's reach: roll Perception + Occult at Difficulty 6; the target may Dodge. If the Contested " +
        'Outcome is 1 or more, the target takes an Injury of that Outcome plus Weapon Damage 2, less their Armor.',
    );
  });

  it('moves the Difficulty with Enhancements and Drawbacks, within 4 to 9', () => {
    expect(
      compileGift({ ...defaultGiftSpec(giftCatalog, 'blast'), enhancements: [{ id: 'precise' }] }, giftCatalog)
        .systemText,
    ).toContain('at Difficulty 5');
    expect(
      compileGift({ ...defaultGiftSpec(giftCatalog, 'blast'), drawbacks: [{ id: 'erratic' }] }, giftCatalog).systemText,
    ).toContain('at Difficulty 7');
    const effect = giftCatalog.effects.blast!;
    expect(resolveGiftRoll({ effect, choice: undefined, difficultyShift: 5, issues: [] })?.difficulty).toBe(9);
    expect(resolveGiftRoll({ effect, choice: undefined, difficultyShift: -5, issues: [] })?.difficulty).toBe(4);
  });

  it('adds the activation sentence, the type sentence and one line per pick', () => {
    const text = compileGift(
      injure({
        typeId: 'consumable-crafting',
        enhancements: [{ id: 'staggering' }],
        drawbacks: [{ id: 'telltale', detail: 'a smell of cloves' }],
      }),
      giftCatalog,
    ).systemText.split('\n');
    expect(text).toHaveLength(5);
    expect(text[1]).toBe(giftCatalog.types['consumable-crafting']!.styleText!.targeted);
    expect(text[2]).toBe(giftCatalog.types['consumable-crafting']!.text);
    expect(text[3]).toMatch(/^Enhancement: Staggering\./);
    expect(text[4]).toBe('Drawback: Telltale. Using it is impossible to miss: a smell of cloves.');
  });

  it('lists picks in catalog order, so the same choices always read the same', () => {
    const a = compileGift(injure({ enhancements: [{ id: 'subtle' }, { id: 'staggering' }] }), giftCatalog).systemText;
    const b = compileGift(injure({ enhancements: [{ id: 'staggering' }, { id: 'subtle' }] }), giftCatalog).systemText;
    expect(a).toBe(b);
    expect(a.indexOf('Staggering')).toBeLessThan(a.indexOf('Subtle'));
  });

  it("never reads markers inside the player's own words, and shows a placeholder for a missing detail", () => {
    const sneaky = compileGift(
      injure({ enhancements: [{ id: 'staggering' }], drawbacks: [{ id: 'telltale', detail: '{roll} {range}' }] }),
      giftCatalog,
    );
    expect(sneaky.systemText).toContain('impossible to miss: {roll} {range}.');
    const missing = compileGift(
      injure({ enhancements: [{ id: 'staggering' }], drawbacks: [{ id: 'telltale' }] }),
      giftCatalog,
    );
    expect(missing.systemText).toContain('impossible to miss: [what everyone nearby notices].');
  });

  it('throws on a template marker with no value (a catalog mistake)', () => {
    expect(fillTemplate('at {range}', { range: '50 feet' })).toBe('at 50 feet');
    expect(() => fillTemplate('at {range}', {})).toThrow(/range/);
  });
});
