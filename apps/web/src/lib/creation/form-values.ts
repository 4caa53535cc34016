import {
  ATTRIBUTE_IDS,
  DEFAULT_LIMIT_IDS,
  LIMIT_COUNT,
  PRIMARY_ABILITY_IDS,
  type AttributeId,
  type PrimaryAbilityId,
} from '@harbinger/rules';

/** The value of a Limit slot's picker that means "I write my own". */
export const CUSTOM_LIMIT = 'custom';

/** How many blank Secondary Ability rows the form offers without scripts. */
export const SECONDARY_ROWS = 3;

/** A rating as a form holds it: a number, or null while the field is blank or not a number. */
export type Rating = number | null;

/**
 * Everything the creation form holds, named as its fields are: what the server re-fills after a refusal and
 * what the page's live preview reads. Nothing here is validated; the platform's schema does that.
 */
export interface CreationFormValues {
  name: string;
  archetype: string;
  paradigm: string;
  ambition: string;
  age: string;
  residence: string;
  appearance: string;
  limits: { choice: string; custom: string }[];
  attributes: Record<AttributeId, Rating>;
  abilities: Record<PrimaryAbilityId, Rating>;
  secondary: { name: string; rating: Rating }[];
  assets: string[];
  liabilities: string[];
  useCoinOfCharon: boolean;
  private: boolean;
}

/** A fresh form: the three default Limits, every Attribute 1, every Ability 0, a few blank Secondary rows. */
export function emptyCreationValues(): CreationFormValues {
  return {
    name: '',
    archetype: '',
    paradigm: '',
    ambition: '',
    age: '',
    residence: '',
    appearance: '',
    limits: Array.from({ length: LIMIT_COUNT }, (_, i) => ({
      choice: DEFAULT_LIMIT_IDS[i] ?? CUSTOM_LIMIT,
      custom: '',
    })),
    attributes: Object.fromEntries(ATTRIBUTE_IDS.map((id) => [id, 1])) as Record<AttributeId, Rating>,
    abilities: Object.fromEntries(PRIMARY_ABILITY_IDS.map((id) => [id, 0])) as Record<PrimaryAbilityId, Rating>,
    secondary: Array.from({ length: SECONDARY_ROWS }, () => ({ name: '', rating: 1 })),
    assets: [],
    liabilities: [],
    useCoinOfCharon: false,
    private: false,
  };
}

/** The Secondary Abilities the form names, as the `{ name: rating }` record the platform takes (blank rows skipped). */
export function secondaryRecord(rows: CreationFormValues['secondary']): Record<string, Rating> {
  const record: Record<string, Rating> = {};
  for (const row of rows) {
    const name = row.name.trim();
    if (name !== '') record[name] = row.rating;
  }
  return record;
}

/** The Abilities with a rank, as the platform takes them: a blank or 0 field is an Ability the sheet leaves empty. */
export function presentAbilities(
  abilities: CreationFormValues['abilities'],
): Partial<Record<PrimaryAbilityId, number>> {
  const present: Partial<Record<PrimaryAbilityId, number>> = {};
  for (const [id, rating] of Object.entries(abilities) as [PrimaryAbilityId, Rating][])
    if (rating !== null && rating !== 0) present[id] = rating;
  return present;
}

/** Leaves a text out when it is blank, so optional fields arrive as absent rather than empty. */
function optional(text: string): string | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : trimmed;
}

/**
 * The form's values as the creation input the platform parses (`contractorCreateSchema`): the same shape the
 * API takes, so a form and a JSON client are checked by one schema.
 */
export function toCreateInput(
  values: CreationFormValues,
  options: { coinAvailable: boolean },
): Record<string, unknown> {
  return {
    name: values.name.trim(),
    archetype: values.archetype.trim(),
    paradigm: values.paradigm.trim(),
    ambition: values.ambition.trim(),
    age: optional(values.age),
    residence: optional(values.residence),
    appearance: optional(values.appearance),
    limits: values.limits.map((slot) =>
      slot.choice === CUSTOM_LIMIT ? { custom: slot.custom.trim() } : { id: slot.choice },
    ),
    attributes: { ...values.attributes },
    abilities: presentAbilities(values.abilities),
    secondaryAbilities: secondaryRecord(values.secondary),
    assets: [...values.assets],
    liabilities: [...values.liabilities],
    ...(options.coinAvailable ? { useCoinOfCharon: values.useCoinOfCharon } : {}),
    private: values.private,
  };
}

/** A stored creation input (an unclaimed Contractor's) as the form's values, with blank Secondary rows to type in. */
export function fromCreateInput(input: {
  name: string;
  archetype: string;
  paradigm: string;
  ambition: string;
  age?: string | undefined;
  residence?: string | undefined;
  appearance?: string | undefined;
  limits: ({ id: string } | { custom: string })[];
  attributes: Partial<Record<AttributeId, number>>;
  abilities: Partial<Record<PrimaryAbilityId, number>>;
  secondaryAbilities: Record<string, number>;
  assets: string[];
  liabilities: string[];
  private: boolean;
}): CreationFormValues {
  const empty = emptyCreationValues();
  const secondary = Object.entries(input.secondaryAbilities).map(([name, rating]) => ({ name, rating }));
  return {
    ...empty,
    name: input.name,
    archetype: input.archetype,
    paradigm: input.paradigm,
    ambition: input.ambition,
    age: input.age ?? '',
    residence: input.residence ?? '',
    appearance: input.appearance ?? '',
    limits: input.limits.map((l) =>
      'id' in l ? { choice: l.id, custom: '' } : { choice: CUSTOM_LIMIT, custom: l.custom },
    ),
    attributes: { ...empty.attributes, ...input.attributes },
    abilities: { ...empty.abilities, ...input.abilities },
    secondary: [...secondary, ...empty.secondary],
    assets: [...input.assets],
    liabilities: [...input.liabilities],
    private: input.private,
  };
}
