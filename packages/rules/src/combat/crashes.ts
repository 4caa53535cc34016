import type { RollOptions } from '../dice/pool.js';
import { assertOutcome, assertWhole } from '../movement/whole-number.js';
import type { SpeedRating } from './vehicle-speeds.js';

/**
 * A tumble (rolling over, sliding out, glancing blows) or a catastrophic collision (a tree, a wall, a bigger vehicle).
 */
export type CrashKind = 'tumble' | 'catastrophic';

/** Dice per point of speed rating, and the flat amount added to the Outcome, for each kind of crash. */
export const crashKinds = {
  tumble: { dicePerSpeed: 2, addToOutcome: 2, vehicle: 'gm_decides' },
  catastrophic: { dicePerSpeed: 4, addToOutcome: 4, vehicle: 'destroyed' },
} as const satisfies Record<CrashKind, { dicePerSpeed: number; addToOutcome: number; vehicle: string }>;

/** The crash damage roll for each person aboard: the dice to roll and what to add to their Outcome. */
export interface CrashDamageRoll {
  roll: RollOptions;
  addToOutcome: number;
}

/**
 * The damage roll for a crash at a speed rating (for a collision, the highest rating involved): speed × 2 dice + 2
 * for a tumble, speed × 4 dice + 4 for a catastrophic collision, at Difficulty 6.
 * @example crashDamageRoll({ kind: 'catastrophic', speedLevel: 2 }) // → 8 dice, +4
 */
export function crashDamageRoll(options: { kind: CrashKind; speedLevel: SpeedRating }): CrashDamageRoll {
  const kind = crashKinds[options.kind];
  return { roll: { pool: kind.dicePerSpeed * options.speedLevel, difficulty: 6 }, addToOutcome: kind.addToOutcome };
}

/** Armor added by a fastened seat belt in a crash. */
export const SEAT_BELT_ARMOR = 2;
/** Armor added by an airbag in a crash, only with the seat belt on. */
export const AIRBAG_ARMOR = 1;

/**
 * Armor in a crash: worn Armor in full, plus 2 for a seat belt and 1 more for an airbag with the belt on. Unlike
 * other Armor these add up.
 * @example crashArmor({ wornArmor: 1, seatBelt: true, airbag: true }) === 4
 */
export function crashArmor(options: { wornArmor: number; seatBelt: boolean; airbag: boolean }): number {
  assertWhole('wornArmor', options.wornArmor);
  return options.wornArmor + (options.seatBelt ? SEAT_BELT_ARMOR + (options.airbag ? AIRBAG_ARMOR : 0) : 0);
}

/**
 * The Injury severity a crash roll leaves: Outcome + the crash's flat amount − crash Armor, never below 0.
 * @example crashSeverity({ kind: 'tumble', outcome: 3, armor: 2 }) === 3
 */
export function crashSeverity(options: { kind: CrashKind; outcome: number; armor: number }): number {
  assertOutcome('outcome', options.outcome);
  assertWhole('armor', options.armor);
  return Math.max(0, options.outcome + crashKinds[options.kind].addToOutcome - options.armor);
}

/**
 * Bailing out of a moving vehicle (Dexterity + Athletics, Difficulty 6): a complete success or better is a tumble,
 * anything less a catastrophic collision.
 * @example bailOutCrash(4) === 'tumble'
 */
export function bailOutCrash(outcome: number): CrashKind {
  assertOutcome('outcome', outcome);
  return outcome >= 4 ? 'tumble' : 'catastrophic';
}

/** How two things that collide compare in size. */
export type SizeMatch = 'similar' | 'much-larger' | 'extreme-difference';

/**
 * What a ramming does to each side, from the rammer's view: similar sizes both crash (tumble or catastrophic, by the
 * Outcome and intent: the GM's call); a much larger side tumbles while the smaller has a catastrophic crash; with an
 * extreme size gap the larger does not crash at all.
 * @example rammingCrashes('much-larger') // → { larger: 'tumble', smaller: 'catastrophic' }
 */
export function rammingCrashes(sizes: SizeMatch): {
  larger: CrashKind | 'gm_decides' | 'none';
  smaller: CrashKind | 'gm_decides';
} {
  if (sizes === 'similar') return { larger: 'gm_decides', smaller: 'gm_decides' };
  return { larger: sizes === 'much-larger' ? 'tumble' : 'none', smaller: 'catastrophic' };
}
