/** A new Contractor's Body before Brawn is added. */
const BODY_BASE = 5;
/** Battle Scars a Contractor can carry before each further one lowers Body. */
const FREE_BATTLE_SCARS = 4;
/** Traumas a Contractor can carry before each further one lowers Mind. */
const FREE_TRAUMAS = 4;
/** The highest Mind the Intellect + Charisma formula can give. */
const MIND_CAP = 9;

function assertCount(name: string, value: number, min: number): void {
  if (!Number.isInteger(value) || value < min)
    throw new RangeError(`${name} must be a whole number ≥ ${min}, got ${value}`);
}

/** What Body is computed from. */
export interface BodyInputs {
  brawn: number;
  /** How many Battle Scars the Contractor carries. */
  battleScars: number;
}

/** What Mind is computed from. */
export interface MindInputs {
  intellect: number;
  charisma: number;
  /** How many Traumas the Contractor carries. */
  traumas: number;
}

/**
 * Body: 5 plus half the Brawn rounded up, less one for every Battle Scar past the fourth (never below 0).
 * @example bodyRating({ brawn: 3, battleScars: 0 }) === 7
 */
export function bodyRating(inputs: BodyInputs): number {
  assertCount('brawn', inputs.brawn, 0);
  assertCount('battleScars', inputs.battleScars, 0);
  const rating = BODY_BASE + Math.ceil(inputs.brawn / 2) - Math.max(0, inputs.battleScars - FREE_BATTLE_SCARS);
  return Math.max(0, rating);
}

/**
 * Mind: Intellect + Charisma + 1 capped at 9, less one for every Trauma past the fourth (never below 0).
 * @example mindRating({ intellect: 3, charisma: 2, traumas: 7 }) === 3
 */
export function mindRating(inputs: MindInputs): number {
  assertCount('intellect', inputs.intellect, 0);
  assertCount('charisma', inputs.charisma, 0);
  assertCount('traumas', inputs.traumas, 0);
  const base = Math.min(MIND_CAP, inputs.intellect + inputs.charisma + 1);
  return Math.max(0, base - Math.max(0, inputs.traumas - FREE_TRAUMAS));
}
