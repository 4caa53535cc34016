import { requestPasswordReset } from '@harbinger/platform';
import { openMemoryPlatform, player, type MemoryPlatform } from '@harbinger/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actions as resetActions } from '../../routes/reset/[token]/+page.server.js';
import { actions as signUpActions } from '../../routes/signup/+page.server.js';

// The sign-up and new-password forms refuse the weakest passwords with words next to the password field.

let p: MemoryPlatform;

beforeAll(async () => {
  p = await openMemoryPlatform();
}, 60_000);

afterAll(async () => {
  await p?.close();
});

/** A form post as a browser without JavaScript sends it. */
function post(path: string, fields: Record<string, string>, params: Record<string, string> = {}) {
  const url = new URL(path, 'http://localhost');
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return {
    url,
    params,
    request: new Request(url, { method: 'POST', body }),
    locals: { platform: p, actor: null, sessionToken: null } as App.Locals,
    getClientAddress: () => '198.51.100.4',
    cookies: { set: () => undefined },
  } as never;
}

/** What a failed action hands the page. */
type Failed = { status: number; data: { problem: { code: string; fields: Record<string, string> } } };

describe('weak passwords on the account forms', () => {
  it('sign-up shows why a common or one-character password is refused, next to the field', async () => {
    const common = (await signUpActions.default!(
      post('/signup', { handle: 'weak_one', email: 'weak@example.org', password: 'Basketball' }),
    )) as Failed;
    expect(common.status).toBe(400);
    expect(common.data.problem.code).toBe('password_too_common');
    expect(common.data.problem.fields.password).toMatch(/one of the most common passwords/);
    const simple = (await signUpActions.default!(
      post('/signup', { handle: 'weak_one', email: 'weak@example.org', password: '          ' }),
    )) as Failed;
    expect(simple.status).toBe(400);
    expect(simple.data.problem.code).toBe('password_too_simple');
    expect(simple.data.problem.fields.password).toMatch(/one character/);
  });

  it('the new-password form shows the same words', async () => {
    await player(p, 'weak_two');
    await requestPasswordReset(p, { email: 'weak_two@example.org' });
    const token = /\/reset\/([A-Za-z0-9_-]+)/.exec(p.mailer.sent.at(-1)!.text)![1]!;
    const failed = (await resetActions.default!(
      post(`/reset/${token}`, { password: 'QWERTYUIOP' }, { token }),
    )) as Failed;
    expect(failed.status).toBe(400);
    expect(failed.data.problem.code).toBe('password_too_common');
    expect(failed.data.problem.fields.password).toMatch(/one of the most common passwords/);
  });
});
