import { describe, expect, it } from 'vitest';
import { bearerToken, requestIsHttps, sessionCookieOptions, sessionTokenOf, SESSION_COOKIE } from './session-cookie.js';

describe('session cookie', () => {
  it('is named harbinger_session', () => {
    expect(SESSION_COOKIE).toBe('harbinger_session');
  });

  it('is httpOnly, SameSite=Lax, site-wide, and carries the expiry', () => {
    const expires = new Date('2030-01-01T00:00:00Z');
    expect(sessionCookieOptions({ secure: false, expires })).toEqual({
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: false,
      expires,
    });
  });

  it('is Secure only when asked to be', () => {
    expect(sessionCookieOptions({ secure: true }).secure).toBe(true);
    expect(sessionCookieOptions({ secure: false }).secure).toBe(false);
    expect(sessionCookieOptions({ secure: true })).not.toHaveProperty('expires');
  });
});

describe('requestIsHttps', () => {
  const none = new Headers();
  it('trusts an https URL', () => {
    expect(requestIsHttps(new URL('https://example.org/'), none)).toBe(true);
  });
  it('treats plain http as insecure (a LAN server at the table)', () => {
    expect(requestIsHttps(new URL('http://192.168.1.20:3000/'), none)).toBe(false);
  });
  it('follows X-Forwarded-Proto from a TLS-terminating proxy, first hop first', () => {
    const url = new URL('http://localhost:3000/');
    expect(requestIsHttps(url, new Headers({ 'x-forwarded-proto': 'https' }))).toBe(true);
    expect(requestIsHttps(url, new Headers({ 'x-forwarded-proto': 'HTTPS, http' }))).toBe(true);
    expect(requestIsHttps(url, new Headers({ 'x-forwarded-proto': 'http' }))).toBe(false);
  });
});

describe('session token', () => {
  it('reads a Bearer token', () => {
    expect(bearerToken(new Headers({ authorization: 'Bearer abc_DEF-123' }))).toBe('abc_DEF-123');
    expect(bearerToken(new Headers({ authorization: 'bearer xyz' }))).toBe('xyz');
  });
  it('ignores other schemes and malformed headers', () => {
    expect(bearerToken(new Headers({ authorization: 'Basic dXNlcjpwYXNz' }))).toBeNull();
    expect(bearerToken(new Headers({ authorization: 'Bearer two words' }))).toBeNull();
    expect(bearerToken(new Headers())).toBeNull();
  });
  it('prefers the Bearer header over the cookie, and ignores an empty cookie', () => {
    expect(sessionTokenOf(new Headers({ authorization: 'Bearer fromheader' }), 'fromcookie')).toBe('fromheader');
    expect(sessionTokenOf(new Headers(), 'fromcookie')).toBe('fromcookie');
    expect(sessionTokenOf(new Headers(), '')).toBeNull();
    expect(sessionTokenOf(new Headers(), undefined)).toBeNull();
  });
});
