import { redirect } from '@sveltejs/kit';
import { createContractor, getCoins, type Actor, type Platform } from '@harbinger/platform';
import { emptyCreationValues, toCreateInput } from '#lib/creation/form-values.ts';
import { readCreationForm } from '#lib/server/creation-form.ts';
import { formFailure } from '#lib/server/form-failure.ts';
import { requireActor } from '#lib/server/guard.ts';
import type { Actions, PageServerLoad } from './$types';

/**
 * Whether the signed-in account holds a Coin of Charon to spend (one arrives for each Contractor who died on a
 * Contract).
 */
async function coinOfCharonAvailable(platform: Platform, actor: Actor): Promise<boolean> {
  const coins = await getCoins(platform, actor);
  return coins.ok && coins.value.available > 0;
}

export const load: PageServerLoad = async ({ locals, url }) => {
  const actor = requireActor(locals.actor, url);
  return { initial: emptyCreationValues(), coinAvailable: await coinOfCharonAvailable(locals.platform, actor) };
};

export const actions: Actions = {
  /** Creates the Contractor (off-rules choices allowed; the sheet flags them) and opens its sheet. */
  create: async ({ request, locals, url }) => {
    const actor = requireActor(locals.actor, url);
    const values = readCreationForm(await request.formData());
    const input = toCreateInput(values, { coinAvailable: await coinOfCharonAvailable(locals.platform, actor) });
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
