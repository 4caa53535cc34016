import { isRedirect } from '@sveltejs/kit';
import { describe, expect, it } from 'vitest';
import { requireActor, safeNext, signInUrl } from './guard.js';

describe('safeNext', () => {
  it('keeps a path on this site', () => {
    expect(safeNext('/contractors/new')).toBe('/contractors/new');
    expect(safeNext('/u/ana?tab=story')).toBe('/u/ana?tab=story');
  });
  it.each([
    '//evil.example',
    '/\\evil.example',
    'https://evil.example',
    'contractors',
    '',
    null,
    undefined,
    '/x\ny',
    '/\t/evil.example',
    '/\uD800',
  ])('refuses %j', (next) => {
    expect(safeNext(next)).toBe('/contractors');
  });
  it('percent-encodes what a Location header cannot carry, and keeps what is already encoded', () => {
    expect(safeNext('/☃')).toBe('/%E2%98%83');
    expect(safeNext('/u/zoë?tab=story and more')).toBe('/u/zo%C3%AB?tab=story%20and%20more');
    expect(safeNext('/u/%E2%98%83')).toBe('/u/%E2%98%83');
  });
  it('uses the given fallback', () => {
    expect(safeNext(null, '/')).toBe('/');
  });
});

describe('requireActor', () => {
  it('returns a signed-in actor', () => {
    const actor = { userId: 'u1', handle: 'ana' };
    expect(requireActor(actor, new URL('http://localhost/settings'))).toBe(actor);
  });
  it('sends anyone else to sign in, coming back afterwards', () => {
    try {
      requireActor(null, new URL('http://localhost/contractors/new?x=1'));
      expect.unreachable();
    } catch (thrown) {
      expect(isRedirect(thrown)).toBe(true);
      if (isRedirect(thrown)) {
        expect(thrown.status).toBe(303);
        expect(thrown.location).toBe('/signin?next=%2Fcontractors%2Fnew%3Fx%3D1');
      }
    }
  });
  it('builds the sign-in address', () => {
    expect(signInUrl(new URL('http://localhost/settings'))).toBe('/signin?next=%2Fsettings');
  });
});
