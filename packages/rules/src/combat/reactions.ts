import { fail, ok, type Result } from '../result.js';

/** The three Reactions to an attack. */
export type ReactionKind = 'dodge' | 'defend' | 'clash';

/** Dice the next Action loses after a Desperate Defense. */
export const DESPERATE_DEFENSE_NEXT_ACTION_PENALTY = 2;

/** What a Desperate Defense costs. */
export interface DesperateDefense {
  /** The defender exerts Mind (1 Mind damage, +1 Outcome, Penalty ignored this round). */
  exert: true;
  /** Dice lost on the defender's next Action. */
  nextActionDicePenalty: number;
}

/**
 * Checks a Desperate Defense: a Dodge or Defend after the round's Action is spent, paid for by exerting (not yet
 * exerted this round) and −2 dice on the next Action. A Clash can never be desperate.
 * @example desperateDefense({ reaction: 'dodge', actionSpent: true, exertedThisRound: false }) // → ok
 */
export function desperateDefense(options: {
  reaction: ReactionKind;
  actionSpent: boolean;
  exertedThisRound: boolean;
}): Result<DesperateDefense> {
  if (options.reaction === 'clash') return fail({ code: 'clash_cannot_be_desperate', path: ['reaction'] });
  if (!options.actionSpent) return fail({ code: 'action_still_available', path: ['actionSpent'] });
  if (options.exertedThisRound) return fail({ code: 'already_exerted', path: ['exertedThisRound'] });
  return ok({ exert: true, nextActionDicePenalty: DESPERATE_DEFENSE_NEXT_ACTION_PENALTY });
}

/** What a defender Defends with. */
export type DefenseMeans = 'unarmed' | 'melee-weapon' | 'firearm';
/** What kind of attack comes in. */
export type IncomingAttack = 'unarmed' | 'melee' | 'thrown' | 'firearm' | 'projectile';

/** Whether a Defend is possible, and the usual Difficulty shift for the reach advantage. */
export interface DefenseAllowance {
  allowed: boolean;
  /** −1 when a melee weapon Defends against bare hands (the GM may vary it). */
  difficultyModifier: number;
}

/**
 * Whether a weapon (or bare hands) can Defend against an attack: bare hands only stop bare hands; a melee weapon
 * (or a gun swung as one) stops unarmed, melee and thrown attacks; shots and arrows only in melee range or with a
 * weapon-mastery Gift. Dodging is always possible and needs no check.
 * @example defenseAllowed({ means: 'melee-weapon', attack: 'unarmed' }) // → { allowed: true, difficultyModifier: -1 }
 */
export function defenseAllowed(options: {
  means: DefenseMeans;
  attack: IncomingAttack;
  inMeleeRange?: boolean;
  weaponMastery?: boolean;
}): DefenseAllowance {
  const { means, attack } = options;
  const armed = means !== 'unarmed';
  let allowed: boolean;
  if (attack === 'unarmed') allowed = true;
  else if (attack === 'melee' || attack === 'thrown') allowed = armed;
  else allowed = armed && (options.inMeleeRange === true || options.weaponMastery === true);
  return { allowed, difficultyModifier: allowed && armed && attack === 'unarmed' ? -1 : 0 };
}
