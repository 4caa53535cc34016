/**
 * The page where the player a consent names takes their passport, on the site's configured origin (`platform.origin`),
 * never the request's.
 */
export function consentLink(origin: string, token: string): string {
  return `${origin}/passports/consent/${encodeURIComponent(token)}`;
}
