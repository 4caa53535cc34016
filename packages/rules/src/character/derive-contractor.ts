import { resolveRoll } from '../dice/pool.js';
import { assessCondition } from '../health/condition.js';
import type { HealthState, Injury } from '../health/injuries.js';
import { scarEffects, type BattleScarFacts, type ScarEffects } from '../health/scar-effects.js';
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
  /** The scars carried, whose effects apply; a bare count stands for that many scars with no effect of their own. */
  battleScars: number | readonly BattleScarFacts[];
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
  /** 0 when a scar forbids dashing (see `scars.dashAllowed`). */
  dashMaxFeet: number;
  /** What the scars do to these numbers, and which scar did it. */
  scars: ScarEffects;
  /** Dexterity + Perception after the Penalty (initiative can't be exerted). */
  initiativePool: number;
  carryPounds: number;
  /** The lifting table's maximum, or null past its last row. */
  liftPounds: number | null;
  /** Exp spent on Attributes and Abilities above a new Contractor's. */
  expCost: number;
}

/**
 * Computes Body, Mind, Penalty, state, status, movement, load and Exp cost from a Contractor's facts, with every
 * Battle Scar's effect applied (Chronic Pain's floor, movement scars, no dash or sprint on a Missing Leg).
 * @example
 * deriveContractor({ traits: newContractorTraits(), victories: 0, injuries: [], mindDamage: 0, battleScars: 0,
 *   traumas: 0 }).body === 6
 */
export function deriveContractor(facts: ContractorFacts): DerivedStats {
  const { attributes } = facts.traits;
  const scarList = typeof facts.battleScars === 'number' ? [] : facts.battleScars;
  const scarCount = typeof facts.battleScars === 'number' ? facts.battleScars : facts.battleScars.length;
  const scars = scarEffects(scarList);
  const body = bodyRating({ brawn: attributes.brawn, battleScars: scarCount });
  const mind = mindRating({ intellect: attributes.intellect, charisma: attributes.charisma, traumas: facts.traumas });
  const condition = assessCondition({
    body,
    mind,
    injuries: facts.injuries,
    mindDamage: facts.mindDamage,
    // A scar's die penalty competes with the wound penalty (the larger applies); a floor holds the total up.
    battleScarPenalty: scars.penalty,
    penaltyFloor: scars.penaltyFloor,
  });
  const lift = liftLimitPounds(attributes.brawn);
  return {
    body,
    mind,
    ...condition,
    status: statusFromVictories(facts.victories),
    freeMovementFeet: freeMovementFeet({
      dexterity: attributes.dexterity,
      penalty: condition.penalty,
      movementMultiplier: scars.movementMultiplier,
    }),
    dashMaxFeet: dashMaxFeet(attributes.brawn, scars),
    scars,
    initiativePool: resolveRoll({ pool: attributes.dexterity + attributes.perception, penalty: condition.penalty })
      .dice,
    carryPounds: carryLimitPounds(attributes.brawn),
    liftPounds: lift.ok ? lift.value : null,
    expCost: traitsExpCost(facts.traits),
  };
}
