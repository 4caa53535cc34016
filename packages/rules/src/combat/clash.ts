import { assertOutcome } from '../movement/whole-number.js';
import { resolveAttack, type AttackInput, type AttackResolution } from './attack.js';

/** One side of a Clash: its roll and what it hits with. */
export type ClashSide = Pick<AttackInput, 'weaponDamage' | 'damageBonuses' | 'armorPiercing'> & {
  outcome: number;
  /** This side's own Armor, against the other side's blow. */
  armor?: number;
};

/** Who hurt whom in a Clash. */
export interface ClashResult {
  winner: 'attacker' | 'defender' | 'both';
  /** What the attacker's blow did to the defender (a miss when the attacker lost). */
  toDefender: AttackResolution;
  /** What the defender's blow did to the attacker (a miss when the defender lost). */
  toAttacker: AttackResolution;
}

/**
 * Resolves a Clash: the Outcomes are compared, not subtracted; the higher lands as an undefended attack and a tie
 * lets both land. A Clash is never a Desperate Defense (see `desperateDefense`).
 * @example resolveClash({ attacker: { outcome: 3, weaponDamage: 2 }, defender: { outcome: 1, weaponDamage: 1 } })
 */
export function resolveClash(sides: { attacker: ClashSide; defender: ClashSide }): ClashResult {
  const { attacker, defender } = sides;
  assertOutcome('attacker.outcome', attacker.outcome);
  assertOutcome('defender.outcome', defender.outcome);
  const blow = (from: ClashSide, lands: boolean, targetArmor: number | undefined): AttackResolution =>
    resolveAttack({
      attackOutcome: lands ? from.outcome : 0,
      weaponDamage: from.weaponDamage,
      damageBonuses: from.damageBonuses,
      armorPiercing: from.armorPiercing,
      armor: targetArmor,
    });
  const winner =
    attacker.outcome === defender.outcome ? 'both' : attacker.outcome > defender.outcome ? 'attacker' : 'defender';
  return {
    winner,
    toDefender: blow(attacker, winner !== 'defender', defender.armor),
    toAttacker: blow(defender, winner !== 'attacker', attacker.armor),
  };
}
