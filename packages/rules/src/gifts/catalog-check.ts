import { lookup } from './lookup.js';
import type { GiftCatalog, GiftSpec } from './types.js';

/** What a saved Gift's recorded components look like against the current catalog. */
export interface CatalogCheck {
  /** The spec was built from another catalog version. */
  versionChanged: boolean;
  /** Recorded components the catalog no longer has (keys like "enhancement:injure/piercing"). */
  missing: string[];
  /** Recorded components whose rules differ from what the Gift was built with. */
  changed: string[];
  /** The spec carries no fingerprints (a draft never saved), so nothing could be compared. */
  unstamped: boolean;
}

// Keys that only change how a component is presented, never what it does.
const PRESENTATION_KEYS = new Set(['summary', 'example', 'aliases']);
// Parts of an Effect fingerprinted as components of their own.
const EFFECT_PART_KEYS = new Set(['parameters', 'enhancements', 'drawbacks']);

function stableJson(value: unknown, skip: ReadonlySet<string> = new Set()): string {
  if (Array.isArray(value)) return `[${value.map((item) => stableJson(item)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value)
      .filter((key) => !skip.has(key))
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stableJson((value as Record<string, unknown>)[key])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function fnv1a(text: string, seed: number): string {
  let h = seed >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

function fingerprint(value: unknown, skip: ReadonlySet<string>): string {
  const text = stableJson(value, skip);
  return fnv1a(text, 2166136261) + fnv1a(text, 0x9e3779b9);
}

/**
 * The fingerprint of one catalog component by key ("type:power", "style:trap", "effect:injure",
 * "parameter:injure/range", "enhancement:injure/piercing", "drawback:injure/telltale"); undefined when absent.
 * Summaries and examples are left out: rewording them changes no Gift.
 */
export function componentFingerprint(catalog: GiftCatalog, key: string): string | undefined {
  // A catalog is data that never changes once built, so each component is hashed once per catalog: compiling a
  // Gift checks every component it uses, and hashing them afresh was most of what a compile cost.
  let prints = fingerprintsByCatalog.get(catalog);
  if (!prints) fingerprintsByCatalog.set(catalog, (prints = new Map()));
  if (prints.has(key)) return prints.get(key);
  const print = hashComponent(catalog, key);
  prints.set(key, print);
  return print;
}

const fingerprintsByCatalog = new WeakMap<GiftCatalog, Map<string, string | undefined>>();

function hashComponent(catalog: GiftCatalog, key: string): string | undefined {
  const [kind, rest = ''] = splitOnce(key, ':');
  const [owner, part = ''] = splitOnce(rest, '/');
  const skipPresentation = PRESENTATION_KEYS;
  switch (kind) {
    case 'type':
      return hashOf(lookup(catalog.types, rest), skipPresentation);
    case 'style':
      return hashOf(lookup(catalog.styles, rest), skipPresentation);
    case 'effect':
      return hashOf(lookup(catalog.effects, rest), new Set([...PRESENTATION_KEYS, ...EFFECT_PART_KEYS]));
  }
  const effect = lookup(catalog.effects, owner);
  if (!effect) return undefined;
  switch (kind) {
    case 'parameter':
      return hashOf(lookup(effect.parameters, part), skipPresentation);
    case 'enhancement':
      return hashOf(lookup(effect.enhancements, part), skipPresentation);
    case 'drawback':
      return hashOf(lookup(effect.drawbacks, part), skipPresentation);
    default:
      return undefined;
  }
}

function splitOnce(text: string, separator: string): [string, string?] {
  const at = text.indexOf(separator);
  return at < 0 ? [text] : [text.slice(0, at), text.slice(at + 1)];
}

function hashOf(value: unknown, skip: ReadonlySet<string>): string | undefined {
  return value === undefined ? undefined : fingerprint(value, skip);
}

/** Keys of every component a spec is built from: its type, style, Effect, all the Effect's Parameters and its picks. */
export function specComponentKeys(spec: GiftSpec, catalog: GiftCatalog): string[] {
  const keys = [`type:${spec.typeId}`, `style:${spec.styleId}`, `effect:${spec.effectId}`];
  const effect = lookup(catalog.effects, spec.effectId);
  const parameterIds = new Set([...Object.keys(effect?.parameters ?? {}), ...Object.keys(spec.parameters)]);
  for (const id of parameterIds) keys.push(`parameter:${spec.effectId}/${id}`);
  for (const pick of spec.enhancements) keys.push(`enhancement:${spec.effectId}/${pick.id}`);
  for (const pick of spec.drawbacks) keys.push(`drawback:${spec.effectId}/${pick.id}`);
  return keys;
}

/**
 * The spec as it should be saved: current catalog version, every Parameter level written out (so a new default
 * can never move it), and a fingerprint for each component it uses that the catalog knows.
 */
export function stampGiftSpec(spec: GiftSpec, catalog: GiftCatalog): GiftSpec {
  const effect = lookup(catalog.effects, spec.effectId);
  const parameters: Record<string, string> = { ...spec.parameters };
  for (const [id, parameter] of Object.entries(effect?.parameters ?? {})) {
    if (!Object.hasOwn(parameters, id)) parameters[id] = parameter.default;
  }
  const stamped: GiftSpec = { ...spec, catalogVersion: catalog.version, parameters };
  const components: Record<string, string> = {};
  for (const key of specComponentKeys(stamped, catalog)) {
    const print = componentFingerprint(catalog, key);
    if (print !== undefined) components[key] = print;
  }
  return { ...stamped, components };
}

/**
 * Compares a saved spec's recorded fingerprints with the catalog, so a catalog change is shown to the player
 * instead of silently changing their Gift.
 * @example checkSpecAgainstCatalog(stampGiftSpec(spec, giftCatalog), giftCatalog).changed // []
 */
export function checkSpecAgainstCatalog(spec: GiftSpec, catalog: GiftCatalog): CatalogCheck {
  const recorded = spec.components;
  const missing: string[] = [];
  const changed: string[] = [];
  for (const [key, print] of Object.entries(recorded ?? {})) {
    const now = componentFingerprint(catalog, key);
    if (now === undefined) missing.push(key);
    else if (now !== print) changed.push(key);
  }
  return {
    versionChanged: spec.catalogVersion !== catalog.version,
    missing,
    changed,
    unstamped: recorded === undefined,
  };
}
