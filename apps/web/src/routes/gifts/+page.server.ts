import { fail } from '@sveltejs/kit';
import { deleteDraft, listDrafts, listGiftRecipients } from '@harbinger/platform';
import { formText } from '#lib/server/form-data.ts';
import { requireActor } from '#lib/server/guard.ts';
import type { Actions, PageServerLoad } from './$types';

export const load: PageServerLoad = async ({ locals }) => {
  if (!locals.actor) return { signedIn: false, drafts: [], contractors: [] };
  const [drafts, contractors] = await Promise.all([
    listDrafts(locals.platform, locals.actor),
    listGiftRecipients(locals.platform, locals.actor),
  ]);
  return {
    signedIn: true,
    drafts: drafts.ok ? drafts.value : [],
    contractors: contractors.ok ? contractors.value : [],
  };
};

export const actions: Actions = {
  /** Deletes one of the player's drafts. */
  deleteDraft: async ({ request, locals, url }) => {
    const actor = requireActor(locals.actor, url);
    const outcome = await deleteDraft(locals.platform, actor, formText(await request.formData(), 'id'));
    if (!outcome.ok) return fail(outcome.error.status, { message: outcome.error.message });
    return { deleted: true };
  },
};
