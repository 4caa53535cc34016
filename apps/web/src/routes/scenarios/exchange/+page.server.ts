import { browseExchange, hasSitePermission, SUGGESTED_STATUSES, unlockFromExchange } from '@harbinger/platform';
import { fail, redirect } from '@sveltejs/kit';
import { exchangeQuery, tagsOf } from '#lib/scenarios/exchange-query.ts';
import { formText } from '#lib/server/form-data.ts';
import { requireActor, safeNext } from '#lib/server/guard.ts';
import type { Actions, PageServerLoad } from './$types';

/** The Exchange: approved Scenarios, filtered by the form's query; a bad filter is shown, never a crash. */
export const load: PageServerLoad = async ({ locals, url }) => {
  const found = await browseExchange(locals.platform, locals.actor, exchangeQuery(url));
  const text = (name: string) => url.searchParams.get(name)?.trim() ?? '';
  return {
    items: found.ok ? found.value.items : [],
    next: found.ok ? found.value.next : null,
    credits: found.ok ? found.value.credits : null,
    problem: found.ok ? null : found.error.message,
    filters: { text: text('text'), tags: tagsOf(url).join(', '), players: text('players'), status: text('status') },
    deeper: url.searchParams.has('before'),
    statuses: [...SUGGESTED_STATUSES],
    signedIn: locals.actor !== null,
    approver: locals.actor
      ? await hasSitePermission(locals.platform.db, locals.actor.userId, 'approve_scenarios')
      : false,
  };
};

export const actions: Actions = {
  /** Unlocks a Scenario for credits; with `returnTo` (a path on this site) goes there afterwards. */
  unlock: async ({ locals, request, url }) => {
    const actor = requireActor(locals.actor, url);
    const form = await request.formData();
    const id = formText(form, 'id');
    const done = await unlockFromExchange(locals.platform, actor, id);
    if (!done.ok) return fail(done.error.status, { id, problem: done.error.message });
    const back = formText(form, 'returnTo');
    if (back) redirect(303, safeNext(back, '/scenarios/exchange'));
    return { id, unlocked: done.value };
  },
};
