import { describe, expect, it } from 'vitest';
import { logMailer } from '../mail/mailer.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { RESET_TOKEN_LIFETIME_MS, requestPasswordReset, resetPassword } from './password-reset.js';
import { sessionUser } from './sessions.js';
import { signIn } from './sign-in.js';
import { signUp } from './sign-up.js';

const ip = { ip: '198.51.100.4' };
const vera = { handle: 'vera', email: 'vera@example.org', password: 'correct horse battery' };

function tokenFrom(text: string): string {
  const match = /https:\/\/harbinger\.example\/reset\/([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`no link in: ${text}`);
  return match[1]!;
}

describe.each(backends)('password reset ($name)', (backend) => {
  const t = useTestPlatform(backend, { origin: 'https://harbinger.example/' });

  it('mails a one-hour, single-use link that sets the password and signs out every session', async () => {
    const up = await signUp(t.platform, vera, ip);
    if (!up.ok) throw new Error('sign-up failed');
    expect(await requestPasswordReset(t.platform, { email: 'VERA@example.org' })).toEqual({
      ok: true,
      value: undefined,
    });
    expect(t.mailer.sent).toHaveLength(1);
    expect(t.mailer.sent[0]!.to).toBe('vera@example.org');
    const token = tokenFrom(t.mailer.sent[0]!.text);

    expect(await resetPassword(t.platform, { token, password: 'a brand new secret' })).toEqual({
      ok: true,
      value: undefined,
    });
    expect(await sessionUser(t.platform, up.value.session.token)).toBeNull();
    expect((await signIn(t.platform, { login: 'vera', password: 'a brand new secret' }, ip)).ok).toBe(true);
    expect((await signIn(t.platform, { login: 'vera', password: vera.password }, ip)).ok).toBe(false);

    const again = await resetPassword(t.platform, { token, password: 'yet another secret' });
    expect(again).toMatchObject({ ok: false, error: { code: 'invalid_token', status: 400, field: 'token' } });
  });

  it('refuses a link after its hour is up', async () => {
    await signUp(t.platform, vera, ip);
    await requestPasswordReset(t.platform, { email: 'vera@example.org' });
    const token = tokenFrom(t.mailer.sent[0]!.text);
    t.clock.advance(RESET_TOKEN_LIFETIME_MS);
    expect(await resetPassword(t.platform, { token, password: 'a brand new secret' })).toMatchObject({
      ok: false,
      error: { code: 'invalid_token' },
    });
  });

  it('answers the same for unknown addresses and sends nothing', async () => {
    expect(await requestPasswordReset(t.platform, { email: 'ghost@example.org' })).toEqual({
      ok: true,
      value: undefined,
    });
    expect(t.mailer.sent).toHaveLength(0);
    expect(await requestPasswordReset(t.platform, { email: 'nope' })).toMatchObject({
      ok: false,
      error: { code: 'validation_failed', field: 'email' },
    });
  });

  it('kills older links when one is used, and drops requests past 5 an hour', async () => {
    await signUp(t.platform, vera, ip);
    for (let i = 0; i < 7; i++) await requestPasswordReset(t.platform, { email: 'vera@example.org' });
    expect(t.mailer.sent).toHaveLength(5);
    const [first, second] = t.mailer.sent.map((m) => tokenFrom(m.text));
    expect((await resetPassword(t.platform, { token: second, password: 'a brand new secret' })).ok).toBe(true);
    expect((await resetPassword(t.platform, { token: first, password: 'a brand new secret' })).ok).toBe(false);
  });

  it('refuses a short new password and a made-up token', async () => {
    expect(await resetPassword(t.platform, { token: 'x', password: 'short' })).toMatchObject({
      ok: false,
      error: { code: 'validation_failed', field: 'password' },
    });
    expect(await resetPassword(t.platform, { token: 'made-up', password: 'long enough secret' })).toMatchObject({
      ok: false,
      error: { code: 'invalid_token' },
    });
  });

  it('refuses a common or one-character new password, and keeps the link usable', async () => {
    await signUp(t.platform, vera, ip);
    await requestPasswordReset(t.platform, { email: 'vera@example.org' });
    const token = tokenFrom(t.mailer.sent[0]!.text);
    expect(await resetPassword(t.platform, { token, password: 'Manchester' })).toMatchObject({
      ok: false,
      error: { code: 'password_too_common', status: 400, field: 'password' },
    });
    expect(await resetPassword(t.platform, { token, password: '##########' })).toMatchObject({
      ok: false,
      error: { code: 'password_too_simple', field: 'password' },
    });
    expect((await resetPassword(t.platform, { token, password: 'a brand new secret' })).ok).toBe(true);
  });

  it('builds the link from the configured origin, whatever the request that asked for it', async () => {
    await signUp(t.platform, vera, ip);
    // No caller hands in an origin any more: a forged Host header used to become the mailed link.
    await requestPasswordReset(t.platform, { email: 'vera@example.org' });
    expect(t.mailer.sent[0]!.text).toMatch(/\nhttps:\/\/harbinger\.example\/reset\/[A-Za-z0-9_-]{43}\n/);
  });

  it('writes the link to the log when no SMTP is configured', async () => {
    await signUp(t.platform, vera, ip);
    const platform = { ...t.platform, mailer: logMailer(t.log) };
    await requestPasswordReset(platform, { email: 'vera@example.org' });
    const entry = t.log.entries.find((e) => e.message === 'password reset link');
    expect(entry?.data?.url).toMatch(/^https:\/\/harbinger\.example\/reset\/[A-Za-z0-9_-]{43}$/);
  });
});
