import { statusAtLeast, type StatusId } from '../character/status.js';
import { uniformInt, type Rng } from '../dice/rng.js';
import { stampGiftSpec } from './catalog-check.js';
import { effectsForType, sharedStyles } from './catalog-queries.js';
import { RECOMMENDED_MAX_DRAWBACKS } from './compile.js';
import type { EffectConfig, GiftCatalog, GiftSpec, ModifierConfig, ParameterLevel } from './types.js';

const NAME_WORDS = [
  'Ashen',
  'Crimson',
  'Gilded',
  'Hollow',
  'Iron',
  'Quiet',
  'Feral',
  'Glass',
  'Velvet',
  'Thorned',
  'Salt',
  'Midnight',
];

interface Combo {
  typeId: string;
  effectId: string;
  styleId: string;
}

function pickOne<T>(rng: Rng, items: readonly T[]): T {
  return items[uniformInt(rng, items.length)]!;
}

function shuffled<T>(rng: Rng, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = uniformInt(rng, i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const allowed = (status: StatusId, needs: StatusId | undefined): boolean => !needs || statusAtLeast(status, needs);

/** Tries to bring one type/Effect/style to a cost of exactly 1; undefined when its options cannot get there. */
function buildAtCostOne(catalog: GiftCatalog, rng: Rng, combo: Combo, status: StatusId): GiftSpec | undefined {
  const effect: EffectConfig = catalog.effects[combo.effectId]!;
  const fits = (m: ModifierConfig): boolean =>
    allowed(status, m.requires) &&
    !m.detail?.required &&
    (!m.styles || (m.styles as readonly string[]).includes(combo.styleId)) &&
    (!m.types || (m.types as readonly string[]).includes(combo.typeId));
  const enhancementPool = Object.keys(effect.enhancements).filter((id) => fits(effect.enhancements[id]!));
  const drawbackPool = Object.keys(effect.drawbacks).filter((id) => fits(effect.drawbacks[id]!));
  const enhancements: string[] = [];
  const drawbacks: string[] = [];
  const configOf = (id: string) => effect.enhancements[id] ?? effect.drawbacks[id]!;
  const clashes = (id: string) =>
    [...enhancements, ...drawbacks].some(
      (other) => configOf(id).excludes?.includes(other) || configOf(other).excludes?.includes(id),
    );
  const addFrom = (pool: string[], into: string[]): boolean => {
    const open = pool.filter((id) => !enhancements.includes(id) && !drawbacks.includes(id) && !clashes(id));
    if (open.length === 0) return false;
    into.push(pickOne(rng, open));
    return true;
  };
  const parameters = Object.entries(effect.parameters).map(([id, p]) => {
    const base = p.levels.findIndex((level) => level.id === p.default);
    // A third of the time a Parameter starts at a random level the Status allows.
    const open = p.levels.map((level, i) => (allowed(status, level.requires) ? i : -1)).filter((i) => i >= 0);
    return {
      id,
      levels: p.levels as readonly ParameterLevel[],
      base,
      at: uniformInt(rng, 3) === 0 ? pickOne(rng, open) : base,
    };
  });
  const typeDelta = catalog.types[combo.typeId]!.costDelta;
  const styleDelta = (effect.styles as Record<string, number>)[combo.styleId]!;
  const cost = () =>
    1 +
    enhancements.length -
    drawbacks.length +
    parameters.reduce((sum, p) => sum + p.at - p.base, 0) +
    typeDelta +
    styleDelta +
    (effect.costDelta ?? 0);
  for (let n = uniformInt(rng, 3); n > 0; n--) addFrom(enhancementPool, enhancements);
  while (cost() > 1) {
    if (drawbacks.length < RECOMMENDED_MAX_DRAWBACKS && addFrom(drawbackPool, drawbacks)) continue;
    const lowerable = parameters.filter((p) => p.at > 0 && allowed(status, p.levels[p.at - 1]!.requires));
    if (lowerable.length > 0) pickOne(rng, lowerable).at--;
    else if (enhancements.length > 0) enhancements.splice(uniformInt(rng, enhancements.length), 1);
    else return undefined;
  }
  while (cost() < 1) {
    if (addFrom(enhancementPool, enhancements)) continue;
    const raisable = parameters.filter(
      (p) => p.at < p.levels.length - 1 && allowed(status, p.levels[p.at + 1]!.requires),
    );
    if (raisable.length === 0) return undefined;
    pickOne(rng, raisable).at++;
  }
  return {
    catalogVersion: catalog.version,
    ...combo,
    parameters: Object.fromEntries(parameters.map((p) => [p.id, p.levels[p.at]!.id])),
    enhancements: enhancements.map((id) => ({ id })),
    drawbacks: drawbacks.map((id) => ({ id })),
    name: `${pickOne(rng, NAME_WORDS)} ${effect.name}`,
    tagline: '',
    description: `A Gift of ${effect.name}. Describe here how it looks, sounds and feels when it is used.`,
  };
}

/**
 * A random Gift of cost exactly 1 that a Contractor of the given Status may hold: random type, Effect and style,
 * some Enhancements, then Drawbacks (at most 3) or Parameter changes until the cost is 1. Stamped with the catalog.
 * Throws only if the catalog offers no way to reach cost 1 (a catalog mistake).
 * @example compileGift(randomGift(giftCatalog, seededRng(7), { status: 'newbie' }), giftCatalog).cost === 1
 */
export function randomGift(catalog: GiftCatalog, rng: Rng, options: { status: StatusId }): GiftSpec {
  const combos: Combo[] = [];
  for (const typeId of Object.keys(catalog.types)) {
    for (const effectId of effectsForType(catalog, typeId)) {
      if (!allowed(options.status, catalog.effects[effectId]!.requires)) continue;
      for (const styleId of sharedStyles(catalog, { typeId, effectId })) combos.push({ typeId, effectId, styleId });
    }
  }
  for (const combo of shuffled(rng, combos)) {
    const spec = buildAtCostOne(catalog, rng, combo, options.status);
    if (spec) return stampGiftSpec(spec, catalog);
  }
  throw new Error(`the catalog has no cost-1 Gift for a ${options.status}`);
}
