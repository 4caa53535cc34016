import { createPlaygroup, getPlaygroup, requestMembership, type Actor, type Platform } from '@harbinger/platform';
import { openMemoryPlatform, player } from '@harbinger/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookActions, webhooksFor } from './webhooks.server.js';

let p: Platform;
let leader: NonNullable<Actor>;
let member: NonNullable<Actor>;
let playgroupId: string;

beforeAll(async () => {
  p = await openMemoryPlatform();
  leader = await player(p, 'hook_leader');
  member = await player(p, 'hook_member');
  const made = await createPlaygroup(p, leader, { name: 'Night Shift' });
  if (!made.ok) throw new Error(made.error.message);
  playgroupId = made.value.id;
  await requestMembership(p, member, playgroupId, { action: 'join' });
}, 60_000);

afterAll(async () => {
  await p?.close();
});

/** A form post to the settings page, as a browser without JavaScript sends it. */
function post(actor: Actor, fields: [string, string][]) {
  const url = new URL(`http://localhost/playgroups/${playgroupId}/settings`);
  const body = new FormData();
  for (const [name, value] of fields) body.append(name, value);
  return {
    locals: { platform: p, actor, sessionToken: null } as App.Locals,
    params: { id: playgroupId },
    url,
    request: new Request(url, { method: 'POST', body }),
  };
}

async function view(actor: NonNullable<Actor>) {
  const got = await getPlaygroup(p, actor, playgroupId);
  if (!got.ok) throw new Error(got.error.message);
  return webhooksFor(p, actor, got.value);
}

describe('the Webhooks section of the settings page', () => {
  it('adds a webhook from the form, lists it redacted, and removes it', async () => {
    const added = await webhookActions.addWebhook(
      post(leader, [
        ['url', 'https://discord.com/api/webhooks/42/very-secret'],
        ['events', 'contract_scheduled'],
        ['events', 'member_joined'],
      ]),
    );
    expect(added).toEqual({
      done: 'Webhook added: https://discord.com/api/webhooks/42/very…. New events will be sent there from now on.',
    });
    const listed = (await view(leader))!;
    expect(listed).toMatchObject([
      { url: 'https://discord.com/api/webhooks/42/very…', events: ['contract_scheduled', 'member_joined'] },
    ]);
    expect(await webhookActions.removeWebhook(post(leader, [['webhookId', listed[0]!.id]]))).toEqual({
      done: 'Webhook removed; nothing more will be sent to it.',
    });
    expect(await view(leader)).toEqual([]);
  });

  it('answers a bad address with a message by the field and keeps what was typed', async () => {
    const failed = await webhookActions.addWebhook(post(leader, [['url', 'ftp://files.example/in']]));
    expect(failed).toMatchObject({
      status: 400,
      data: {
        problem: {
          fields: {
            url: 'must be a web address starting with https://',
            events: 'pick at least one event',
          },
        },
        values: { form: 'webhook', url: 'ftp://files.example/in', events: [] },
      },
    });
  });

  it('refuses an address at this server or its private network (422) with the reason by the field', async () => {
    const failed = await webhookActions.addWebhook(
      post(leader, [
        ['url', 'https://169.254.169.254/latest/meta-data/'],
        ['events', 'member_joined'],
      ]),
    );
    const reason =
      'Webhooks may only post to public internet addresses: 169.254.169.254 is a link-local address (cloud metadata services live there).';
    expect(failed).toMatchObject({
      status: 422,
      data: {
        problem: { code: 'private_webhook_address', message: reason, fields: { url: reason } },
        values: { url: 'https://169.254.169.254/latest/meta-data/' },
      },
    });
    expect(await view(leader)).toEqual([]);
  });

  it('refuses a plain http:// address (422) and says to use https://', async () => {
    const failed = await webhookActions.addWebhook(
      post(leader, [
        ['url', 'http://discord.com/api/webhooks/42/very-secret'],
        ['events', 'member_joined'],
      ]),
    );
    expect(failed).toMatchObject({
      status: 422,
      data: {
        problem: { code: 'webhook_not_https', fields: { url: expect.stringMatching(/only post to https:\/\//) } },
        values: { url: 'http://discord.com/api/webhooks/42/very-secret' },
      },
    });
    expect(await view(leader)).toEqual([]);
  });

  it('shows no section to a member who may not edit the Playgroup, and refuses their posts', async () => {
    expect(await view(member)).toBeNull();
    const refused = await webhookActions.addWebhook(
      post(member, [
        ['url', 'https://example.org/in'],
        ['events', 'member_joined'],
      ]),
    );
    expect(refused).toMatchObject({ status: 403, data: { problem: { code: 'missing_permission' } } });
  });
});
