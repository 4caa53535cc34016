import { assertOutcome, assertWhole } from '../movement/whole-number.js';
import { fail, ok, type Issue, type Result } from '../result.js';
import { armorTable, type ArmorId } from './armor.js';
import {
  resolveAttack,
  type AttackInput,
  type AttackNote,
  type AttackResolution,
  type MobTargeting,
} from './attack.js';
import type { CalledShotSize } from './called-shot.js';
import { mobAttackBonus } from './mobs.js';
import { splitOutcome, TWO_TARGETS_DIFFICULTY } from './split-outcome.js';
import type { WeaponConfig } from './weapon-types.js';
import { findWeapon } from './weapons.js';

/** A target's protection: a row of the armor table, a plain Armor number, or none. */
export type ArmorChoice = ArmorId | number | null;

/** What the GM knows about one target of an attack. */
export interface AttackTargetOptions {
  /** The target's Reaction Outcome; 0 (or left out) when it does not react. */
  defenseOutcome?: number;
  armor?: ArmorChoice;
  /** The target is a mob, hit at one member or as a whole. */
  mob?: MobTargeting;
  /** A Called Shot declared against this target, and whether it aims at an extremity. */
  calledShot?: { size: CalledShotSize; extremity?: boolean };
}

/** One attack as the GM's helper takes it: the weapon, the attacker's Outcome, and one or two targets. */
export interface AttackHelperInput {
  /** A weapon id from the rules' tables ('unarmed' for bare hands). */
  weaponId: string;
  /** The attacker's Outcome (for a mob, the best roll among its members). */
  attackOutcome: number;
  /** The attacker is a mob: how many members attack (adds that much Outcome, at most +5). */
  mobAttackers?: number;
  /** Weapon-damage bonuses from Gifts and the like; only the largest counts. */
  damageBonuses?: readonly number[];
  /** The GM's pick of weapon damage, for a weapon whose damage is a span (improvised thrown objects). */
  weaponDamage?: number;
  /** One target, or two for an attack split between them. */
  targets: readonly AttackTargetOptions[];
  /** Which of two targets gets the odd point of a split Outcome (the GM's call); the first by default. */
  remainderTo?: 0 | 1;
}

/** A step of the working, for the edge to put into words. */
export type AttackReason =
  | { code: 'mob_attack_bonus'; bonus: number }
  | { code: 'split_outcome'; share: number; remainder: number }
  | { code: 'contested'; attack: number; defense: number; contested: number }
  | { code: 'weapon_damage'; damage: number }
  | { code: 'armor'; armor: number; piercing: number }
  | { code: 'no_damage_weapon' }
  | { code: AttackNote };

/** What happened to one target. */
export interface PlannedHit {
  /** The input handed to `resolveAttack`, for anyone who wants to check the sums. */
  input: AttackInput;
  resolution: AttackResolution;
  reasons: AttackReason[];
}

/** The whole attack worked out. */
export interface AttackPlan {
  weaponId: string;
  weapon: WeaponConfig;
  /** The Outcome after a mob's bonus, before any split. */
  attackOutcome: number;
  twoTargets: boolean;
  /** One per target, in the order given. */
  hits: PlannedHit[];
}

/**
 * The Difficulty of the attack roll: the weapon's, +2 when one roll attacks two targets, plus the GM's situational
 * shift. Undefined for an unknown weapon.
 * @example attackRollDifficulty('handgun', { twoTargets: true }) === 8
 */
export function attackRollDifficulty(
  weaponId: string,
  options: { twoTargets?: boolean; modifier?: number } = {},
): number | undefined {
  const weapon = findWeapon(weaponId);
  if (!weapon) return undefined;
  return weapon.difficulty + (options.twoTargets ? TWO_TARGETS_DIFFICULTY : 0) + (options.modifier ?? 0);
}

/** The Armor number a choice stands for, or an issue for an unknown row or an impossible number. */
export function armorValue(choice: ArmorChoice | undefined, path: (string | number)[]): Result<number> {
  if (choice === undefined || choice === null) return ok(0);
  if (typeof choice === 'number') {
    if (Number.isInteger(choice) && choice >= 0) return ok(choice);
    return fail({ code: 'unknown_armor', path, received: String(choice) });
  }
  if (!Object.hasOwn(armorTable, choice)) return fail({ code: 'unknown_armor', path, received: choice });
  return ok(armorTable[choice].armor);
}

function weaponDamageOf(weapon: WeaponConfig, picked: number | undefined): Result<number> {
  if (picked === undefined) return ok(weapon.damage);
  const range = weapon.damageRange ?? { min: weapon.damage, max: weapon.damage };
  if (Number.isInteger(picked) && picked >= range.min && picked <= range.max) return ok(picked);
  return fail({
    code: 'weapon_damage_out_of_range',
    path: ['weaponDamage'],
    min: range.min,
    max: range.max,
    received: String(picked),
  });
}

/**
 * Works out an attack from the dice to the Injury for each target: a mob attacker's bonus, the split of one roll
 * between two targets (weapon damage halved, rounded up), the weapon's damage and armor piercing from the tables,
 * the target's armor (a table row or a number), Called Shots and mobs, all through `resolveAttack`. Stun guns and
 * pepper spray hit without damage. Refuses an unknown weapon or armor, and more than two targets.
 * @example planAttack({ weaponId: 'handgun', attackOutcome: 3, targets: [{ defenseOutcome: 1, armor: 'layered' }] })
 *   // → ok, hits[0].resolution.severity === 3
 */
export function planAttack(input: AttackHelperInput): Result<AttackPlan> {
  assertOutcome('attackOutcome', input.attackOutcome);
  const weapon = findWeapon(input.weaponId);
  const issues: Issue[] = [];
  if (!weapon) issues.push({ code: 'unknown_weapon', path: ['weaponId'], received: input.weaponId });
  const count = input.targets.length;
  if (count < 1 || count > 2)
    issues.push({ code: 'too_many_targets', path: ['targets'], min: 1, max: 2, received: String(count) });
  const armors = input.targets.map((target, index) => armorValue(target.armor, ['targets', index, 'armor']));
  for (const armor of armors) if (!armor.ok) issues.push(...armor.issues);
  const damage = weapon ? weaponDamageOf(weapon, input.weaponDamage) : ok(0);
  if (!damage.ok) issues.push(...damage.issues);
  if (issues.length > 0 || !weapon || !damage.ok) return fail(...issues);

  const reasonsBefore: AttackReason[] = [];
  let attackOutcome = input.attackOutcome;
  if (input.mobAttackers !== undefined) {
    assertWhole('mobAttackers', input.mobAttackers, 1);
    const bonus = mobAttackBonus(input.mobAttackers);
    attackOutcome += bonus;
    reasonsBefore.push({ code: 'mob_attack_bonus', bonus });
  }
  const twoTargets = count === 2;
  const split = twoTargets ? splitOutcome(attackOutcome) : null;
  const noDamage = weapon.category === 'special';

  const hits = input.targets.map((target, index): PlannedHit => {
    const share = split ? split.perTarget + (index === (input.remainderTo ?? 0) ? split.remainder : 0) : attackOutcome;
    const armor = (armors[index] as { ok: true; value: number }).value;
    const attack: AttackInput = {
      attackOutcome: share,
      defenseOutcome: target.defenseOutcome ?? 0,
      weaponDamage: damage.value,
      armor,
      ...(input.damageBonuses ? { damageBonuses: input.damageBonuses } : {}),
      ...(weapon.armorPiercing ? { armorPiercing: weapon.armorPiercing } : {}),
      ...(twoTargets ? { twoTargets } : {}),
      ...(target.calledShot
        ? { calledShot: target.calledShot.size, extremity: target.calledShot.extremity ?? false }
        : {}),
      ...(weapon.damageNeedsCalledShot ? { damageNeedsCalledShot: true } : {}),
      ...(target.mob ? { mob: target.mob } : {}),
    };
    let resolution = resolveAttack(attack);
    const reasons: AttackReason[] = [...reasonsBefore];
    if (split) reasons.push({ code: 'split_outcome', share, remainder: split.remainder });
    const defense = target.mob ? 0 : (target.defenseOutcome ?? 0);
    reasons.push({ code: 'contested', attack: share, defense, contested: resolution.contestedOutcome });
    if (resolution.hit) {
      reasons.push({ code: 'weapon_damage', damage: damage.value });
      if (armor > 0) reasons.push({ code: 'armor', armor, piercing: weapon.armorPiercing ?? 0 });
    }
    reasons.push(...resolution.notes.map((code) => ({ code })));
    if (noDamage && resolution.hit) {
      // A hit from a stun gun or pepper spray brings its effect, never an Injury.
      resolution = { ...resolution, damage: 0, severity: null };
      reasons.push({ code: 'no_damage_weapon' });
    }
    return { input: attack, resolution, reasons };
  });
  return ok({ weaponId: input.weaponId, weapon, attackOutcome, twoTargets, hits });
}
