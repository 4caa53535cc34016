import { z } from 'zod';
import {
  ABILITY_RANGE,
  ATTRIBUTE_IDS,
  ATTRIBUTE_RANGE,
  PRIMARY_ABILITY_IDS,
  STOCK_BATTLE_SCARS,
  type AttributeId,
  type PrimaryAbilityId,
} from '@harbinger/rules';

const whole = (min: number, max: number) => z.number().int().min(min).max(max);
const attributeRating = () => whole(ATTRIBUTE_RANGE.min, ATTRIBUTE_RANGE.max);
const abilityRating = () => whole(ABILITY_RANGE.min, ABILITY_RANGE.max);

const attributesSchema = z.strictObject(
  Object.fromEntries(ATTRIBUTE_IDS.map((id) => [id, attributeRating().default(ATTRIBUTE_RANGE.min)])) as Record<
    AttributeId,
    z.ZodDefault<z.ZodNumber>
  >,
);
const abilitiesSchema = z.strictObject(
  Object.fromEntries(PRIMARY_ABILITY_IDS.map((id) => [id, abilityRating().optional()])) as Record<
    PrimaryAbilityId,
    z.ZodOptional<z.ZodNumber>
  >,
);

/**
 * A Contractor's stats as `harbinger derive` and `--sheet` read them. Every field may be left out: a missing
 * field is what a brand-new Contractor has.
 */
export const contractorStatsSchema = z.strictObject({
  attributes: attributesSchema.default(() => attributesSchema.parse({})),
  abilities: abilitiesSchema.default({}),
  secondaryAbilities: z.record(z.string().min(1).max(60), abilityRating()).default({}),
  victories: whole(0, 10_000).default(0),
  injuries: z
    .array(z.strictObject({ severity: whole(1, 40), stabilized: z.boolean().default(false) }))
    .max(100)
    .default([]),
  mindDamage: whole(0, 100).default(0),
  /** A count of scars with no effect of their own, or the scars themselves: stock ids or custom numbers. */
  battleScars: z
    .union([
      whole(0, 100),
      z
        .array(
          z.union([
            z.string().refine((id) => Object.hasOwn(STOCK_BATTLE_SCARS, id), 'is not a stock Battle Scar'),
            z.strictObject({
              name: z.string().min(1).max(80).optional(),
              penalty: whole(0, 4).optional(),
              penaltyFloor: whole(0, 4).optional(),
              movementMultiplier: z.union([z.literal(1), z.literal(0.5), z.literal(0.25)]).optional(),
              noDashOrSprint: z.boolean().optional(),
            }),
          ]),
        )
        .max(100),
    ])
    .default(0),
  traumas: whole(0, 100).default(0),
});

export type ContractorStatsInput = z.input<typeof contractorStatsSchema>;
export type ContractorStats = z.output<typeof contractorStatsSchema>;

/** Validates untrusted JSON into Contractor stats, or a list of messages each naming the field at fault. */
export function parseContractorStats(
  json: unknown,
): { ok: true; value: ContractorStats } | { ok: false; messages: string[] } {
  const parsed = contractorStatsSchema.safeParse(json);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, messages: parsed.error.issues.map(describeZodIssue) };
}

function describeZodIssue(issue: z.core.$ZodIssue): string {
  const field = issue.path.map(String).join('.') || '(top level)';
  switch (issue.code) {
    case 'unrecognized_keys':
      return issue.keys
        .map((key) => `${field === '(top level)' ? '' : `${field}.`}${key}: unknown field${hint(issue.path)}`)
        .join('\n');
    case 'too_big':
      return `${field}: ${String(issue.maximum)} at most`;
    case 'too_small':
      return `${field}: ${String(issue.minimum)} at least`;
    case 'invalid_type':
      return `${field}: expected ${issue.expected}`;
    default:
      return `${field}: ${issue.message}`;
  }
}

function hint(path: readonly PropertyKey[]): string {
  if (path[0] === 'attributes') return ` (Attributes are ${ATTRIBUTE_IDS.join(', ')})`;
  if (path[0] === 'abilities') return ' (not a Primary Ability; put invented ones under "secondaryAbilities")';
  return '';
}
