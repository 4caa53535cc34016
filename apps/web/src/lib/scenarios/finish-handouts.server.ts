import { formList, formText } from '#lib/server/form-data.ts';

/** The handout grants a finish form sent: one `handout-<id>` list of Contractor ids per handout ticked for anyone. */
export function handoutsFrom(form: FormData): { handoutId: string; contractorIds: string[] }[] {
  const ids = new Set<string>();
  for (const key of form.keys()) if (key.startsWith('handout-')) ids.add(key.slice('handout-'.length));
  return [...ids].map((handoutId) => ({ handoutId, contractorIds: formList(form, `handout-${handoutId}`) }));
}

/** The run notes a form sent, or undefined when the form had no such field (a Contract running no Scenario). */
export function scenarioNotesFrom(form: FormData): string | undefined {
  return form.has('scenarioNotes') ? formText(form, 'scenarioNotes') : undefined;
}
