/**
 * One row of a penalty table: the lowest remaining value that reads it, a one-word label, and the dice lost (null: no
 * rolls at all).
 */
export interface PenaltyRowConfig {
  atLeast: number;
  label: string;
  dice: number | null;
}

/** Body penalty by Body remaining, best row first. */
export const BODY_PENALTY_TABLE = {
  bruised: { atLeast: 6, label: 'Bruised', dice: 0 },
  hurt: { atLeast: 5, label: 'Hurt', dice: 1 },
  injured: { atLeast: 4, label: 'Injured', dice: 1 },
  wounded: { atLeast: 3, label: 'Wounded', dice: 2 },
  mauled: { atLeast: 2, label: 'Mauled', dice: 3 },
  maimed: { atLeast: 1, label: 'Maimed', dice: 4 },
  incapacitated: { atLeast: 0, label: 'Incapacitated', dice: null },
  dead: { atLeast: Number.NEGATIVE_INFINITY, label: 'Dead', dice: null },
} as const satisfies Record<string, PenaltyRowConfig>;
export type BodyPenaltyRowId = keyof typeof BODY_PENALTY_TABLE;

/**
 * Mind penalty by Mind remaining, best row first (the same dice as Body; a drained Mind knocks out but never kills).
 */
export const MIND_PENALTY_TABLE = {
  distracted: { atLeast: 6, label: 'Distracted', dice: 0 },
  rattled: { atLeast: 5, label: 'Rattled', dice: 1 },
  worried: { atLeast: 4, label: 'Worried', dice: 1 },
  alarmed: { atLeast: 3, label: 'Alarmed', dice: 2 },
  frantic: { atLeast: 2, label: 'Frantic', dice: 3 },
  delirious: { atLeast: 1, label: 'Delirious', dice: 4 },
  incapacitated: { atLeast: Number.NEGATIVE_INFINITY, label: 'Incapacitated', dice: null },
} as const satisfies Record<string, PenaltyRowConfig>;
export type MindPenaltyRowId = keyof typeof MIND_PENALTY_TABLE;

/** The deepest penalty either table gives while the character can still act. */
export const MAX_TABLE_PENALTY = 4;

function findRow<T extends Record<string, PenaltyRowConfig>>(table: T, remaining: number): keyof T {
  const ids = Object.keys(table) as (keyof T)[];
  // Every table's last row starts at -Infinity, so the fallback only guards against NaN.
  return ids.find((id) => remaining >= table[id]!.atLeast) ?? ids[ids.length - 1]!;
}

/** The Body table row for what remains of Body. */
export function bodyPenaltyRow(remaining: number): BodyPenaltyRowId {
  return findRow(BODY_PENALTY_TABLE, remaining);
}

/** The Mind table row for what remains of Mind. */
export function mindPenaltyRow(remaining: number): MindPenaltyRowId {
  return findRow(MIND_PENALTY_TABLE, remaining);
}

/**
 * Dice lost for Body remaining. At 0 or below the character cannot roll at all (see healthState); the deepest
 * penalty, 4, is returned so the number stays usable.
 * @example bodyPenalty(3) === 2
 */
export function bodyPenalty(remaining: number): number {
  return BODY_PENALTY_TABLE[bodyPenaltyRow(remaining)].dice ?? MAX_TABLE_PENALTY;
}

/**
 * Dice lost for Mind remaining. The table reads what is left, so a Mind rating of 5 or less carries a penalty
 * even with no damage; at 0 the character is out (see mindState) and the deepest penalty, 4, is returned.
 * @example mindPenalty(5) === 1
 */
export function mindPenalty(remaining: number): number {
  return MIND_PENALTY_TABLE[mindPenaltyRow(remaining)].dice ?? MAX_TABLE_PENALTY;
}

/** Everything that feeds a character's Penalty. */
export interface PenaltyInputs {
  bodyRemaining: number;
  mindRemaining: number;
  /** The largest penalty a Battle Scar imposes; it competes with the Body (wound) penalty rather than adding to it. */
  battleScarPenalty?: number;
  /** The Chronic Pain scar: the Penalty never falls below 1. */
  chronicPain?: boolean;
  /** The lowest the Penalty may be (a scar such as Chronic Pain sets 1). */
  penaltyFloor?: number;
  /** Penalties that stack on top of everything (the Enervated scar, recreational drugs). */
  extraPenalty?: number;
  /** A painkiller's cut to the Body penalty (never below 0). */
  bodyPenaltyReduction?: number;
  /** A stimulant's cut to the Mind penalty (never below 0). */
  mindPenaltyReduction?: number;
}

/** The parts of a Penalty, for a sheet that shows where it comes from. */
export interface PenaltyBreakdown {
  body: number;
  mind: number;
  /** The larger of the Body penalty and the Battle Scar penalty. */
  wound: number;
  extra: number;
  /** The floor a scar keeps under the total (0 when none). */
  floor: number;
  total: number;
}

/** Works out each part of the Penalty and their sum. */
export function penaltyBreakdown(inputs: PenaltyInputs): PenaltyBreakdown {
  const body = Math.max(0, bodyPenalty(inputs.bodyRemaining) - (inputs.bodyPenaltyReduction ?? 0));
  const mind = Math.max(0, mindPenalty(inputs.mindRemaining) - (inputs.mindPenaltyReduction ?? 0));
  // "Wound penalty" is the Body penalty (seed 000 speaks of Wound and Mind penalties as two things).
  const wound = Math.max(body, inputs.battleScarPenalty ?? 0);
  const extra = Math.max(0, inputs.extraPenalty ?? 0);
  const sum = wound + mind + extra;
  const floor = Math.max(inputs.chronicPain ? 1 : 0, inputs.penaltyFloor ?? 0);
  return { body, mind, wound, extra, floor, total: Math.max(floor, sum) };
}

/**
 * The Penalty taken from every dice pool: the larger of Body and Battle Scar penalties, plus the Mind penalty,
 * plus stacking extras; Chronic Pain (or any `penaltyFloor`) keeps it at that floor or more.
 * @example totalPenalty({ bodyRemaining: 3, mindRemaining: 5 }) === 3
 */
export function totalPenalty(inputs: PenaltyInputs): number {
  return penaltyBreakdown(inputs).total;
}
