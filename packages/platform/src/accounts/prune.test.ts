import { describe, expect, it } from 'vitest';
import { sessions, signInAttempts } from '../db/schema.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { SESSION_LIFETIME_MS } from './sessions.js';
import { signIn } from './sign-in.js';
import { signUp } from './sign-up.js';

const vera = { handle: 'vera', email: 'vera@example.org', password: 'correct horse battery' };
const HOUR_MS = 60 * 60 * 1000;

describe.each(backends)('pruning sign-in attempts and sessions ($name)', (backend) => {
  const t = useTestPlatform(backend);
  const attemptTimes = async () =>
    (await t.platform.db.select().from(signInAttempts)).map((a) => a.createdAt.toISOString()).sort();
  const sessionExpiries = async () =>
    (await t.platform.db.select().from(sessions)).map((s) => s.expiresAt.toISOString()).sort();
  const tryWrong = (ip = '198.51.100.4') => signIn(t.platform, { login: 'vera', password: 'not the password' }, { ip });
  const tryRight = () => signIn(t.platform, { login: 'vera', password: vera.password }, { ip: '198.51.100.4' });

  it('a sign-in deletes attempts older than a day and keeps the recent ones', async () => {
    await signUp(t.platform, vera, { ip: '198.51.100.4' });
    await tryWrong();
    t.clock.advance(25 * HOUR_MS);
    await tryWrong();
    t.clock.advance(HOUR_MS);
    await tryWrong();
    expect(await attemptTimes()).toEqual(['2030-01-02T13:00:00.000Z', '2030-01-02T14:00:00.000Z']);
  });

  it('a sign-in deletes expired sessions and keeps live ones', async () => {
    await signUp(t.platform, vera, { ip: '198.51.100.4' });
    t.clock.advance(SESSION_LIFETIME_MS - HOUR_MS);
    expect((await tryRight()).ok).toBe(true);
    expect(await sessionExpiries()).toHaveLength(2);
    t.clock.advance(2 * HOUR_MS);
    expect((await tryRight()).ok).toBe(true);
    // The sign-up's session ran out an hour ago; the two from sign-ins remain.
    const expiries = await sessionExpiries();
    expect(expiries).toHaveLength(2);
    for (const at of expiries) expect(new Date(at).getTime()).toBeGreaterThan(t.clock.now().getTime());
  });

  it('still locks an account after 5 failures in 15 minutes while pruning runs on every attempt', async () => {
    await signUp(t.platform, vera, { ip: '198.51.100.4' });
    for (let i = 0; i < 5; i++) {
      t.clock.advance(2 * 60 * 1000);
      expect(await tryWrong(`10.0.0.${i}`)).toMatchObject({ ok: false, error: { code: 'invalid_credentials' } });
    }
    const locked = await signIn(t.platform, { login: 'vera', password: vera.password }, { ip: '10.9.9.9' });
    expect(locked).toMatchObject({ ok: false, error: { code: 'rate_limited', status: 429 } });
    expect(await attemptTimes()).toHaveLength(5);
  });
});
