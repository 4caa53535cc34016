import type { CreationFormValues } from './form-values.js';

function withArticle(phrase: string): string {
  return /^[aeiou]/i.test(phrase) ? `an ${phrase}` : `a ${phrase}`;
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
  const ambition = values.ambition.trim().replace(/[.!]+$/, '');
  if (!name || !archetype || !paradigm || !ambition) return '';
  const wants = /^to\s/i.test(ambition) ? ambition : `to ${ambition}`;
  return `${name}, ${withArticle(archetype)} and ${paradigm}, wants ${wants}.`;
}
