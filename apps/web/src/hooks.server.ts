import type { Handle, HandleServerError, ServerInit } from '@sveltejs/kit/hooks';
import { building } from '$app/env';
import { sessionUser } from '@harbinger/platform';
import { adminAccessOf } from '#lib/server/admin.ts';
import { closePlatform, getPlatform } from '#lib/server/platform.ts';
import { clearSessionCookie } from '#lib/server/session.ts';
import { bearerToken, SESSION_COOKIE, sessionTokenOf } from '#lib/server/session-cookie.ts';

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
  adminAccessOf(process.env);
  await getPlatform();
};

/** Headers every answer carries: no MIME sniffing, no framing by other sites, no full URLs leaked in Referer. */
const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'same-origin',
} as const;

/** Opens the Platform (once), and works out who is asking from the Bearer header or the session cookie. */
export const handle: Handle = async ({ event, resolve }) => {
  const platform = await getPlatform();
  const cookie = event.cookies.get(SESSION_COOKIE);
  const token = sessionTokenOf(event.request.headers, cookie);
  event.locals.platform = platform;
  event.locals.sessionToken = token;
  event.locals.actor = token ? await sessionUser(platform, token) : null;
  // A cookie whose session ended (signed out elsewhere, expired, password reset) is dropped from the browser.
  if (event.locals.actor === null && cookie && !bearerToken(event.request.headers)) clearSessionCookie(event);
  const response = await resolve(event);
  for (const [name, value] of Object.entries(SECURITY_HEADERS))
    if (!response.headers.has(name)) response.headers.set(name, value);
  return response;
};

/** Logs an unexpected failure and shows people a plain message (never a stack trace). */
export const handleError: HandleServerError = async (caught) => {
  // Errors raised on purpose with `error(…)` already carry words meant for people.
  if (caught.kind === 'app') return caught.error;
  const { event } = caught;
  const { status, message } = caught.kind === 'unknown' ? { status: 500, message: '' } : caught.error;
  if (status === 404) return { message: 'That page does not exist.', code: 'not_found' };
  try {
    const platform = await getPlatform();
    const error = caught.kind === 'unknown' ? caught.error : caught.error.message;
    platform.log.error('unexpected error', {
      path: event.url.pathname,
      status,
      error: String(error),
      stack: (error as Error)?.stack,
    });
  } catch {
    console.error(caught.error);
  }
  return {
    message: status >= 500 ? 'Something went wrong on our side. Please try again.' : message,
    code: 'internal_error',
  };
};
