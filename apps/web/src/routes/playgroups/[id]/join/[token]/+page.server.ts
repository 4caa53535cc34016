import { redirect } from '@sveltejs/kit';
import { getInvitation, requestMembership } from '@harbinger/platform';
import { formFailure } from '#lib/server/form-failure.ts';
import { requireActor } from '#lib/server/guard.ts';
import { valueOr404 } from '#lib/playgroups/pages.server.ts';
import type { Actions, PageServerLoad } from './$types';

/** The invite link's landing page: which Playgroup, what it is about (even when unlisted), and a button to join. */
export const load: PageServerLoad = async ({ locals, params }) => {
  const invitation = valueOr404(await getInvitation(locals.platform, locals.actor, params.id, params.token));
  return {
    name: invitation.name,
    description: invitation.description,
    listing: invitation.listing,
    state: invitation.state,
    signedIn: locals.actor !== null,
  };
};

export const actions: Actions = {
  /** Joins with the link's token and opens the Playgroup page. */
  default: async ({ locals, params, url }) => {
    const actor = requireActor(locals.actor, url);
    const joined = await requestMembership(locals.platform, actor, params.id, { action: 'join', token: params.token });
    if (!joined.ok) return formFailure(joined.error, {});
    redirect(303, `/playgroups/${params.id}`);
  },
};
