import { redirect } from '@sveltejs/kit';
import { signOut } from '@harbinger/platform';
import { clearSessionCookie } from '#lib/server/session.ts';
import { releaseUnclaimed } from '#lib/server/unclaimed-cookie.ts';
import type { Actions, PageServerLoad } from './$types';

export const load: PageServerLoad = ({ locals }) => {
  if (!locals.actor) redirect(303, '/');
};

export const actions: Actions = {
  /** Ends the session in the database and in the browser (with any held edit link), then goes home. */
  default: async (event) => {
    const token = event.locals.sessionToken;
    if (token) await signOut(event.locals.platform, token);
    clearSessionCookie(event);
    releaseUnclaimed(event);
    redirect(303, '/');
  },
};
