import type { AttributeId } from '../character/traits.js';
import { assertWhole } from '../movement/whole-number.js';

/** One kind of armor: the Armor it grants and the dice it costs on physical actions. */
export interface ArmorConfig {
  name: string;
  armor: number;
  /** Dice lost on every physical action while worn; stacks with other dice penalties. */
  dicePenalty: number;
  weightPounds?: number;
  notes?: readonly string[];
}

/** Wearable armor (seed 000's table; the quick reference's older list is not used). */
export const armorTable = {
  layered: { name: 'Layered or rugged clothing', armor: 1, dicePenalty: 0, notes: ['tough_jacket_or_denim'] },
  reinforced: { name: 'Reinforced clothing', armor: 2, dicePenalty: 0, notes: ['made_as_armor'] },
  flak: { name: 'Flak jacket and helmet', armor: 3, dicePenalty: 0, notes: ['conspicuous'] },
  'bomb-suit': { name: 'Bomb suit', armor: 6, dicePenalty: 5, notes: ['movement_severely_limited'] },
  'full-plate': { name: 'Full plate', armor: 4, dicePenalty: 2, weightPounds: 45 },
} as const satisfies Record<string, ArmorConfig>;
export type ArmorId = keyof typeof armorTable;

/**
 * The Armor that counts when several sources protect at once: they never add up, the highest applies (0 with none).
 * @example effectiveArmor([1, 3, 2]) === 3
 */
export function effectiveArmor(values: readonly number[]): number {
  values.forEach((value) => assertWhole('armor', value));
  return Math.max(0, ...values);
}

/**
 * The Armor left after a weapon pierces some of it (never below 0).
 * @example armorAfterPiercing({ armor: 3, armorPiercing: 2 }) === 1
 */
export function armorAfterPiercing(options: { armor: number; armorPiercing?: number }): number {
  assertWhole('armor', options.armor);
  assertWhole('armorPiercing', options.armorPiercing ?? 0);
  return Math.max(0, options.armor - (options.armorPiercing ?? 0));
}

/**
 * The dice penalties worn armor puts on physical actions, one entry per piece (penalties stack, unlike Armor),
 * ready for `RollOptions.dicePenalties`.
 * @example armorDicePenalties(['full-plate']) // → [2]
 */
export function armorDicePenalties(worn: readonly ArmorId[]): number[] {
  return worn.map((id) => armorTable[id].dicePenalty).filter((penalty) => penalty > 0);
}

/** Attributes whose rolls are physical actions, where worn armor costs dice (our reading of "physical actions"). */
export const PHYSICAL_ATTRIBUTES: readonly AttributeId[] = ['brawn', 'dexterity'];

/**
 * True when worn armor's dice penalty applies to a roll: combat moves (attacks, dodging, sprinting) always,
 * other rolls when their Attribute is Brawn or Dexterity. Initiative and Body/Mind rolls are not physical actions.
 */
export function armorSlowsRoll(roll: { combatMove: boolean; attribute?: AttributeId | undefined }): boolean {
  return roll.combatMove || (roll.attribute !== undefined && PHYSICAL_ATTRIBUTES.includes(roll.attribute));
}
