import {
  ATTRIBUTE_RANGE,
  INITIATIVE_ATTRIBUTES,
  armorTable,
  attributes,
  findWeapon,
  resolveRoll,
  type ArmorId,
  type WeaponCategory,
} from '@harbinger/rules';
import { explainRoll, type PoolPart } from './explain.js';
import {
  armorDice,
  resolvePool,
  rollExpression,
  settleChoice,
  sheetPools,
  type PoolSpec,
  type RollChoice,
  type SheetFacts,
} from './pools.js';
import { gearNotes } from './words.js';

/** A pool as the sheet lists it: the dice thrown now (penalties applied), at what Difficulty, and why. */
export interface PoolRow {
  key: string;
  label: string;
  dice: number;
  difficulty: number;
  /** Where the dice come from, for the tap-to-explain. */
  explain: string;
  /** For `data-testid="roll-button-…"`. */
  testid: string;
  /** Why the pool cannot be rolled at all (a scar rules it out), in words; absent when it can. */
  forbidden?: string;
}

/** A carried weapon with its attack pool and damage. */
export interface WeaponRow extends PoolRow {
  weaponId: string;
  category: WeaponCategory;
  /** "+2", "−1", "0 to 1". */
  damage: string;
  damageExplain: string;
  rangeFeet: number | null;
  notes: string[];
}

/** The worn armor. */
export interface ArmorRow {
  id: string;
  name: string;
  armor: number;
  dicePenalty: number;
  explain: string;
  notes: string[];
}

/** The combat quick reference: Initiative, Dodge, Sprint, each weapon's attack, and the armor worn. */
export interface QuickReference {
  initiative: PoolRow;
  dodge: PoolRow;
  sprint: PoolRow;
  weapons: WeaponRow[];
  armor: ArmorRow | null;
}

function signedNumber(value: number): string {
  if (value > 0) return `+${String(value)}`;
  if (value < 0) return `−${String(-value)}`;
  return '0';
}

/** The parts a pool's dice are made of, as the rules will read them. */
function poolParts(
  spec: PoolSpec,
  facts: SheetFacts,
  options: { noAbility: boolean; choice: Partial<RollChoice> },
): PoolPart[] {
  const attribute = settleChoice(spec, options.choice).attribute;
  if (spec.kind === 'body') return [{ name: 'Body', value: facts.derived.body }];
  if (spec.kind === 'mind') return [{ name: 'Mind', value: facts.derived.mind }];
  if (spec.kind === 'initiative') {
    return INITIATIVE_ATTRIBUTES.map((id) => ({
      name: attributes[id].name,
      value: facts.attributes[id] ?? ATTRIBUTE_RANGE.min,
    }));
  }
  const parts: PoolPart[] = [
    { name: attributes[attribute!].name, value: facts.attributes[attribute!] ?? ATTRIBUTE_RANGE.min },
  ];
  if (spec.ability && !options.noAbility) parts.push({ name: spec.ability.name, value: spec.ability.rating });
  return parts;
}

/**
 * One pool's row at its default choice (usual Attribute, starting Difficulty, no exertion) or at `choice`: the dice
 * the rules leave after the Penalty and armor, with the explanation. Undefined only if the rules cannot read the roll.
 */
export function poolRow(spec: PoolSpec, facts: SheetFacts, choice: Partial<RollChoice> = {}): PoolRow | undefined {
  const { expression } = rollExpression(spec, choice, facts);
  const resolved = resolvePool(expression, facts);
  if (!resolved.ok) return undefined;
  const options = resolved.value.options;
  const roll = resolveRoll(options);
  const label =
    spec.kind === 'ability' || spec.kind === 'secondary'
      ? `${attributes[settleChoice(spec, choice).attribute!].name} + ${spec.label}`
      : spec.label;
  return {
    key: spec.key,
    label: spec.label,
    dice: roll.dice,
    difficulty: roll.difficulty,
    explain: explainRoll({
      label,
      parts: poolParts(spec, facts, { noAbility: options.noAbility === true, choice }),
      options,
      resolved: roll,
      otherPenaltyName: 'armor',
    }),
    testid: spec.testid,
    ...(spec.forbidden ? { forbidden: `${spec.forbidden.scar}: no sprinting` } : {}),
  };
}

function damageOf(id: string): { damage: string; explain: string } {
  const weapon = findWeapon(id)!;
  const damage = weapon.damageRange
    ? `${signedNumber(weapon.damageRange.min)} to ${signedNumber(weapon.damageRange.max)}`
    : signedNumber(weapon.damage);
  const pierce = weapon.armorPiercing
    ? `; ignores ${String(weapon.armorPiercing)} point${weapon.armorPiercing === 1 ? '' : 's'} of Armor`
    : '';
  const range = weapon.rangeFeet
    ? `; range ${String(weapon.rangeFeet)} ft, +1 Difficulty for each further range step`
    : '';
  const calledShot = weapon.damageNeedsCalledShot ? '; damages only on a successful Called Shot' : '';
  return {
    damage,
    explain: `Damage ${damage}: added to the Contested Outcome when the attack hits${pierce}${range}${calledShot}`,
  };
}

/** Builds the combat quick reference from the sheet's facts and the rules' weapon and armor tables. */
export function quickReference(facts: SheetFacts): QuickReference {
  const pools = sheetPools(facts);
  const row = (key: string) =>
    poolRow(
      pools.find((p) => p.key === key)!,
      facts,
    )!;
  const weapons: WeaponRow[] = [];
  for (const spec of pools) {
    if (spec.kind !== 'weapon') continue;
    const base = poolRow(spec, facts);
    const id = spec.key.slice('weapon:'.length);
    const weapon = findWeapon(id);
    if (!base || !weapon) continue;
    const { damage, explain } = damageOf(id);
    weapons.push({
      ...base,
      weaponId: id,
      category: weapon.category,
      damage,
      damageExplain: explain,
      rangeFeet: weapon.rangeFeet ?? null,
      notes: gearNotes(weapon.notes),
    });
  }
  const armor =
    facts.armor !== null && Object.hasOwn(armorTable, facts.armor) ? armorTable[facts.armor as ArmorId] : undefined;
  return {
    initiative: row('initiative'),
    dodge: row('dodge'),
    sprint: row('sprint'),
    weapons,
    armor: armor
      ? {
          id: facts.armor!,
          name: armor.name,
          armor: armor.armor,
          dicePenalty: armorDice(facts),
          explain: `Armor ${String(armor.armor)} is taken from the damage of each hit (the best armor counts, they never add up)${armor.dicePenalty > 0 ? `; ${String(armor.dicePenalty)} dice fewer on physical actions while worn` : ''}`,
          notes: gearNotes('notes' in armor ? armor.notes : undefined),
        }
      : null,
  };
}
