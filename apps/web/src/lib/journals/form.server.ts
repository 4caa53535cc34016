import type { JournalChoice } from '@harbinger/platform';
import { longDate } from '#lib/format.ts';
import { formChecked, formText } from '#lib/server/form-data.ts';

// Shared by the Journal pages' form actions: the fields as the platform wants them, and the choices as the form
// lists them.

/** The title, text and spoiler flag typed into a Journal form. */
export function journalFields(form: FormData) {
  return {
    title: formText(form, 'title'),
    body: formText(form, 'body', { trim: false }),
    spoiler: formChecked(form, 'spoiler'),
  };
}

/** The value of a choice in the "About" list: `contract:<id>` or `downtime:<id>`. */
export function choiceValue(c: Pick<JournalChoice, 'kind' | 'contract'>): string {
  return `${c.kind}:${c.contract.id}`;
}

/** Splits an "About" value back into kind and Contract (anything else is left for the platform to refuse). */
export function parseChoice(value: string): { kind: string; contractId: string } {
  const [kind = '', contractId = ''] = value.split(':');
  return { kind, contractId };
}

/** The choices not yet written about, as the form lists them. */
export function openChoices(choices: readonly JournalChoice[]) {
  return choices
    .filter((c) => c.journalId === null)
    .map((c) => ({
      value: choiceValue(c),
      kind: c.kind,
      hasScenario: c.scenario !== null,
      label: `${c.kind === 'contract' ? 'The Contract' : 'The Downtime after'} “${c.contract.title}” (${longDate(c.contract.startsAt)})`,
    }));
}
