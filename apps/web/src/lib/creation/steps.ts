import type { CreationFormValues } from './form-values.js';

/** The guided creation's steps, in order: one screen each on a phone. */
export const CREATION_STEPS = [
  { id: 'concept', title: 'Concept' },
  { id: 'limits', title: 'Limits' },
  { id: 'attributes', title: 'Attributes' },
  { id: 'abilities', title: 'Abilities' },
  { id: 'assets', title: 'Assets and Liabilities' },
  { id: 'finish', title: 'Finish' },
] as const;

export type CreationStepId = (typeof CREATION_STEPS)[number]['id'];

const LAST_STEP = CREATION_STEPS.length - 1;

/** A step number from a form or a query ("3"), clamped to the steps there are; the first step otherwise. */
export function stepNumber(raw: unknown): number {
  const n = typeof raw === 'string' ? Number(raw) : typeof raw === 'number' ? raw : Number.NaN;
  return Number.isInteger(n) ? Math.min(LAST_STEP, Math.max(0, n)) : 0;
}

const STEP_OF_GROUP: Record<string, CreationStepId> = {
  name: 'concept',
  archetype: 'concept',
  paradigm: 'concept',
  ambition: 'concept',
  age: 'concept',
  residence: 'concept',
  appearance: 'concept',
  limits: 'limits',
  attributes: 'attributes',
  abilities: 'abilities',
  secondary: 'abilities',
  secondaryAbilities: 'abilities',
  assets: 'assets',
  liabilities: 'assets',
};

/** The step that holds a form field (`attributes.brawn`, `limits.1`, `secondary.0`); Finish for anything else. */
export function stepOfField(field: string): number {
  const group = field.split('.', 1)[0] ?? '';
  const id = STEP_OF_GROUP[group] ?? 'finish';
  return CREATION_STEPS.findIndex((s) => s.id === id);
}

/**
 * The element id to move focus to for a field's error, as the creation form names its inputs: the Limit slot's
 * select (or its own words when "my own" is picked), a Secondary Ability's name, the first ticked pick of a list.
 */
export function focusTarget(field: string, values: CreationFormValues): string {
  const [group, key] = field.split('.', 2);
  switch (group) {
    case 'limits': {
      const slot = Number(key ?? 0);
      const index = Number.isInteger(slot) ? slot : 0;
      return values.limits[index]?.choice === 'custom'
        ? `field-limits-${String(index)}-custom`
        : `field-limits-${String(index)}-choice`;
    }
    case 'secondary':
      return `field-secondary-${key ?? '0'}-name`;
    case 'secondaryAbilities': {
      const name = field.slice('secondaryAbilities.'.length);
      const row = Math.max(
        0,
        values.secondary.findIndex((r) => r.name.trim() === name),
      );
      return `field-secondary-${String(row)}-name`;
    }
    case 'assets':
    case 'liabilities': {
      const list = group === 'assets' ? values.assets : values.liabilities;
      const id = list[Number(key)] ?? list[0];
      return id === undefined ? `${group}-error` : `${group}-${id}`;
    }
    case 'useCoinOfCharon':
      return 'field-coin';
    case 'private':
      return 'field-private';
    default:
      return `field-${field.replaceAll('.', '-')}`;
  }
}

/** The first field at fault, in the order the steps ask for them. */
export function firstFaultyField(fields: readonly string[]): string | undefined {
  return [...fields].sort((a, b) => stepOfField(a) - stepOfField(b))[0];
}

/** What a step needs before moving on (checked in the browser; the server checks everything again on create). */
export function stepGaps(step: number, values: CreationFormValues): Record<string, string> {
  if (CREATION_STEPS[step]?.id !== 'concept') return {};
  const gaps: Record<string, string> = {};
  const needed = { name: 'a name', archetype: 'an Archetype', paradigm: 'a Paradigm', ambition: 'an Ambition' };
  for (const [field, what] of Object.entries(needed) as [keyof typeof needed, string][])
    if (values[field].trim() === '') gaps[field] = `Give your Contractor ${what} first.`;
  return gaps;
}
