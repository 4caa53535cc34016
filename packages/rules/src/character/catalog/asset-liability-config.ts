import type { StockBattleScarId } from '../../health/battle-scars.js';
import type { StockTraumaId } from '../../health/stock-traumas.js';

/** The three kinds of Asset and Liability: the body, the life story, or the mind and heart. */
export const ASSET_LIABILITY_CATEGORIES = ['physical', 'background', 'mental'] as const;
export type AssetLiabilityCategory = (typeof ASSET_LIABILITY_CATEGORIES)[number];

/** Where on the sheet the thing an Asset or Liability gives ends up. */
export type GrantKind = 'condition' | 'circumstance' | 'scar' | 'trauma' | 'gift_credit';

/** Lowest and highest Exp value a catalog Asset or Liability may carry. */
export const ASSET_LIABILITY_VALUE_RANGE = { min: 1, max: 8 } as const;

/** One catalog row: its Exp value, its category, whether the Leader must approve it, and what it gives. */
export interface AssetLiabilityConfig {
  name: string;
  /** Exp the Asset costs (or the Liability credits) at creation. */
  value: number;
  category: AssetLiabilityCategory;
  /** Only with the Playgroup Leader's approval; taking one anyway is flagged on the sheet. */
  restricted: boolean;
  grantKind: GrantKind;
  /** What the Contractor gets, in a line a sheet can show. */
  grants: string;
  /** The stock Battle Scar given, when `grantKind` is 'scar'. */
  scarId?: StockBattleScarId;
  /** The stock Trauma given, when `grantKind` is 'trauma'. */
  traumaId?: StockTraumaId;
  /** Gift Credits the Contractor starts with, when `grantKind` is 'gift_credit'. */
  giftCredit?: number;
}
