import {
  ATTRIBUTE_IDS,
  ATTRIBUTE_RANGE,
  PRIMARY_ABILITY_IDS,
  armorTable,
  findWeapon,
  CREATION_ABILITY_CAP,
  type AttributeId,
  type PrimaryAbilityId,
} from '@harbinger/rules';
import { z } from 'zod';

const whole = (min: number, max: number) => z.number().int('must be a whole number').min(min).max(max);
const line = (max: number) => z.string().trim().max(max, `may have at most ${max} characters`);
const required = (max: number) => line(max).min(1, 'is required');
/** An Attribute rating in the rules' range. */
export const attributeRating = () => whole(ATTRIBUTE_RANGE.min, ATTRIBUTE_RANGE.max);

/** The highest Ability rating a new Contractor may be created with. */

/** Attribute ratings as `harbinger derive` reads them: each 1–5, a missing one is 1. */
export const attributesSchema = z.strictObject(
  Object.fromEntries(ATTRIBUTE_IDS.map((id) => [id, attributeRating().default(ATTRIBUTE_RANGE.min)])) as Record<
    AttributeId,
    z.ZodDefault<z.ZodNumber>
  >,
);

/** Primary Ability ratings by id, 0–`max`; a missing one is 0. */
export function abilitiesSchema(max: number) {
  return z.strictObject(
    Object.fromEntries(PRIMARY_ABILITY_IDS.map((id) => [id, whole(0, max).optional()])) as Record<
      PrimaryAbilityId,
      z.ZodOptional<z.ZodNumber>
    >,
  );
}

/** Secondary Abilities by the name the player gives them. */
export function secondaryAbilitiesSchema(max: number) {
  return z
    .record(z.string().trim().min(1, 'needs a name').max(60, 'may have at most 60 characters'), whole(0, max))
    .refine((record) => Object.keys(record).length <= 30, 'at most 30 Secondary Abilities');
}

/** One Limit slot: a catalog id, or the player's own wording. */
export const limitChoiceSchema = z.union([
  z.strictObject({ id: z.string().max(60) }),
  z.strictObject({ custom: z.string().max(200) }),
]);

/** A list of short free-text lines (Conditions, Circumstances, Trophies). */
export const textListSchema = z.array(line(200).min(1, 'may not be empty')).max(50, 'at most 50 entries');

/** Weapons chosen from the rules' tables. */
export const weaponListSchema = z
  .array(z.string().refine((id) => findWeapon(id) !== undefined, 'is not a weapon in the tables'))
  .max(20, 'at most 20 weapons');

/** Armor chosen from the rules' table, or none. */
export const armorSchema = z
  .string()
  .refine((id) => Object.hasOwn(armorTable, id), 'is not an armor in the table')
  .nullable();

/** The concept sentence's fields. */
export const conceptFields = {
  name: required(80),
  archetype: required(120),
  paradigm: required(120),
  ambition: required(120),
  age: line(40).optional(),
  residence: line(120).optional(),
  appearance: line(2000).optional(),
};

/**
 * A new Contractor, as the guided creation form and `POST /api/v1/contractors` send it. Off-rules choices
 * (overspent Exp, restricted Assets) pass and are flagged on the sheet.
 */
export const contractorCreateSchema = z.strictObject({
  ...conceptFields,
  limits: z.array(limitChoiceSchema).length(3, 'needs exactly 3 Limits'),
  attributes: attributesSchema.default(() => attributesSchema.parse({})),
  abilities: abilitiesSchema(CREATION_ABILITY_CAP).default({}),
  secondaryAbilities: secondaryAbilitiesSchema(CREATION_ABILITY_CAP).default({}),
  assets: z.array(z.string().max(60)).max(30).default([]),
  liabilities: z.array(z.string().max(60)).max(30).default([]),
  useCoinOfCharon: z.boolean().default(false),
  private: z.boolean().default(false),
});
export type ContractorCreateInput = z.input<typeof contractorCreateSchema>;
/** A creation input after parsing (defaults filled in). */
export type ContractorCreateValue = z.output<typeof contractorCreateSchema>;

/**
 * A sheet edit with the version it was based on (`PATCH /api/v1/contractors/{id}`). Ratings are not here: they
 * change through spending Exp, which keeps the ledger true.
 */
export const contractorPatchSchema = z.strictObject({
  version: whole(1, Number.MAX_SAFE_INTEGER),
  name: conceptFields.name.optional(),
  archetype: conceptFields.archetype.optional(),
  paradigm: conceptFields.paradigm.optional(),
  ambition: conceptFields.ambition.optional(),
  age: conceptFields.age,
  residence: conceptFields.residence,
  appearance: conceptFields.appearance,
  private: z.boolean().optional(),
  limits: z.array(limitChoiceSchema).length(3, 'needs exactly 3 Limits').optional(),
  conditions: textListSchema.optional(),
  circumstances: textListSchema.optional(),
  trophies: textListSchema.optional(),
  equipment: line(20_000).optional(),
  weapons: weaponListSchema.optional(),
  armor: armorSchema.optional(),
  biography: line(20_000).optional(),
  notes: line(20_000).optional(),
  /** Name the Source (a Contractor gets capacity 1 with the first Gift), or null to clear it. */
  source: z
    .strictObject({ name: required(80) })
    .nullable()
    .optional(),
});
export type ContractorPatch = z.input<typeof contractorPatchSchema>;
