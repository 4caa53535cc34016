import { listGraveyard, updateObituary } from '@harbinger/platform';
import { formText } from '#lib/server/form-data.ts';
import { formFailure } from '#lib/server/form-failure.ts';
import { requireActor } from '#lib/server/guard.ts';
import { valueOr404, viewerZone } from '#lib/playgroups/pages.server.ts';
import { pageQuery } from '#lib/playgroups/query.ts';
import type { Actions, PageServerLoad } from './$types';

/** The Graveyard: the fallen, newest first, with their obituaries. */
export const load: PageServerLoad = async ({ locals, url }) => ({
  page: valueOr404(await listGraveyard(locals.platform, locals.actor, { ...pageQuery(url), limit: 20 })),
  zone: await viewerZone(locals.platform, locals.actor),
});

export const actions: Actions = {
  /** Writes an obituary (the Contractor's player, or a Leader of its home Playgroup). */
  obituary: async ({ locals, url, request }) => {
    const actor = requireActor(locals.actor, url);
    const form = await request.formData();
    const values = { obituary: formText(form, 'obituary') };
    const saved = await updateObituary(locals.platform, actor, formText(form, 'contractorId'), values);
    return saved.ok ? { done: 'Obituary saved.' } : formFailure(saved.error, values);
  },
};
