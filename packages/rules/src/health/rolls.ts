import type { RollOptions } from '../dice/index.js';

/** The standard Difficulty of a Body or Mind roll when the GM names none. */
const STANDARD_DIFFICULTY = 6;

/** A Body or Mind roll: the rating is the pool (no Attribute + Ability pairing), shrunk by the Penalty as usual. */
export interface RatingRollInputs {
  /** The permanent rating (Body or Mind), not what remains of it. */
  rating: number;
  penalty: number;
  difficulty?: number;
  exert?: boolean;
}

/**
 * Options for a Body roll (poison, disease, holding one's breath).
 * @example bodyRollOptions({ rating: 7, penalty: 1 }) // 7 dice at Difficulty 6, 1 die of Penalty
 */
export function bodyRollOptions(inputs: RatingRollInputs): RollOptions {
  return {
    pool: inputs.rating,
    difficulty: inputs.difficulty ?? STANDARD_DIFFICULTY,
    penalty: inputs.penalty,
    exert: inputs.exert ?? false,
  };
}

/** Options for a plain Mind roll (resisting urges and outside influence). */
export function mindRollOptions(inputs: RatingRollInputs): RollOptions {
  return {
    pool: inputs.rating,
    difficulty: inputs.difficulty ?? STANDARD_DIFFICULTY,
    penalty: inputs.penalty,
    exert: inputs.exert ?? false,
  };
}
