import { fail, redirect } from '@sveltejs/kit';
import { startFromPremade } from '@harbinger/platform';
import { formText } from '#lib/server/form-data.ts';
import { premadeCards } from '#lib/server/premade-cards.ts';
import type { Actions, PageServerLoad } from './$types';

/** The premade cards, and whether the reader may start from one (signed in). */
export const load: PageServerLoad = ({ locals }) => ({
  premades: premadeCards(),
  signedIn: locals.actor !== null,
});

export const actions: Actions = {
  /** Creates the player's own Contractor from a premade and opens its sheet; a visitor is asked to sign up. */
  start: async ({ locals, request }) => {
    const id = formText(await request.formData(), 'premade');
    const made = await startFromPremade(locals.platform, locals.actor, id);
    if (!made.ok) return fail(made.error.status, { premade: id, problem: made.error.message });
    redirect(303, `/contractors/${made.value.id}`);
  },
};
