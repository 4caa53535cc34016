import { readSubmission } from '@harbinger/platform';
import { redirect } from '@sveltejs/kit';
import { valueOr404 } from '#lib/playgroups/pages.server.ts';
import { reviewAction } from '#lib/scenarios/review-action.server.ts';
import { requireActor } from '#lib/server/guard.ts';
import type { Actions, PageServerLoad } from './$types';

/** A submission's whole write-up for an approver to judge (records no discovery); anyone else gets a 403 page. */
export const load: PageServerLoad = async ({ locals, params, url }) => {
  const actor = requireActor(locals.actor, url);
  return { s: valueOr404(await readSubmission(locals.platform, actor, params.id)) };
};

export const actions: Actions = {
  /** Decide, then go back to the queue. */
  review: async ({ locals, request, url }) => {
    const done = await reviewAction(locals.platform, requireActor(locals.actor, url), await request.formData());
    if ('said' in done) redirect(303, '/scenarios/approvals');
    return done;
  },
};
