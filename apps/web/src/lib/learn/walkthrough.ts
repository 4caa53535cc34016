import {
  BODY_PENALTY_TABLE,
  DEFAULT_DIFFICULTY,
  SCAR_CLASSES,
  SEVERITY_LEVELS,
  bodyPenalty,
  bodyPenaltyRow,
  bodyRemaining,
  scarClassForSeverity,
  severityLevel,
  type AttributeId,
  type PrimaryAbilityId,
} from '@harbinger/rules';
import { exampleContractor, type ExampleContractor } from '../home/example-contractor.js';
import { freshSeed, readSeed, scoredRoll, type ScoredRoll } from '../home/scored-roll.js';

/** The address keys the walk-through's forms send; each step's form repeats the earlier steps' values. */
export const LEARN_KEYS = {
  attribute: 'attribute',
  ability: 'ability',
  firstRoll: 'roll',
  severity: 'severity',
  secondRoll: 'reroll',
} as const;

/** The Severities step 3 offers: from a scratch up to the worst Injury the example can take and still act. */
export const LEARN_SEVERITIES = [1, 2, 3, 4, 5, 6] as const;

/** Step 1's choice: which Attribute and Ability make the pool. */
export interface PoolChoice {
  attribute: AttributeId;
  ability: PrimaryAbilityId;
  attributeName: string;
  abilityName: string;
  attributeRating: number;
  abilityRating: number;
  pool: number;
}

/** Step 3: the Injury taken and the Penalty it leaves. */
export interface InjuryStep {
  severity: number;
  severityName: string;
  bodyLeft: number;
  /** The Body table's word for what is left ("Wounded"). */
  conditionName: string;
  penalty: number;
  /** A Severity of 4 or more leaves a Battle Scar of this class. */
  scarName: string | null;
}

/** Step 4: the same pool rolled again with the Penalty taking dice. */
export interface PenaltyRollStep {
  roll: ScoredRoll;
  /** Dice the Penalty would take with no floor. */
  penalty: number;
  /** True when the floor of 2 kept dice the Penalty would have taken. */
  floorHeld: boolean;
}

/** The whole walk-through as the address describes it: each step filled in once its form was sent. */
export interface Walkthrough {
  contractor: ExampleContractor;
  difficulty: number;
  choice: PoolChoice;
  first: ScoredRoll | null;
  injury: InjuryStep | null;
  second: PenaltyRollStep | null;
  /** The furthest step with a result (1 before any roll), which the page brings into view. */
  reached: 1 | 2 | 3 | 4;
  /** Fresh seeds for the roll buttons, so each press throws new dice. */
  nextSeeds: { first: string; second: string };
  /** The values every later form carries along, as hidden fields. */
  carried: { first: Record<string, string>; injury: Record<string, string> };
}

function pick<T extends string>(value: string | null, allowed: readonly { id: T }[], fallback: T): T {
  return allowed.find((row) => row.id === value)?.id ?? fallback;
}

function injuryStep(body: number, severity: number): InjuryStep {
  const left = bodyRemaining(body, [{ severity }]);
  const scar = scarClassForSeverity(severity);
  return {
    severity,
    severityName: SEVERITY_LEVELS[severityLevel(severity)].name,
    bodyLeft: left,
    conditionName: BODY_PENALTY_TABLE[bodyPenaltyRow(left)].label,
    penalty: bodyPenalty(left),
    scarName: scar === null ? null : SCAR_CLASSES[scar].name,
  };
}

/**
 * Reads the walk-through's state from its address and works every step out with the rules engine: the pool from
 * the example Contractor's ratings, the roll at Difficulty 6, the Injury's Penalty from the Body table, and the
 * second roll with that Penalty (never below 2 dice).
 * @example walkthrough(new URLSearchParams('attribute=dexterity&ability=drive&roll=ab')).first?.faces.length === 6
 */
export function walkthrough(
  params: URLSearchParams,
  seeds: { first: string; second: string } = { first: freshSeed(), second: freshSeed() },
): Walkthrough {
  const contractor = exampleContractor();
  const attribute = pick(params.get(LEARN_KEYS.attribute), contractor.attributes, 'dexterity');
  const ability = pick(params.get(LEARN_KEYS.ability), contractor.abilities, 'drive');
  const attributeRow = contractor.attributes.find((row) => row.id === attribute)!;
  const abilityRow = contractor.abilities.find((row) => row.id === ability)!;
  const choice: PoolChoice = {
    attribute,
    ability,
    attributeName: attributeRow.name,
    abilityName: abilityRow.name,
    attributeRating: attributeRow.rating,
    abilityRating: abilityRow.rating,
    pool: attributeRow.rating + abilityRow.rating,
  };
  const difficulty = DEFAULT_DIFFICULTY;

  const firstSeed = readSeed(params.get(LEARN_KEYS.firstRoll));
  const first = firstSeed === null ? null : scoredRoll({ pool: choice.pool, difficulty }, firstSeed);

  const severityValue = Number(params.get(LEARN_KEYS.severity));
  const severity = LEARN_SEVERITIES.find((s) => s === severityValue);
  const injury = first === null || severity === undefined ? null : injuryStep(contractor.body, severity);

  const secondSeed = readSeed(params.get(LEARN_KEYS.secondRoll));
  const secondRoll =
    injury === null || secondSeed === null
      ? null
      : scoredRoll({ pool: choice.pool, difficulty, penalty: injury.penalty }, secondSeed);
  // The rules engine says how many dice the Penalty took; fewer than it asked means the floor held.
  const second =
    injury === null || secondRoll === null
      ? null
      : { roll: secondRoll, penalty: injury.penalty, floorHeld: secondRoll.penaltyApplied < injury.penalty };

  const firstCarried = {
    [LEARN_KEYS.attribute]: attribute,
    [LEARN_KEYS.ability]: ability,
    ...(firstSeed === null ? {} : { [LEARN_KEYS.firstRoll]: firstSeed }),
  };
  return {
    contractor,
    difficulty,
    choice,
    first,
    injury,
    second,
    reached: second ? 4 : injury ? 3 : first ? 2 : 1,
    nextSeeds: seeds,
    carried: {
      first: firstCarried,
      injury: severity === undefined ? firstCarried : { ...firstCarried, [LEARN_KEYS.severity]: String(severity) },
    },
  };
}
