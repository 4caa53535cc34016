import { statusAtLeast, type StatusId } from '../character/status.js';
import { effectsForType, sharedStyles } from './catalog-queries.js';
import { compileGift, RECOMMENDED_MAX_DRAWBACKS } from './compile.js';
import type { EffectConfig, GiftCatalog, GiftSpec, ModifierConfig } from './types.js';

const open = (status: StatusId, needs: StatusId | undefined): boolean => !needs || statusAtLeast(status, needs);

/** Whether a pick fits a Gift Type and Activation Style (its own `types`/`styles` lists). */
export function modifierFits(m: ModifierConfig, typeId: string, styleId: string): boolean {
  return (
    (!m.styles || (m.styles as readonly string[]).includes(styleId)) &&
    (!m.types || (m.types as readonly string[]).includes(typeId))
  );
}

function clash(effect: EffectConfig, a: string, b: string): boolean {
  const config = (id: string) => effect.enhancements[id] ?? effect.drawbacks[id];
  return Boolean(config(a)?.excludes?.includes(b) || config(b)?.excludes?.includes(a));
}

/** The largest set of ids, at most `max` of them, with no two excluding each other (pools are small: brute force). */
function largestCompatible(effect: EffectConfig, pool: readonly string[], max: number): string[] {
  let best: string[] = [];
  const grow = (from: number, chosen: string[]) => {
    if (chosen.length > best.length) best = [...chosen];
    if (chosen.length === max) return;
    for (let i = from; i < pool.length; i++) {
      const id = pool[i]!;
      if (chosen.some((other) => clash(effect, id, other))) continue;
      grow(i + 1, [...chosen, id]);
    }
  };
  grow(0, []);
  return best;
}

/** One type and style, priced as cheaply as the Status allows, then raised step by step until valid (cost ≥ 1). */
function cheapestFor(
  catalog: GiftCatalog,
  effectId: string,
  combo: { typeId: string; styleId: string },
  status: StatusId,
): GiftSpec | undefined {
  const effect = catalog.effects[effectId]!;
  const usable = (table: Readonly<Record<string, ModifierConfig>>) =>
    Object.keys(table).filter(
      (id) => open(status, table[id]!.requires) && modifierFits(table[id]!, combo.typeId, combo.styleId),
    );
  const drawbacks = largestCompatible(effect, usable(effect.drawbacks), RECOMMENDED_MAX_DRAWBACKS);
  const enhancements: string[] = [];
  const parameters = Object.entries(effect.parameters).map(([id, p]) => {
    const base = p.levels.findIndex((level) => level.id === p.default);
    const allowed = p.levels
      .map((level, i) => (open(status, level.requires) || i === base ? i : -1))
      .filter((i) => i >= 0);
    return { id, p, base, allowed, at: allowed[0]! };
  });
  let raw =
    1 +
    catalog.types[combo.typeId]!.costDelta +
    (effect.styles as Record<string, number>)[combo.styleId]! +
    (effect.costDelta ?? 0) -
    drawbacks.length +
    parameters.reduce((sum, q) => sum + q.at - q.base, 0);
  const raise = (): boolean => {
    if (drawbacks.length > 0) return Boolean(drawbacks.pop());
    // Back towards the default first, then past it: a Parameter step and an Enhancement both add 1.
    const below = parameters.find((q) => q.at < q.base);
    const above = parameters.find((q) => q.allowed.some((i) => i > q.at));
    const next = below ?? above;
    if (next) {
      next.at = next.allowed.find((i) => i > next.at)!;
      return true;
    }
    const extra = usable(effect.enhancements).find(
      (id) => !enhancements.includes(id) && !enhancements.some((other) => clash(effect, id, other)),
    );
    if (extra === undefined) return false;
    enhancements.push(extra);
    return true;
  };
  while (raw < 1) {
    if (!raise()) return undefined;
    raw++;
  }
  const detailFor = (config: ModifierConfig) => (config.detail ? { detail: 'a detail of your own' } : {});
  return {
    catalogVersion: catalog.version,
    typeId: combo.typeId,
    effectId,
    styleId: combo.styleId,
    parameters: Object.fromEntries(parameters.map((q) => [q.id, q.p.levels[q.at]!.id])),
    enhancements: enhancements.map((id) => ({ id, ...detailFor(effect.enhancements[id]!) })),
    drawbacks: drawbacks.map((id) => ({ id, ...detailFor(effect.drawbacks[id]!) })),
    name: `Cheapest ${effect.name}`,
    tagline: '',
    description: 'The cheapest valid Gift of this Effect.',
  };
}

/**
 * The cheapest valid Gift of an Effect that a Contractor of `status` may hold, with at most the recommended number
 * of Drawbacks, or undefined when none exists (the Effect is gated above that Status, or no type and style reach a
 * cost of 1 or more). Exact, not sampled: every Gift Type and style is priced with the most Drawbacks and the lowest
 * Parameter levels the Status allows, then raised one cost step at a time until it is valid.
 * @example compileGift(cheapestGift(giftCatalog, 'injure', 'newbie')!, giftCatalog).cost === 1
 */
export function cheapestGift(catalog: GiftCatalog, effectId: string, status: StatusId): GiftSpec | undefined {
  const effect = catalog.effects[effectId];
  if (!effect || !open(status, effect.requires)) return undefined;
  let best: { spec: GiftSpec; cost: number } | undefined;
  for (const typeId of Object.keys(catalog.types)) {
    if (!effectsForType(catalog, typeId).includes(effectId)) continue;
    for (const styleId of sharedStyles(catalog, { typeId, effectId })) {
      const spec = cheapestFor(catalog, effectId, { typeId, styleId }, status);
      if (!spec) continue;
      const cost = compileGift(spec, catalog).rawCost;
      if (!best || cost < best.cost) best = { spec, cost };
    }
  }
  return best?.spec;
}
