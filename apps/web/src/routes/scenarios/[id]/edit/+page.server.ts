import { error, redirect } from '@sveltejs/kit';
import { getScenario, reviseScenario } from '@harbinger/platform';
import { requireActor } from '#lib/server/guard.ts';
import { valueOr404 } from '#lib/playgroups/pages.server.ts';
import { editorFailure, handoutsAction, postedVersion } from '#lib/scenarios/editor.server.ts';
import { formValuesOf, scenarioFormValues, scenarioInput } from '#lib/scenarios/form.ts';
import type { Actions, PageServerLoad } from './$types';

/** The editor filled with the latest revision, for the writer only. */
export const load: PageServerLoad = async ({ locals, params, url }) => {
  const actor = requireActor(locals.actor, url);
  const scenario = valueOr404(await getScenario(locals.platform, actor, params.id));
  if (!scenario.access.mayEdit)
    error(403, {
      message: scenario.stock ? 'Stock Scenarios stay as written.' : 'Only the writer may edit this Scenario.',
      code: 'forbidden',
    });
  return { id: scenario.id, title: scenario.title, version: scenario.version, values: formValuesOf(scenario) };
};

export const actions: Actions = {
  /** Adds or removes a handout row, keeping everything typed. */
  handouts: async ({ request, locals, url }) => {
    requireActor(locals.actor, url);
    return handoutsAction(request);
  },
  /** Saves a new revision and opens the Scenario; a stale version keeps the text and says so. */
  save: async ({ request, locals, params, url }) => {
    const actor = requireActor(locals.actor, url);
    const form = await request.formData();
    const values = scenarioFormValues(form);
    const version = postedVersion(form);
    const input = { ...scenarioInput(values), note: values.note, version };
    const saved = await reviseScenario(locals.platform, actor, params.id, input);
    if (!saved.ok) return editorFailure(saved.error, values, version);
    redirect(303, `/scenarios/${saved.value.id}?saved=1`);
  },
};
