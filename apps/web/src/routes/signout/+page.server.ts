import { redirect } from '@sveltejs/kit';
import { signOut } from '@harbinger/platform';
import { clearSessionCookie } from '#lib/server/session.ts';
import type { Actions, PageServerLoad } from './$types';

export const load: PageServerLoad = ({ locals }) => {
  if (!locals.actor) redirect(303, '/');
};

export const actions: Actions = {
  /** Ends the session in the database and in the browser, then goes home. */
  default: async (event) => {
    const token = event.locals.sessionToken;
    if (token) await signOut(event.locals.platform, token);
    clearSessionCookie(event);
    redirect(303, '/');
  },
};
