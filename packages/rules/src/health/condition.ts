import { bodyDepletion, bodyRemaining, healthState, type HealthState, type Injury } from './injuries.js';
import { mindRemaining, mindState } from './mind.js';
import { totalPenalty, type PenaltyInputs } from './penalty.js';

/** A character's ratings and current harm, as a sheet stores them. */
export interface ConditionInputs extends Pick<
  PenaltyInputs,
  | 'battleScarPenalty'
  | 'chronicPain'
  | 'penaltyFloor'
  | 'extraPenalty'
  | 'bodyPenaltyReduction'
  | 'mindPenaltyReduction'
> {
  /** Body rating (see bodyRating). */
  body: number;
  /** Mind rating (see mindRating). */
  mind: number;
  injuries: readonly Injury[];
  mindDamage: number;
}

/** Everything the sheet shows about harm, worked out from stored facts. */
export interface Condition {
  bodyDepletion: number;
  bodyRemaining: number;
  mindRemaining: number;
  penalty: number;
  /** Dead if Body is past 0; incapacitated if Body or Mind is exactly spent; else ok. */
  state: HealthState;
}

/**
 * Sums up a character's harm: Body and Mind left, the Penalty, and whether they can still act.
 * @example assessCondition({ body: 7, mind: 5, injuries: [{ severity: 4 }], mindDamage: 0 }).penalty === 3
 */
export function assessCondition(inputs: ConditionInputs): Condition {
  const { body, mind, injuries, mindDamage, ...penaltyExtras } = inputs;
  const bodyLeft = bodyRemaining(body, injuries);
  const mindLeft = mindRemaining(mind, mindDamage);
  const bodyState = healthState(bodyLeft);
  const state: HealthState =
    bodyState === 'ok' && mindState(mindLeft) === 'incapacitated' ? 'incapacitated' : bodyState;
  return {
    bodyDepletion: bodyDepletion(injuries),
    bodyRemaining: bodyLeft,
    mindRemaining: mindLeft,
    penalty: totalPenalty({ bodyRemaining: bodyLeft, mindRemaining: mindLeft, ...penaltyExtras }),
    state,
  };
}
