import { listExchangeQueue } from '@harbinger/platform';
import { valueOr404 } from '#lib/playgroups/pages.server.ts';
import { reviewAction } from '#lib/scenarios/review-action.server.ts';
import { requireActor } from '#lib/server/guard.ts';
import type { Actions, PageServerLoad } from './$types';

/** The approvers' queue: submissions waiting for a decision, oldest first; anyone else gets a 403 page. */
export const load: PageServerLoad = async ({ locals, url }) => {
  const actor = requireActor(locals.actor, url);
  return { queue: valueOr404(await listExchangeQueue(locals.platform, actor)) };
};

export const actions: Actions = {
  /** Approve or reject one submission. */
  review: async ({ locals, request, url }) =>
    reviewAction(locals.platform, requireActor(locals.actor, url), await request.formData()),
};
