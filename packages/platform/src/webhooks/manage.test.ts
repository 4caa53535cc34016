import { describe, expect, it } from 'vitest';
import { player, expectOk } from '../testing/fixtures.js';
import { logWhile } from '../testing/statement-log.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { createCustomRole } from '../playgroups/custom-roles.js';
import { changeMembership, requestMembership } from '../playgroups/membership.js';
import { createPlaygroup } from '../playgroups/playgroups.js';
import { addWebhook, listWebhooks, MAX_WEBHOOKS_PER_PLAYGROUP, removeWebhook } from './manage.js';

const DISCORD = 'https://discord.com/api/webhooks/112233/s3cr3t-t0ken';

describe.each(backends)('managing a Playgroup’s webhooks ($name)', (backend) => {
  const t = useTestPlatform(backend);

  async function playgroupWithMember() {
    const leader = await player(t.platform, 'lena');
    const member = await player(t.platform, 'moe');
    const id = expectOk(await createPlaygroup(t.platform, leader, { name: 'Night Shift' })).id;
    expectOk(await requestMembership(t.platform, member, id, { action: 'join' }));
    return { leader, member, id };
  }

  it('lets a Leader add a webhook but refuses a Member (403), a Judge, an outsider and a visitor', async () => {
    const { leader, member, id } = await playgroupWithMember();
    const judge = await player(t.platform, 'jodie');
    const outsider = await player(t.platform, 'otto');
    expectOk(await requestMembership(t.platform, judge, id, { action: 'join' }));
    expectOk(await changeMembership(t.platform, leader, id, 'jodie', { action: 'set_roles', roles: ['judge'] }));
    const input = { url: DISCORD, events: ['contract_scheduled'] };
    expect(await addWebhook(t.platform, member, id, input)).toMatchObject({
      ok: false,
      error: { status: 403, code: 'missing_permission' },
    });
    expect(await addWebhook(t.platform, judge, id, input)).toMatchObject({
      ok: false,
      error: { status: 403, code: 'missing_permission' },
    });
    expect(await addWebhook(t.platform, outsider, id, input)).toMatchObject({
      ok: false,
      error: { status: 403, code: 'not_a_member' },
    });
    expect(await addWebhook(t.platform, null, id, input)).toMatchObject({ ok: false, error: { status: 401 } });
    const added = expectOk(await addWebhook(t.platform, leader, id, input));
    expect(added).toMatchObject({
      events: ['contract_scheduled'],
      enabled: true,
      createdBy: { handle: 'lena' },
      recent: [],
    });
    // The secret part of the address never comes back.
    expect(added.url).toBe('https://discord.com/api/webhooks/112233/s3cr…');
    expect(JSON.stringify(expectOk(await listWebhooks(t.platform, leader, id)))).not.toContain('s3cr3t-t0ken');
  });

  it('lists webhooks with plain reads: no transaction, nothing written or locked', async () => {
    const { leader, id } = await playgroupWithMember();
    expectOk(await addWebhook(t.platform, leader, id, { url: DISCORD, events: ['contract_scheduled'] }));
    const { value, log } = await logWhile(t.platform.db, () => listWebhooks(t.platform, leader, id));
    expect(expectOk(value)).toHaveLength(1);
    expect(log.transactions).toBe(0);
    expect(log.statements.length).toBeGreaterThan(0);
    expect(log.writes()).toEqual([]);
  });

  it('lets a custom role holding edit_playgroup manage webhooks', async () => {
    const { leader, member, id } = await playgroupWithMember();
    const roleId = expectOk(
      await createCustomRole(t.platform, leader, id, { name: 'Herald', permissions: ['edit_playgroup'] }),
    ).roles.find((r) => r.name === 'Herald')!.id;
    expectOk(await changeMembership(t.platform, leader, id, 'moe', { action: 'set_roles', roles: [roleId] }));
    const added = expectOk(await addWebhook(t.platform, member, id, { url: DISCORD, events: ['member_joined'] }));
    expect(expectOk(await listWebhooks(t.platform, member, id)).map((w) => w.id)).toEqual([added.id]);
    expectOk(await removeWebhook(t.platform, member, id, added.id));
  });

  it('hides the list from members who may not edit the Playgroup and lets only editors remove', async () => {
    const { leader, member, id } = await playgroupWithMember();
    const hook = expectOk(
      await addWebhook(t.platform, leader, id, { url: DISCORD, events: ['member_joined', 'world_event_posted'] }),
    );
    expect(await listWebhooks(t.platform, member, id)).toMatchObject({ ok: false, error: { status: 403 } });
    expect(await listWebhooks(t.platform, null, id)).toMatchObject({ ok: false, error: { status: 401 } });
    expect(await removeWebhook(t.platform, member, id, hook.id)).toMatchObject({ ok: false, error: { status: 403 } });
    expect(await removeWebhook(t.platform, leader, id, 'not-an-id')).toMatchObject({
      ok: false,
      error: { status: 404 },
    });
    // A webhook of another Playgroup cannot be removed through this one.
    const other = expectOk(await createPlaygroup(t.platform, leader, { name: 'Day Shift' })).id;
    expect(await removeWebhook(t.platform, leader, other, hook.id)).toMatchObject({
      ok: false,
      error: { status: 404 },
    });
    expectOk(await removeWebhook(t.platform, leader, id, hook.id));
    expect(expectOk(await listWebhooks(t.platform, leader, id))).toEqual([]);
  });

  it('refuses http:// addresses (422 webhook_not_https on url), private targets allowed or not', async () => {
    const { leader, id } = await playgroupWithMember();
    for (const [url, options] of [
      ['http://discord.com/api/webhooks/1/secret', {}],
      ['HTTP://hooks.example.org/in', {}],
      ['http://192.168.1.20/discord-bridge', { allowPrivateTargets: true }],
    ] as const) {
      expect(await addWebhook(t.platform, leader, id, { url, events: ['member_joined'] }, options), url).toEqual({
        ok: false,
        error: {
          code: 'webhook_not_https',
          status: 422,
          field: 'url',
          message:
            'Webhooks only post to https:// addresses: over plain http the message and the secret in the address ' +
            'would travel unprotected. Use the https:// address your service gives.',
        },
      });
    }
    expect(expectOk(await listWebhooks(t.platform, leader, id))).toEqual([]);
  });

  it('accepts only http(s) addresses of sane length and at least one known event, naming the field', async () => {
    const { leader, id } = await playgroupWithMember();
    const refused = async (input: unknown) => {
      const outcome = await addWebhook(t.platform, leader, id, input);
      if (outcome.ok) throw new Error('expected a refusal');
      return outcome.error;
    };
    for (const url of [
      'ftp://example.org/hook',
      'javascript:alert(1)',
      'discord.com/api/webhooks/1/x',
      'https://exa mple.org/',
      '',
      `https://example.org/${'a'.repeat(2000)}`,
    ]) {
      expect(await refused({ url, events: ['member_joined'] }), url).toMatchObject({
        status: 400,
        code: 'validation_failed',
        field: 'url',
      });
    }
    expect(await refused({ url: DISCORD, events: [] })).toMatchObject({ status: 400, field: 'events' });
    expect(await refused({ url: DISCORD, events: ['everything'] })).toMatchObject({ status: 400, field: 'events.0' });
    expect(await refused({ url: DISCORD })).toMatchObject({ status: 400, field: 'events' });
    expect(
      expectOk(
        await addWebhook(t.platform, leader, id, {
          url: '  https://example.org/in  ',
          events: ['member_joined', 'member_joined'],
        }),
      ),
    ).toMatchObject({
      url: 'https://example.org/in',
      events: ['member_joined'],
    });
  });

  it('refuses (422, on the url field) addresses at this server or its private network', async () => {
    const { leader, member, id } = await playgroupWithMember();
    const cases: [string, string][] = [
      ['https://127.0.0.1:8080/in', '127.0.0.1 is a loopback address (this server itself)'],
      [
        'https://169.254.169.254/latest/meta-data/',
        '169.254.169.254 is a link-local address (cloud metadata services live there)',
      ],
      ['https://10.0.0.5/hook', '10.0.0.5 is a private network address'],
      ['https://172.16.4.2/hook', '172.16.4.2 is a private network address'],
      ['https://192.168.178.1/hook', '192.168.178.1 is a private network address'],
      ['https://0.0.0.0:3000/', '0.0.0.0 is an unspecified address (it reaches this server itself)'],
      ['https://[::1]/hook', '::1 is a loopback address (this server itself)'],
      ['https://[fd00::1]/hook', 'fd00::1 is a private network address'],
      ['https://[fe80::1]/hook', 'fe80::1 is a link-local address (cloud metadata services live there)'],
      ['https://[::ffff:10.0.0.1]/hook', '::ffff:a00:1 is a private network address'],
      ['https://localhost:8080/in', 'localhost is a name for this server or its local network'],
      ['https://api.localhost/in', 'api.localhost is a name for this server or its local network'],
      ['https://metadata.google.internal/', 'metadata.google.internal is a name for this server or its local network'],
    ];
    for (const [url, problem] of cases) {
      expect(await addWebhook(t.platform, leader, id, { url, events: ['member_joined'] }), url).toEqual({
        ok: false,
        error: {
          code: 'private_webhook_address',
          status: 422,
          field: 'url',
          message: `Webhooks may only post to public internet addresses: ${problem}.`,
        },
      });
    }
    expect(expectOk(await listWebhooks(t.platform, leader, id))).toEqual([]);
    // Permissions come first: a Member hears 403, not where the address leads.
    expect(
      await addWebhook(t.platform, member, id, { url: 'https://127.0.0.1/', events: ['member_joined'] }),
    ).toMatchObject({ ok: false, error: { status: 403 } });
  });

  it('accepts a private address when the operator allowed private targets', async () => {
    const { leader, id } = await playgroupWithMember();
    for (const url of [
      'https://localhost:8080/in',
      'https://127.0.0.1:9000/hook',
      'https://192.168.1.20/discord-bridge',
    ]) {
      expectOk(
        await addWebhook(t.platform, leader, id, { url, events: ['member_joined'] }, { allowPrivateTargets: true }),
      );
    }
    expect(expectOk(await listWebhooks(t.platform, leader, id)).map((w) => w.url)).toEqual([
      'https://localhost:8080/in',
      'https://127.0.0.1:9000/hook',
      'https://192.168.1.20/disc…',
    ]);
  });

  it('refuses the same address twice and more than the limit (409)', async () => {
    const { leader, id } = await playgroupWithMember();
    expectOk(await addWebhook(t.platform, leader, id, { url: DISCORD, events: ['member_joined'] }));
    expect(await addWebhook(t.platform, leader, id, { url: DISCORD, events: ['contract_scheduled'] })).toMatchObject({
      ok: false,
      error: { status: 409, code: 'webhook_exists', field: 'url' },
    });
    for (let i = 1; i < MAX_WEBHOOKS_PER_PLAYGROUP; i++)
      expectOk(
        await addWebhook(t.platform, leader, id, { url: `https://example.org/hook/${i}`, events: ['member_joined'] }),
      );
    expect(
      await addWebhook(t.platform, leader, id, { url: 'https://example.org/one-more', events: ['member_joined'] }),
    ).toMatchObject({ ok: false, error: { status: 409, code: 'too_many_webhooks' } });
    // Another Playgroup may use the same address.
    const other = expectOk(await createPlaygroup(t.platform, leader, { name: 'Day Shift' })).id;
    expectOk(await addWebhook(t.platform, leader, other, { url: DISCORD, events: ['member_joined'] }));
  });
});
