import { fail, ok, type Result } from '../result.js';
import { assertOutcome } from '../movement/whole-number.js';

/**
 * The classic grapple's rolls on our dice: the hold is an unarmed attack (Brawn + Brawl); the target resists with
 * its choice of physique (Brawn + Athletics) or unarmed skill (Brawn + Brawl), and breaks free the same way.
 */
export const classicGrappleRolls = {
  hold: { attributes: ['brawn'], ability: 'brawl' },
  resistPhysique: { attributes: ['brawn'], ability: 'athletics' },
  resistUnarmed: { attributes: ['brawn'], ability: 'brawl' },
} as const;

/** The grip one character has on another under the classic rules. */
export type ClassicHold = 'free' | 'held' | 'pinned';

/** What a held or pinned target may still do, and what holding costs the holder. */
export const classicHoldLimits = {
  held: { targetMay: ['harm_holder', 'break_hold'], holderCannot: ['move', 'defend'] },
  pinned: { targetMay: ['break_hold'], holderCannot: ['move', 'defend'] },
} as const;

/**
 * A classic grab: the hold attack against the target's resistance roll (which does not use up the target's action);
 * any Contested Outcome above 0 holds.
 * @example grappleClassic({ holdOutcome: 3, resistOutcome: 2 }) === 'held'
 */
export function grappleClassic(options: { holdOutcome: number; resistOutcome: number }): ClassicHold {
  assertOutcome('holdOutcome', options.holdOutcome);
  assertOutcome('resistOutcome', options.resistOutcome);
  return options.holdOutcome - options.resistOutcome > 0 ? 'held' : 'free';
}

/**
 * A classic pin: another successful hold attack against a target already held. A target not held is `not_held`
 * (grab first: in one turn that takes two actions and their penalty).
 * @example pinClassic({ current: 'held', holdOutcome: 2, resistOutcome: 1 }) // → ok('pinned')
 */
export function pinClassic(options: {
  current: ClassicHold;
  holdOutcome: number;
  resistOutcome: number;
}): Result<ClassicHold> {
  if (options.current === 'free') return fail({ code: 'not_held', path: ['current'] });
  if (options.current === 'pinned') return ok('pinned');
  return ok(grappleClassic(options) === 'held' ? 'pinned' : 'held');
}

/**
 * A classic escape: the target's roll against the holder's unarmed roll; a tie goes to the target, who breaks free.
 * @example breakFreeClassic({ escapeOutcome: 2, holdOutcome: 2 }) === true
 */
export function breakFreeClassic(options: { escapeOutcome: number; holdOutcome: number }): boolean {
  assertOutcome('escapeOutcome', options.escapeOutcome);
  assertOutcome('holdOutcome', options.holdOutcome);
  return options.escapeOutcome >= options.holdOutcome;
}
