import { redirect } from '@sveltejs/kit';
import { createPlaygroup, listPlaygroups } from '@harbinger/platform';
import { formFailure } from '#lib/server/form-failure.ts';
import { requireActor } from '#lib/server/guard.ts';
import { timezoneNames } from '#lib/server/timezones.ts';
import { houseRulesFrom, listingFrom, playgroupFieldsFrom } from '#lib/playgroups/forms.server.ts';
import { valueOr404, viewerZone } from '#lib/playgroups/pages.server.ts';
import { pageQuery, queryFlag } from '#lib/playgroups/query.ts';
import type { Actions, PageServerLoad } from './$types';

/** The publicly listed Playgroups (or one's own with `?mine=1`), a page at a time, and the form to create one. */
export const load: PageServerLoad = async ({ locals, url }) => {
  const mine = queryFlag(url, 'mine') && locals.actor !== null;
  const page = valueOr404(
    await listPlaygroups(locals.platform, locals.actor, { ...pageQuery(url), ...(mine ? { mine: true } : {}) }),
  );
  const signedIn = locals.actor !== null;
  return {
    page,
    mine,
    signedIn,
    // The create form's time zone starts on the creator's own.
    zone: signedIn ? await viewerZone(locals.platform, locals.actor) : 'UTC',
    zones: signedIn ? timezoneNames() : [],
  };
};

export const actions: Actions = {
  /** Creates a Playgroup and opens its page. */
  create: async ({ request, locals, url }) => {
    const actor = requireActor(locals.actor, url);
    const form = await request.formData();
    const values = { ...playgroupFieldsFrom(form), houseRules: houseRulesFrom(form), listing: listingFrom(form) };
    const created = await createPlaygroup(locals.platform, actor, values);
    if (!created.ok) return formFailure(created.error, values);
    redirect(303, `/playgroups/${created.value.id}`);
  },
};
