import type { AttributeId, PrimaryAbilityId } from '../character/traits.js';
import type { AssetId, LiabilityId, LimitChoice } from '../character/catalog/index.js';
import type { ArmorId } from '../combat/armor.js';
import type { WeaponId } from '../combat/weapons.js';

/**
 * A ready-made new Contractor: the creation fields (what the creation form sends) plus the gear and story a player
 * would write on the sheet afterwards, and a short pitch for the premades page.
 */
export interface PremadeConfig {
  name: string;
  /** One line for the card: who this is at a glance. */
  pitch: string;
  archetype: string;
  paradigm: string;
  ambition: string;
  age: string;
  residence: string;
  appearance: string;
  limits: readonly LimitChoice[];
  attributes: Readonly<Record<AttributeId, number>>;
  abilities: Readonly<Partial<Record<PrimaryAbilityId, number>>>;
  secondaryAbilities: Readonly<Record<string, number>>;
  assets: readonly AssetId[];
  liabilities: readonly LiabilityId[];
  weapons: readonly WeaponId[];
  armor: ArmorId | null;
  /** What they carry besides weapons and armor (markdown, as the sheet's equipment field). */
  equipment: string;
  /** Their story so far (markdown, as the sheet's biography field). */
  biography: string;
  /** What their first Gift might look like once they earn one (new Contractors start without Gifts). */
  firstGiftIdea: string;
}
