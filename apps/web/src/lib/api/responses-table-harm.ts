import { z } from 'zod';

// Answers of the live table's harm endpoints: the GM's attack helper, Will to Survive, the clock, Stabilization.
// Each one is also the payload of the table event of the same name, so screens render both alike.

const int = z.number().int();

/** What one attack did to one target. */
export const attackEventSchema = z.strictObject({
  attackerName: z.string(),
  attackerContractorId: z.string().nullable(),
  targetName: z.string(),
  targetContractorId: z.string().nullable(),
  weaponId: z.string(),
  weaponName: z.string(),
  attackOutcome: int.describe('The attacker’s Outcome against this target (its share of a split roll).'),
  defenseOutcome: int,
  contestedOutcome: int,
  hit: z.boolean(),
  damage: int,
  severity: int.nullable().describe('The Severity of the Injury dealt; null when none.'),
  calledShotHit: z.boolean().nullable(),
  split: z.strictObject({ index: z.union([z.literal(0), z.literal(1)]) }).nullable(),
  notes: z.array(z.string()).describe('The rules’ codes for what shaped the result.'),
  reasons: z.array(z.string()).describe('The working, one sentence per step.'),
  summary: z.string(),
  rollEventIds: z.array(int),
  injuryId: z.string().nullable(),
});

/** The Will to Survive offer that comes with an Injury. */
export const willToSurviveOfferSchema = z.strictObject({
  offered: z.boolean(),
  reason: z.enum(['severity_below_5', 'already_used']).optional(),
  maxReduction: int,
});

/** An Injury that landed on a seated Contractor's sheet. */
export const injuryEventSchema = z.strictObject({
  contractorId: z.string(),
  contractorName: z.string(),
  ownerId: z.string(),
  injuryId: z.string(),
  severity: int,
  willToSurvive: willToSurviveOfferSchema,
  bodyRemaining: int,
  penalty: int,
  state: z.string(),
});

/** `POST /contracts/{id}/table/attacks`. */
export const tableAttackResultSchema = z.strictObject({
  attacks: z.array(attackEventSchema),
  injuries: z.array(injuryEventSchema),
});

/** `POST /contracts/{id}/table/will-to-survive`. */
export const willToSurviveEventSchema = z.strictObject({
  contractorId: z.string(),
  contractorName: z.string(),
  injuryId: z.string(),
  accepted: z.boolean(),
  fromSeverity: int,
  toSeverity: int,
  reducedBy: int,
  mindDamageAdded: int,
  summary: z.string(),
});

/** The table's clock and the Injuries it watches. */
export const clockViewSchema = z.strictObject({
  minutes: int,
  tracked: z.array(
    z.strictObject({
      injuryId: z.string(),
      contractorId: z.string(),
      contractorName: z.string(),
      severity: int,
      stabilized: z.boolean(),
      nextWorsensAtMinute: int.nullable(),
      warning: z.boolean().describe('It worsens within the next 10 minutes.'),
    }),
  ),
});

/** `POST /contracts/{id}/table/clock`. */
export const clockAdvanceSchema = z.strictObject({
  degradations: z.array(
    z.strictObject({
      contractorId: z.string(),
      contractorName: z.string(),
      injuryId: z.string(),
      fromSeverity: int,
      toSeverity: int,
      atMinutes: z.array(int),
      summary: z.string(),
    }),
  ),
  clock: clockViewSchema,
});

/** `POST /contracts/{id}/table/stabilize`. */
export const stabilizationEventSchema = z.strictObject({
  contractorId: z.string(),
  contractorName: z.string(),
  injuryId: z.string(),
  helperContractorId: z.string(),
  helperName: z.string(),
  kind: z.enum(['proper', 'makeshift']),
  outcome: int,
  difficulty: int,
  stabilized: z.boolean(),
  severityBefore: int,
  severityAfter: int,
  cleanHeal: z.boolean(),
  scarWorsens: z.boolean(),
  nextAttemptDifficulty: int.nullable(),
  rollEventId: int.nullable(),
  summary: z.string(),
});
