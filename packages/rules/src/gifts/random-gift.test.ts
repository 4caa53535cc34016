import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STATUS_IDS } from '../character/status.js';
import { seededRng, sequenceRng } from '../dice/rng.js';
import { checkSpecAgainstCatalog, compileGift, giftCatalog, randomGift } from './index.js';
import type { GiftCatalog } from './types.js';

describe('randomGift ("Random Gift" fills a valid cost-1 Gift)', () => {
  it('property: always valid for the Status, cost exactly 1, at most 3 Drawbacks, stamped', () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom(...STATUS_IDS), (seed, status) => {
        const spec = randomGift(giftCatalog, seededRng(seed), { status });
        const result = compileGift(spec, giftCatalog, { status, giftCredits: 1, improvements: 0 });
        expect(result.violations).toEqual([]);
        expect(result.warnings).toEqual([]);
        expect([result.cost, result.rawCost]).toEqual([1, 1]);
        expect(spec.drawbacks.length).toBeLessThanOrEqual(3);
        expect(checkSpecAgainstCatalog(spec, giftCatalog).unstamped).toBe(false);
      }),
      { numRuns: 400 },
    );
  });

  it('is replayable: the same seed gives the same Gift', () => {
    expect(randomGift(giftCatalog, seededRng('x'), { status: 'novice' })).toEqual(
      randomGift(giftCatalog, seededRng('x'), { status: 'novice' }),
    );
  });

  it('reaches every Gift Type and many Effects', () => {
    const rng = seededRng(3);
    const gifts = Array.from({ length: 300 }, () => randomGift(giftCatalog, rng, { status: 'veteran' }));
    expect(new Set(gifts.map((g) => g.typeId)).size).toBe(4);
    expect(new Set(gifts.map((g) => g.effectId)).size).toBeGreaterThan(35);
  });

  it('never offers a Newbie Intangibility', () => {
    const rng = seededRng(11);
    for (let i = 0; i < 300; i++)
      expect(randomGift(giftCatalog, rng, { status: 'newbie' }).effectId).not.toBe('intangibility');
  });

  it('works with a min-engine Rng and throws only for a catalog with no way to cost 1', () => {
    expect(compileGift(randomGift(giftCatalog, sequenceRng([0]), { status: 'newbie' }), giftCatalog).cost).toBe(1);
    const pricey = structuredClone(giftCatalog) as GiftCatalog;
    pricey.types = { power: { ...giftCatalog.types.power!, costDelta: 9 } };
    expect(() => randomGift(pricey, seededRng(1), { status: 'newbie' })).toThrow(/no cost-1 Gift/);
  });
});
