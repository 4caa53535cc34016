import { resolveRoll } from '../dice/pool.js';
import { assessCondition } from '../health/condition.js';
import type { HealthState, Injury } from '../health/injuries.js';
import { carryLimitPounds } from '../movement/encumbrance.js';
import { dashMaxFeet, freeMovementFeet } from '../movement/free-movement.js';
import { liftLimitPounds } from '../movement/lifting.js';
import { traitsExpCost } from './costs.js';
import { bodyRating, mindRating } from './derived.js';
import { statusFromVictories, type StatusId } from './status.js';
import type { TraitRatings } from './traits.js';

/** The stored facts about a Contractor that the sheet's numbers are computed from. */
export interface ContractorFacts {
  traits: TraitRatings;
  victories: number;
  injuries: readonly Injury[];
  mindDamage: number;
  battleScars: number;
  traumas: number;
}

/** Everything derived from a Contractor's facts; never stored, always recomputed. */
export interface DerivedStats {
  body: number;
  mind: number;
  bodyDepletion: number;
  bodyRemaining: number;
  mindRemaining: number;
  penalty: number;
  state: HealthState;
  status: StatusId;
  freeMovementFeet: number;
  dashMaxFeet: number;
  /** Dexterity + Perception after the Penalty (initiative can't be exerted). */
  initiativePool: number;
  carryPounds: number;
  /** The lifting table's maximum, or null past its last row. */
  liftPounds: number | null;
  /** Exp spent on Attributes and Abilities above a new Contractor's. */
  expCost: number;
}

/**
 * Computes Body, Mind, Penalty, state, status, movement, load and Exp cost from a Contractor's facts.
 * @example
 * deriveContractor({ traits: newContractorTraits(), victories: 0, injuries: [], mindDamage: 0, battleScars: 0,
 *   traumas: 0 }).body === 6
 */
export function deriveContractor(facts: ContractorFacts): DerivedStats {
  const { attributes } = facts.traits;
  const body = bodyRating({ brawn: attributes.brawn, battleScars: facts.battleScars });
  const mind = mindRating({ intellect: attributes.intellect, charisma: attributes.charisma, traumas: facts.traumas });
  const condition = assessCondition({ body, mind, injuries: facts.injuries, mindDamage: facts.mindDamage });
  const lift = liftLimitPounds(attributes.brawn);
  return {
    body,
    mind,
    ...condition,
    status: statusFromVictories(facts.victories),
    freeMovementFeet: freeMovementFeet({ dexterity: attributes.dexterity, penalty: condition.penalty }),
    dashMaxFeet: dashMaxFeet(attributes.brawn),
    initiativePool: resolveRoll({ pool: attributes.dexterity + attributes.perception, penalty: condition.penalty })
      .dice,
    carryPounds: carryLimitPounds(attributes.brawn),
    liftPounds: lift.ok ? lift.value : null,
    expCost: traitsExpCost(facts.traits),
  };
}
