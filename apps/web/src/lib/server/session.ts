import type { Cookies } from '@sveltejs/kit';
import { requestIsHttps, SESSION_COOKIE, sessionCookieOptions } from './session-cookie.js';

/** Hands a new session to the browser as the `harbinger_session` cookie. */
export function setSessionCookie(
  event: { cookies: Cookies; url: URL; request: Request },
  session: { token: string; expiresAt: Date },
): void {
  const secure = requestIsHttps(event.url, event.request.headers);
  event.cookies.set(
    SESSION_COOKIE,
    session.token,
    sessionCookieOptions({ secure, expires: new Date(session.expiresAt) }),
  );
}

/** Forgets the session cookie in the browser. */
export function clearSessionCookie(event: { cookies: Cookies; url: URL; request: Request }): void {
  event.cookies.delete(
    SESSION_COOKIE,
    sessionCookieOptions({ secure: requestIsHttps(event.url, event.request.headers) }),
  );
}
