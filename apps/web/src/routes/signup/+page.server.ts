import { redirect } from '@sveltejs/kit';
import { signUp } from '@harbinger/platform';
import { formText } from '#lib/server/form-data.ts';
import { formFailure } from '#lib/server/form-failure.ts';
import { safeNext } from '#lib/server/guard.ts';
import { setSessionCookie } from '#lib/server/session.ts';
import { DEFAULT_TIMEZONE, timezoneNames } from '#lib/server/timezones.ts';
import type { Actions, PageServerLoad } from './$types';

export const load: PageServerLoad = ({ locals, url }) => {
  if (locals.actor) redirect(303, safeNext(url.searchParams.get('next')));
  return { zones: timezoneNames(), defaultTimezone: DEFAULT_TIMEZONE };
};

export const actions: Actions = {
  default: async (event) => {
    const form = await event.request.formData();
    const values = {
      handle: formText(form, 'handle'),
      email: formText(form, 'email'),
      timezone: formText(form, 'timezone') || DEFAULT_TIMEZONE,
    };
    const password = formText(form, 'password', { trim: false });
    const outcome = await signUp(event.locals.platform, { ...values, password }, { ip: event.getClientAddress() });
    if (!outcome.ok) return formFailure(outcome.error, values);
    setSessionCookie(event, outcome.value.session);
    redirect(303, safeNext(event.url.searchParams.get('next'), '/contractors/new'));
  },
};
