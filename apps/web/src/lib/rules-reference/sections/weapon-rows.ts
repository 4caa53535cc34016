import {
  armorTable,
  attributes,
  firearms,
  meleeWeapons,
  primaryAbilities,
  rangedWeapons,
  type WeaponConfig,
} from '@harbinger/rules';
import { num, signed } from '../numbers.js';

// Weapon and armor tables are read straight from the engine's data, so the reference shows what the sheet rolls.

function roll(w: WeaponConfig): string {
  const attrs = w.attributes.map((id) => attributes[id].name).join(' or ');
  const abilities = w.abilities.map((id) => primaryAbilities[id].name).join(' or ');
  const a = w.attributes.length > 1 ? `(${attrs})` : attrs;
  const b = w.abilities.length > 1 ? `(${abilities})` : abilities;
  return `${a} + ${b}`;
}

function difficulty(w: WeaponConfig): string {
  const base = w.difficultyRange ? `${num(w.difficultyRange.min)}–${num(w.difficultyRange.max)}` : num(w.difficulty);
  return w.meleeRangeDifficulty ? `${base} (+${num(w.meleeRangeDifficulty)} in melee)` : base;
}

function damage(w: WeaponConfig): string {
  const base = w.damageRange ? `${num(w.damageRange.min)}–${num(w.damageRange.max)}` : signed(w.damage);
  const brawn = w.minimumBrawn ? `, needs Brawn ${num(w.minimumBrawn)}` : '';
  const pierce = w.armorPiercing ? `, ignores ${num(w.armorPiercing)} Armor` : '';
  const called = w.damageNeedsCalledShot ? ', only on a Called Shot' : '';
  return `${base}${pierce}${called}${brawn}`;
}

const range = (w: WeaponConfig): string => (w.rangeFeet ? `${num(w.rangeFeet)} ft` : 'melee');

/** One row per weapon: name, roll, Difficulty, damage, range. */
export function weaponRows(table: Record<string, WeaponConfig>): string[][] {
  return Object.values(table).map((w) => [w.name, roll(w), difficulty(w), damage(w), range(w)]);
}

export const firearmRows = weaponRows(firearms);
export const meleeRows = weaponRows(meleeWeapons);
export const rangedRows = weaponRows(rangedWeapons);

/** Armor, its value and the dice it costs on physical actions. */
export const armorRows = Object.values(armorTable).map((a) => [
  a.name,
  num(a.armor),
  a.dicePenalty === 0 ? 'none' : `−${num(a.dicePenalty)} dice`,
  'weightPounds' in a ? `${num(a.weightPounds)} lb` : '',
]);
