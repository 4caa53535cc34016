import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ASSET_IDS } from './assets.js';
import { INCOMPATIBLE_PAIRS, incompatiblePickIssues, incompatiblePicks } from './incompatible-picks.js';
import { LIABILITY_IDS } from './liabilities.js';

describe('incompatiblePicks', () => {
  it('flags Rich with Destitute, and Bad Leg with Missing Leg', () => {
    expect(incompatiblePicks({ assets: ['rich'], liabilities: ['destitute'] })).toEqual([
      { first: { kind: 'asset', id: 'rich' }, second: { kind: 'liability', id: 'destitute' }, reason: 'contradicts' },
    ]);
    expect(incompatiblePicks({ assets: [], liabilities: ['missing_leg', 'bad_leg'] })).toEqual([
      {
        first: { kind: 'liability', id: 'bad_leg' },
        second: { kind: 'liability', id: 'missing_leg' },
        reason: 'overlaps',
      },
    ]);
  });

  it('flags the other pairs the catalogue holds', () => {
    expect(incompatiblePicks({ assets: ['rich', 'old_money'], liabilities: [] })).toHaveLength(1);
    expect(incompatiblePicks({ assets: ['badge'], liabilities: ['no_papers'] })).toHaveLength(1);
    expect(incompatiblePicks({ assets: ['night_eyes'], liabilities: ['blind', 'one_eye'] })).toHaveLength(2);
  });

  it('lets compatible picks pass, and ignores ids it does not know', () => {
    expect(incompatiblePicks({ assets: ['rich', 'jaded'], liabilities: ['one_eye', 'wanted'] })).toEqual([]);
    expect(incompatiblePicks({ assets: ['nonsense'], liabilities: ['destitute'] })).toEqual([]);
  });

  it('points each issue at the second pick of the pair and names both', () => {
    expect(incompatiblePickIssues({ assets: ['jaded', 'rich'], liabilities: ['wanted', 'destitute'] })).toEqual([
      { code: 'incompatible_picks', path: ['liabilities', 1], received: 'Rich', expected: 'Destitute' },
    ]);
  });

  it('names only catalogue ids, and never a pick with itself', () => {
    for (const { first, second } of INCOMPATIBLE_PAIRS) {
      for (const ref of [first, second])
        expect(ref.kind === 'asset' ? ASSET_IDS : LIABILITY_IDS).toContain(ref.id as never);
      expect(first).not.toEqual(second);
    }
  });

  it('is symmetric in the order picks are listed (property)', () => {
    const picks = fc.record({
      assets: fc.uniqueArray(fc.constantFrom(...ASSET_IDS), { maxLength: 8 }),
      liabilities: fc.uniqueArray(fc.constantFrom(...LIABILITY_IDS), { maxLength: 8 }),
    });
    fc.assert(
      fc.property(picks, (p) => {
        const reversed = { assets: [...p.assets].reverse(), liabilities: [...p.liabilities].reverse() };
        expect(incompatiblePicks(reversed)).toEqual(incompatiblePicks(p));
      }),
    );
  });
});
