import type { CharacterIssueCode } from '../../issue-codes.js';
import { fail, ok, type Issue, type Result } from '../../result.js';
import { assetCost, liabilityCredit, type SheetMoment } from '../spending.js';
import { ASSETS, type AssetId } from './assets.js';
import { LIABILITIES, type LiabilityId } from './liabilities.js';

/** True when `id` names a catalog Asset. */
export function isAssetId(id: string): id is AssetId {
  return Object.hasOwn(ASSETS, id);
}

/** True when `id` names a catalog Liability. */
export function isLiabilityId(id: string): id is LiabilityId {
  return Object.hasOwn(LIABILITIES, id);
}

function assertKnown(ids: readonly string[], known: (id: string) => boolean, what: string): void {
  for (const id of ids)
    if (!known(id)) throw new RangeError(`unknown ${what} id "${id}": run validateAssetsAndLiabilities first`);
}

/**
 * Exp the chosen Assets cost: their values while creating the Contractor, three times them afterwards.
 * @example assetsExpCost(['rich', 'jaded'], { atCreation: true }) === 7
 */
export function assetsExpCost(ids: readonly AssetId[], moment: SheetMoment): number {
  assertKnown(ids, isAssetId, 'Asset');
  return ids.reduce((sum, id) => sum + assetCost(ASSETS[id].value, moment), 0);
}

/**
 * Exp the chosen Liabilities give back at creation: the sum of their values.
 * @example liabilitiesExpCredit(['one_eye', 'wanted']) === 8
 */
export function liabilitiesExpCredit(ids: readonly LiabilityId[]): number {
  assertKnown(ids, isLiabilityId, 'Liability');
  return ids.reduce((sum, id) => sum + liabilityCredit(LIABILITIES[id].value), 0);
}

/** Gift Credits the chosen Assets start the Contractor with (one for Gifted). */
export function assetsGiftCredits(ids: readonly AssetId[]): number {
  assertKnown(ids, isAssetId, 'Asset');
  return ids.reduce((sum, id) => sum + ((ASSETS[id] as { giftCredit?: number }).giftCredit ?? 0), 0);
}

/** Asset and Liability picks as they arrive from a form or the API. */
export interface AssetLiabilityPicks {
  assets: readonly string[];
  liabilities: readonly string[];
}

/**
 * Checks that every pick is a catalog id and none is taken twice; restricted picks pass (they are flagged, see
 * offRulesFlags).
 */
export function validateAssetsAndLiabilities(
  picks: AssetLiabilityPicks,
): Result<{ assets: AssetId[]; liabilities: LiabilityId[] }, Issue<CharacterIssueCode>> {
  const issues: Issue<CharacterIssueCode>[] = [];
  const check = <T extends string>(
    list: readonly string[],
    key: 'assets' | 'liabilities',
    known: (id: string) => id is T,
  ): T[] => {
    const kind = key === 'assets' ? 'asset' : 'liability';
    const seen = new Set<string>();
    const good: T[] = [];
    list.forEach((id, i) => {
      if (!known(id)) issues.push({ code: `unknown_${kind}`, path: [key, i], received: id });
      else if (seen.has(id)) issues.push({ code: `duplicate_${kind}`, path: [key, i], received: id });
      else good.push(id);
      seen.add(id);
    });
    return good;
  };
  const assets = check(picks.assets, 'assets', isAssetId);
  const liabilities = check(picks.liabilities, 'liabilities', isLiabilityId);
  return issues.length === 0 ? ok({ assets, liabilities }) : fail(...issues);
}

/** Something on a sheet that the standard rules would not allow; shown as a warning, never refused. */
export type OffRulesFlag =
  | { code: 'restricted_asset'; id: AssetId }
  | { code: 'restricted_liability'; id: LiabilityId }
  | { code: 'exp_overspent'; amount: number };

/** What offRulesFlags looks at. */
export interface OffRulesInput {
  assets: readonly AssetId[];
  liabilities: readonly LiabilityId[];
  /**
   * Exp left before Assets and Liabilities are counted: starting and earned Exp less what the ratings cost
   * (may already be negative).
   */
  expAvailable: number;
}

/**
 * The off-rules choices on a sheet: each restricted Asset or Liability taken, and the Exp spent beyond what was
 * available once Assets (at creation prices) are paid and Liabilities credited.
 * @example offRulesFlags({ assets: ['gifted'], liabilities: [], expAvailable: 4 }) // restricted_asset, exp_overspent 2
 */
export function offRulesFlags(input: OffRulesInput): OffRulesFlag[] {
  // Costing first also rejects unknown ids before the tables are read.
  const left =
    input.expAvailable - assetsExpCost(input.assets, { atCreation: true }) + liabilitiesExpCredit(input.liabilities);
  const flags: OffRulesFlag[] = [];
  for (const id of input.assets) if (ASSETS[id].restricted) flags.push({ code: 'restricted_asset', id });
  for (const id of input.liabilities) if (LIABILITIES[id].restricted) flags.push({ code: 'restricted_liability', id });
  if (left < 0) flags.push({ code: 'exp_overspent', amount: -left });
  return flags;
}
