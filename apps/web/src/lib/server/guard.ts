import { redirect } from '@sveltejs/kit';
import type { Actor } from '@harbinger/platform';

/** A signed-in actor (never the anonymous null). */
export type SignedIn = NonNullable<Actor>;

/**
 * A `?next=` target that is safe to redirect to: a path on this site, never another origin ("//evil" or
 * "/\\evil" are refused), else the fallback. Characters a Location header cannot carry (anything outside printable
 * ASCII, the space included) are percent-encoded; sequences already encoded stay as they are.
 */
export function safeNext(next: string | null | undefined, fallback = '/contractors'): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  // Control characters (a newline could split a header, a tab is dropped by browsers) never belong in a path.
  if ([...next].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)) return fallback;
  try {
    return next.replace(/[^\x21-\x7e]+/gu, (run) => encodeURIComponent(run));
  } catch {
    return fallback; // a lone surrogate has no UTF-8 form
  }
}

/** The sign-in page's address that comes back to `url` afterwards. */
export function signInUrl(url: URL): string {
  return `/signin?next=${encodeURIComponent(url.pathname + url.search)}`;
}

/** The actor of a page that needs one; anyone else is sent to sign in first (303, so a POST becomes a GET). */
export function requireActor(actor: Actor, url: URL): SignedIn {
  if (actor === null) redirect(303, signInUrl(url));
  return actor;
}
