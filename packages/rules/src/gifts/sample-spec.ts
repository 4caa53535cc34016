import { uniformInt, type Rng } from '../dice/rng.js';
import { effectsForType, sharedStyles } from './catalog-queries.js';
import { compileGift } from './compile.js';
import type { GiftCatalog, GiftSpec, ModifierConfig } from './types.js';

function pickOne<T>(rng: Rng, items: readonly T[]): T | undefined {
  return items.length === 0 ? undefined : items[uniformInt(rng, items.length)];
}

const fits = (m: ModifierConfig, typeId: string, styleId: string): boolean =>
  (!m.styles || (m.styles as readonly string[]).includes(styleId)) &&
  (!m.types || (m.types as readonly string[]).includes(typeId));

/**
 * A random Gift spec of any cost and any Status: a random Gift Type that can carry the Effect (or a random Effect),
 * a style both allow, a random level for every Parameter, and each Enhancement and Drawback that fits taken with
 * even odds (clashing ones dropped, details filled with plain words). Undefined when the draw does not compile
 * cleanly (a cost below 1, say): callers draw again. Unlike `randomGift`, which aims at cost 1, this one wanders
 * over everything the builder allows, for property tests and the balance report.
 * @example sampleGiftSpec(giftCatalog, seededRng(3), 'injure')?.effectId === 'injure'
 */
export function sampleGiftSpec(catalog: GiftCatalog, rng: Rng, effectId?: string): GiftSpec | undefined {
  const typeIds = Object.keys(catalog.types).filter((t) =>
    effectId === undefined ? true : effectsForType(catalog, t).includes(effectId),
  );
  const typeId = pickOne(rng, typeIds);
  if (typeId === undefined) return undefined;
  const chosenEffect = effectId ?? pickOne(rng, effectsForType(catalog, typeId));
  const effect = chosenEffect === undefined ? undefined : catalog.effects[chosenEffect];
  if (!chosenEffect || !effect) return undefined;
  const styleId = pickOne(rng, sharedStyles(catalog, { typeId, effectId: chosenEffect }));
  if (styleId === undefined) return undefined;
  const parameters = Object.fromEntries(
    Object.entries(effect.parameters).map(([id, p]) => [id, p.levels[uniformInt(rng, p.levels.length)]!.id]),
  );
  const taken: string[] = [];
  const pickSome = (table: Readonly<Record<string, ModifierConfig>>) =>
    Object.entries(table).flatMap(([id, config]) => {
      if (!fits(config, typeId, styleId) || uniformInt(rng, 2) === 0) return [];
      const clash = taken.some((other) => {
        const otherConfig = effect.enhancements[other] ?? effect.drawbacks[other];
        return config.excludes?.includes(other) || otherConfig?.excludes?.includes(id);
      });
      if (clash) return [];
      taken.push(id);
      return [config.detail ? { id, detail: 'the sample detail' } : { id }];
    });
  const spec: GiftSpec = {
    catalogVersion: catalog.version,
    typeId,
    effectId: chosenEffect,
    styleId,
    parameters,
    enhancements: pickSome(effect.enhancements),
    drawbacks: pickSome(effect.drawbacks),
    name: `Sample ${effect.name}`,
    tagline: '',
    description: 'A sampled Gift.',
  };
  return compileGift(spec, catalog).violations.length === 0 ? spec : undefined;
}
