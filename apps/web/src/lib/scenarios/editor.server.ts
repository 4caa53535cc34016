import { fail } from '@sveltejs/kit';
import type { PlatformError } from '@harbinger/platform';
import { formProblem, type FormProblem } from '#lib/server/form-failure.ts';
import { applyHandoutIntent, handoutIntent, scenarioFormValues, type ScenarioFormValues } from './form.ts';

/**
 * What an editor action hands back to its page: the typed values, the version the editor started from (kept
 * across handout buttons and refusals, so a later save is still checked against it), and why saving was refused.
 */
export interface EditorResult {
  values: ScenarioFormValues;
  version: number | null;
  problem: FormProblem | null;
}

/** The version the editor posted (null for a new Scenario). */
export function postedVersion(form: FormData): number | null {
  const value = form.get('version');
  return typeof value === 'string' && /^\d{1,15}$/u.test(value) ? Number(value) : null;
}

/** The handouts buttons: adds or removes a row and sends the form back as typed (nothing is saved). */
export async function handoutsAction(request: Request): Promise<EditorResult> {
  const form = await request.formData();
  const values = scenarioFormValues(form);
  const handouts = applyHandoutIntent(values.handouts, handoutIntent(form.get('intent')));
  return { values: { ...values, handouts }, version: postedVersion(form), problem: null };
}

/** A refused save: the platform's status and words, and everything typed kept. */
export function editorFailure(error: PlatformError, values: ScenarioFormValues, version: number | null = null) {
  return fail(error.status, { values, version, problem: formProblem(error) } satisfies EditorResult);
}
