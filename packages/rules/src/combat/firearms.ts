import type { WeaponConfig } from './weapon-types.js';

/** Guns: every attack is Dexterity + Firearms; damage and Difficulty assume semi-automatic fire. */
export const firearms = {
  handgun: {
    name: 'Handgun',
    category: 'firearm',
    attributes: ['dexterity'],
    abilities: ['firearms'],
    difficulty: 6,
    damage: 2,
    rangeFeet: 50,
    reloadAfter: 6,
  },
  shotgun: {
    name: 'Shotgun',
    category: 'firearm',
    attributes: ['dexterity'],
    abilities: ['firearms'],
    difficulty: 6,
    damage: 3,
    rangeFeet: 75,
    reloadAfter: { min: 1, max: 3 },
  },
  rifle: {
    name: 'Rifle',
    category: 'firearm',
    attributes: ['dexterity'],
    abilities: ['firearms'],
    difficulty: 6,
    damage: 3,
    rangeFeet: 300,
    meleeRangeDifficulty: 1,
    reloadAfter: 10,
  },
  'heavy-sniper': {
    name: 'Heavy sniper rifle',
    category: 'firearm',
    attributes: ['dexterity'],
    abilities: ['firearms'],
    difficulty: 6,
    damage: 3,
    armorPiercing: 2,
    rangeFeet: 1000,
    // +3 when fired without its tripod, or at melee range; setting up the tripod takes an Action.
    meleeRangeDifficulty: 3,
    reloadAfter: 5,
    notes: ['no_tripod_plus_3_difficulty', 'tripod_takes_an_action'],
  },
} as const satisfies Record<string, WeaponConfig>;
export type FirearmId = keyof typeof firearms;

/** Extra Difficulty for a heavy sniper rifle fired without its tripod deployed. */
export const NO_TRIPOD_DIFFICULTY = 3;
