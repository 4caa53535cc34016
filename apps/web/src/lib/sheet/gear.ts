import {
  STOCK_TRAUMAS,
  WEAPON_IDS,
  armorTable,
  weapons,
  type ArmorId,
  type StockTraumaId,
  type WeaponCategory,
} from '@harbinger/rules';
import { gearNotes } from './words.js';

/** A weapon of the rules' tables as the Stock tab offers it. */
export interface WeaponChoice {
  id: string;
  name: string;
  damage: string;
  difficulty: number;
  rangeFeet: number | null;
  notes: string[];
  /** What a hit of a less-lethal weapon does instead of damage. */
  system: string | null;
}

/** The weapons of one category. */
export interface WeaponGroup {
  category: WeaponCategory;
  title: string;
  weapons: WeaponChoice[];
}

/** An armor of the rules' table. */
export interface ArmorChoice {
  id: string;
  name: string;
  armor: number;
  dicePenalty: number;
  notes: string[];
}

const GROUP_TITLES = {
  firearm: 'Firearms',
  melee: 'Melee and bare hands',
  thrown: 'Thrown',
  projectile: 'Bows and other projectiles',
  special: 'Less-lethal',
} as const satisfies Record<WeaponCategory, string>;

function damageText(min: number, max?: number): string {
  const sign = (n: number) => (n > 0 ? `+${String(n)}` : n < 0 ? `−${String(-n)}` : '0');
  return max === undefined ? sign(min) : `${sign(min)} to ${sign(max)}`;
}

/** The rules' weapon tables grouped by category, for the weapon picker. */
export function weaponGroups(): WeaponGroup[] {
  const groups = (Object.keys(GROUP_TITLES) as WeaponCategory[]).map((category) => ({
    category,
    title: GROUP_TITLES[category],
    weapons: [] as WeaponChoice[],
  }));
  for (const id of WEAPON_IDS) {
    const w = weapons[id];
    const group = groups.find((g) => g.category === w.category)!;
    group.weapons.push({
      id,
      name: w.name,
      damage:
        'damageRange' in w && w.damageRange ? damageText(w.damageRange.min, w.damageRange.max) : damageText(w.damage),
      difficulty: w.difficulty,
      rangeFeet: 'rangeFeet' in w && typeof w.rangeFeet === 'number' ? w.rangeFeet : null,
      notes: gearNotes('notes' in w ? w.notes : undefined),
      system: 'system' in w && typeof w.system === 'string' ? w.system : null,
    });
  }
  return groups.filter((g) => g.weapons.length > 0);
}

/** The rules' armor table, for the armor picker. */
export function armorChoices(): ArmorChoice[] {
  return (Object.keys(armorTable) as ArmorId[]).map((id) => {
    const row = armorTable[id];
    return {
      id,
      name: row.name,
      armor: row.armor,
      dicePenalty: row.dicePenalty,
      notes: gearNotes('notes' in row ? row.notes : undefined),
    };
  });
}

/** The rules' stock Traumas, for the new-Trauma picker. */
export function traumaChoices(): { id: string; name: string; summary: string }[] {
  return (Object.keys(STOCK_TRAUMAS) as StockTraumaId[]).map((id) => ({
    id,
    name: STOCK_TRAUMAS[id].name,
    summary: STOCK_TRAUMAS[id].summary,
  }));
}
