import { assertMeasure } from '../movement/whole-number.js';
import { blastDamageAt, type BlastDamage } from './blast.js';

/** Secondary explosives (TNT, C-4) or primary ones (most home-made bombs). */
export type HighExplosiveKind = 'secondary' | 'primary';

/** Flat damage inside the lethal radius, and dice in the first band beyond it. */
export const HIGH_EXPLOSIVE_DAMAGE = 15;
/** Dice lost per further radius outward. */
export const HIGH_EXPLOSIVE_DECAY = 5;

/**
 * The lethal radius R in feet of W pounds of explosive: 4 × √(W / 2) for secondary, 2 × √W for primary explosives.
 * @example highExplosiveRadius(50, 'secondary') === 20
 */
export function highExplosiveRadius(weightPounds: number, kind: HighExplosiveKind): number {
  assertMeasure('weightPounds', weightPounds);
  return kind === 'secondary' ? 4 * Math.sqrt(weightPounds / 2) : 2 * Math.sqrt(weightPounds);
}

/**
 * A large bomb's damage at a distance: 15 flat inside R, then 15 dice losing 5 for every further R.
 * How it is set off does not matter. A bomb of no weight does nothing.
 * @example
 * highExplosiveDamageAt({ weightPounds: 50, kind: 'secondary', distanceFeet: 30 }) // → { kind: 'dice', dice: 15 }
 */
export function highExplosiveDamageAt(options: {
  weightPounds: number;
  kind: HighExplosiveKind;
  distanceFeet: number;
}): BlastDamage {
  const radiusFeet = highExplosiveRadius(options.weightPounds, options.kind);
  assertMeasure('distanceFeet', options.distanceFeet);
  if (radiusFeet === 0) return { kind: 'none' };
  return blastDamageAt(
    { radiusFeet, flatDamage: HIGH_EXPLOSIVE_DAMAGE, dice: HIGH_EXPLOSIVE_DAMAGE, diceDecay: HIGH_EXPLOSIVE_DECAY },
    options.distanceFeet,
  );
}
