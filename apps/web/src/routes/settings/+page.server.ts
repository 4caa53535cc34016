import { error } from '@sveltejs/kit';
import { getProfile, updateProfile } from '@harbinger/platform';
import { formText } from '#lib/server/form-data.ts';
import { formFailure } from '#lib/server/form-failure.ts';
import { requireActor } from '#lib/server/guard.ts';
import { timezoneNames } from '#lib/server/timezones.ts';
import type { Actions, PageServerLoad } from './$types';

export const load: PageServerLoad = async ({ locals, url }) => {
  const actor = requireActor(locals.actor, url);
  const profile = await getProfile(locals.platform, actor, actor.handle);
  if (!profile.ok) error(profile.error.status, { message: profile.error.message, code: profile.error.code });
  return { profile: profile.value, zones: timezoneNames() };
};

export const actions: Actions = {
  default: async ({ request, locals, url }) => {
    const actor = requireActor(locals.actor, url);
    const form = await request.formData();
    const values = { timezone: formText(form, 'timezone'), about: formText(form, 'about') };
    const outcome = await updateProfile(locals.platform, actor, values);
    if (!outcome.ok) return formFailure(outcome.error, values);
    return { saved: true };
  },
};
