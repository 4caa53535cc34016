import { lookup } from './lookup.js';
import { resolveGiftRoll } from './resolve-roll.js';
import type { GiftRoll } from './system-text.js';
import type { GiftCatalog, GiftSpec } from './types.js';

/**
 * What setting a Gift off costs: nothing (always on, an ordinary object, a crafted Consumable, an Effortless Gift) or
 * an Exertion, for which one point of Source can stand in.
 */
export type GiftActivationCost = 'none' | 'exert_or_source';

/** Why a Gift needs no activation: always on, an ordinary object's use, a crafted Consumable, or Effortless. */
export type GiftActivationFree = 'always_on' | 'functional' | 'consumable' | 'effortless';

/** How a Gift is used at the table. */
export interface GiftActivation {
  cost: GiftActivationCost;
  /** Why it costs nothing (undefined when it asks an Exertion or Source). */
  free?: GiftActivationFree;
  /** Draining: each activation deals one more Mind damage that Source cannot pay for. */
  draining: boolean;
  /** The roll the Gift makes, when its Effect has one. */
  roll: GiftRoll | undefined;
}

/** Mind damage one activation deals: the Exertion's (unless Source paid) and Draining's own. */
export function activationMindDamage(options: { activation: GiftActivation; paidWithSource: boolean }): number {
  const { activation, paidWithSource } = options;
  if (activation.cost === 'none') return 0;
  return (paidWithSource ? 0 : 1) + (activation.draining ? 1 : 0);
}

/**
 * Reads from a Gift's spec how it is used: whether activating it costs an Exertion (or a point of Source), whether it
 * drains the user, and its roll (the Effect's roll moved by the picks' Difficulty changes, kept within 4–9). Unknown
 * catalog parts count as nothing: the compiler reports them.
 * @example giftActivation(stockGiftSpec('bloodhound'), giftCatalog).cost // 'none' for a Passive Gift
 */
export function giftActivation(spec: GiftSpec, catalog: GiftCatalog): GiftActivation {
  const effect = lookup(catalog.effects, spec.effectId);
  const picked = (kind: 'enhancements' | 'drawbacks') =>
    spec[kind].flatMap((pick) => {
      const config = effect ? lookup(effect[kind], pick.id) : undefined;
      return config ? [{ id: pick.id, config }] : [];
    });
  const enhancements = picked('enhancements');
  const drawbacks = picked('drawbacks');
  const free = freeBecause({
    styleId: spec.styleId,
    consumable: lookup(catalog.types, spec.typeId)?.crafting === 'consumable',
    effortless: enhancements.some((p) => p.id === 'effortless'),
  });
  const difficultyShift = [...enhancements, ...drawbacks].reduce((sum, p) => sum + (p.config.difficulty ?? 0), 0);
  const roll = effect ? resolveGiftRoll({ effect, choice: spec.roll, difficultyShift, issues: [] }) : undefined;
  return {
    cost: free ? 'none' : 'exert_or_source',
    ...(free ? { free } : {}),
    draining: !free && drawbacks.some((p) => p.id === 'draining'),
    roll,
  };
}

function freeBecause(gift: {
  styleId: string;
  consumable: boolean;
  effortless: boolean;
}): GiftActivationFree | undefined {
  if (gift.styleId === 'passive') return 'always_on';
  if (gift.styleId === 'functional') return 'functional';
  if (gift.consumable) return 'consumable';
  return gift.effortless ? 'effortless' : undefined;
}
