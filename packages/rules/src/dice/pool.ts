import { DEFAULT_DIFFICULTY, MAX_DIFFICULTY, MIN_DIFFICULTY } from './score.js';

/** How a Secondary Ability is used: its specialty applies (-1 Difficulty) or is only implied (+1). */
export type SecondaryAbilityUse = 'applies' | 'implied';

/** What a roll is for, where the rules treat it differently; any other roll leaves it out. */
export type RollPurpose = 'attack' | 'defend' | 'dodge' | 'gift_activation';
/** Every roll purpose, in the order the notation lists them. */
export const ROLL_PURPOSES = ['attack', 'defend', 'dodge', 'gift_activation'] as const satisfies readonly RollPurpose[];

/**
 * Difficulty a Secondary Ability adds: −1 when its specialty applies, except on attacks, Defend, Dodge and Gift
 * activation (which get no easing); +1 when the specialty is only implied, for any roll.
 * @example secondaryDifficultyStep('applies', 'attack') === 0; secondaryDifficultyStep('applies') === -1
 */
export function secondaryDifficultyStep(use: SecondaryAbilityUse | undefined, purpose?: RollPurpose): number {
  if (use === 'implied') return UNRANKED_DIFFICULTY_STEP;
  if (use === 'applies' && purpose === undefined) return -1;
  return 0;
}

/** Everything that shapes a roll before the dice are thrown. All dice counts are whole numbers. */
export interface RollOptions {
  /** Base dice: Attribute + Ability (or the Attribute alone, or a Body/Mind rating). */
  pool: number;
  /** Difficulty before the clamp, situational modifiers included. Default 6. */
  difficulty?: number;
  /** The roller has no rank in the Ability: the Attribute alone at +1 Difficulty. */
  noAbility?: boolean;
  /** A Secondary Ability stands in for a Primary one. */
  secondaryAbility?: SecondaryAbilityUse;
  /** An attack, Defend, Dodge or Gift activation: a Secondary Ability's −1 Difficulty does not apply. */
  purpose?: RollPurpose;
  /** Dice bonuses to this pool; they do not stack, so only the largest counts. */
  bonuses?: readonly number[];
  /** The roller's Penalty from Body and Mind; exertion ignores it. */
  penalty?: number;
  /** Other dice penalties (dashing, armor, encumbrance…); they stack and exertion does not lift them. */
  dicePenalties?: readonly number[];
  /** Exert: +1 Outcome and the Penalty is ignored for the round. */
  exert?: boolean;
  /** The roll uses a rank-6 Ability: the dice's Outcome never goes below 0. */
  rank6?: boolean;
  /** Lowest pool penalties can leave: 2 by the rules, 1 under the `pool-floor-1` house rule. */
  penaltyFloor?: 1 | 2;
}

/** The fewest dice penalties can leave in a pool (RULINGS: penalty floor); a smaller pool is left alone. */
export const PENALTY_POOL_FLOOR = 2;

/** Difficulty added when the roller has no rank in the Ability, and when a Secondary Ability is only implied. */
export const UNRANKED_DIFFICULTY_STEP = 1;

/** A roll's final shape: how many dice are thrown, at what Difficulty, and what was applied on the way. */
export interface ResolvedRoll {
  /** Dice actually thrown (0 means an automatic Outcome of 0). */
  dice: number;
  /** Final Difficulty, 4–9. */
  difficulty: number;
  /** The pool after the largest bonus, before penalties. */
  poolWithBonus: number;
  /** The largest bonus that applied. */
  bonus: number;
  /** Dice the penalties actually removed (after the floor). */
  penaltyApplied: number;
  /** Dice removed because the Difficulty went past 9. */
  overflowRemoved: number;
  /** Difficulty before the clamp. */
  rawDifficulty: number;
  exert: boolean;
  rank6: boolean;
}

function assertCount(name: string, value: number): void {
  if (!Number.isInteger(value) || value < 0) throw new RangeError(`${name} must be a whole number ≥ 0, got ${value}`);
}

/**
 * Applies bonuses, penalties, the penalty floor and the Difficulty clamp, in the rules' order.
 * Penalties never push a pool below the floor (a pool already below it is left alone); each point of
 * Difficulty above 9 then removes a die, which may go below the floor, down to 0.
 * @example resolveRoll({ pool: 6, difficulty: 12 }) // → 3 dice at Difficulty 9
 */
export function resolveRoll(options: RollOptions): ResolvedRoll {
  const { pool, noAbility = false, secondaryAbility, exert = false, rank6 = false } = options;
  const penaltyFloor = options.penaltyFloor ?? PENALTY_POOL_FLOOR;
  const bonuses = options.bonuses ?? [];
  const dicePenalties = options.dicePenalties ?? [];
  const penalty = options.penalty ?? 0;
  assertCount('pool', pool);
  assertCount('penalty', penalty);
  bonuses.forEach((b) => assertCount('bonus', b));
  dicePenalties.forEach((p) => assertCount('dice penalty', p));
  const baseDifficulty = options.difficulty ?? DEFAULT_DIFFICULTY;
  if (!Number.isInteger(baseDifficulty))
    throw new RangeError(`difficulty must be a whole number, got ${baseDifficulty}`);

  const bonus = Math.max(0, ...bonuses);
  const poolWithBonus = pool + bonus;
  const totalPenalty = (exert ? 0 : penalty) + dicePenalties.reduce((sum, p) => sum + p, 0);
  const afterPenalty =
    totalPenalty === 0 ? poolWithBonus : Math.max(poolWithBonus - totalPenalty, Math.min(poolWithBonus, penaltyFloor));

  const rawDifficulty =
    baseDifficulty +
    (noAbility ? UNRANKED_DIFFICULTY_STEP : 0) +
    secondaryDifficultyStep(secondaryAbility, options.purpose);
  const overflowRemoved = Math.min(afterPenalty, Math.max(0, rawDifficulty - MAX_DIFFICULTY));
  const difficulty = Math.min(MAX_DIFFICULTY, Math.max(MIN_DIFFICULTY, rawDifficulty));

  return {
    dice: afterPenalty - overflowRemoved,
    difficulty,
    poolWithBonus,
    bonus,
    penaltyApplied: poolWithBonus - afterPenalty,
    overflowRemoved,
    rawDifficulty,
    exert,
    rank6,
  };
}
