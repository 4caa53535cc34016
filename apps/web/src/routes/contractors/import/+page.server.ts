import { redirect } from '@sveltejs/kit';
import { importPassport } from '@harbinger/platform';
import { formFailure } from '#lib/server/form-failure.ts';
import { requireActor } from '#lib/server/guard.ts';
import { readPassportUpload } from '#lib/server/passport-upload.ts';
import type { Actions, PageServerLoad } from './$types';

export const load: PageServerLoad = ({ locals, url }) => {
  requireActor(locals.actor, url);
};

export const actions: Actions = {
  /** Imports a passport as a new Contractor in one go (nothing half-imported) and opens its sheet. */
  default: async ({ request, locals, url }) => {
    const actor = requireActor(locals.actor, url);
    const form = await request.formData();
    const pasted = typeof form.get('pasted') === 'string' ? String(form.get('pasted')) : '';
    const read = await readPassportUpload(form);
    if (!read.ok) return formFailure(read.error, { pasted });
    const outcome = await importPassport(locals.platform, actor, read.value);
    if (!outcome.ok) return formFailure(outcome.error, { pasted }, { keepMessage: true });
    redirect(303, `/contractors/${outcome.value.id}`);
  },
};
