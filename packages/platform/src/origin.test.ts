import { afterEach, describe, expect, it, vi } from 'vitest';
import { openPlatform } from './context.js';
import { publicOrigin, siteOrigin } from './origin.js';

describe('the site origin', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('reads the public origin from HARBINGER_PUBLIC_ORIGIN, then ORIGIN, ignoring anything unusable', () => {
    expect(publicOrigin({ HARBINGER_PUBLIC_ORIGIN: 'https://play.example/', ORIGIN: 'http://other.example' })).toBe(
      'https://play.example',
    );
    expect(publicOrigin({ ORIGIN: 'http://localhost:3000' })).toBe('http://localhost:3000');
    expect(publicOrigin({ HARBINGER_PUBLIC_ORIGIN: 'https://play.example/harbinger/' })).toBe(
      'https://play.example/harbinger',
    );
    expect(publicOrigin({ HARBINGER_PUBLIC_ORIGIN: 'not a url', ORIGIN: 'ftp://x.example' })).toBeUndefined();
    expect(publicOrigin({})).toBeUndefined();
  });

  it('falls back to this machine on PORT (else 3000) when nothing is configured', () => {
    expect(siteOrigin({ HARBINGER_PUBLIC_ORIGIN: 'https://play.example/' })).toBe('https://play.example');
    expect(siteOrigin({ ORIGIN: 'https://other.example' })).toBe('https://other.example');
    expect(siteOrigin({})).toBe('http://localhost:3000');
    expect(siteOrigin({ PORT: '5173' })).toBe('http://localhost:5173');
    expect(siteOrigin({ PORT: 'evil.example' })).toBe('http://localhost:3000');
  });

  it('is set once on the platform: from its options, else from the environment', async () => {
    const given = await openPlatform({ memory: true, migrate: false, origin: 'https://given.example/' });
    expect(given.origin).toBe('https://given.example');
    await given.close();
    vi.stubEnv('HARBINGER_PUBLIC_ORIGIN', '');
    vi.stubEnv('ORIGIN', 'https://from-env.example');
    const fromEnv = await openPlatform({ memory: true, migrate: false });
    expect(fromEnv.origin).toBe('https://from-env.example');
    await fromEnv.close();
  }, 30_000);
});
