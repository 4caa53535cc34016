import { fail, redirect } from '@sveltejs/kit';
import { getRevision, getScenario, listRevisions, revertScenario } from '@harbinger/platform';
import { formChecked } from '#lib/server/form-data.ts';
import { requireActor } from '#lib/server/guard.ts';
import { valueOr404 } from '#lib/playgroups/pages.server.ts';
import type { Actions, PageServerLoad } from './$types';

/** The writer's history: every revision, and the chosen one (`?rev=`, the latest by default) against the one before. */
export const load: PageServerLoad = async ({ locals, params, url }) => {
  const actor = requireActor(locals.actor, url);
  const revisions = valueOr404(await listRevisions(locals.platform, actor, params.id)).items;
  const scenario = valueOr404(await getScenario(locals.platform, actor, params.id));
  const wanted = url.searchParams.get('rev') ?? String(revisions[0]?.number ?? 1);
  const detail = valueOr404(await getRevision(locals.platform, actor, params.id, wanted));
  return {
    id: scenario.id,
    title: scenario.title,
    version: scenario.version,
    latest: revisions[0]?.number ?? 1,
    revisions,
    detail,
  };
};

export const actions: Actions = {
  /** Puts the chosen revision back as a new one, once the box is ticked. */
  revert: async ({ request, locals, params, url }) => {
    const actor = requireActor(locals.actor, url);
    const form = await request.formData();
    const revision = Number(form.get('revision'));
    if (!formChecked(form, 'confirm'))
      return fail(400, { revertProblem: 'Tick the box to confirm; nothing was changed.', revision });
    const outcome = await revertScenario(locals.platform, actor, params.id, {
      revision,
      version: Number(form.get('version')),
    });
    if (!outcome.ok) return fail(outcome.error.status, { revertProblem: outcome.error.message, revision });
    redirect(303, `/scenarios/${outcome.value.id}/history`);
  },
};
