import { error, redirect } from '@sveltejs/kit';
import { claimUnclaimedContractor, getUnclaimedContractor, updateUnclaimedContractor } from '@harbinger/platform';
import { fromCreateInput, toCreateInput } from '#lib/creation/form-values.ts';
import { stepNumber } from '#lib/creation/steps.ts';
import { readCreationForm } from '#lib/server/creation-form.ts';
import { formNumber } from '#lib/server/form-data.ts';
import { formFailure } from '#lib/server/form-failure.ts';
import { holdUnclaimed, releaseUnclaimed, sharedPath, unclaimedEditPath } from '#lib/server/unclaimed-cookie.ts';
import type { Actions, PageServerLoad } from './$types';

// The private edit page of a Contractor built without an account: the token in the address is the only key.
export const load: PageServerLoad = async (event) => {
  const { locals, params, url } = event;
  const key = { id: params.id, token: params.token };
  const found = await getUnclaimedContractor(locals.platform, key);
  if (!found.ok) error(found.error.status, { message: found.error.message, code: found.error.code });
  // Opening a link holds nothing: a link someone else sent must not end up in this visitor's account. Saving or
  // asking to claim it does (see the actions).
  const origin = locals.platform.origin;
  return {
    contractor: { name: found.value.name, version: found.value.version, expiresAt: found.value.expiresAt },
    initial: fromCreateInput(found.value.input),
    editLink: `${origin}${unclaimedEditPath(key)}`,
    shareLink: `${origin}${sharedPath(found.value.shareKey)}`,
    created: url.searchParams.has('created'),
    saved: url.searchParams.has('saved'),
    signedIn: locals.actor !== null,
  };
};

export const actions: Actions = {
  /** Saves the changes through the edit link. */
  save: async (event) => {
    const { request, locals, params, url } = event;
    const form = await request.formData();
    const values = readCreationForm(form);
    const key = { id: params.id, token: params.token };
    const version = formNumber(form, 'version');
    const outcome = await updateUnclaimedContractor(locals.platform, key, {
      version: typeof version === 'number' ? version : 0,
      input: toCreateInput(values, { coinAvailable: false }),
    });
    if (!outcome.ok) return formFailure(outcome.error, values);
    // Whoever works on it here holds the link: signing in or up in this browser claims the Contractor.
    if (!locals.actor) holdUnclaimed(event, key);
    redirect(303, `${url.pathname}?saved=1`);
  },
  /** Without scripts: moves to another step, saving nothing. */
  check: async ({ request }) => {
    const form = await request.formData();
    return { checked: true as const, values: readCreationForm(form), step: stepNumber(form.get('step')) };
  },
  /** Moves the Contractor into the signed-in account and opens its sheet. */
  claim: async (event) => {
    const { locals, params } = event;
    // A visitor asked to keep it: hold the link, and signing up or in claims it.
    if (!locals.actor) {
      const then = (await event.request.formData()).get('then') === 'signup' ? '/signup' : '/signin';
      holdUnclaimed(event, { id: params.id, token: params.token });
      redirect(303, then);
    }
    const claimed = await claimUnclaimedContractor(locals.platform, locals.actor, {
      id: params.id,
      token: params.token,
    });
    releaseUnclaimed(event);
    if (!claimed.ok) error(claimed.error.status, { message: claimed.error.message, code: claimed.error.code });
    redirect(303, `/contractors/${claimed.value.contractorId}?claimed=1`);
  },
};
