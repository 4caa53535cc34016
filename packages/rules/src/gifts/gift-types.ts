import type { StyleId } from './styles.js';

/** One Gift Type: how a Gift shows up in the world, what it may carry, and how it moves the cost. */
export interface GiftTypeConfig {
  name: string;
  summary: string;
  /** The System Text sentence for this type; empty when it adds nothing. */
  text: string;
  /** Change to the Gift Cost (negative: the type's risk or limit is paid back as a free Enhancement). */
  costDelta: number;
  /** Activation Styles the type can use. */
  styles: readonly StyleId[];
  /** Effects the type never carries even when a style would fit. */
  excludedEffects: readonly string[];
  /** Crafting types make copies during Downtime at a Crafting Location. */
  crafting?: 'artifact' | 'consumable';
  /** Activation sentences that replace the style's own for this type (Consumables need no Exertion). */
  styleText?: Partial<Record<StyleId, string>>;
}

/**
 * The four Gift Types. Legendary Artifacts and Consumables give one credit back: the first can be lost or stolen,
 * the second is spent by one use. Veteran- and Seasoned-gated Effects that matter most (Intangibility, Possession)
 * stay off crafted items, because crafted copies can be handed to anyone.
 */
export const giftTypes = {
  power: {
    name: 'Power',
    summary: 'Part of you: a talent, a spell, an implant. Nobody can take it away.',
    text: '',
    costDelta: 0,
    styles: ['activated', 'targeted', 'trap', 'passive'],
    excludedEffects: [],
  },
  'legendary-artifact': {
    name: 'Legendary Artifact',
    summary: 'A one-of-a-kind object you did not make; strong, but it can be lost, stolen or broken.',
    text: 'It lives in a unique object that can be lost, stolen or destroyed; whoever has seen it used can use it the same way.',
    costDelta: -1,
    styles: ['activated', 'targeted', 'trap', 'passive', 'functional'],
    excludedEffects: [],
  },
  'artifact-crafting': {
    name: 'Artifact Crafting',
    summary: 'You can make lasting items with this Effect and hand them out.',
    text: 'You make it as a lasting item during a Downtime at your Crafting Location; copies can be given, traded or taken.',
    costDelta: 0,
    styles: ['activated', 'targeted', 'trap', 'passive', 'functional'],
    excludedEffects: ['intangibility', 'possession'],
    crafting: 'artifact',
  },
  'consumable-crafting': {
    name: 'Consumable Crafting',
    summary: 'You can make single-use items with this Effect: potions, trick ammunition, charms.',
    text: 'You make it as a single-use item during a Downtime at your Crafting Location; one use spends it, and using it needs no Exertion.',
    costDelta: -1,
    styles: ['activated', 'targeted', 'trap'],
    excludedEffects: ['intangibility', 'possession'],
    crafting: 'consumable',
    styleText: {
      activated: 'Using it takes an Action but no Exertion; it works on whoever uses it.',
      targeted: 'Using it takes an Action but no Exertion, aimed at a target the user can perceive.',
      trap: 'Setting it takes an Action but no Exertion, naming its trigger; it goes off when the trigger happens.',
    },
  },
} as const satisfies Record<string, GiftTypeConfig>;
export type GiftTypeId = keyof typeof giftTypes;

/** Gift Type ids in the builder's order. */
export const GIFT_TYPE_IDS = Object.keys(giftTypes) as GiftTypeId[];
