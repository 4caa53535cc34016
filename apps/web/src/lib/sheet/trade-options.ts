import {
  ASSETS,
  LIABILITIES,
  assetCost,
  incompatiblePicks,
  liabilityRemovalCost,
  type AssetLiabilityConfig,
} from '@harbinger/rules';

/** An Asset to buy or a Liability to buy off after creation, priced by the rules (three times its value). */
export interface TradeOption {
  kind: 'asset' | 'liability';
  id: string;
  name: string;
  /** Exp it costs now. */
  cost: number;
  affordable: boolean;
  /** Needs the Playgroup Leader's approval even at creation. */
  restricted: boolean;
  grants: string;
}

/** What the Assets panel offers the owner. */
export interface TradeOptions {
  available: number;
  assets: TradeOption[];
  liabilities: TradeOption[];
}

/**
 * The Assets the Contractor does not have yet and could hold (Gift Credits come only at creation, and nothing the
 * sheet contradicts, such as Rich beside Destitute) and the Liabilities it has, each priced at its after-creation
 * cost.
 * @example tradeOptions({ assets: [{ id: 'rich' }], liabilities: [], exp: { available: 20 } })
 */
export function tradeOptions(facts: {
  assets: readonly { id: string }[];
  liabilities: readonly { id: string }[];
  exp: { available: number };
}): TradeOptions {
  const available = facts.exp.available;
  const owned = new Set(facts.assets.map((a) => a.id));
  const entry = (kind: TradeOption['kind'], id: string, config: AssetLiabilityConfig, cost: number): TradeOption => ({
    kind,
    id,
    name: config.name,
    cost,
    affordable: cost <= available,
    restricted: config.restricted,
    grants: config.grants,
  });
  const held = { assets: [...owned], liabilities: facts.liabilities.map((l) => l.id) };
  const clashes = incompatiblePicks(held).length;
  const contradicts = (id: string) => incompatiblePicks({ ...held, assets: [...held.assets, id] }).length > clashes;
  const catalog: [string, AssetLiabilityConfig][] = Object.entries(ASSETS);
  const assets = catalog
    .filter(([id, a]) => !owned.has(id) && a.grantKind !== 'gift_credit' && !contradicts(id))
    .map(([id, a]) => entry('asset', id, a, assetCost(a.value, { atCreation: false })))
    .sort((a, b) => a.cost - b.cost || a.name.localeCompare(b.name));
  const liabilityCatalog: Record<string, AssetLiabilityConfig> = LIABILITIES;
  const liabilities = facts.liabilities.flatMap(({ id }) => {
    const l = liabilityCatalog[id];
    return l ? [entry('liability', id, l, liabilityRemovalCost(l.value))] : [];
  });
  return { available, assets, liabilities };
}
