import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { STARTING_EXP, traitsExpCost } from '../costs.js';
import { newContractorTraits, type TraitRatings } from '../traits.js';
import { STOCK_BATTLE_SCARS } from '../../health/battle-scars.js';
import { SCAR_CLASS_IDS } from '../../health/scars.js';
import { STOCK_TRAUMAS } from '../../health/stock-traumas.js';
import {
  ASSET_LIABILITY_CATEGORIES,
  ASSET_LIABILITY_VALUE_RANGE,
  type AssetLiabilityConfig,
} from './asset-liability-config.js';
import { ASSETS, ASSET_IDS, type AssetId } from './assets.js';
import { LIABILITIES, LIABILITY_IDS, type LiabilityId } from './liabilities.js';
import {
  assetsExpCost,
  assetsGiftCredits,
  isAssetId,
  isLiabilityId,
  liabilitiesExpCredit,
  offRulesFlags,
  validateAssetsAndLiabilities,
} from './assets-liabilities.js';

const rows = (table: Record<string, AssetLiabilityConfig>) => Object.entries(table);
const both = [...rows(ASSETS), ...rows(LIABILITIES)];

describe('Asset and Liability catalogs (seed 000, Assets and Liabilities)', () => {
  it('hold at least 18 of each', () => {
    expect(ASSET_IDS.length).toBeGreaterThanOrEqual(18);
    expect(LIABILITY_IDS.length).toBeGreaterThanOrEqual(18);
  });

  it('no id or name is used twice, across both catalogs', () => {
    const ids = both.map(([id]) => id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z_]*$/);
    const names = both.map(([, row]) => row.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
  });

  it('every value is a whole number from 1 to 8, and every row is well formed', () => {
    for (const [id, row] of both) {
      expect(Number.isInteger(row.value), id).toBe(true);
      expect(row.value, id).toBeGreaterThanOrEqual(ASSET_LIABILITY_VALUE_RANGE.min);
      expect(row.value, id).toBeLessThanOrEqual(ASSET_LIABILITY_VALUE_RANGE.max);
      expect(ASSET_LIABILITY_CATEGORIES, id).toContain(row.category);
      expect(typeof row.restricted, id).toBe('boolean');
      expect(row.grants.length, id).toBeGreaterThan(5);
      expect(row.grants.length, id).toBeLessThanOrEqual(120);
      expect(row.grants, id).not.toContain('\n');
    }
  });

  it('uses every category, and both restricted and open rows, on each side', () => {
    for (const table of [ASSETS, LIABILITIES]) {
      const list = Object.values(table) as AssetLiabilityConfig[];
      for (const category of ASSET_LIABILITY_CATEGORIES)
        expect(
          list.some((row) => row.category === category),
          category,
        ).toBe(true);
      expect(list.some((row) => row.restricted)).toBe(true);
      expect(list.some((row) => !row.restricted)).toBe(true);
    }
  });

  it('a scar or trauma row names a stock entry in health/, and only such rows do', () => {
    for (const [id, row] of both) {
      expect(row.grantKind === 'scar', id).toBe(row.scarId !== undefined);
      expect(row.grantKind === 'trauma', id).toBe(row.traumaId !== undefined);
      expect(row.grantKind === 'gift_credit', id).toBe(row.giftCredit !== undefined);
      if (row.scarId !== undefined) expect(Object.hasOwn(STOCK_BATTLE_SCARS, row.scarId), id).toBe(true);
      if (row.traumaId !== undefined) expect(Object.hasOwn(STOCK_TRAUMAS, row.traumaId), id).toBe(true);
    }
  });

  it('Assets give only Conditions, Circumstances or a Gift Credit; scars are physical and traumas mental', () => {
    for (const [id, row] of rows(ASSETS))
      expect(['condition', 'circumstance', 'gift_credit'], id).toContain(row.grantKind);
    for (const [id, row] of rows(LIABILITIES)) {
      if (row.grantKind === 'scar') expect(row.category, id).toBe('physical');
      if (row.grantKind === 'trauma') expect(row.category, id).toBe('mental');
    }
  });

  it('a Liability with a worse Battle Scar is always worth more', () => {
    const classOf = (row: AssetLiabilityConfig) => SCAR_CLASS_IDS.indexOf(STOCK_BATTLE_SCARS[row.scarId!].scarClass);
    const scarRows = (Object.values(LIABILITIES) as AssetLiabilityConfig[]).filter((row) => row.scarId !== undefined);
    expect(new Set(scarRows.map(classOf)).size).toBe(SCAR_CLASS_IDS.length);
    for (const a of scarRows) {
      for (const b of scarRows)
        if (classOf(a) < classOf(b)) expect(a.value, `${a.name} < ${b.name}`).toBeLessThan(b.value);
    }
  });

  it('seed examples: Rich gives a Circumstance, One Eye gives the One Eye scar, Gifted is restricted with one Gift Credit', () => {
    expect(ASSETS.rich.grantKind).toBe('circumstance');
    expect(LIABILITIES.one_eye).toMatchObject({ grantKind: 'scar', scarId: 'one_eye', category: 'physical' });
    expect(ASSETS.gifted).toMatchObject({ name: 'Gifted', restricted: true, giftCredit: 1 });
    const withCredits = (Object.entries(ASSETS) as [AssetId, AssetLiabilityConfig][]).filter(
      ([, row]) => row.giftCredit,
    );
    expect(withCredits.map(([id]) => id)).toEqual(['gifted']);
  });

  it('has the Assets other rules name: Beautiful (Disfigured scar), Stockpile and Arsenal (Equipment)', () => {
    expect(ASSETS.beautiful.name).toBe('Beautiful');
    expect(ASSETS.stockpile.name).toBe('Stockpile');
    expect(ASSETS.arsenal.name).toBe('Arsenal');
  });
});

describe('Exp for Assets and Liabilities (RULINGS: value at creation, 3× afterwards)', () => {
  it('Assets cost their value at creation and three times it later', () => {
    expect(assetsExpCost(['rich', 'jaded'], { atCreation: true })).toBe(7);
    expect(assetsExpCost(['rich', 'jaded'], { atCreation: false })).toBe(21);
    expect(assetsExpCost([], { atCreation: true })).toBe(0);
  });

  it('Liabilities credit their value', () => {
    expect(liabilitiesExpCredit(['one_eye', 'wanted', 'haunted_sleep'])).toBe(11);
    expect(liabilitiesExpCredit([])).toBe(0);
  });

  it('Gifted starts the Contractor with one Gift Credit', () => {
    expect(assetsGiftCredits(['gifted', 'rich'])).toBe(1);
    expect(assetsGiftCredits(['rich'])).toBe(0);
  });

  it('an id outside the catalog is a programmer mistake', () => {
    expect(() => assetsExpCost(['flying' as AssetId], { atCreation: true })).toThrow(RangeError);
    expect(() => liabilitiesExpCredit(['cursed' as LiabilityId])).toThrow(RangeError);
    expect(() => offRulesFlags({ assets: ['flying' as AssetId], liabilities: [], expAvailable: 10 })).toThrow(
      RangeError,
    );
  });

  it('property: after creation an Asset set costs exactly three times its creation price', () => {
    fc.assert(
      fc.property(fc.subarray(ASSET_IDS), (ids) => {
        expect(assetsExpCost(ids, { atCreation: false })).toBe(3 * assetsExpCost(ids, { atCreation: true }));
      }),
    );
  });
});

describe('validateAssetsAndLiabilities', () => {
  it('accepts catalog ids, restricted ones included', () => {
    expect(validateAssetsAndLiabilities({ assets: ['gifted', 'rich'], liabilities: ['blind'] })).toEqual({
      ok: true,
      value: { assets: ['gifted', 'rich'], liabilities: ['blind'] },
    });
  });

  it('reports unknown and repeated picks with their place', () => {
    const result = validateAssetsAndLiabilities({
      assets: ['rich', 'flying', 'rich'],
      liabilities: ['one_eye', 'one_eye', 'rich'],
    });
    expect(!result.ok && result.issues).toEqual([
      { code: 'unknown_asset', path: ['assets', 1], received: 'flying' },
      { code: 'duplicate_asset', path: ['assets', 2], received: 'rich' },
      { code: 'duplicate_liability', path: ['liabilities', 1], received: 'one_eye' },
      { code: 'unknown_liability', path: ['liabilities', 2], received: 'rich' },
    ]);
  });

  it('id guards tell the two catalogs apart', () => {
    expect(isAssetId('gifted')).toBe(true);
    expect(isAssetId('one_eye')).toBe(false);
    expect(isLiabilityId('one_eye')).toBe(true);
    expect(isLiabilityId('toString')).toBe(false);
  });
});

describe('offRulesFlags (flags on the sheet, never refusals)', () => {
  // Worked example: a Contractor whose ratings cost 105 of the starting 150 Exp.
  const traits: TraitRatings = {
    ...newContractorTraits(),
    attributes: { brawn: 3, dexterity: 3, perception: 3, charisma: 2, intellect: 3 },
    abilities: { firearms: 3, athletics: 3, medicine: 4, alertness: 2, stealth: 2, drive: 1 },
  };

  it('worked example: 45 Exp left, Rich + Gifted + Steady Nerves (14) against One Eye + Deep Debt (7)', () => {
    expect(traitsExpCost(traits)).toBe(65 + 40);
    const expAvailable = STARTING_EXP - traitsExpCost(traits);
    expect(expAvailable).toBe(45);
    // 45 - 14 + 7 = 38 left: no overspending, but Gifted is restricted.
    expect(
      offRulesFlags({
        assets: ['rich', 'gifted', 'steady_nerves'],
        liabilities: ['one_eye', 'deep_debt'],
        expAvailable,
      }),
    ).toEqual([{ code: 'restricted_asset', id: 'gifted' }]);
  });

  it('worked example: 2 Exp left, Arsenal + Rich (9) paid for by Blind (8): two restricted picks, 1 Exp to spare', () => {
    expect(offRulesFlags({ assets: ['arsenal', 'rich'], liabilities: ['blind'], expAvailable: 2 })).toEqual([
      { code: 'restricted_asset', id: 'arsenal' },
      { code: 'restricted_liability', id: 'blind' },
    ]);
  });

  it('worked example: 2 Exp left, Old Money (8) and Dependent (2) overspend by 4', () => {
    expect(offRulesFlags({ assets: ['old_money'], liabilities: ['dependent'], expAvailable: 2 })).toEqual([
      { code: 'restricted_asset', id: 'old_money' },
      { code: 'exp_overspent', amount: 4 },
    ]);
  });

  it('ratings that already overspend are flagged even with no Assets', () => {
    expect(offRulesFlags({ assets: [], liabilities: [], expAvailable: -3 })).toEqual([
      { code: 'exp_overspent', amount: 3 },
    ]);
    expect(offRulesFlags({ assets: ['jaded'], liabilities: [], expAvailable: 2 })).toEqual([]);
  });

  it('property: one flag per restricted pick; adding a Liability never raises the overspend', () => {
    const overspend = (assets: AssetId[], liabilities: LiabilityId[], expAvailable: number) => {
      const flag = offRulesFlags({ assets, liabilities, expAvailable }).find((f) => f.code === 'exp_overspent');
      return flag?.code === 'exp_overspent' ? flag.amount : 0;
    };
    fc.assert(
      fc.property(
        fc.subarray(ASSET_IDS),
        fc.subarray(LIABILITY_IDS),
        fc.constantFrom(...LIABILITY_IDS),
        fc.integer({ min: -20, max: 60 }),
        (assets, liabilities, extra, exp) => {
          const flags = offRulesFlags({ assets, liabilities, expAvailable: exp });
          const restricted =
            assets.filter((id) => ASSETS[id].restricted).length +
            liabilities.filter((id) => LIABILITIES[id].restricted).length;
          expect(flags.filter((f) => f.code !== 'exp_overspent')).toHaveLength(restricted);
          expect(overspend(assets, [...liabilities, extra], exp)).toBeLessThanOrEqual(
            overspend(assets, liabilities, exp),
          );
        },
      ),
    );
  });
});
