import { redirect } from '@sveltejs/kit';
import { linkDiscord, signInWithDiscord } from '@harbinger/platform';
import { CALLBACK_WORDS, discordErrorWords } from '#lib/server/discord/callback-words.ts';
import { keepWaitingSignIn, takeTrip } from '#lib/server/discord/oauth-cookie.ts';
import { discordIdentity } from '#lib/server/discord/oauth.ts';
import { requireDiscordOAuth } from '#lib/server/discord/not-set-up.ts';
import { safeNext } from '#lib/server/guard.ts';
import { setSessionCookie } from '#lib/server/session.ts';
import type { PageServerLoad } from './$types';

// Discord sends the player back here with a code (or an error) and the state we gave it. Anything wrong becomes a
// message on this page; a good return signs in, goes on to the create-account step, or links the account.
export const load: PageServerLoad = async (event) => {
  const config = requireDiscordOAuth();
  const { url, locals } = event;
  const trip = takeTrip(event);
  const retry = trip?.mode === 'link' ? '/settings#discord' : '/signin';
  const problem = (message: string) => ({ problem: message, retry });
  const state = url.searchParams.get('state');
  const denied = url.searchParams.get('error');
  if (!trip || state === null || state !== trip.state) return problem(CALLBACK_WORDS.stale);
  if (denied !== null) return problem(discordErrorWords(denied));
  const code = url.searchParams.get('code');
  if (!code) return problem(CALLBACK_WORDS.stale);
  const found = await discordIdentity(config, locals.platform.origin, code, trip.verifier);
  if (!found.ok) {
    locals.platform.log.warn('discord sign-in failed', { reason: found.reason, detail: found.detail });
    return problem(CALLBACK_WORDS[found.reason]);
  }
  if (trip.mode === 'link') {
    if (!locals.actor) return { problem: CALLBACK_WORDS.signed_out, retry: '/signin?next=%2Fsettings' };
    const linked = await linkDiscord(locals.platform, locals.actor, found.identity);
    if (!linked.ok) return problem(linked.error.message);
    redirect(303, '/settings?discord=linked#discord');
  }
  const signedIn = await signInWithDiscord(locals.platform, found.identity, { ip: event.getClientAddress() });
  if (!signedIn.ok) return problem(signedIn.error.message);
  if (signedIn.value.kind === 'new_account') {
    keepWaitingSignIn(event, signedIn.value.token);
    redirect(303, trip.next ? `/signin/discord/new?next=${encodeURIComponent(trip.next)}` : '/signin/discord/new');
  }
  setSessionCookie(event, signedIn.value.session);
  redirect(303, safeNext(trip.next));
};
