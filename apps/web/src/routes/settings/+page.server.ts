import { error, fail } from '@sveltejs/kit';
import {
  DIGEST_HOUR,
  EMAIL_CATEGORIES,
  EMAIL_CATEGORY_WORDS,
  getEmailPreferences,
  getProfile,
  updateEmailPreferences,
  updateProfile,
} from '@harbinger/platform';
import { formText } from '#lib/server/form-data.ts';
import { formFailure } from '#lib/server/form-failure.ts';
import { requireActor } from '#lib/server/guard.ts';
import { timezoneNames } from '#lib/server/timezones.ts';
import type { Actions, PageServerLoad } from './$types';

export const load: PageServerLoad = async ({ locals, url }) => {
  const actor = requireActor(locals.actor, url);
  const [profile, email] = await Promise.all([
    getProfile(locals.platform, actor, actor.handle),
    getEmailPreferences(locals.platform, actor),
  ]);
  if (!profile.ok) error(profile.error.status, { message: profile.error.message, code: profile.error.code });
  if (!email.ok) error(email.error.status, { message: email.error.message, code: email.error.code });
  const modes = email.value;
  return {
    profile: profile.value,
    email: EMAIL_CATEGORIES.map((id) => ({ id, ...EMAIL_CATEGORY_WORDS[id], mode: modes[id] })),
    digestHour: `${String(DIGEST_HOUR).padStart(2, '0')}:00`,
    zones: timezoneNames(),
  };
};

export const actions: Actions = {
  profile: async ({ request, locals, url }) => {
    const actor = requireActor(locals.actor, url);
    const form = await request.formData();
    const values = { timezone: formText(form, 'timezone'), about: formText(form, 'about') };
    const outcome = await updateProfile(locals.platform, actor, {
      ...values,
      profilePrivate: form.get('profilePrivate') === 'on',
    });
    if (!outcome.ok) return formFailure(outcome.error, values);
    return { saved: 'profile' as const };
  },
  email: async ({ request, locals, url }) => {
    const actor = requireActor(locals.actor, url);
    const form = await request.formData();
    const chosen = EMAIL_CATEGORIES.map((c) => [c, formText(form, `email-${c}`)]).filter(([, mode]) => mode !== '');
    const outcome = await updateEmailPreferences(locals.platform, actor, Object.fromEntries(chosen));
    if (!outcome.ok) return fail(outcome.error.status, { emailProblem: outcome.error.message });
    return { saved: 'email' as const };
  },
};
