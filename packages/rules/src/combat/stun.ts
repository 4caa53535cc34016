import { resultTier } from '../dice/tiers.js';
import { assertOutcome, assertWhole } from '../movement/whole-number.js';

/** The Difficulty of the Body roll that resists a stun gun. */
export const STUN_RESIST_DIFFICULTY = 9;
/** Rounds a ranged stun gun's darts keep forcing a new resistance roll. */
export const TASER_REPEAT_ROUNDS = 3;
/** A resistance Outcome that ends a ranged stun gun's repeated rolls early. */
export const TASER_SHAKE_OFF_OUTCOME = 4;
/** Rounds pepper spray blinds its target (30 seconds). */
export const PEPPER_SPRAY_BLIND_ROUNDS = 10;
/** The most dice a blinded target loses on rolls that sight would help. */
export const PEPPER_SPRAY_MAX_SIGHT_PENALTY = 3;
/** The sight penalty that lingers after the blindness until the eyes are washed. */
export const PEPPER_SPRAY_LINGERING_PENALTY = 2;

/** What a stun gun hit did, after the target's Body roll. */
export interface StunResult {
  /** The target loses its next Action. */
  stunned: boolean;
  /** Dice the target loses on its next Action when not stunned. */
  nextActionDicePenalty: number;
  /** Severity of the Injury the shock leaves (0: none). */
  injurySeverity: number;
}

/**
 * Resolves the Body roll (Difficulty 9) against a stun gun: Armor adds to the Outcome first, then the total decides —
 * a botch stuns and injures (severity 1), 0 stuns, and above 0 costs 4 − Outcome dice on the next Action.
 * @example resolveStunResistance({ bodyOutcome: 1, armor: 1 }) // → not stunned, −2 dice next Action
 */
export function resolveStunResistance(options: { bodyOutcome: number; armor: number }): StunResult {
  assertOutcome('bodyOutcome', options.bodyOutcome);
  assertWhole('armor', options.armor);
  const total = options.bodyOutcome + options.armor;
  const tier = resultTier(total);
  if (tier === 'botch') return { stunned: true, nextActionDicePenalty: 0, injurySeverity: 1 };
  if (tier === 'failure') return { stunned: true, nextActionDicePenalty: 0, injurySeverity: 0 };
  return { stunned: false, nextActionDicePenalty: Math.max(0, 4 - total), injurySeverity: 0 };
}

/** Whether a ranged stun gun's darts keep working after this round's resistance roll. */
export function taserKeepsWorking(options: {
  roundsSinceHit: number;
  bodyOutcome: number;
  dartsRemoved: boolean;
}): boolean {
  assertWhole('roundsSinceHit', options.roundsSinceHit);
  assertOutcome('bodyOutcome', options.bodyOutcome);
  return (
    !options.dartsRemoved &&
    options.roundsSinceHit < TASER_REPEAT_ROUNDS &&
    options.bodyOutcome < TASER_SHAKE_OFF_OUTCOME
  );
}
