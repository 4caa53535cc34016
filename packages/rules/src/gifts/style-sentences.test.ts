import { describe, expect, it } from 'vitest';
import {
  EFFECT_IDS,
  GIFT_TYPE_IDS,
  STOCK_GIFT_IDS,
  compileGift,
  defaultGiftSpec,
  effectAllowedForType,
  giftCatalog,
  keepOwnStyleSentences,
  sharedStyles,
  stockGiftSpec,
  stockGifts,
  styles,
} from './index.js';

/** The style names a System Text may not mention for a Gift of `styleId` ("Activated" on a Passive Gift). */
function otherStyleSentences(text: string, styleId: string): string[] {
  const others = Object.entries(styles)
    .filter(([id]) => id !== styleId)
    .map(([, s]) => s.name);
  return text
    .split(/(?<=[.!?])\s+|\n/)
    .filter((sentence) => others.some((name) => sentence.trimStart().startsWith(`${name},`)));
}

describe('System Text speaks only of the Gift’s own Activation Style (issue 12)', () => {
  it.each(STOCK_GIFT_IDS)('stock Gift %s', (id) => {
    const spec = stockGiftSpec(id);
    const text = compileGift(spec, giftCatalog).systemText;
    expect(text.length).toBeGreaterThan(0);
    if (spec.styleId === 'passive') expect(text).not.toMatch(/\bActivated\b/);
    expect(otherStyleSentences(text, spec.styleId)).toEqual([]);
  });

  it('Bloody-Minded, Bloodhound and Wallcrawler are Passive and no longer say "Activated"', () => {
    for (const id of ['bloody-minded', 'bloodhound', 'wallcrawler'] as const) {
      expect(stockGifts[id].styleId).toBe('passive');
      const text = compileGift(stockGiftSpec(id), giftCatalog).systemText;
      expect(text).not.toContain('Activated');
      expect(text).toContain(styles.passive.text);
    }
  });

  it('keeps the sentence for a Gift of that style', () => {
    const activated = { ...defaultGiftSpec(giftCatalog, 'special-movement'), styleId: 'activated' };
    expect(compileGift(activated, giftCatalog).systemText).toContain('Activated, it lasts ten minutes.');
  });

  it('holds for every Effect, Gift Type and style the builder offers', () => {
    for (const effectId of EFFECT_IDS) {
      for (const typeId of GIFT_TYPE_IDS) {
        if (!effectAllowedForType(giftCatalog, { typeId, effectId })) continue;
        for (const styleId of sharedStyles(giftCatalog, { typeId, effectId })) {
          const spec = { ...defaultGiftSpec(giftCatalog, effectId, typeId), styleId };
          const text = compileGift(spec, giftCatalog).systemText;
          expect(otherStyleSentences(text, styleId), `${effectId} as ${typeId}, ${styleId}`).toEqual([]);
        }
      }
    }
  });

  it('leaves out only whole sentences that open with another style’s name', () => {
    const text = 'Heal one creature (with Activated, only yourself). Activated, it lasts ten minutes. It glows.';
    expect(keepOwnStyleSentences(text, 'passive')).toBe('Heal one creature (with Activated, only yourself). It glows.');
    expect(keepOwnStyleSentences(text, 'activated')).toBe(text);
    expect(keepOwnStyleSentences('Passive, it never ends. It hums.', 'trap')).toBe('It hums.');
  });
});
