import { TIER_THRESHOLDS, type RollOptions } from '../dice/index.js';

/** Difficulty of a Trauma roll and of a Self-Control roll. */
export const TRAUMA_ROLL_DIFFICULTY = 8;
export const SELF_CONTROL_DIFFICULTY = 8;
/** Mind damage a failed Trauma roll deals when the GM picks damage over a new Trauma. */
export const TRAUMA_MIND_DAMAGE = 1;

/** The roller's Mind rating (permanent, Traumas counted) and current Penalty. */
export interface MindRollBasis {
  mind: number;
  penalty: number;
}

/**
 * A Trauma roll (a Limit was crossed): Mind at Difficulty 8, Penalty applies, and exertion is never allowed.
 * @example traumaRollOptions({ mind: 6, penalty: 1 }) // { pool: 6, difficulty: 8, penalty: 1, exert: false }
 */
export function traumaRollOptions(basis: MindRollBasis): RollOptions {
  return { pool: basis.mind, difficulty: TRAUMA_ROLL_DIFFICULTY, penalty: basis.penalty, exert: false };
}

/** A Self-Control roll (a Trauma's trigger came up): Mind at Difficulty 8, Penalty applies; exertion is allowed. */
export function selfControlRollOptions(basis: MindRollBasis & { exert?: boolean }): RollOptions {
  return { pool: basis.mind, difficulty: SELF_CONTROL_DIFFICULTY, penalty: basis.penalty, exert: basis.exert ?? false };
}

/** The GM's two choices after a failed Trauma roll. */
export type TraumaPenaltyChoice = 'mind_damage' | 'new_trauma';

/** What a Trauma roll's Outcome means. */
export interface TraumaRollConsequence {
  failed: boolean;
  /** The GM picks one; empty when the roll succeeded. */
  gmChooses: readonly TraumaPenaltyChoice[];
}

/** Reads a Trauma roll: a failure or botch costs 1 Mind damage or a new Trauma, as the GM decides. */
export function traumaRollConsequence(outcome: number): TraumaRollConsequence {
  const failed = outcome < TIER_THRESHOLDS.partial;
  return { failed, gmChooses: failed ? ['mind_damage', 'new_trauma'] : [] };
}

/** What a Self-Control roll's Outcome means: on failure the Contractor acts out, with no damage and no new Trauma. */
export interface SelfControlConsequence {
  keepsControl: boolean;
  botch: boolean;
}

/** Reads a Self-Control roll (a botch is reported too: some Traumas, like addiction, punish it harder). */
export function selfControlConsequence(outcome: number): SelfControlConsequence {
  return { keepsControl: outcome >= TIER_THRESHOLDS.partial, botch: outcome < TIER_THRESHOLDS.failure };
}
