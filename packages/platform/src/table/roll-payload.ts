import {
  RESULT_TIERS,
  fractionToNumber,
  outcomeDistribution,
  probabilityAtLeast,
  tierProbabilities,
  type ResultTier,
  type RollOptions,
  type RollResult,
} from '@harbinger/rules';

/** What a roll was for, when the table made it for a purpose (free rolls have none). */
export type TableRollPurpose = 'initiative' | 'attack' | 'defense' | 'stabilization' | 'free';

/** The payload of every 'roll' table event, whoever writes it: the dice, the result and the exact odds it had. */
export interface TableRollPayload {
  /** Who rolled, as the table shows it: the Contractor's name, an NPC's name, or the GM. */
  rollerName: string;
  contractorId: string | null;
  label: string | null;
  /** What was asked for (notation, or a short description when the table built the roll). */
  expression: string;
  /** The pool as rolled: "6 dice at Difficulty 7, Penalty 1". */
  description: string;
  purpose: TableRollPurpose;
  dice: number;
  difficulty: number;
  faces: number[];
  outcome: number;
  tier: ResultTier;
  /** Exact chances before the dice fell: any success (Outcome 1+), and a result of this tier or better. */
  odds: { success: number; thisTierOrBetter: number };
  /** Entered from physical dice (true) or thrown by the server. */
  entered: boolean;
  /** Set when an incapacitated Contractor's roll failed by itself. */
  automaticFailure: string | null;
  mindDamageAdded: number;
}

/**
 * The odds a roll had: P(Outcome ≥ 1), and P(a result at least as good as the one that fell), both exact
 * (from the rules' distribution) and given as numbers between 0 and 1.
 * @example rollOdds({ pool: 1, difficulty: 6 }, 'success').success === 0.5
 */
export function rollOdds(options: RollOptions, tier: ResultTier): TableRollPayload['odds'] {
  const distribution = outcomeDistribution(options);
  const byTier = tierProbabilities(distribution);
  const from = RESULT_TIERS.indexOf(tier);
  const thisTierOrBetter = RESULT_TIERS.slice(from).reduce((sum, t) => sum + fractionToNumber(byTier[t]), 0);
  return {
    success: fractionToNumber(probabilityAtLeast(distribution, 1)),
    thisTierOrBetter: Math.min(1, thisTierOrBetter),
  };
}

/** Builds a 'roll' event's payload from a rolled (or entered) result. */
export function tableRollPayload(
  options: RollOptions,
  result: RollResult,
  meta: {
    rollerName: string;
    contractorId: string | null;
    label?: string | null;
    expression: string;
    description: string;
    purpose?: TableRollPurpose;
    entered?: boolean;
    automaticFailure?: string | null;
    mindDamageAdded?: number;
  },
): TableRollPayload {
  return {
    rollerName: meta.rollerName,
    contractorId: meta.contractorId,
    label: meta.label ?? null,
    expression: meta.expression,
    description: meta.description,
    purpose: meta.purpose ?? 'free',
    dice: result.dice,
    difficulty: result.difficulty,
    faces: [...result.faces],
    outcome: result.outcome,
    tier: result.tier,
    odds: rollOdds(options, result.tier),
    entered: meta.entered ?? false,
    automaticFailure: meta.automaticFailure ?? null,
    mindDamageAdded: meta.mindDamageAdded ?? 0,
  };
}
