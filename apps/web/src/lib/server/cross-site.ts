import { bearerToken } from './session-cookie.js';

/** Where Discord posts the bot's interactions (routes/discord/interactions). */
export const DISCORD_INTERACTIONS_PATH = '/discord/interactions';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Content types an HTML form can send (and SvelteKit's own form encoding). */
const FORM_TYPES = new Set([
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'text/plain',
  'application/x-sveltekit-formdata',
]);

/**
 * True for a write another site's page could have made with this browser's cookies: a form-like body (or none)
 * whose Origin is not `origin`. It is SvelteKit's own check, which vite.config.ts turns off so the API can refuse in
 * its JSON format, except that a request carrying a bearer token passes: no form sends an Authorization header, and
 * a script on another site would need a CORS preflight we never grant. The token is read as sign-in reads it
 * (`bearerToken`), so a header that would not sign anyone in does not pass either. (Basic credentials do not pass:
 * browsers attach those on their own.) A one-click unsubscribe link passes too: mail clients post it from nowhere
 * (RFC 8058), its secret is in the address and not in a cookie, and all it can do is turn mail off. Discord's
 * interactions pass as well: Discord's servers post them, and each must carry Discord's signature instead of a cookie.
 */
export function isCrossSiteForm(request: Request, origin: string): boolean {
  if (!WRITES.has(request.method)) return false;
  if (request.method === 'POST' && new URL(request.url).pathname.startsWith('/unsubscribe/')) return false;
  if (request.method === 'POST' && new URL(request.url).pathname === DISCORD_INTERACTIONS_PATH) return false;
  const type = request.headers.get('content-type')?.split(';', 1)[0]?.trim().toLowerCase();
  if (type && !FORM_TYPES.has(type)) return false;
  if (bearerToken(request.headers) !== null) return false;
  return request.headers.get('origin') !== origin;
}
