import { assertOutcome, assertWhole } from '../movement/whole-number.js';
import { calledShotHits, EXTREMITY_SEVERITY_CAP, type CalledShotSize } from './called-shot.js';

/** How an attack on a mob lands: at one member (half damage) or at the whole crowd (+3 damage). */
export type MobTargeting = 'single-member' | 'whole-mob';

/** Extra damage for an attack that catches a whole mob. */
export const WHOLE_MOB_DAMAGE_BONUS = 3;

/** Everything about one attack after the dice: the two Outcomes and what the weapon and target bring. */
export interface AttackInput {
  attackOutcome: number;
  /** The target's Reaction Outcome; 0 when it does not react. Ignored against a mob, which cannot defend. */
  defenseOutcome?: number;
  /** The weapon's listed damage (negative for bare hands). */
  weaponDamage: number;
  /** The target's Armor, already the highest of its sources (see `effectiveArmor`). */
  armor?: number;
  /** Bonuses to weapon damage from Gifts and the like; they do not stack, the largest applies. */
  damageBonuses?: readonly number[];
  /** Points of Armor the weapon ignores. */
  armorPiercing?: number;
  /** The attack is one of two made with a single split roll: weapon damage is halved, rounded up. */
  twoTargets?: boolean;
  /** A declared Called Shot and the size of the spot aimed at. */
  calledShot?: CalledShotSize;
  /** The Called Shot aims at an extremity (an arm, leg or hand): a success caps the Injury at severity 5. */
  extremity?: boolean;
  /** The weapon only hurts on a successful Called Shot (sling, slingshot). */
  damageNeedsCalledShot?: boolean;
  /** The target is a mob, and how the attack reaches it. */
  mob?: MobTargeting;
}

/** Codes telling the edge what shaped the result. */
export type AttackNote =
  | 'missed'
  | 'mob_cannot_defend'
  | 'largest_bonus_only'
  | 'two_targets_halved'
  | 'whole_mob_bonus'
  | 'armor_pierced'
  | 'armor_stopped_all'
  | 'called_shot_hit'
  | 'called_shot_elsewhere'
  | 'extremity_capped'
  | 'needs_called_shot'
  | 'single_member_halved';

/** What an attack did. */
export interface AttackResolution {
  contestedOutcome: number;
  /** The attack connects (Contested Outcome above 0), even if Armor then stops all its damage. */
  hit: boolean;
  damage: number;
  /** Severity of the new Injury, or null when no Injury results. */
  severity: number | null;
  /** For a declared Called Shot, whether it struck the chosen spot; null when none was declared. */
  calledShotHit: boolean | null;
  notes: AttackNote[];
}

const halfUp = (n: number): number => Math.ceil(n / 2) + 0; // "+ 0" turns −0 into 0

/**
 * Resolves a hit: damage is Contested Outcome + weapon damage (its largest bonus) − Armor, only when the Contested
 * Outcome is above 0. Halvings (missed Called Shot spot, single mob member) round up and apply after Armor.
 * @example resolveAttack({ attackOutcome: 3, defenseOutcome: 1, weaponDamage: 2, armor: 1 }).damage === 3
 */
export function resolveAttack(input: AttackInput): AttackResolution {
  const { attackOutcome, weaponDamage, mob } = input;
  const defenseOutcome = input.defenseOutcome ?? 0;
  const armor = input.armor ?? 0;
  const piercing = input.armorPiercing ?? 0;
  const bonuses = input.damageBonuses ?? [];
  assertOutcome('attackOutcome', attackOutcome);
  assertOutcome('defenseOutcome', defenseOutcome);
  assertOutcome('weaponDamage', weaponDamage);
  assertWhole('armor', armor);
  assertWhole('armorPiercing', piercing);
  bonuses.forEach((bonus) => assertWhole('damageBonus', bonus));

  const notes: AttackNote[] = [];
  const ignoresDefense = mob !== undefined && defenseOutcome !== 0;
  if (ignoresDefense) notes.push('mob_cannot_defend');
  const contestedOutcome = Math.max(0, attackOutcome - (mob === undefined ? defenseOutcome : 0));
  const calledShotHit = input.calledShot === undefined ? null : calledShotHits(contestedOutcome, input.calledShot);
  if (contestedOutcome === 0) {
    return { contestedOutcome, hit: false, damage: 0, severity: null, calledShotHit, notes: [...notes, 'missed'] };
  }

  if (bonuses.length > 1) notes.push('largest_bonus_only');
  let weapon = weaponDamage + Math.max(0, ...bonuses);
  if (input.twoTargets) {
    weapon = halfUp(weapon);
    notes.push('two_targets_halved');
  }
  let raw = contestedOutcome + weapon;
  if (mob === 'whole-mob') {
    raw += WHOLE_MOB_DAMAGE_BONUS;
    notes.push('whole_mob_bonus');
  }
  if (piercing > 0 && armor > 0) notes.push('armor_pierced');
  const armorLeft = Math.max(0, armor - piercing);
  let damage = Math.max(0, raw - armorLeft);
  if (damage === 0 && raw > 0) notes.push('armor_stopped_all');

  if (calledShotHit === true) {
    notes.push('called_shot_hit');
    if (input.extremity && damage > EXTREMITY_SEVERITY_CAP) {
      damage = EXTREMITY_SEVERITY_CAP;
      notes.push('extremity_capped');
    }
  } else if (calledShotHit === false) {
    notes.push('called_shot_elsewhere');
    damage = halfUp(damage);
  }
  if (input.damageNeedsCalledShot && calledShotHit !== true) {
    damage = 0;
    notes.push('needs_called_shot');
  }
  if (mob === 'single-member') {
    damage = halfUp(damage);
    notes.push('single_member_halved');
  }
  return { contestedOutcome, hit: true, damage, severity: damage > 0 ? damage : null, calledShotHit, notes };
}
