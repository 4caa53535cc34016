import type { WeaponConfig } from './weapon-types.js';

/** Hand-held weapons and bare hands. */
export const meleeWeapons = {
  unarmed: {
    name: 'Hand-to-hand (punch, bite, choke)',
    category: 'melee',
    attributes: ['brawn'],
    abilities: ['brawl'],
    difficulty: 6,
    damage: -1,
    notes: ['unarmed'],
  },
  knife: {
    name: 'Knife or dagger',
    category: 'melee',
    attributes: ['brawn', 'dexterity'],
    abilities: ['melee', 'brawl'],
    difficulty: 6,
    damage: 1,
  },
  rapier: {
    name: 'Edgeless thrusting sword (rapier)',
    category: 'melee',
    attributes: ['dexterity'],
    abilities: ['melee'],
    difficulty: 6,
    damage: 2,
  },
  sword: {
    name: 'Sword or axe',
    category: 'melee',
    attributes: ['brawn'],
    abilities: ['melee'],
    difficulty: 6,
    damage: 2,
  },
  greatsword: {
    name: 'Greatsword or giant axe',
    category: 'melee',
    attributes: ['brawn'],
    abilities: ['melee'],
    difficulty: 6,
    damage: 3,
    twoHanded: true,
  },
  club: {
    name: 'Club',
    category: 'melee',
    attributes: ['brawn'],
    abilities: ['melee'],
    difficulty: 6,
    damage: 1,
    notes: ['most_improvised_weapons'],
  },
  garrote: {
    name: 'Garrote',
    category: 'melee',
    attributes: ['brawn', 'dexterity'],
    abilities: ['brawl', 'melee'],
    difficulty: 8,
    // A choke without the bare-hands damage penalty (the guide calls that penalty −2 here, −1 in its table).
    damage: 0,
    // −2 Difficulty from behind on a surprised target; works like a choke hold that is hard to escape.
    notes: ['surprise_from_behind_minus_2_difficulty', 'works_as_choke', 'escape_needs_defeating_holder'],
  },
} as const satisfies Record<string, WeaponConfig>;
export type MeleeWeaponId = keyof typeof meleeWeapons;

/** How much easier a surprised target makes a garrote from behind. */
export const GARROTE_SURPRISE_DIFFICULTY = -2;
