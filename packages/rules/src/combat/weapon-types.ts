import type { AttributeId, PrimaryAbilityId } from '../character/traits.js';

/** What kind of weapon a row describes, which decides how it may attack and Defend. */
export type WeaponCategory = 'firearm' | 'melee' | 'thrown' | 'projectile' | 'special';

/** A span the GM picks from (a Difficulty of 7–9, a damage of 0–1). */
export interface GmRange {
  min: number;
  max: number;
}

/** One weapon row: the roll it calls for, its damage and reach. */
export interface WeaponConfig {
  name: string;
  category: WeaponCategory;
  /** Attributes the attack may use (any one of them). */
  attributes: readonly AttributeId[];
  /** Abilities the attack may use (any one of them). */
  abilities: readonly PrimaryAbilityId[];
  /** Base Difficulty of an all-out attack. */
  difficulty: number;
  /** When the GM picks the Difficulty from a span, the span (`difficulty` then holds its low end). */
  difficultyRange?: GmRange;
  /** Weapon Damage added to the Contested Outcome on a hit (may be negative: bare hands). */
  damage: number;
  /** When the GM picks the damage from a span, the span (`damage` then holds its low end). */
  damageRange?: GmRange;
  /** Points of the target's Armor ignored. */
  armorPiercing?: number;
  /** The listed (effective) range; past it each further increment adds +1 Difficulty. */
  rangeFeet?: number;
  /** A hard maximum range, when the weapon has one shorter than 3 × its range. */
  maxRangeFeet?: number;
  /** Extra Difficulty when used at melee range (long guns). */
  meleeRangeDifficulty?: number;
  /** Attacks before a reload (only when the group tracks ammunition). */
  reloadAfter?: number | GmRange;
  /** Lowest Brawn that can use it. */
  minimumBrawn?: number;
  /** Deals damage only on a successful Called Shot. */
  damageNeedsCalledShot?: boolean;
  /** Needs both hands. */
  twoHanded?: boolean;
  /** Short note codes, for the edge to put into words. */
  notes?: readonly string[];
}
