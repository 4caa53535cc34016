/** The name of the cookie that carries a signed-in browser's session token. */
export const SESSION_COOKIE = 'harbinger_session';

/** The options the session cookie is written and deleted with (the shape SvelteKit's `cookies.set` takes). */
export interface SessionCookieOptions {
  path: '/';
  httpOnly: true;
  sameSite: 'lax';
  secure: boolean;
  expires?: Date;
}

/**
 * True when the browser reached us over HTTPS, directly or through a proxy that says so in X-Forwarded-Proto
 * (its first value, as a chain of proxies lists the client's side first).
 */
export function requestIsHttps(url: URL, headers: Headers): boolean {
  if (url.protocol === 'https:') return true;
  const forwarded = headers.get('x-forwarded-proto');
  return forwarded?.split(',')[0]?.trim().toLowerCase() === 'https';
}

/**
 * Cookie options for the session: unreadable by page scripts, sent on same-site navigations only, and Secure
 * exactly when the site is served over HTTPS (a plain-HTTP server on a home network must still be able to sign in).
 * @example sessionCookieOptions({ secure: true, expires }).sameSite === 'lax'
 */
export function sessionCookieOptions(options: { secure: boolean; expires?: Date }): SessionCookieOptions {
  const cookie: SessionCookieOptions = { path: '/', httpOnly: true, sameSite: 'lax', secure: options.secure };
  if (options.expires) cookie.expires = options.expires;
  return cookie;
}

/** The token of an `Authorization: Bearer <token>` header, or null when there is none or it is malformed. */
export function bearerToken(headers: Headers): string | null {
  const header = headers.get('authorization');
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/** Where this request's session token comes from: a Bearer header wins over the cookie (API clients send one). */
export function sessionTokenOf(headers: Headers, cookie: string | undefined): string | null {
  return bearerToken(headers) ?? (cookie && cookie.length > 0 ? cookie : null);
}
