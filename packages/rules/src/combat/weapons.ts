import { firearms } from './firearms.js';
import { meleeWeapons } from './melee-weapons.js';
import { rangedWeapons } from './ranged-weapons.js';
import { specialWeapons } from './special-weapons.js';
import type { WeaponConfig } from './weapon-types.js';

/** Every weapon of the guide in one lookup, keyed by the ids of the four tables (the ids never collide). */
export const weapons = { ...firearms, ...meleeWeapons, ...rangedWeapons, ...specialWeapons } as const satisfies Record<
  string,
  WeaponConfig
>;
export type WeaponId = keyof typeof weapons;
export const WEAPON_IDS = Object.keys(weapons) as WeaponId[];

/**
 * Finds a weapon by id, or undefined for a word that names none (the edge turns that into a message).
 * @example findWeapon('handgun')?.damage === 2
 */
export function findWeapon(id: string): WeaponConfig | undefined {
  return Object.hasOwn(weapons, id) ? weapons[id as WeaponId] : undefined;
}
