import { withArticle } from '../text.js';
import type { CreationFormValues } from './form-values.js';

/**
 * What the Contractor wants, as a phrase: "wants to live forever", whether the ambition was written with or
 * without its "to" (never "wants to to"), and without a closing full stop; '' when there is no ambition.
 */
export function wantsPhrase(ambition: string): string {
  const goal = ambition
    .trim()
    .replace(/[.!]+$/, '')
    .replace(/^to\s+/i, '');
  return goal ? `wants to ${goal}` : '';
}

/**
 * The concept read as one sentence ("Mara, a hospice nurse and bone reader, wants to become a god."), or ''
 * until name, archetype, paradigm and ambition are all filled in.
 */
export function conceptSentence(
  values: Pick<CreationFormValues, 'name' | 'archetype' | 'paradigm' | 'ambition'>,
): string {
  const name = values.name.trim();
  const archetype = values.archetype.trim();
  const paradigm = values.paradigm.trim();
  const wants = wantsPhrase(values.ambition);
  if (!name || !archetype || !paradigm || !wants) return '';
  return `${name}, ${withArticle(archetype)} and ${paradigm}, ${wants}.`;
}
