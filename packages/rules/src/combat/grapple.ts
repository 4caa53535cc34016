import { assertOutcome, assertWhole } from '../movement/whole-number.js';

/** The roll to grapple (as an Action or a Clash), and to hold on against a grappled target's physical actions. */
export const GRAPPLE_ROLL = { attributes: ['brawn'], ability: 'brawl' } as const;
/** The roll to break free: Brawn, or Dexterity + Brawl. */
export const BREAK_FREE_ROLLS = [
  { attributes: ['brawn'], ability: null },
  { attributes: ['dexterity'], ability: 'brawl' },
] as const;

/** What a grapple attempt did. */
export interface GrappleResult {
  /** Dice the target loses on physical actions for the rest of this round (the Contested Outcome). */
  dicePenaltyThisRound: number;
  /** The target is held: no Movement until it breaks free, and no damage from the hold itself. */
  grappled: boolean;
}

/**
 * Resolves a grapple: the Contested Outcome (Brawn + Brawl against the target's Reaction) comes off the target's
 * physical actions this round, and when it reaches the target's Brawn the target is grappled.
 * @example resolveGrapple({ contestedOutcome: 3, targetBrawn: 3 }) // → { dicePenaltyThisRound: 3, grappled: true }
 */
export function resolveGrapple(options: { contestedOutcome: number; targetBrawn: number }): GrappleResult {
  assertWhole('contestedOutcome', options.contestedOutcome);
  assertWhole('targetBrawn', options.targetBrawn, 1);
  return {
    dicePenaltyThisRound: options.contestedOutcome,
    grappled: options.contestedOutcome > 0 && options.contestedOutcome >= options.targetBrawn,
  };
}

/**
 * A grappled target's attempt to break free, contested by the grappler's Brawn + Brawl as a Reaction (the
 * grappler may also choose not to contest: pass 0). Ties favour the grappler, as in every contest.
 * @example breaksFree({ escapeOutcome: 3, holdOutcome: 3 }) === false
 */
export function breaksFree(options: { escapeOutcome: number; holdOutcome: number }): boolean {
  assertOutcome('escapeOutcome', options.escapeOutcome);
  assertOutcome('holdOutcome', options.holdOutcome);
  return options.escapeOutcome - options.holdOutcome > 0;
}

/**
 * Whether a choking attack ends the hold: when the choked target's defence stops it (Contested Outcome 0), the grapple
 * breaks. A garrote's hold does not break this way.
 */
export function chokeBreaksHold(options: { contestedOutcome: number; garrote: boolean }): boolean {
  assertWhole('contestedOutcome', options.contestedOutcome);
  return !options.garrote && options.contestedOutcome === 0;
}
