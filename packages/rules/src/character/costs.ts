import { STARTING_SOURCE_CAPACITY } from './source.js';
import { ABILITY_RANGE, ATTRIBUTE_IDS, ATTRIBUTE_RANGE, type TraitRatings } from './traits.js';

/** Exp every brand-new Contractor receives to buy their first ratings. */
export const STARTING_EXP = 150;

/** The numbers behind every raise: Exp per current rating, and the flat price of an Ability's first rank. */
export const RAISE_COST_FACTORS = {
  /** Exp per current rating when raising an Attribute. */
  attribute: 5,
  /** Exp per current rating when raising an Ability (from 1 up) or Source. */
  ability: 2,
  /** Exp for an Ability's first rank. */
  abilityFirstRank: 2,
} as const;
const {
  attribute: ATTRIBUTE_COST_FACTOR,
  ability: ABILITY_COST_FACTOR,
  abilityFirstRank: ABILITY_FIRST_RANK_COST,
} = RAISE_COST_FACTORS;

function assertRating(what: string, from: number, min: number, max: number): void {
  if (!Number.isInteger(from) || from < min || from > max) {
    throw new RangeError(`${what} can only be raised from a whole rating in ${min}–${max}, got ${from}`);
  }
}

/**
 * Exp to raise an Attribute by one from rating `from` (1–4): five times the current rating.
 * @example attributeRaiseCost(2) === 10 // Brawn 2 → 3
 */
export function attributeRaiseCost(from: number): number {
  assertRating('an Attribute', from, ATTRIBUTE_RANGE.min, ATTRIBUTE_RANGE.max - 1);
  return ATTRIBUTE_COST_FACTOR * from;
}

/**
 * Exp to raise an Ability by one from rating `from` (0–5; reaching 6 needs Seasoned, see validateTraits):
 * 2 for the first rank, then twice the current rating.
 */
export function abilityRaiseCost(from: number): number {
  assertRating('an Ability', from, ABILITY_RANGE.min, ABILITY_RANGE.max - 1);
  return from === 0 ? ABILITY_FIRST_RANK_COST : ABILITY_COST_FACTOR * from;
}

/** Exp to raise Source capacity by one from `from` (1 or more; the first point comes free with the first Gift). */
export function sourceRaiseCost(from: number): number {
  assertRating('Source', from, STARTING_SOURCE_CAPACITY, Number.MAX_SAFE_INTEGER);
  return ABILITY_COST_FACTOR * from;
}

function sumRaises(cost: (from: number) => number, start: number, rating: number): number {
  let total = 0;
  for (let r = start; r < rating; r++) total += cost(r);
  return total;
}

/** Total Exp an Attribute at `rating` cost from the starting 1 (e.g. 3 → 5 + 10 = 15). */
export function attributeExpTotal(rating: number): number {
  assertRating('an Attribute total', rating, ATTRIBUTE_RANGE.min, ATTRIBUTE_RANGE.max);
  return sumRaises(attributeRaiseCost, ATTRIBUTE_RANGE.min, rating);
}

/** Total Exp an Ability at `rating` cost from the starting 0 (e.g. 3 → 2 + 2 + 4 = 8). */
export function abilityExpTotal(rating: number): number {
  assertRating('an Ability total', rating, ABILITY_RANGE.min, ABILITY_RANGE.max);
  return sumRaises(abilityRaiseCost, ABILITY_RANGE.min, rating);
}

/** Total Exp spent raising Source from its free first point to `capacity`. */
export function sourceExpTotal(capacity: number): number {
  assertRating('a Source total', capacity, 1, Number.MAX_SAFE_INTEGER);
  return sumRaises(sourceRaiseCost, STARTING_SOURCE_CAPACITY, capacity);
}

/**
 * Exp the ratings cost from a new Contractor's baseline (every Attribute 1, every Ability 0), Primary and
 * Secondary Abilities alike. Ratings must be in range: run validateTraits on player input first.
 * @example traitsExpCost(newContractorTraits()) === 0
 */
export function traitsExpCost(traits: TraitRatings): number {
  let total = 0;
  for (const id of ATTRIBUTE_IDS) total += attributeExpTotal(traits.attributes[id]);
  for (const rating of Object.values(traits.abilities)) total += abilityExpTotal(rating ?? 0);
  for (const rating of Object.values(traits.secondaryAbilities ?? {})) total += abilityExpTotal(rating);
  return total;
}
