import { fail, ok, type Result } from '../result.js';
import { assertMeasure, assertWhole } from '../movement/whole-number.js';

/** The most Outcome a mob's attack gains from its numbers. */
export const MOB_ATTACK_BONUS_MAX = 5;

/** What a mob needs to know of each member. */
export interface MobMember {
  body: number;
  mind: number;
  armor: number;
  /** Movement per round in feet. */
  speedFeet: number;
}

/** A mob's shared ratings. Mobs take no Penalty from injuries and cannot Dodge or Defend. */
export interface MobStats {
  body: number;
  mind: number;
  armor: number;
  speedFeet: number;
  members: number;
}

/**
 * A mob's ratings: the best Body and Mind among its members, the highest Armor at least half of them have (or
 * better), and the speed of the slowest. An empty mob is `empty_mob`.
 * @example mobStats([{ body: 6, mind: 4, armor: 2, speedFeet: 20 }, { body: 5, mind: 5, armor: 0, speedFeet: 15 }])
 *   // → { body: 6, mind: 5, armor: 0, speedFeet: 15, members: 2 }
 */
export function mobStats(members: readonly MobMember[]): Result<MobStats> {
  if (members.length === 0) return fail({ code: 'empty_mob', path: ['members'], min: 1 });
  for (const member of members) {
    assertWhole('body', member.body);
    assertWhole('mind', member.mind);
    assertWhole('armor', member.armor);
    assertMeasure('speedFeet', member.speedFeet);
  }
  const byArmor = members.map((member) => member.armor).sort((a, b) => b - a);
  // The value at the halfway mark of the sorted list is the highest Armor that at least half the members reach.
  const armor = byArmor[Math.ceil(members.length / 2) - 1]!;
  return ok({
    body: Math.max(...members.map((member) => member.body)),
    mind: Math.max(...members.map((member) => member.mind)),
    armor,
    speedFeet: Math.min(...members.map((member) => member.speedFeet)),
    members: members.length,
  });
}

/**
 * The Outcome a mob adds to its best attack roll: one per member attacking, at most +5.
 * @example mobAttackBonus(7) === 5
 */
export function mobAttackBonus(attackers: number): number {
  assertWhole('attackers', attackers);
  return Math.min(MOB_ATTACK_BONUS_MAX, attackers);
}
