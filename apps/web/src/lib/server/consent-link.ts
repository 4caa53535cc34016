import { serverOrigin } from './origin.js';

/** The page where the player a consent names takes their passport. */
export function consentLink(url: URL, token: string): string {
  return `${serverOrigin(url)}/passports/consent/${encodeURIComponent(token)}`;
}
