import type { Cookies } from '@sveltejs/kit';
import { requestIsHttps } from '../session-cookie.js';

/** The cookie that carries an OAuth2 trip's state and PKCE verifier until Discord sends the player back. */
export const DISCORD_OAUTH_COOKIE = 'harbinger_discord_oauth';
/** The cookie that carries a waiting Discord sign-in's token to the create-account step. */
export const DISCORD_SIGN_IN_COOKIE = 'harbinger_discord_sign_in';
/** Ten minutes to consent on Discord; fifteen to pick a handle (the platform's own limit for a waiting sign-in). */
const TRIP_SECONDS = 10 * 60;
const WAITING_SECONDS = 15 * 60;
/** Only the sign-in pages ever read them. */
const PATH = '/signin/discord';

/** What the trip to Discord is for: signing in (or up), or linking the signed-in account. */
export type DiscordTripMode = 'signin' | 'link';

/** What we keep while the player is on Discord. */
export interface DiscordTrip {
  state: string;
  verifier: string;
  mode: DiscordTripMode;
  /** Where to go after signing in (a path on this site). */
  next: string | null;
}

type Event = { cookies: Cookies; url: URL; request: Request };

// Lax, not Strict: the player comes back from discord.com on a top-level navigation, which Lax lets through.
const options = (event: Event, maxAge: number) =>
  ({
    path: PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: requestIsHttps(event.url, event.request.headers),
    maxAge,
  }) as const;

/** Keeps the trip's secrets in a short-lived HttpOnly cookie. */
export function keepTrip(event: Event, trip: DiscordTrip): void {
  event.cookies.set(DISCORD_OAUTH_COOKIE, JSON.stringify(trip), options(event, TRIP_SECONDS));
}

/** Reads and forgets the trip (each is good for one return), or null when there is none or it is unreadable. */
export function takeTrip(event: Event): DiscordTrip | null {
  const raw = event.cookies.get(DISCORD_OAUTH_COOKIE);
  if (raw === undefined) return null;
  event.cookies.delete(DISCORD_OAUTH_COOKIE, options(event, 0));
  try {
    const trip = JSON.parse(raw) as Partial<DiscordTrip>;
    if (typeof trip.state !== 'string' || typeof trip.verifier !== 'string') return null;
    if (trip.mode !== 'signin' && trip.mode !== 'link') return null;
    return {
      state: trip.state,
      verifier: trip.verifier,
      mode: trip.mode,
      next: typeof trip.next === 'string' ? trip.next : null,
    };
  } catch {
    return null;
  }
}

/** Hands the browser a waiting sign-in's token for the create-account step. */
export function keepWaitingSignIn(event: Event, token: string): void {
  event.cookies.set(DISCORD_SIGN_IN_COOKIE, token, options(event, WAITING_SECONDS));
}

/** The waiting sign-in's token, if the browser holds one. */
export function waitingSignInToken(event: Event): string | undefined {
  return event.cookies.get(DISCORD_SIGN_IN_COOKIE);
}

/** Forgets the waiting sign-in (the account was made). */
export function forgetWaitingSignIn(event: Event): void {
  event.cookies.delete(DISCORD_SIGN_IN_COOKIE, options(event, 0));
}
