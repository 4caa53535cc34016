import { redirect } from '@sveltejs/kit';
import { createPlaygroup, listPlaygroups } from '@harbinger/platform';
import { formFailure } from '#lib/server/form-failure.ts';
import { requireActor } from '#lib/server/guard.ts';
import { houseRulesFrom, playgroupFieldsFrom } from '#lib/playgroups/forms.server.ts';
import { valueOr404 } from '#lib/playgroups/pages.server.ts';
import { pageQuery, queryFlag } from '#lib/playgroups/query.ts';
import type { Actions, PageServerLoad } from './$types';

/** The public list of Playgroups (or one's own with `?mine=1`), a page at a time. */
export const load: PageServerLoad = async ({ locals, url }) => {
  const mine = queryFlag(url, 'mine') && locals.actor !== null;
  const page = valueOr404(
    await listPlaygroups(locals.platform, locals.actor, { ...pageQuery(url), ...(mine ? { mine: true } : {}) }),
  );
  return { page, mine, signedIn: locals.actor !== null };
};

export const actions: Actions = {
  /** Creates a Playgroup and opens its page. */
  create: async ({ request, locals, url }) => {
    const actor = requireActor(locals.actor, url);
    const form = await request.formData();
    const values = { ...playgroupFieldsFrom(form), houseRules: houseRulesFrom(form) };
    const created = await createPlaygroup(locals.platform, actor, values);
    if (!created.ok) return formFailure(created.error, values);
    redirect(303, `/playgroups/${created.value.id}`);
  },
};
