import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../db/schema.js';
import { expectOk, player } from '../testing/fixtures.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { signIn } from './sign-in.js';
import { SESSION_LIFETIME_MS, sessionUser, signOut } from './sessions.js';
import { hashToken } from './tokens.js';

describe.each(backends)('sessionUser ($name)', (backend) => {
  const t = useTestPlatform(backend);

  it('writes the session back at most once an hour, counting from its last recorded use', async () => {
    const ada = await player(t.platform, 'ada');
    const signedIn = await signIn(
      t.platform,
      { login: 'ada', password: 'a long enough password' },
      { ip: '192.0.2.1' },
    );
    if (!signedIn.ok) throw new Error('sign-in failed');
    const token = signedIn.value.session.token;
    const stored = async () =>
      (
        await t.platform.db
          .select()
          .from(sessions)
          .where(eq(sessions.tokenHash, hashToken(token)))
      )[0]!;
    const opened = await stored();
    t.clock.advance(59 * 60_000);
    expect(await sessionUser(t.platform, token)).toEqual(ada);
    expect(await stored()).toEqual(opened);
    t.clock.advance(60_000);
    expect(await sessionUser(t.platform, token)).toEqual(ada);
    expect(await stored()).toMatchObject({
      lastUsedAt: t.clock.now(),
      expiresAt: new Date(t.clock.now().getTime() + SESSION_LIFETIME_MS),
    });
  });

  it('ends a session that lapsed or was signed out, even right after it was looked up', async () => {
    const ada = await player(t.platform, 'ada');
    const signIn2 = async () => {
      const signedIn = await signIn(
        t.platform,
        { login: 'ada', password: 'a long enough password' },
        { ip: '192.0.2.1' },
      );
      if (!signedIn.ok) throw new Error('sign-in failed');
      return signedIn.value.session.token;
    };
    const lapsing = await signIn2();
    expect(await sessionUser(t.platform, lapsing)).toEqual(ada);
    t.clock.advance(SESSION_LIFETIME_MS);
    expect(await sessionUser(t.platform, lapsing)).toBeNull();

    const leaving = await signIn2();
    expect(await sessionUser(t.platform, leaving)).toEqual(ada);
    expectOk(await signOut(t.platform, leaving));
    expect(await sessionUser(t.platform, leaving)).toBeNull();
  });

  it('knows nothing of a token it never issued, even one shaped like a hash or a quote', async () => {
    await player(t.platform, 'ada');
    for (const token of ['x'.repeat(64), "' OR ''='", 'a'.repeat(201)])
      expect(await sessionUser(t.platform, token)).toBeNull();
  });
});
