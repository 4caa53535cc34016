import { error } from '@sveltejs/kit';
import { createPassportConsent, getContractor } from '@harbinger/platform';
import { consentLink } from '#lib/server/consent-link.ts';
import { formText } from '#lib/server/form-data.ts';
import { formFailure } from '#lib/server/form-failure.ts';
import { requireActor } from '#lib/server/guard.ts';
import type { Actions, PageServerLoad } from './$types';

/** The owner's page for letting another player take a transferable passport of this Contractor. */
export const load: PageServerLoad = async ({ locals, params, url }) => {
  requireActor(locals.actor, url);
  const found = await getContractor(locals.platform, locals.actor, params.id);
  if (!found.ok) error(found.error.status, { message: found.error.message, code: found.error.code });
  if (!found.value.editable)
    error(403, { message: 'Only the owner can let someone else take a Contractor.', code: 'forbidden' });
  return { contractor: { id: found.value.id, name: found.value.concept.name } };
};

export const actions: Actions = {
  /** Makes the single-use link and shows it once. */
  default: async ({ locals, params, request, url }) => {
    const actor = requireActor(locals.actor, url);
    const handle = formText(await request.formData(), 'handle');
    const outcome = await createPassportConsent(locals.platform, actor, params.id, { handle });
    if (!outcome.ok) return formFailure(outcome.error, { handle });
    return {
      link: consentLink(locals.platform.origin, outcome.value.token),
      recipient: outcome.value.recipient.handle,
      expires: outcome.value.expiresAt.toUTCString(),
    };
  },
};
