import {
  attributes,
  bodyRating,
  mindRating,
  mindPenalty,
  primaryAbilities,
  type AttributeId,
  type PrimaryAbilityId,
} from '@harbinger/rules';

/** One rated trait of the example Contractor, with the dice it adds to a pool. */
export interface ExampleTrait<Id extends string> {
  id: Id;
  name: string;
  rating: number;
}

/** A pool the example Contractor rolls often: an Attribute and an Ability added together. */
export interface ExamplePool {
  label: string;
  attribute: AttributeId;
  ability: PrimaryAbilityId;
  dice: number;
}

/** A made-up, freshly built Contractor: what the home page and the walk-through show as a sheet. */
export interface ExampleContractor {
  name: string;
  concept: string;
  ambition: string;
  attributes: ExampleTrait<AttributeId>[];
  abilities: ExampleTrait<PrimaryAbilityId>[];
  pools: ExamplePool[];
  body: number;
  mind: number;
  /** The Penalty she carries unhurt (none: her Mind is above 5). */
  restingPenalty: number;
}

// Our own character, built within a new Contractor's 150 Exp (95 spent): every rating below is legal at creation.
const ATTRIBUTES: Record<AttributeId, number> = { brawn: 3, dexterity: 3, perception: 3, charisma: 2, intellect: 3 };
const ABILITIES: Partial<Record<PrimaryAbilityId, number>> = {
  drive: 3,
  alertness: 2,
  athletics: 2,
  brawl: 2,
  medicine: 1,
  investigation: 2,
  technology: 1,
  influence: 1,
};
const POOLS: [string, AttributeId, PrimaryAbilityId][] = [
  ['Lose a tail at night', 'dexterity', 'drive'],
  ['Spot the ambush', 'perception', 'alertness'],
  ['Vault the fence', 'dexterity', 'athletics'],
  ['Throw a punch', 'brawn', 'brawl'],
];

/**
 * Dell Okafor, the example Contractor: a tow-truck driver on the night shift, built with the real rules (Body,
 * Mind and pools come from the rules engine, not typed in).
 */
export function exampleContractor(): ExampleContractor {
  const mind = mindRating({ intellect: ATTRIBUTES.intellect, charisma: ATTRIBUTES.charisma, traumas: 0 });
  return {
    name: 'Dell Okafor',
    concept: 'Night-shift tow-truck driver who has hauled stranger things than cars',
    ambition: 'Buy out the yard he works for, and find out what he pulled from the river last spring',
    attributes: (Object.keys(ATTRIBUTES) as AttributeId[]).map((id) => ({
      id,
      name: attributes[id].name,
      rating: ATTRIBUTES[id],
    })),
    abilities: (Object.keys(ABILITIES) as PrimaryAbilityId[]).map((id) => ({
      id,
      name: primaryAbilities[id].name,
      rating: ABILITIES[id] ?? 0,
    })),
    pools: POOLS.map(([label, attribute, ability]) => ({
      label,
      attribute,
      ability,
      dice: ATTRIBUTES[attribute] + (ABILITIES[ability] ?? 0),
    })),
    body: bodyRating({ brawn: ATTRIBUTES.brawn, battleScars: 0 }),
    mind,
    restingPenalty: mindPenalty(mind),
  };
}
