import { assertMeasure } from '../movement/whole-number.js';

/** How a blast's harm falls off with distance. */
export interface BlastProfile {
  /** The inner radius in feet. */
  radiusFeet: number;
  /** Flat damage inside the inner radius; without it the inner radius takes `dice` dice instead. */
  flatDamage?: number;
  /** Dice of damage in the first band that rolls dice. */
  dice: number;
  /** Dice lost for each further band of `radiusFeet`. */
  diceDecay: number;
  /** Nothing reaches past this distance, whatever the dice say. */
  maxFeet?: number;
}

/** The harm a blast does at some distance: flat damage, a damage roll of some dice, or nothing. */
export type BlastDamage = { kind: 'flat'; damage: number } | { kind: 'dice'; dice: number } | { kind: 'none' };

/**
 * Reads a blast profile at a distance. Distances are measured in bands of the radius, a band's far edge included
 * (with a 5 ft radius, 5 ft is the first band and 6–10 ft the second).
 * @example blastDamageAt({ radiusFeet: 5, flatDamage: 10, dice: 10, diceDecay: 5 }, 12) // → { kind: 'dice', dice: 5 }
 */
export function blastDamageAt(profile: BlastProfile, distanceFeet: number): BlastDamage {
  assertMeasure('distanceFeet', distanceFeet);
  if (profile.maxFeet !== undefined && distanceFeet > profile.maxFeet) return { kind: 'none' };
  const band = Math.max(1, Math.ceil(distanceFeet / profile.radiusFeet));
  if (band === 1 && profile.flatDamage !== undefined) return { kind: 'flat', damage: profile.flatDamage };
  const stepsOut = profile.flatDamage === undefined ? band - 1 : band - 2;
  const dice = profile.dice - profile.diceDecay * stepsOut;
  return dice > 0 ? { kind: 'dice', dice } : { kind: 'none' };
}
