import {
  STATUSES,
  defaultGiftSpec,
  defaultTypeFor,
  effectAllowedForType,
  parameterLevelStep,
  sharedStyles,
  statusAtLeast,
  type GiftCatalog,
  type GiftSpec,
  type ParameterConfig,
  type StatusId,
} from '@harbinger/rules';

const own = <T>(record: Readonly<Record<string, T>>, id: string): T | undefined =>
  Object.hasOwn(record, id) ? record[id] : undefined;

/** A spec with nothing chosen yet but the Gift Type: the builder's starting point. */
export function blankSpec(catalog: GiftCatalog, typeId = 'power'): GiftSpec {
  return {
    catalogVersion: catalog.version,
    typeId,
    effectId: '',
    styleId: '',
    parameters: {},
    enhancements: [],
    drawbacks: [],
    name: '',
    tagline: '',
    description: '',
  };
}

/**
 * Switches to another Effect: its defaults (style, Parameters, no picks), the Gift Type kept when it can carry the
 * Effect, and the player's own words kept (a name that was only the old Effect's name follows the new Effect).
 */
export function chooseEffect(catalog: GiftCatalog, spec: GiftSpec, effectId: string): GiftSpec {
  const effect = own(catalog.effects, effectId);
  if (!effect) return { ...spec, effectId: '', styleId: '', parameters: {}, enhancements: [], drawbacks: [] };
  const typeId = effectAllowedForType(catalog, { typeId: spec.typeId, effectId })
    ? spec.typeId
    : defaultTypeFor(catalog, effectId);
  const fresh = defaultGiftSpec(catalog, effectId, typeId);
  const oldName = own(catalog.effects, spec.effectId)?.name;
  const name = spec.name.trim() === '' || spec.name === oldName ? effect.name : spec.name;
  return { ...fresh, name, tagline: spec.tagline, description: spec.description };
}

/**
 * Switches the Gift Type: an Effect the new type cannot carry is let go (the player picks again); otherwise the
 * style moves to one both allow, and picks the new type cannot take are dropped.
 */
export function chooseType(catalog: GiftCatalog, spec: GiftSpec, typeId: string): GiftSpec {
  if (!own(catalog.types, typeId)) return spec;
  if (spec.effectId === '' || !effectAllowedForType(catalog, { typeId, effectId: spec.effectId })) {
    return {
      ...spec,
      typeId,
      effectId: '',
      styleId: '',
      parameters: {},
      enhancements: [],
      drawbacks: [],
      roll: undefined,
    };
  }
  const styles = sharedStyles(catalog, { typeId, effectId: spec.effectId });
  const styleId = styles.includes(spec.styleId) ? spec.styleId : styles[0]!;
  return dropMisfits(catalog, { ...spec, typeId, styleId });
}

/** Changes the Activation Style and drops picks that do not work with it. */
export function chooseStyle(catalog: GiftCatalog, spec: GiftSpec, styleId: string): GiftSpec {
  return dropMisfits(catalog, { ...spec, styleId });
}

function dropMisfits(catalog: GiftCatalog, spec: GiftSpec): GiftSpec {
  const effect = own(catalog.effects, spec.effectId);
  if (!effect) return spec;
  const fits = (table: typeof effect.enhancements) => (pick: { id: string }) => {
    const config = own(table, pick.id);
    if (!config) return false;
    const styles: readonly string[] | undefined = config.styles;
    const types: readonly string[] | undefined = config.types;
    return (!styles || styles.includes(spec.styleId)) && (!types || types.includes(spec.typeId));
  };
  return {
    ...spec,
    enhancements: spec.enhancements.filter(fits(effect.enhancements)),
    drawbacks: spec.drawbacks.filter(fits(effect.drawbacks)),
  };
}

/** Adds or removes one Enhancement or Drawback, keeping the catalog's order. */
export function togglePick(
  catalog: GiftCatalog,
  spec: GiftSpec,
  options: { kind: 'enhancements' | 'drawbacks'; id: string; on: boolean; detail?: string },
): GiftSpec {
  const effect = own(catalog.effects, spec.effectId);
  const rest = spec[options.kind].filter((p) => p.id !== options.id);
  if (!options.on || !effect) return { ...spec, [options.kind]: rest };
  const order = Object.keys(effect[options.kind]);
  const added = [...rest, options.detail ? { id: options.id, detail: options.detail } : { id: options.id }];
  added.sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
  return { ...spec, [options.kind]: added };
}

/** Sets the player's words on a pick (kept only when the pick is taken). */
export function setPickDetail(
  spec: GiftSpec,
  options: { kind: 'enhancements' | 'drawbacks'; id: string; detail: string },
): GiftSpec {
  return {
    ...spec,
    [options.kind]: spec[options.kind].map((p) =>
      p.id === options.id ? { id: p.id, ...(options.detail ? { detail: options.detail } : {}) } : p,
    ),
  };
}

/** "Requires Seasoned" for a status-gated choice; undefined when open to everyone. */
export function requiresLabel(status: StatusId | undefined): string | undefined {
  return status && status !== 'newbie' ? `Requires ${STATUSES[status].name}` : undefined;
}

/** True when a Contractor of `status` may take a choice gated at `requires` (anyone, when no status is known). */
export function statusAllows(status: StatusId | undefined, requires: StatusId | undefined): boolean {
  return !requires || !status || statusAtLeast(status, requires);
}

/** One line of the Effect list. */
export interface EffectChoice {
  id: string;
  name: string;
  category: string;
  categoryName: string;
  summary: string;
  example: string;
  /** Other names the Effect goes by. */
  aliases: readonly string[];
  requires: StatusId | undefined;
  styles: string[];
  /** The chosen Gift Type can carry it. */
  fitsType: boolean;
}

/** Every Effect in catalog order, with what the list shows and filters on. */
export function effectChoices(catalog: GiftCatalog, typeId: string): EffectChoice[] {
  return Object.entries(catalog.effects).map(([id, effect]) => ({
    id,
    name: effect.name,
    category: effect.category,
    categoryName: own(catalog.categories, effect.category)?.name ?? effect.category,
    summary: effect.summary,
    example: effect.example,
    aliases: effect.aliases ?? [],
    requires: effect.requires,
    styles: Object.keys(effect.styles),
    fitsType: effectAllowedForType(catalog, { typeId, effectId: id }),
  }));
}

/** The Effect list's filters: a category, an Activation Style and words to search for. */
export interface EffectFilter {
  category: string;
  style: string;
  search: string;
}

/** True when an Effect passes the filters (the search looks at name, summary and example, ignoring case). */
export function effectShown(choice: EffectChoice, filter: EffectFilter): boolean {
  if (filter.category !== '' && choice.category !== filter.category) return false;
  if (filter.style !== '' && !choice.styles.includes(filter.style)) return false;
  const words = filter.search.trim().toLowerCase();
  if (words === '') return true;
  return words
    .split(/\s+/)
    .every((word) =>
      [choice.name, ...choice.aliases, choice.summary, choice.example].join(' ').toLowerCase().includes(word),
    );
}

/**
 * Makes a spec read from a form consistent: when the Effect (or Gift Type) changed since the options on screen were
 * drawn (a browser without scripts), the old Effect's picks are dropped for the new Effect's defaults.
 */
export function settleSpec(
  catalog: GiftCatalog,
  spec: GiftSpec,
  shown: { effectId: string; typeId: string },
): { spec: GiftSpec; changed: boolean } {
  if (spec.effectId !== shown.effectId)
    return { spec: chooseEffect(catalog, { ...spec, effectId: shown.effectId }, spec.effectId), changed: true };
  if (spec.typeId !== shown.typeId) {
    const moved = chooseType(catalog, { ...spec, typeId: shown.typeId }, spec.typeId);
    return { spec: moved, changed: true };
  }
  return { spec, changed: false };
}

/** A cost step as the builder shows it beside a choice: " (+1)", " (−1)", or nothing for none. */
export const costStepText = (n: number | undefined): string =>
  n === undefined || n === 0 ? '' : n > 0 ? ` (+${n})` : ` (−${-n})`;

/**
 * How a Parameter level reads in the builder's select: its words, "(default)" or the cost step from the default, and
 * the Status it needs above Newbie ("Weapon Damage 3 (+1) · Veteran").
 */
export function parameterLevelText(parameter: ParameterConfig, levelId: string | undefined): string {
  const level = parameter.levels.find((l) => l.id === levelId);
  if (!level) return '';
  const step = level.id === parameter.default ? ' (default)' : costStepText(parameterLevelStep(parameter, levelId));
  const status = level.requires && level.requires !== 'newbie' ? ` · ${STATUSES[level.requires].name}` : '';
  return `${level.label}${step}${status}`;
}
