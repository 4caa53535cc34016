import { getSharePage, shareScenario, submitToExchange, withdrawFromExchange } from '@harbinger/platform';
import { fail } from '@sveltejs/kit';
import { valueOr404 } from '#lib/playgroups/pages.server.ts';
import { handlesOf } from '#lib/scenarios/exchange-words.ts';
import { formText } from '#lib/server/form-data.ts';
import { requireActor } from '#lib/server/guard.ts';
import type { Actions, PageServerLoad } from './$types';

/** The writer's page: share with named players, and send the Scenario to the Exchange or take it back. */
export const load: PageServerLoad = async ({ locals, params, url }) => {
  const actor = requireActor(locals.actor, url);
  return { view: valueOr404(await getSharePage(locals.platform, actor, params.id)) };
};

export const actions: Actions = {
  /** Shares with the handles typed into the box. */
  share: async ({ locals, params, request, url }) => {
    const actor = requireActor(locals.actor, url);
    const typed = formText(await request.formData(), 'handles');
    const shared = await shareScenario(locals.platform, actor, params.id, { handles: handlesOf(typed) });
    if (!shared.ok) return fail(shared.error.status, { form: 'share', problem: shared.error.message, handles: typed });
    return { form: 'share', shared: shared.value };
  },
  /** Sends the Scenario to the Exchange. */
  submit: async ({ locals, params, url }) => {
    const actor = requireActor(locals.actor, url);
    const done = await submitToExchange(locals.platform, actor, params.id);
    if (!done.ok) return fail(done.error.status, { form: 'exchange', problem: done.error.message });
    return { form: 'exchange', said: 'Sent to the Exchange: an approver will read it and decide.' };
  },
  /** Takes it back from the queue or the Exchange. */
  withdraw: async ({ locals, params, url }) => {
    const actor = requireActor(locals.actor, url);
    const done = await withdrawFromExchange(locals.platform, actor, params.id);
    if (!done.ok) return fail(done.error.status, { form: 'exchange', problem: done.error.message });
    return { form: 'exchange', said: 'Withdrawn. You may send it again whenever you like.' };
  },
};
