import type { Cookies } from '@sveltejs/kit';
import { claimUnclaimedContractor, type Actor, type Platform, type UnclaimedKey } from '@harbinger/platform';
import { requestIsHttps } from './session-cookie.js';

/** The cookie that remembers the edit link a visitor holds, so signing in or up can claim what they built. */
export const UNCLAIMED_COOKIE = 'harbinger_unclaimed';

type CookieEvent = { cookies: Cookies; url: URL; request: Request };

/** The address of an unclaimed Contractor's private edit page. */
export function unclaimedEditPath(key: UnclaimedKey): string {
  return `/contractors/unclaimed/${encodeURIComponent(key.id)}/${encodeURIComponent(key.token)}`;
}

/** The address of its read-only share page. */
export function sharedPath(shareKey: string): string {
  return `/contractors/shared/${encodeURIComponent(shareKey)}`;
}

/**
 * Remembers the edit link in this browser (unreadable by scripts) until the browser closes or someone signs out:
 * on a shared computer the next person to sign in must not claim it. The link itself keeps working for 30 days.
 */
export function holdUnclaimed(event: CookieEvent, key: UnclaimedKey): void {
  event.cookies.set(UNCLAIMED_COOKIE, `${key.id}.${key.token}`, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: requestIsHttps(event.url, event.request.headers),
  });
}

/** The edit link this browser holds, if any. */
export function heldUnclaimed(cookies: Cookies): UnclaimedKey | null {
  const value = cookies.get(UNCLAIMED_COOKIE);
  const dot = value?.indexOf('.') ?? -1;
  if (!value || dot <= 0) return null;
  return { id: value.slice(0, dot), token: value.slice(dot + 1) };
}

/** Forgets the held edit link. */
export function releaseUnclaimed(event: CookieEvent): void {
  event.cookies.delete(UNCLAIMED_COOKIE, { path: '/', secure: requestIsHttps(event.url, event.request.headers) });
}

/**
 * After a sign-in or sign-up: claims the Contractor whose edit link this browser holds into the account, and
 * answers its sheet's address (null when there was nothing to claim, or it was claimed or expired meanwhile).
 */
export async function claimHeld(event: CookieEvent, platform: Platform, actor: Actor): Promise<string | null> {
  const key = heldUnclaimed(event.cookies);
  if (!key || !actor) return null;
  const claimed = await claimUnclaimedContractor(platform, actor, key);
  releaseUnclaimed(event);
  return claimed.ok ? `/contractors/${claimed.value.contractorId}?claimed=1` : null;
}
