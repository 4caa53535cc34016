import type { AttackNote, AttackReason } from '@harbinger/rules';

// The attack helper's working in words, for the table's log and the GM's panel (rules return codes only).

const NOTE_WORDS: Record<AttackNote, string> = {
  missed: 'Nothing gets through: the attack misses.',
  mob_cannot_defend: 'A mob cannot dodge or defend, so its defense roll is ignored.',
  largest_bonus_only: 'Damage bonuses do not add up: only the largest counts.',
  two_targets_halved: 'Split between two targets, the weapon’s damage is halved (rounded up).',
  whole_mob_bonus: 'Catching the whole mob adds 3 damage.',
  armor_pierced: 'The weapon punches through part of the armor.',
  armor_stopped_all: 'The armor soaks up all of it: no Injury.',
  called_shot_hit: 'The Called Shot strikes the spot it was aimed at.',
  called_shot_elsewhere: 'The Called Shot falls short: it lands elsewhere, for half damage (rounded up).',
  extremity_capped: 'Aimed at an extremity, the Injury stops at Severity 5; the rest is wasted.',
  needs_called_shot: 'This weapon only hurts on a successful Called Shot.',
  single_member_halved: 'Striking one member of a mob does half damage (rounded up).',
};

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/** One step of the working in a sentence. */
export function attackReasonWords(reason: AttackReason): string {
  switch (reason.code) {
    case 'mob_attack_bonus':
      return `The mob adds ${signed(reason.bonus)} Outcome for its members attacking (at most +5).`;
    case 'split_outcome':
      return reason.remainder > 0
        ? `One roll split between two targets: ${reason.share} of it comes here (the odd point is the GM’s to give).`
        : `One roll split between two targets: ${reason.share} of it comes here.`;
    case 'contested':
      return `Attack ${reason.attack} against defense ${reason.defense}: Contested Outcome ${reason.contested}.`;
    case 'weapon_damage':
      return `Weapon damage ${signed(reason.damage)}.`;
    case 'armor':
      return reason.piercing > 0
        ? `Armor ${reason.armor}, of which the weapon ignores ${Math.min(reason.piercing, reason.armor)}.`
        : `Armor ${reason.armor} comes off the damage.`;
    case 'no_damage_weapon':
      return 'This weapon brings its effect, never an Injury.';
    default:
      return NOTE_WORDS[reason.code];
  }
}

/** The one-line account of an attack on one target. */
export function attackSummary(o: {
  attackerName: string;
  targetName: string;
  weaponName: string;
  hit: boolean;
  damage: number;
  severity: number | null;
  contested: number;
  special: boolean;
}): string {
  const weapon = o.weaponName.toLowerCase();
  if (!o.hit) return `${o.attackerName} attacks ${o.targetName} (${weapon}) and misses.`;
  if (o.special) return `${o.attackerName} hits ${o.targetName} (${weapon}): no Injury, but its effect applies.`;
  if (o.severity === null) return `${o.attackerName} hits ${o.targetName} (${weapon}), but no damage gets through.`;
  return (
    `${o.attackerName} hits ${o.targetName} (${weapon}): Contested Outcome ${o.contested}, ` +
    `${o.damage} damage, a Severity ${o.severity} Injury.`
  );
}
