import { lookup } from './lookup.js';
import type { EffectConfig, GiftCatalog, GiftSpec, ParameterConfig } from './types.js';

/** The Activation Styles an Effect allows that a Gift Type can also use, in the Effect's order. */
export function sharedStyles(catalog: GiftCatalog, options: { typeId: string; effectId: string }): string[] {
  const type = lookup(catalog.types, options.typeId);
  const effect = lookup(catalog.effects, options.effectId);
  if (!type || !effect) return [];
  const typeStyles: readonly string[] = type.styles;
  return Object.keys(effect.styles).filter((style) => typeStyles.includes(style));
}

/** True when a Gift Type can carry the Effect: not excluded, and at least one style fits both. */
export function effectAllowedForType(catalog: GiftCatalog, options: { typeId: string; effectId: string }): boolean {
  const type = lookup(catalog.types, options.typeId);
  if (!type || type.excludedEffects.includes(options.effectId)) return false;
  return sharedStyles(catalog, options).length > 0;
}

/** Ids of the Effects a Gift Type allows, in catalog order. */
export function effectsForType(catalog: GiftCatalog, typeId: string): string[] {
  return Object.keys(catalog.effects).filter((effectId) => effectAllowedForType(catalog, { typeId, effectId }));
}

/**
 * The Gift Type a new Gift on this Effect starts as: among the types that can carry it, the first (in catalog order,
 * so Power when it can be one) with the highest cost change, so that the defaults cost 1.
 */
export function defaultTypeFor(catalog: GiftCatalog, effectId: string): string | undefined {
  let best: string | undefined;
  for (const [typeId, type] of Object.entries(catalog.types)) {
    if (!effectAllowedForType(catalog, { typeId, effectId })) continue;
    if (best === undefined || type.costDelta > catalog.types[best]!.costDelta) best = typeId;
  }
  return best;
}

/** The level id a Parameter sits at in a spec: the chosen one, or the default when none was chosen. */
export function chosenLevel(
  effect: EffectConfig,
  spec: Pick<GiftSpec, 'parameters'>,
  parameterId: string,
): string | undefined {
  const parameter = lookup(effect.parameters, parameterId);
  if (!parameter) return undefined;
  return lookup(spec.parameters, parameterId) ?? parameter.default;
}

/**
 * How many steps a Parameter level sits from the Parameter's default: each step above costs 1, each below gives 1
 * back. Undefined for a level the Parameter does not have.
 * @example parameterLevelStep(rangeParameter('near'), 'medium') === 1
 */
export function parameterLevelStep(parameter: ParameterConfig, levelId: string | undefined): number | undefined {
  const index = parameter.levels.findIndex((level) => level.id === levelId);
  if (index < 0) return undefined;
  return index - parameter.levels.findIndex((level) => level.id === parameter.default);
}

/**
 * A spec at every default for an Effect: default (or given) type, the Effect's default style when the type allows it,
 * default Parameters, no Enhancements or Drawbacks; named after the Effect. Throws when the Effect is unknown or the
 * type cannot carry it (a programmer mistake: the builder only offers what fits).
 * @example defaultGiftSpec(giftCatalog, 'injure').styleId === 'targeted'
 */
export function defaultGiftSpec(catalog: GiftCatalog, effectId: string, typeId?: string): GiftSpec {
  const effect = lookup(catalog.effects, effectId);
  const type = typeId ?? defaultTypeFor(catalog, effectId);
  if (!effect || type === undefined || !effectAllowedForType(catalog, { typeId: type, effectId })) {
    throw new Error(`no default Gift for effect ${effectId} as ${typeId ?? 'any type'}`);
  }
  const styleIds = sharedStyles(catalog, { typeId: type, effectId });
  const styleId = styleIds.includes(effect.defaultStyle) ? effect.defaultStyle : styleIds[0]!;
  return {
    catalogVersion: catalog.version,
    typeId: type,
    effectId,
    styleId,
    parameters: {},
    enhancements: [],
    drawbacks: [],
    name: effect.name,
    tagline: '',
    description: '',
  };
}
