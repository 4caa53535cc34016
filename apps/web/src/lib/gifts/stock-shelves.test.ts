import { STOCK_GIFT_IDS } from '@harbinger/rules';
import { describe, expect, it } from 'vitest';
import { stockShelves } from './stock-shelves.js';

describe('stock shelves', () => {
  it('puts every stock Gift on exactly one shelf, compiled, at cost 1', () => {
    const shelves = stockShelves();
    const all = shelves.flatMap((s) => s.gifts);
    expect(all.map((g) => g.id).sort()).toEqual([...STOCK_GIFT_IDS].sort());
    expect(all.length).toBeGreaterThanOrEqual(30);
    for (const gift of all) {
      expect(gift.cost, gift.id).toBe(1);
      expect(gift.systemText.length, gift.id).toBeGreaterThan(20);
    }
    expect(shelves.find((s) => s.id === 'relic')?.gifts.map((g) => g.typeName)).toEqual(
      expect.arrayContaining(['Legendary Artifact']),
    );
  });
});
