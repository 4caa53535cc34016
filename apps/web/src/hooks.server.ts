import type { Handle, HandleServerError, ServerInit } from '@sveltejs/kit/hooks';
import { building } from '$app/env';
import { sessionUser } from '@harbinger/platform';
import { apiRefusals, asApiError, decodePath, INTERNAL_ERROR, isApiPath } from '#lib/server/api-errors.ts';
import { isCrossSiteForm } from '#lib/server/cross-site.ts';
import { adminAccessOf } from '#lib/server/admin.ts';
import { closePlatform, getPlatform } from '#lib/server/platform.ts';
import { loggablePath } from '#lib/server/loggable-path.ts';
import { compressed } from '#lib/server/compression.ts';
import { withSecurityHeaders } from '#lib/server/security-headers.ts';
import { clearSessionCookie } from '#lib/server/session.ts';
import { bearerToken, requestIsHttps, SESSION_COOKIE, sessionTokenOf } from '#lib/server/session-cookie.ts';
import { parseTheme, THEME_COOKIE, withThemeAttribute } from '#lib/ui/theme.ts';

// adapter-node emits this when it is asked to stop; release the database files cleanly. `harbinger serve` passes
// `waitUntil` as well, to wait for the database to close before the process ends.
process.once('sveltekit:shutdown' as NodeJS.Signals, (_reason: unknown, waitUntil?: (work: Promise<void>) => void) => {
  const closing = closePlatform();
  if (waitUntil) waitUntil(closing);
  else void closing;
});

/**
 * Before the first request: open the database (applying migrations) and read the admin settings, so a server that
 * cannot run refuses to start instead of answering errors.
 */
export const init: ServerInit = async () => {
  if (building) return;
  adminAccessOf();
  await getPlatform();
};

type HandleInput = Parameters<Handle>[0];

/**
 * Refuses cross-site form posts, opens the Platform (once), works out who is asking from the Bearer header or the
 * session cookie, and gives every answer the security headers (and under /api/v1, every error the API's format).
 */
export const handle: Handle = async (input) => {
  const { event } = input;
  const api = isApiPath(event.url.pathname);
  const response = await answer(input, api);
  // HTTPS exactly as the session cookie sees it (Secure), from the URL or X-Forwarded-Proto.
  const https = requestIsHttps(event.url, event.request.headers);
  return compressed(event.request, withSecurityHeaders(api ? await asApiError(response) : response, { https }));
};

async function answer({ event, resolve }: HandleInput, api: boolean): Promise<Response> {
  if (isCrossSiteForm(event.request, event.url.origin))
    return api ? apiRefusals.crossSiteForm() : new Response('Cross-site form posts are refused.', { status: 403 });
  if (api && decodePath(event.url.pathname) === null) return apiRefusals.malformedUri();
  const platform = await getPlatform();
  const cookie = event.cookies.get(SESSION_COOKIE);
  const token = sessionTokenOf(event.request.headers, cookie);
  event.locals.platform = platform;
  event.locals.sessionToken = token;
  event.locals.actor = token ? await sessionUser(platform, token) : null;
  // A cookie whose session ended (signed out elsewhere, expired, password reset) is dropped from the browser.
  if (event.locals.actor === null && cookie && !bearerToken(event.request.headers)) clearSessionCookie(event);
  // The chosen theme is in the first paint (no flash of the other one); "system" leaves it to the media query.
  const theme = parseTheme(event.cookies.get(THEME_COOKIE));
  return resolve(event, {
    transformPageChunk: ({ html }) => withThemeAttribute(html, theme),
    // The two self-hosted font files (latin only) are preloaded with the page's scripts and stylesheet.
    preload: ({ type }) => type === 'js' || type === 'css' || type === 'font',
  });
}

/** Logs an unexpected failure and shows people a plain message (never a stack trace). */
export const handleError: HandleServerError = async (caught) => {
  // Errors raised on purpose with `error(…)` already carry words meant for people.
  if (caught.kind === 'app') return caught.error;
  const { event } = caught;
  const { status, message } = caught.kind === 'unknown' ? { status: 500, message: '' } : caught.error;
  if (status === 404) return { message: 'That page does not exist.', code: 'not_found' };
  // Anyone can cause a 4xx (a broken address, a body over the limit): it is an answer, not a fault to log.
  if (status < 500) return { message, code: 'request_refused' };
  try {
    const platform = await getPlatform();
    const error = caught.kind === 'unknown' ? caught.error : caught.error.message;
    platform.log.error('unexpected error', {
      path: loggablePath(event.url.pathname),
      status,
      error: String(error),
      stack: (error as Error)?.stack,
    });
  } catch {
    console.error(caught.error);
  }
  return { ...INTERNAL_ERROR };
};
