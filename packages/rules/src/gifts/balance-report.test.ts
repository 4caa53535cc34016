import { describe, expect, it } from 'vitest';
import { STATUS_IDS, statusAtLeast } from '../character/status.js';
import { cheapestGift } from './cheapest-gift.js';
import { giftBalanceReport } from './balance-report.js';
import { compileGift, EFFECT_IDS, giftCatalog } from './index.js';
import type { GiftCatalog } from './types.js';

const report = giftBalanceReport(giftCatalog, { samplesPerEffect: 120, seed: 'test' });

describe('cheapestGift', () => {
  it.each(EFFECT_IDS)('%s has a valid cost-1 Gift at the lowest Status that may hold it', (effectId) => {
    const status = giftCatalog.effects[effectId]!.requires ?? 'newbie';
    const spec = cheapestGift(giftCatalog, effectId, status);
    expect(spec, `${effectId} has no valid Gift at ${status}`).toBeDefined();
    const compiled = compileGift(spec!, giftCatalog, { status, giftCredits: 1, improvements: 0 });
    expect(compiled.violations).toEqual([]);
    expect(compiled.cost).toBe(1);
  });

  it('every Effect open to Newbies has a valid cost-1 Gift at Newbie (issue 19)', () => {
    const open = EFFECT_IDS.filter((id) => !giftCatalog.effects[id]!.requires);
    expect(open.length).toBeGreaterThan(40);
    for (const effectId of open) {
      const spec = cheapestGift(giftCatalog, effectId, 'newbie');
      const compiled = spec && compileGift(spec, giftCatalog, { status: 'newbie', giftCredits: 1, improvements: 0 });
      expect(compiled && [compiled.cost, compiled.violations.length], effectId).toEqual([1, 0]);
    }
  });

  it('finds nothing below the Effect’s own Status gate', () => {
    const gated = EFFECT_IDS.find((id) => giftCatalog.effects[id]!.requires)!;
    const gate = giftCatalog.effects[gated]!.requires!;
    for (const status of STATUS_IDS.filter((s) => !statusAtLeast(s, gate)))
      expect(cheapestGift(giftCatalog, gated, status)).toBeUndefined();
  });
});

describe('giftBalanceReport', () => {
  it('no Effect’s cheapest valid Gift costs more than 1, and the samples show no System Text problem', () => {
    expect(report.aboveCostOne).toEqual([]);
    expect(report.textProblems).toEqual([]);
  });

  it('gives every Effect a cost distribution that adds up to its valid samples', () => {
    expect(report.effects.map((e) => e.effectId)).toEqual(EFFECT_IDS);
    for (const e of report.effects) {
      expect(e.samples, e.effectId).toBeGreaterThan(10);
      expect(e.costs.reduce((sum, c) => sum + c.count, 0)).toBe(e.samples);
      expect(e.costs.every((c) => c.cost >= 1)).toBe(true);
      expect(e.cheapest?.cost).toBe(1);
    }
  });

  it('lists Enhancements no Newbie can pick, with the reason', () => {
    const find = (effectId: string, enhancementId: string) =>
      report.neverAtNewbie.find((n) => n.effectId === effectId && n.enhancementId === enhancementId);
    expect(find('injure', 'twin-target')).toEqual({
      effectId: 'injure',
      enhancementId: 'twin-target',
      reason: 'enhancement_status',
      requires: 'seasoned',
    });
    expect(find('intangibility', 'phase-other')?.reason).toBe('effect_status');
    expect(find('injure', 'subtle')).toBeUndefined();
  });

  it('is replayable: the same seed gives the same report', () => {
    expect(giftBalanceReport(giftCatalog, { samplesPerEffect: 20, seed: 5 })).toEqual(
      giftBalanceReport(giftCatalog, { samplesPerEffect: 20, seed: 5 }),
    );
  });

  it('flags an Effect whose cheapest Gift costs more than 1', () => {
    const injure = giftCatalog.effects.injure!;
    const pricey: GiftCatalog = {
      ...giftCatalog,
      effects: { pricey: { ...injure, name: 'Pricey', costDelta: 20, drawbacks: {} } },
    };
    const [flagged, ...rest] = giftBalanceReport(pricey, { samplesPerEffect: 5 }).aboveCostOne;
    expect(rest).toEqual([]);
    expect(flagged?.effectId).toBe('pricey');
    expect(flagged?.cheapestCost).toBeGreaterThan(1);
  });
});
