/** The five Attributes, rated 1–5, with the short forms players type. */
export const attributes = {
  brawn: { name: 'Brawn', short: 'bra' },
  dexterity: { name: 'Dexterity', short: 'dex' },
  perception: { name: 'Perception', short: 'per' },
  charisma: { name: 'Charisma', short: 'cha' },
  intellect: { name: 'Intellect', short: 'int' },
} as const satisfies Record<string, { name: string; short: string }>;
export type AttributeId = keyof typeof attributes;
export const ATTRIBUTE_IDS = Object.keys(attributes) as AttributeId[];

/**
 * The Primary Abilities every sheet lists, rated 0–5 (6 for Seasoned and above), with the Attribute they usually pair
 * with.
 */
export const primaryAbilities = {
  alertness: { name: 'Alertness', usualAttribute: 'perception' },
  animals: { name: 'Animals', usualAttribute: 'charisma' },
  athletics: { name: 'Athletics', usualAttribute: 'dexterity' },
  brawl: { name: 'Brawl', usualAttribute: 'brawn' },
  crafts: { name: 'Crafts', usualAttribute: 'intellect' },
  culture: { name: 'Culture', usualAttribute: 'intellect' },
  drive: { name: 'Drive', usualAttribute: 'dexterity' },
  firearms: { name: 'Firearms', usualAttribute: 'dexterity' },
  influence: { name: 'Influence', usualAttribute: 'charisma' },
  investigation: { name: 'Investigation', usualAttribute: 'perception' },
  medicine: { name: 'Medicine', usualAttribute: 'intellect' },
  melee: { name: 'Melee', usualAttribute: 'brawn' },
  occult: { name: 'Occult', usualAttribute: 'intellect' },
  performance: { name: 'Performance', usualAttribute: 'charisma' },
  science: { name: 'Science', usualAttribute: 'intellect' },
  stealth: { name: 'Stealth', usualAttribute: 'dexterity' },
  survival: { name: 'Survival', usualAttribute: 'perception' },
  technology: { name: 'Technology', usualAttribute: 'intellect' },
  thievery: { name: 'Thievery', usualAttribute: 'dexterity' },
} as const satisfies Record<string, { name: string; usualAttribute: AttributeId }>;
export type PrimaryAbilityId = keyof typeof primaryAbilities;
export const PRIMARY_ABILITY_IDS = Object.keys(primaryAbilities) as PrimaryAbilityId[];

export const ATTRIBUTE_RANGE = { min: 1, max: 5 } as const;
export const ABILITY_RANGE = { min: 0, max: 6 } as const;

/**
 * A Contractor's trait ratings: all five Attributes, Primary Abilities by id, Secondary Abilities by their own name.
 */
export interface TraitRatings {
  attributes: Record<AttributeId, number>;
  abilities: Partial<Record<PrimaryAbilityId, number>>;
  /** Secondary Abilities the player invented, keyed by their name as written on the sheet. */
  secondaryAbilities?: Record<string, number>;
}

/** A brand-new Contractor's ratings: every Attribute 1, every Ability 0. */
export function newContractorTraits(): TraitRatings {
  return {
    attributes: { brawn: 1, dexterity: 1, perception: 1, charisma: 1, intellect: 1 },
    abilities: {},
    secondaryAbilities: {},
  };
}

/** The rating of a Primary Ability, 0 when the sheet leaves it blank. */
export function abilityRating(traits: TraitRatings, ability: PrimaryAbilityId): number {
  return traits.abilities[ability] ?? 0;
}

/** Finds an Attribute by full name or short form, any case ("Dex", "dexterity"). */
export function findAttribute(word: string): AttributeId | undefined {
  const w = word.toLowerCase();
  return ATTRIBUTE_IDS.find((id) => id === w || attributes[id].short === w);
}

/** Finds a Primary Ability by full name, any case, or by an unambiguous prefix of at least 3 letters ("inv"). */
export function findPrimaryAbility(word: string): PrimaryAbilityId | undefined {
  const w = word.toLowerCase();
  if (w in primaryAbilities) return w as PrimaryAbilityId;
  if (w.length < 3) return undefined;
  const matches = PRIMARY_ABILITY_IDS.filter((id) => id.startsWith(w));
  return matches.length === 1 ? matches[0] : undefined;
}
