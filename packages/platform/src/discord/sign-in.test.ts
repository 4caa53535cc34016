import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { requestPasswordReset, resetPassword } from '../accounts/password-reset.js';
import { sessionUser } from '../accounts/sessions.js';
import { signIn } from '../accounts/sign-in.js';
import { discordAccounts, discordSignIns, users } from '../db/schema.js';
import { contractorFor, expectOk, player } from '../testing/fixtures.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { getDiscordLink, linkDiscord, unlinkDiscord } from './link.js';
import { NO_PASSWORD } from './no-password.js';
import { createAccountWithDiscord, discordSignInSuggestion, signInWithDiscord, type DiscordSignIn } from './sign-in.js';

const ip = { ip: '198.51.100.7' };
const ADA = { id: '100000000000000001', username: 'ada.quill', email: 'ada@discord.example', verified: true };

function waiting(outcome: { ok: true; value: DiscordSignIn } | { ok: false }) {
  if (!outcome.ok || outcome.value.kind !== 'new_account') throw new Error('expected a new-account step');
  return outcome.value;
}

describe.each(backends)('signing in with Discord and linking ($name)', (backend) => {
  const t = useTestPlatform(backend, { origin: 'https://harbinger.example/' });

  it('offers a new account for an unknown Discord user, then signs that account in on the next visit', async () => {
    await player(t.platform, 'ada_quill');
    const step = waiting(await signInWithDiscord(t.platform, ADA, ip));
    expect(step.suggestion).toEqual({
      discordUsername: 'ada.quill',
      handle: 'ada_quill2',
      email: 'ada@discord.example',
    });
    expect(expectOk(await discordSignInSuggestion(t.platform, step.token)).handle).toBe('ada_quill2');
    const made = expectOk(
      await createAccountWithDiscord(t.platform, step.token, { handle: 'ada_q', email: 'ada@discord.example' }, ip),
    );
    expect(made.user).toMatchObject({ handle: 'ada_q', email: 'ada@discord.example' });
    expect(await sessionUser(t.platform, made.session.token)).toEqual({ userId: made.user.id, handle: 'ada_q' });
    const [row] = await t.platform.db.select().from(users).where(eq(users.id, made.user.id));
    expect(row!.passwordHash).toBe(NO_PASSWORD);
    // No password works for it.
    const guess = await signIn(t.platform, { login: 'ada_q', password: NO_PASSWORD }, ip);
    expect(guess.ok ? null : guess.error.code).toBe('invalid_credentials');
    // The waiting sign-in is used up.
    const reused = await createAccountWithDiscord(t.platform, step.token, { handle: 'ada_r', email: 'r@x.org' }, ip);
    expect(reused.ok ? null : reused.error).toMatchObject({ code: 'discord_sign_in_expired', status: 409 });
    // Next time Discord signs straight in, and a new Discord username is kept.
    const again = expectOk(await signInWithDiscord(t.platform, { ...ADA, username: 'ada.renamed' }, ip));
    expect(again.kind).toBe('signed_in');
    if (again.kind !== 'signed_in') return;
    expect(again.user.id).toBe(made.user.id);
    expect(await sessionUser(t.platform, again.session.token)).toMatchObject({ userId: made.user.id });
    const link = expectOk(await getDiscordLink(t.platform, { userId: made.user.id, handle: 'ada_q' }));
    expect(link).toMatchObject({ discordUserId: ADA.id, discordUsername: 'ada.renamed', hasPassword: false });
  });

  it('suggests no email Discord has not verified, and refuses a taken handle or email', async () => {
    await player(t.platform, 'bob');
    const step = waiting(await signInWithDiscord(t.platform, { ...ADA, verified: false }, ip));
    expect(step.suggestion.email).toBeNull();
    const taken = await createAccountWithDiscord(t.platform, step.token, { handle: 'BOB', email: 'a@x.org' }, ip);
    expect(taken.ok ? null : taken.error).toMatchObject({ code: 'handle_taken', field: 'handle' });
    const email = await createAccountWithDiscord(
      t.platform,
      step.token,
      { handle: 'ada', email: 'bob@example.org' },
      ip,
    );
    expect(email.ok ? null : email.error).toMatchObject({ code: 'email_taken', field: 'email' });
    expect(email.ok ? '' : email.error.message).toContain('link Discord from your settings');
    const bad = await createAccountWithDiscord(t.platform, step.token, { handle: 'a!', email: 'nope' }, ip);
    expect(bad.ok ? null : bad.error).toMatchObject({ code: 'validation_failed' });
    // Refusals leave the waiting sign-in usable.
    expectOk(await createAccountWithDiscord(t.platform, step.token, { handle: 'ada', email: 'ada@x.org' }, ip));
  });

  it('lets a waiting sign-in lapse after 15 minutes, and clears lapsed ones', async () => {
    const step = waiting(await signInWithDiscord(t.platform, ADA, ip));
    t.clock.advance(15 * 60 * 1000);
    const late = await createAccountWithDiscord(t.platform, step.token, { handle: 'ada', email: 'ada@x.org' }, ip);
    expect(late.ok ? null : late.error).toMatchObject({ code: 'discord_sign_in_expired' });
    expect((await discordSignInSuggestion(t.platform, 'made-up')).ok).toBe(false);
    await signInWithDiscord(t.platform, { id: '2', username: 'other' }, ip);
    const left = await t.platform.db.select().from(discordSignIns);
    expect(left.map((r) => r.discordUserId)).toEqual(['2']);
  });

  it('refuses a malformed identity', async () => {
    const bad = await signInWithDiscord(t.platform, { id: 'not digits', username: 'x' }, ip);
    expect(bad.ok ? null : bad.error).toMatchObject({ code: 'validation_failed', field: 'id' });
  });

  it('links Discord to a password account, which then signs in with either; unlinks it', async () => {
    const ada = await player(t.platform, 'ada');
    expect(expectOk(await getDiscordLink(t.platform, ada))).toBeNull();
    expect(expectOk(await linkDiscord(t.platform, ada, ADA))).toEqual({ discordUsername: 'ada.quill' });
    // Linking the same one again is harmless.
    expectOk(await linkDiscord(t.platform, ada, ADA));
    const viaDiscord = expectOk(await signInWithDiscord(t.platform, ADA, ip));
    expect(viaDiscord.kind === 'signed_in' && viaDiscord.user.id).toBe(ada.userId);
    const id = await contractorFor(t.platform, ada, { name: 'Only One' });
    const link = expectOk(await getDiscordLink(t.platform, ada))!;
    expect(link).toMatchObject({
      discordUsername: 'ada.quill',
      contractorId: null,
      hasPassword: true,
      current: { contractor: { id, name: 'Only One' }, reason: 'only' },
      choices: [{ id, name: 'Only One' }],
    });
    expect(expectOk(await unlinkDiscord(t.platform, ada))).toEqual({ unlinked: 'ada.quill' });
    expect(await t.platform.db.select().from(discordAccounts)).toEqual([]);
    expect(waiting(await signInWithDiscord(t.platform, ADA, ip)).suggestion.handle).toBe('ada_quill');
    const none = await unlinkDiscord(t.platform, ada);
    expect(none.ok ? null : none.error).toMatchObject({ code: 'not_found', status: 404 });
  });

  it('refuses a Discord account linked to someone else, and a second one', async () => {
    const ada = await player(t.platform, 'ada');
    const bob = await player(t.platform, 'bob');
    expectOk(await linkDiscord(t.platform, ada, ADA));
    const stolen = await linkDiscord(t.platform, bob, ADA);
    expect(stolen.ok ? null : stolen.error).toMatchObject({ code: 'discord_linked_elsewhere', status: 409 });
    const second = await linkDiscord(t.platform, ada, { id: '5', username: 'alt' });
    expect(second.ok ? null : second.error).toMatchObject({ code: 'discord_already_linked', status: 409 });
    expect(second.ok ? '' : second.error.message).toContain('@ada.quill');
    expect(await linkDiscord(t.platform, null, ADA)).toMatchObject({ ok: false, error: { code: 'unauthenticated' } });
  });

  it('refuses to unlink an account with no password until a reset gives it one', async () => {
    const step = waiting(await signInWithDiscord(t.platform, ADA, ip));
    const made = expectOk(
      await createAccountWithDiscord(t.platform, step.token, { handle: 'ada', email: 'ada@example.org' }, ip),
    );
    const actor = { userId: made.user.id, handle: 'ada' };
    const refused = await unlinkDiscord(t.platform, actor);
    expect(refused.ok ? null : refused.error).toMatchObject({ code: 'no_password', status: 409 });
    expect(refused.ok ? '' : refused.error.message).toContain('Forgot your password?');
    expectOk(await requestPasswordReset(t.platform, { email: 'ada@example.org' }));
    const token = /\/reset\/([A-Za-z0-9_-]+)/.exec(t.mailer.sent[0]!.text)![1]!;
    expectOk(await resetPassword(t.platform, { token, password: 'a brand new secret' }));
    expect(expectOk(await getDiscordLink(t.platform, actor))?.hasPassword).toBe(true);
    expectOk(await unlinkDiscord(t.platform, actor));
    expect((await signIn(t.platform, { login: 'ada', password: 'a brand new secret' }, ip)).ok).toBe(true);
  });
});
