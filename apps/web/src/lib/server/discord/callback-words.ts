import type { DiscordOAuthFailure } from './oauth.js';

/** Why a return from Discord went nowhere, in words, for the callback page. */
export const CALLBACK_WORDS = {
  denied:
    'You did not allow Harbinger to see your Discord account, so nothing changed. You can try again, or use your handle and password.',
  stale:
    'This return from Discord does not match a sign-in started in this browser (it may be old, or opened in another browser). Please start again.',
  token_refused: 'Discord did not accept the sign-in (the code may have run out). Please try again.',
  unreachable: 'Discord did not answer. Please try again in a moment.',
  identity_unreadable: 'Discord did not tell us who you are. Please try again.',
  signed_out:
    'Your Harbinger session ended while you were on Discord. Sign in again, then link Discord from your settings.',
} as const satisfies Record<DiscordOAuthFailure | string, string>;

/** Words for an error Discord itself sent back (`?error=`): a refusal by the player, or something on Discord's side. */
export function discordErrorWords(code: string): string {
  return code === 'access_denied'
    ? CALLBACK_WORDS.denied
    : `Discord stopped the sign-in (it said "${code.slice(0, 60)}"). Please try again.`;
}
