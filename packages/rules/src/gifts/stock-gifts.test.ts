import { describe, expect, it } from 'vitest';
import { STOCK_GIFT_IDS, compileGift, giftCatalog, stockGiftCategories, stockGiftSpec, stockGifts } from './index.js';

describe('stock Gifts (issue 4: at least 30 premade Gifts in categories)', () => {
  it('has at least 30, on shelves that all exist and are all used, with distinct names', () => {
    expect(STOCK_GIFT_IDS.length).toBeGreaterThanOrEqual(30);
    const used = new Set(Object.values(stockGifts).map((g) => g.category));
    expect(used).toEqual(new Set(Object.keys(stockGiftCategories)));
    const names = Object.values(stockGifts).map((g) => g.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(STOCK_GIFT_IDS)('%s compiles with no violation or warning at cost 1', (id) => {
    const result = compileGift(stockGiftSpec(id), giftCatalog, { status: 'newbie', giftCredits: 1, improvements: 0 });
    expect(result.violations).toEqual([]);
    expect(result.warnings).toEqual([]);
    expect(result.cost).toBe(1);
  });

  it('covers every Gift Type', () => {
    expect(new Set(Object.values(stockGifts).map((g) => g.typeId))).toEqual(new Set(Object.keys(giftCatalog.types)));
  });

  it('hands out a fresh copy each time, so editing one never changes the shelf', () => {
    const a = stockGiftSpec('hellfire-bolt');
    a.enhancements.push({ id: 'subtle' });
    a.parameters.range = 'touch';
    expect(stockGiftSpec('hellfire-bolt').enhancements).toEqual([{ id: 'staggering' }]);
    expect(stockGiftSpec('hellfire-bolt').parameters.range).toBe('medium');
  });
});
