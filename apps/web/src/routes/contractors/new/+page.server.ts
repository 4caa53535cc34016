import { redirect } from '@sveltejs/kit';
import { createContractor, createUnclaimedContractor, getCoins, type Actor, type Platform } from '@harbinger/platform';
import { emptyCreationValues, toCreateInput } from '#lib/creation/form-values.ts';
import { stepNumber } from '#lib/creation/steps.ts';
import { readCreationForm } from '#lib/server/creation-form.ts';
import { formFailure } from '#lib/server/form-failure.ts';
import { holdUnclaimed, unclaimedEditPath } from '#lib/server/unclaimed-cookie.ts';
import type { Actions, PageServerLoad } from './$types';

/**
 * Whether the signed-in account holds a Coin of Charon to spend (one arrives for each Contractor who died on a
 * Contract). A visitor holds none.
 */
async function coinOfCharonAvailable(platform: Platform, actor: Actor): Promise<boolean> {
  if (!actor) return false;
  const coins = await getCoins(platform, actor);
  return coins.ok && coins.value.available > 0;
}

// Anyone may build: a signed-in player into their account, a visitor into an unclaimed Contractor with an edit link.
export const load: PageServerLoad = async ({ locals }) => {
  return {
    initial: emptyCreationValues(),
    coinAvailable: await coinOfCharonAvailable(locals.platform, locals.actor),
    signedIn: locals.actor !== null,
  };
};

export const actions: Actions = {
  /**
   * Creates the Contractor (off-rules choices allowed; the sheet flags them) and opens its sheet; for a visitor,
   * keeps it unclaimed and opens its private edit page, remembering the link so signing in claims it.
   */
  create: async (event) => {
    const { request, locals } = event;
    const values = readCreationForm(await request.formData());
    const coinAvailable = await coinOfCharonAvailable(locals.platform, locals.actor);
    const input = toCreateInput(values, { coinAvailable });
    if (!locals.actor) {
      const made = await createUnclaimedContractor(locals.platform, null, input, { ip: event.getClientAddress() });
      if (!made.ok) return formFailure(made.error, values);
      const key = { id: made.value.id, token: made.value.editToken };
      holdUnclaimed(event, key);
      redirect(303, `${unclaimedEditPath(key)}?created=1`);
    }
    const outcome = await createContractor(locals.platform, locals.actor, input);
    if (!outcome.ok) return formFailure(outcome.error, values);
    redirect(303, `/contractors/${outcome.value.id}`);
  },
  /** Without scripts: moves to another step, or shows the Exp left and warnings, creating nothing. */
  check: async ({ request }) => {
    const form = await request.formData();
    return { checked: true as const, values: readCreationForm(form), step: stepNumber(form.get('step')) };
  },
};
