import { getContractorJournals, writeJournal } from '@harbinger/platform';
import { fail, redirect } from '@sveltejs/kit';
import { journalFields, openChoices, parseChoice } from '#lib/journals/form.server.ts';
import { valueOr404 } from '#lib/playgroups/pages.server.ts';
import { formText } from '#lib/server/form-data.ts';
import { requireActor } from '#lib/server/guard.ts';
import type { Actions, PageServerLoad } from './$types';

/** A Contractor's Journals as the reader may see them; its owner also gets the writing form. */
export const load: PageServerLoad = async ({ locals, params }) => {
  const view = valueOr404(await getContractorJournals(locals.platform, locals.actor, params.id));
  return { view, choices: openChoices(view.choices) };
};

export const actions: Actions = {
  /** Writes a Journal and opens it. */
  write: async ({ locals, params, request, url }) => {
    const actor = requireActor(locals.actor, url);
    const form = await request.formData();
    const about = formText(form, 'about');
    const fields = journalFields(form);
    const written = await writeJournal(locals.platform, actor, {
      contractorId: params.id,
      ...parseChoice(about),
      ...fields,
    });
    if (!written.ok) return fail(written.error.status, { problem: written.error.message, about, ...fields });
    redirect(303, `/journals/${written.value.id}?saved`);
  },
};
