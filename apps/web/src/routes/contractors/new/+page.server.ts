import { redirect } from '@sveltejs/kit';
import { createContractor } from '@harbinger/platform';
import { emptyCreationValues, toCreateInput } from '$lib/creation/form-values';
import { readCreationForm } from '$lib/server/creation-form';
import { formFailure } from '$lib/server/form-failure';
import { requireActor } from '$lib/server/guard';
import type { Actions, PageServerLoad } from './$types';

/**
 * Whether the signed-in account holds a Coin of Charon to spend. Coins arrive with Contracts (issue 5); until
 * the platform can tell, the answer is no and the page shows nothing about Coins.
 */
async function coinOfCharonAvailable(): Promise<boolean> {
  return false;
}

export const load: PageServerLoad = async ({ locals, url }) => {
  requireActor(locals.actor, url);
  return { initial: emptyCreationValues(), coinAvailable: await coinOfCharonAvailable() };
};

export const actions: Actions = {
  /** Creates the Contractor (off-rules choices allowed; the sheet flags them) and opens its sheet. */
  create: async ({ request, locals, url }) => {
    const actor = requireActor(locals.actor, url);
    const values = readCreationForm(await request.formData());
    const input = toCreateInput(values, { coinAvailable: await coinOfCharonAvailable() });
    const outcome = await createContractor(locals.platform, actor, input);
    if (!outcome.ok) return formFailure(outcome.error, values);
    redirect(303, `/contractors/${outcome.value.id}`);
  },
  /** Without scripts: shows the Exp left, Body, Mind and warnings for the choices so far, creating nothing. */
  check: async ({ request, locals, url }) => {
    requireActor(locals.actor, url);
    return { checked: true as const, values: readCreationForm(await request.formData()) };
  },
};
