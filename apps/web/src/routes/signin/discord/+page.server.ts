import { redirect } from '@sveltejs/kit';
import { keepTrip } from '#lib/server/discord/oauth-cookie.ts';
import { startDiscordOAuth } from '#lib/server/discord/oauth.ts';
import { requireDiscordOAuth } from '#lib/server/discord/not-set-up.ts';
import { requireActor } from '#lib/server/guard.ts';
import type { PageServerLoad } from './$types';

// Starts a trip to Discord: `?mode=link` links the signed-in account (from the settings page); anything else signs
// in, or on to a new account. The state and PKCE verifier wait in a short-lived cookie for the player's return.
export const load: PageServerLoad = (event) => {
  const config = requireDiscordOAuth();
  const mode = event.url.searchParams.get('mode') === 'link' ? 'link' : 'signin';
  if (mode === 'link') requireActor(event.locals.actor, event.url);
  const { url, state, verifier } = startDiscordOAuth(config, event.locals.platform.origin);
  keepTrip(event, { state, verifier, mode, next: event.url.searchParams.get('next') });
  redirect(303, url.toString());
};
