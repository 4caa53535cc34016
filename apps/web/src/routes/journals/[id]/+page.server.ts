import { editJournal, getJournal } from '@harbinger/platform';
import { fail } from '@sveltejs/kit';
import { journalFields } from '#lib/journals/form.server.ts';
import { valueOr404 } from '#lib/playgroups/pages.server.ts';
import { formNumber } from '#lib/server/form-data.ts';
import { requireActor } from '#lib/server/guard.ts';
import { renderMarkdown } from '#lib/sheet/markdown.ts';
import type { Actions, PageServerLoad } from './$types';

/** One Journal as the reader may read it, rendered escape-first; its writer also gets the edit form. */
export const load: PageServerLoad = async ({ locals, params, url }) => {
  const journal = valueOr404(await getJournal(locals.platform, locals.actor, params.id));
  return {
    journal,
    html: journal.body === null ? null : renderMarkdown(journal.body),
    saved: url.searchParams.has('saved'),
  };
};

export const actions: Actions = {
  /** Saves the new text with the version the page was read at. */
  edit: async ({ locals, params, request, url }) => {
    const actor = requireActor(locals.actor, url);
    const form = await request.formData();
    const fields = journalFields(form);
    const saved = await editJournal(locals.platform, actor, params.id, {
      ...fields,
      version: formNumber(form, 'version'),
    });
    if (!saved.ok) return fail(saved.error.status, { problem: saved.error.message, ...fields });
    return { done: true };
  },
};
