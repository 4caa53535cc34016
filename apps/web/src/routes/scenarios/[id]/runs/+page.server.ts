import { claimWritingReward, getScenarioRuns } from '@harbinger/platform';
import { formText } from '#lib/server/form-data.ts';
import { formFailure } from '#lib/server/form-failure.ts';
import { requireActor } from '#lib/server/guard.ts';
import { valueOr404, viewerZone } from '#lib/playgroups/pages.server.ts';
import type { Actions, PageServerLoad } from './$types';

/** A Scenario's runs, numbers and (for its writer) the writing reward. */
export const load: PageServerLoad = async ({ locals, params }) => ({
  runs: valueOr404(await getScenarioRuns(locals.platform, locals.actor, params.id)),
  zone: await viewerZone(locals.platform, locals.actor),
});

export const actions: Actions = {
  /** The writer takes the writing Improvement for one of their Contractors. */
  claim: async ({ locals, params, url, request }) => {
    const actor = requireActor(locals.actor, url);
    const contractorId = formText(await request.formData(), 'contractorId');
    const claimed = await claimWritingReward(locals.platform, actor, params.id, { contractorId });
    if (!claimed.ok) return formFailure(claimed.error, { contractorId }, { keepMessage: true });
    return {
      done: `${claimed.value.contractor.name} takes the writing Improvement.${
        claimed.value.waiting ? ' It is past the Gift Credit and Improvement cap, so it waits for a victory.' : ''
      }`,
    };
  },
};
