import { ATTRIBUTE_IDS, LIMIT_COUNT, PRIMARY_ABILITY_IDS } from '@harbinger/rules';
import { CUSTOM_LIMIT, SECONDARY_ROWS, type CreationFormValues, type Rating } from '../creation/form-values.js';
import { formChecked, formList, formNumber, formText } from './form-data.js';

/** The most Secondary Ability rows one form may send (more are ignored). */
export const MAX_SECONDARY_ROWS = 20;

function rating(form: FormData, name: string): Rating {
  const value = formNumber(form, name);
  return typeof value === 'number' ? value : null;
}

/**
 * Reads the creation form's fields into the values the page shows and re-fills: structure only, no rules and no
 * validation (the platform does both).
 */
export function readCreationForm(form: FormData): CreationFormValues {
  const secondary: CreationFormValues['secondary'] = [];
  for (let i = 0; i < MAX_SECONDARY_ROWS; i++) {
    if (!form.has(`secondary.${i}.name`)) continue;
    secondary.push({ name: formText(form, `secondary.${i}.name`), rating: rating(form, `secondary.${i}.rating`) });
  }
  // Always leave some blank rows to type into when the page comes back.
  const blanks = secondary.filter((row) => row.name === '').length;
  for (let i = blanks; i < SECONDARY_ROWS && secondary.length < MAX_SECONDARY_ROWS; i++)
    secondary.push({ name: '', rating: 1 });
  return {
    name: formText(form, 'name'),
    archetype: formText(form, 'archetype'),
    paradigm: formText(form, 'paradigm'),
    ambition: formText(form, 'ambition'),
    age: formText(form, 'age'),
    residence: formText(form, 'residence'),
    appearance: formText(form, 'appearance'),
    limits: Array.from({ length: LIMIT_COUNT }, (_, i) => ({
      choice: formText(form, `limits.${i}.choice`) || CUSTOM_LIMIT,
      custom: formText(form, `limits.${i}.custom`),
    })),
    attributes: Object.fromEntries(
      ATTRIBUTE_IDS.map((id) => [id, rating(form, `attributes.${id}`)]),
    ) as CreationFormValues['attributes'],
    abilities: Object.fromEntries(
      PRIMARY_ABILITY_IDS.map((id) => [id, rating(form, `abilities.${id}`)]),
    ) as CreationFormValues['abilities'],
    secondary,
    assets: formList(form, 'assets'),
    liabilities: formList(form, 'liabilities'),
    useCoinOfCharon: formChecked(form, 'useCoinOfCharon'),
    private: formChecked(form, 'private'),
  };
}
