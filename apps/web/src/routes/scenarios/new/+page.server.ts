import { redirect } from '@sveltejs/kit';
import { createScenario } from '@harbinger/platform';
import { requireActor } from '#lib/server/guard.ts';
import { editorFailure, handoutsAction } from '#lib/scenarios/editor.server.ts';
import { scenarioFormValues, scenarioInput } from '#lib/scenarios/form.ts';
import type { Actions, PageServerLoad } from './$types';

/** The empty editor, for signed-in players only. */
export const load: PageServerLoad = ({ locals, url }) => {
  requireActor(locals.actor, url);
  return {};
};

export const actions: Actions = {
  /** Adds or removes a handout row, keeping everything typed. */
  handouts: async ({ request, locals, url }) => {
    requireActor(locals.actor, url);
    return handoutsAction(request);
  },
  /** Creates the Scenario and opens it. */
  save: async ({ request, locals, url }) => {
    const actor = requireActor(locals.actor, url);
    const values = scenarioFormValues(await request.formData());
    const created = await createScenario(locals.platform, actor, scenarioInput(values));
    if (!created.ok) return editorFailure(created.error, values);
    redirect(303, `/scenarios/${created.value.id}`);
  },
};
