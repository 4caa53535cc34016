import { redirect } from '@sveltejs/kit';
import { createAccountWithDiscord, discordSignInSuggestion } from '@harbinger/platform';
import { forgetWaitingSignIn, waitingSignInToken } from '#lib/server/discord/oauth-cookie.ts';
import { requireDiscordOAuth } from '#lib/server/discord/not-set-up.ts';
import { formText } from '#lib/server/form-data.ts';
import { formFailure } from '#lib/server/form-failure.ts';
import { safeNext } from '#lib/server/guard.ts';
import { invitedTo, joinFromNext } from '#lib/server/invite-next.ts';
import { setSessionCookie } from '#lib/server/session.ts';
import { DEFAULT_TIMEZONE, timezoneNames } from '#lib/server/timezones.ts';
import { claimHeld } from '#lib/server/unclaimed-cookie.ts';
import type { Actions, PageServerLoad } from './$types';

// The create-account step of a Discord sign-in that found no linked account: the player picks a handle (Discord's
// username, made valid and free, is offered) and an email (Discord's when it verified one), and needs no password.
export const load: PageServerLoad = async (event) => {
  requireDiscordOAuth();
  const next = event.url.searchParams.get('next');
  const found = await discordSignInSuggestion(event.locals.platform, waitingSignInToken(event));
  if (!found.ok)
    return { expired: found.error.message, suggestion: null, zones: [], defaultTimezone: '', next, invitedTo: null };
  return {
    expired: null,
    suggestion: found.value,
    zones: timezoneNames(),
    defaultTimezone: DEFAULT_TIMEZONE,
    next,
    invitedTo: await invitedTo(event.locals.platform, next),
  };
};

export const actions: Actions = {
  default: async (event) => {
    requireDiscordOAuth();
    const form = await event.request.formData();
    const values = {
      handle: formText(form, 'handle'),
      email: formText(form, 'email'),
      timezone: formText(form, 'timezone') || DEFAULT_TIMEZONE,
    };
    const platform = event.locals.platform;
    const made = await createAccountWithDiscord(platform, waitingSignInToken(event), values, {
      ip: event.getClientAddress(),
    });
    if (!made.ok) return formFailure(made.error, values);
    forgetWaitingSignIn(event);
    setSessionCookie(event, made.value.session);
    const actor = { userId: made.value.user.id, handle: made.value.user.handle };
    const next = event.url.searchParams.get('next');
    // As the sign-up form does: an invite opened before is applied, a Contractor built before moves in.
    const joined = await joinFromNext(platform, actor, next);
    const claimed = await claimHeld(event, platform, actor);
    if (claimed) redirect(303, claimed);
    if (joined) redirect(303, joined);
    redirect(303, safeNext(next, '/contractors/new'));
  },
};
