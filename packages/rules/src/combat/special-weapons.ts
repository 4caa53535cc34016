import type { WeaponConfig } from './weapon-types.js';

/** A weapon whose hit causes an effect instead of (or besides) an Injury, with that effect summarised. */
export interface SpecialWeaponConfig extends WeaponConfig {
  /** What a hit does, in brief (the edge may show it as is; `stun.ts` resolves it). */
  system: string;
}

/** Less-lethal weapons: a hit (positive Contested Outcome) triggers an effect, not weapon damage. */
export const specialWeapons = {
  'stun-gun': {
    name: 'Handheld stun gun',
    category: 'special',
    attributes: ['dexterity'],
    abilities: ['brawl'],
    difficulty: 7,
    damage: 0,
    notes: ['no_damage', 'body_resists'],
    system:
      'On a hit the target resists with Body at Difficulty 9, counting its Armor as extra Outcome. ' +
      'An Outcome of 0 stuns them through their next Action; above 0 they lose 4 − Outcome dice on their next Action; ' +
      'a botch stuns them and leaves a severity-1 Injury.',
  },
  taser: {
    name: 'Ranged stun gun',
    category: 'special',
    attributes: ['dexterity'],
    abilities: ['firearms'],
    difficulty: 8,
    damage: 0,
    rangeFeet: 35,
    maxRangeFeet: 35,
    notes: ['no_damage', 'body_resists', 'darts_repeat_3_rounds'],
    system:
      'Resisted like the handheld stun gun, but the darts stay in: the target resists again each round for 3 rounds, ' +
      'until the darts come out or one resistance roll reaches Outcome 4. It reaches 35 feet at most.',
  },
  'pepper-spray': {
    name: 'Mace or pepper spray',
    category: 'special',
    attributes: ['dexterity'],
    abilities: ['brawl', 'firearms', 'athletics'],
    difficulty: 8,
    damage: 0,
    notes: ['no_damage', 'blinds'],
    system:
      'On a hit the target is blind for 10 rounds (30 seconds): rolls that need sight fail outright, rolls that sight ' +
      'would help lose up to 3 dice. A 2-dice sight penalty stays until the eyes are washed out properly.',
  },
} as const satisfies Record<string, SpecialWeaponConfig>;
export type SpecialWeaponId = keyof typeof specialWeapons;
