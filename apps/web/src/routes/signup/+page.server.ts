import { redirect } from '@sveltejs/kit';
import { signUp } from '@harbinger/platform';
import { formText } from '#lib/server/form-data.ts';
import { formFailure } from '#lib/server/form-failure.ts';
import { safeNext } from '#lib/server/guard.ts';
import { setSessionCookie } from '#lib/server/session.ts';
import { claimHeld } from '#lib/server/unclaimed-cookie.ts';
import { invitedTo, joinFromNext } from '#lib/server/invite-next.ts';
import { DEFAULT_TIMEZONE, timezoneNames } from '#lib/server/timezones.ts';
import { discordOAuthConfig } from '#lib/server/discord/oauth-config.ts';
import type { Actions, PageServerLoad } from './$types';

export const load: PageServerLoad = async ({ locals, url }) => {
  const next = url.searchParams.get('next');
  if (locals.actor) redirect(303, safeNext(next));
  return {
    zones: timezoneNames(),
    defaultTimezone: DEFAULT_TIMEZONE,
    next,
    // An invite link waiting for this account: the page says which Playgroup it joins.
    invitedTo: await invitedTo(locals.platform, next),
    discord: discordOAuthConfig() !== null,
  };
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
    // A Contractor built before signing in, whose edit link this browser holds, moves into the account.
    const { id: userId, handle } = outcome.value.user;
    const next = event.url.searchParams.get('next');
    // An invite link opened before signing in is applied now (the join comes first: a claim redirects).
    const joined = await joinFromNext(event.locals.platform, { userId, handle }, next);
    const claimed = await claimHeld(event, event.locals.platform, { userId, handle });
    if (claimed) redirect(303, claimed);
    if (joined) redirect(303, joined);
    redirect(303, safeNext(event.url.searchParams.get('next'), '/contractors/new'));
  },
};
