import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../db/raw.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { getProfile, updateProfile } from './profile.js';
import { SESSION_LIFETIME_MS, sessionUser, signOut } from './sessions.js';
import { signIn } from './sign-in.js';
import { signUp } from './sign-up.js';

const ip = { ip: '198.51.100.4' };
const vera = {
  handle: 'Vera_K',
  email: 'Vera@Example.org',
  password: 'correct horse battery',
  timezone: 'Europe/Paris',
};

describe.each(backends)('accounts ($name)', (backend) => {
  const t = useTestPlatform(backend);

  it('signs up, returns the owner view with email and a working session', async () => {
    const result = await signUp(t.platform, vera, ip);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.user).toMatchObject({ handle: 'Vera_K', email: 'Vera@Example.org', timezone: 'Europe/Paris' });
    expect(result.value.session.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(result.value.session.expiresAt.getTime() - t.clock.now().getTime()).toBe(SESSION_LIFETIME_MS);
    expect(await sessionUser(t.platform, result.value.session.token)).toEqual({
      userId: result.value.user.id,
      handle: 'Vera_K',
    });
    const [stored] = await queryRows<{ token_hash: string }>(t.platform.db, sql`SELECT token_hash FROM sessions`);
    expect(stored?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.token_hash).not.toContain(result.value.session.token);
  });

  it('defaults the time zone to UTC', async () => {
    const result = await signUp(t.platform, { handle: 'abc', email: 'abc@example.org', password: '0123456789' }, ip);
    expect(result.ok && result.value.user.timezone).toBe('UTC');
  });

  it('refuses taken handles and emails regardless of case', async () => {
    await signUp(t.platform, vera, ip);
    const handle = await signUp(t.platform, { ...vera, handle: 'vera_k', email: 'other@example.org' }, ip);
    expect(handle).toMatchObject({ ok: false, error: { code: 'handle_taken', status: 409, field: 'handle' } });
    const email = await signUp(t.platform, { ...vera, handle: 'someone', email: 'VERA@example.ORG' }, ip);
    expect(email).toMatchObject({ ok: false, error: { code: 'email_taken', status: 409, field: 'email' } });
  });

  it('lets only one of two racing sign-ups for the same handle through', async () => {
    const [a, b] = await Promise.all([
      signUp(t.platform, { ...vera, email: 'a@example.org' }, ip),
      signUp(t.platform, { ...vera, email: 'b@example.org' }, ip),
    ]);
    expect([a.ok, b.ok].sort()).toEqual([false, true]);
    expect((a.ok ? b : a).ok === false && (a.ok ? b : a)).toMatchObject({ error: { code: 'handle_taken' } });
  });

  it.each([
    [{ ...vera, handle: 'ab' }, 'handle'],
    [{ ...vera, handle: 'has space' }, 'handle'],
    [{ ...vera, handle: 'x'.repeat(31) }, 'handle'],
    [{ ...vera, email: 'not-an-email' }, 'email'],
    [{ ...vera, password: 'short' }, 'password'],
    [{ ...vera, password: 'p'.repeat(201) }, 'password'],
    [{ ...vera, timezone: 'Mars/Olympus' }, 'timezone'],
    [{ ...vera, extra: 1 }, 'extra'],
  ])('refuses bad sign-up input %# with validation_failed on the field', async (input, field) => {
    const result = await signUp(t.platform, input, ip);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ code: 'validation_failed', status: 400 });
    expect(result.error.issues?.[0]?.field).toBe(field);
    expect(result.error.message.length).toBeGreaterThan(5);
  });

  it.each([
    ['QWERTYUIOP', 'password_too_common', /one of the most common/],
    ['Password123', 'password_too_common', /one of the most common/],
    ['            ', 'password_too_simple', /one character/],
    ['xxxxxxxxxxxx', 'password_too_simple', /one character/],
  ])('refuses the weak password %j at sign-up with %s', async (password, code, words) => {
    const result = await signUp(t.platform, { ...vera, password }, ip);
    expect(result).toMatchObject({ ok: false, error: { code, status: 400, field: 'password' } });
    if (!result.ok) expect(result.error.message).toMatch(words);
    expect(await signIn(t.platform, { login: vera.handle, password }, ip)).toMatchObject({
      error: { code: 'invalid_credentials' },
    });
  });

  it('refuses non-objects without throwing', async () => {
    for (const input of [null, 'x', 42, [], undefined]) {
      expect(await signUp(t.platform, input, ip)).toMatchObject({ ok: false, error: { code: 'validation_failed' } });
    }
  });

  it('signs in by handle or by email in any case; refuses a wrong password or unknown login', async () => {
    await signUp(t.platform, vera, ip);
    for (const login of ['vera_k', 'VERA@EXAMPLE.ORG']) {
      const result = await signIn(t.platform, { login, password: vera.password }, ip);
      expect(result.ok && result.value.user.handle).toBe('Vera_K');
    }
    expect(await signIn(t.platform, { login: 'vera_k', password: 'wrong password!' }, ip)).toMatchObject({
      ok: false,
      error: { code: 'invalid_credentials', status: 401 },
    });
    expect(await signIn(t.platform, { login: 'nobody', password: 'wrong password!' }, ip)).toMatchObject({
      ok: false,
      error: { code: 'invalid_credentials', status: 401 },
    });
    expect(await signIn(t.platform, { login: '', password: '' }, ip)).toMatchObject({
      ok: false,
      error: { code: 'validation_failed' },
    });
  });

  it('locks an account after 5 failures for 15 minutes, even with the right password, then lets it in', async () => {
    await signUp(t.platform, vera, ip);
    for (let i = 0; i < 5; i++) {
      t.clock.advance(1000);
      const result = await signIn(
        t.platform,
        { login: 'vera_k', password: `wrong ${i} password` },
        { ip: `10.0.0.${i}` },
      );
      expect(result).toMatchObject({ ok: false, error: { code: 'invalid_credentials' } });
    }
    const locked = await signIn(t.platform, { login: 'Vera@example.org', password: vera.password }, { ip: '10.9.9.9' });
    expect(locked).toMatchObject({ ok: false, error: { code: 'rate_limited', status: 429 } });
    if (!locked.ok) expect(locked.error.message).toMatch(/15 minutes/);
    t.clock.advance(15 * 60 * 1000);
    expect((await signIn(t.platform, { login: 'vera_k', password: vera.password }, ip)).ok).toBe(true);
  });

  it('forgets account failures after a successful sign-in', async () => {
    await signUp(t.platform, vera, ip);
    for (let i = 0; i < 4; i++) await signIn(t.platform, { login: 'vera_k', password: 'wrong password' }, ip);
    expect((await signIn(t.platform, { login: 'vera_k', password: vera.password }, ip)).ok).toBe(true);
    t.clock.advance(1000);
    expect(await signIn(t.platform, { login: 'vera_k', password: 'wrong password' }, ip)).toMatchObject({
      error: { code: 'invalid_credentials' },
    });
    expect((await signIn(t.platform, { login: 'vera_k', password: vera.password }, ip)).ok).toBe(true);
  });

  it('locks an address after 20 failures across many logins', async () => {
    await signUp(t.platform, vera, ip);
    for (let i = 0; i < 20; i++)
      await signIn(t.platform, { login: `guess${i}`, password: 'wrong password' }, { ip: '203.0.113.9' });
    expect(await signIn(t.platform, { login: 'vera_k', password: vera.password }, { ip: '203.0.113.9' })).toMatchObject(
      {
        ok: false,
        error: { code: 'rate_limited' },
      },
    );
    expect((await signIn(t.platform, { login: 'vera_k', password: vera.password }, { ip: '203.0.113.10' })).ok).toBe(
      true,
    );
  });

  it('slides the session expiry on use and forgets lapsed sessions', async () => {
    const up = await signUp(t.platform, vera, ip);
    if (!up.ok) throw new Error('sign-up failed');
    const token = up.value.session.token;
    t.clock.advance(SESSION_LIFETIME_MS - 60_000);
    expect(await sessionUser(t.platform, token)).not.toBeNull();
    t.clock.advance(SESSION_LIFETIME_MS - 60_000);
    expect(await sessionUser(t.platform, token)).not.toBeNull();
    t.clock.advance(SESSION_LIFETIME_MS + 1);
    expect(await sessionUser(t.platform, token)).toBeNull();
    expect(await sessionUser(t.platform, 'nonsense')).toBeNull();
    expect(await sessionUser(t.platform, '')).toBeNull();
    expect(await sessionUser(t.platform, undefined)).toBeNull();
  });

  it('signs out one session only', async () => {
    await signUp(t.platform, vera, ip);
    const a = await signIn(t.platform, { login: 'vera_k', password: vera.password }, ip);
    const b = await signIn(t.platform, { login: 'vera_k', password: vera.password }, ip);
    if (!a.ok || !b.ok) throw new Error('sign-in failed');
    expect((await signOut(t.platform, a.value.session.token)).ok).toBe(true);
    expect(await sessionUser(t.platform, a.value.session.token)).toBeNull();
    expect(await sessionUser(t.platform, b.value.session.token)).not.toBeNull();
    expect((await signOut(t.platform, 'unknown')).ok).toBe(true);
  });

  it('shows profiles to anyone, the email only to the owner, and lets the owner edit', async () => {
    const up = await signUp(t.platform, vera, ip);
    if (!up.ok) throw new Error('sign-up failed');
    const actor = { userId: up.value.user.id, handle: 'Vera_K' };
    const publicView = await getProfile(t.platform, null, 'VERA_k');
    expect(publicView.ok && publicView.value).toMatchObject({ handle: 'Vera_K', self: false });
    expect(publicView.ok && 'email' in publicView.value).toBe(false);
    const own = await getProfile(t.platform, actor, 'vera_k');
    expect(own.ok && own.value).toMatchObject({ self: true, email: 'Vera@Example.org' });
    expect(await getProfile(t.platform, null, 'ghost')).toMatchObject({
      ok: false,
      error: { code: 'not_found', status: 404 },
    });

    const updated = await updateProfile(t.platform, actor, {
      timezone: 'America/New_York',
      about: 'Plays on Thursdays.',
    });
    expect(updated.ok && updated.value).toMatchObject({ timezone: 'America/New_York', about: 'Plays on Thursdays.' });
    expect(await updateProfile(t.platform, null, { about: 'x' })).toMatchObject({
      ok: false,
      error: { code: 'unauthenticated', status: 401 },
    });
    expect(await updateProfile(t.platform, actor, { timezone: 'Nowhere' })).toMatchObject({
      ok: false,
      error: { code: 'validation_failed', field: 'timezone' },
    });
  });
});
