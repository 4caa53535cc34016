import { sequenceRng } from '@harbinger/rules';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { Platform } from '../context.js';
import { webhookDeliveries, webhooks } from '../db/schema.js';
import { expectOk } from '../testing/fixtures.js';
import { logWhile } from '../testing/statement-log.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { deliverDueWebhooks, type DeliverOptions } from './deliver.js';
import type { WebhookPost } from './https-post.js';
import { listWebhooks } from './manage.js';
import { MAX_DELIVERY_ATTEMPTS, retryDelayMs } from './retry-policy.js';
import { playgroupWithWebhook, startReceiver, trustingPost, type Answer, type Receiver } from './test-receiver.js';

/** A sender that records where it was asked to connect and answers 204 without any network. */
function recordingPost(): WebhookPost & { sent: { url: string; address: string }[] } {
  const sent: { url: string; address: string }[] = [];
  const post: WebhookPost = async (request) => {
    sent.push({ url: request.url.href, address: request.address.address });
    return { status: 204, headers: {}, text: '' };
  };
  return Object.assign(post, { sent });
}

describe.each(backends)('delivering webhooks ($name)', (backend) => {
  const t = useTestPlatform(backend);
  let receiver: Receiver | undefined;
  afterEach(async () => {
    await receiver?.close();
    receiver = undefined;
  });

  /**
   * A Playgroup with one webhook to a local receiver answering with `answer`, and a way to post World Events. The
   * receiver listens on 127.0.0.1, so these tests allow private targets as an operator would with
   * HARBINGER_WEBHOOKS_ALLOW_PRIVATE=1. The random source sits mid-range, where retry pauses get no jitter.
   */
  async function setUp(answer?: (n: number) => Answer) {
    t.useRng(sequenceRng([2 ** 31]));
    receiver = await startReceiver(answer);
    const group = await playgroupWithWebhook(t.platform, receiver.url, { allowPrivateTargets: true });
    return { receiver, id: group.id, hook: group.hook, post: group.postEvent, status: () => recent(group) };
  }
  /** The webhook's recent deliveries as its Playgroup's editors see them. */
  const recent = async (group: Awaited<ReturnType<typeof playgroupWithWebhook>>) =>
    expectOk(await listWebhooks(t.platform, group.leader, group.id))[0]!.recent;
  const deliver = (p: Platform, extra: DeliverOptions = {}) =>
    deliverDueWebhooks(p, {
      origin: 'https://harbinger.example',
      timeoutMs: 2_000,
      allowPrivateTargets: true,
      post: trustingPost,
      ...extra,
    });

  it('POSTs the Discord JSON with absolute links and marks it delivered on a 2xx', async () => {
    const { receiver, id, post, status } = await setUp();
    await post('The bridge fell');
    expect(await deliver(t.platform)).toEqual({ claimed: 1, delivered: 1, retried: 0, failed: 0, released: 0 });
    expect(receiver.received).toHaveLength(1);
    const [got] = receiver.received;
    expect(got!.headers['content-type']).toBe('application/json');
    expect(got!.headers['x-harbinger-event']).toBe('world_event_posted');
    expect(got!.body).toEqual({
      content: 'News from **Night Shift**: a World Event was posted.',
      embeds: [
        {
          title: 'The bridge fell',
          description: 'It happened.\n\nPosted by @lena',
          url: `https://harbinger.example/playgroups/${id}`,
          timestamp: '2030-01-01T12:00:00.000Z',
        },
      ],
      allowed_mentions: { parse: [] },
    });
    expect(await status()).toMatchObject([
      {
        status: 'delivered',
        attempts: 1,
        lastHttpStatus: 204,
        lastError: null,
        deliveredAt: t.clock.now(),
        nextAttemptAt: null,
      },
    ]);
    // Nothing is sent twice.
    expect((await deliver(t.platform)).claimed).toBe(0);
  });

  it('a poll with nothing due opens no transaction and writes nothing (PGlite keeps its remembered answers)', async () => {
    await setUp();
    const { value, log } = await logWhile(t.platform.db, () => deliver(t.platform));
    expect(value).toMatchObject({ delivered: 0 });
    expect(log.statements.length).toBeGreaterThan(0);
    expect(log.transactions).toBe(0);
    expect(log.writes()).toEqual([]);
  });

  it('leaves the link out when no public origin is known', async () => {
    const { receiver, post } = await setUp();
    await post('No origin');
    await deliver(t.platform, { origin: undefined });
    expect(receiver.received[0]!.body.embeds).toEqual([
      { title: 'No origin', description: 'It happened.\n\nPosted by @lena', timestamp: '2030-01-01T12:00:00.000Z' },
    ]);
  });

  it('delivers on the third try after two server errors, waiting longer each time', async () => {
    const { receiver, post, status } = await setUp((n) => (n <= 2 ? { status: 503 } : { status: 200 }));
    await post('Third time lucky');
    expect(await deliver(t.platform)).toMatchObject({ claimed: 1, retried: 1 });
    expect(await status()).toMatchObject([
      {
        status: 'pending',
        attempts: 1,
        lastHttpStatus: 503,
        lastError: 'HTTP 503: the receiver has a problem of its own.',
        nextAttemptAt: new Date(t.clock.now().getTime() + 30_000),
      },
    ]);
    // Not due yet: nothing is sent a second early.
    t.clock.advance(29_000);
    expect((await deliver(t.platform)).claimed).toBe(0);
    t.clock.advance(1_000);
    expect(await deliver(t.platform)).toMatchObject({ claimed: 1, retried: 1 });
    const second = (await status())[0]!;
    expect(second).toMatchObject({ status: 'pending', attempts: 2 });
    expect(second.nextAttemptAt!.getTime() - t.clock.now().getTime()).toBe(120_000);
    t.clock.advance(119_000);
    expect((await deliver(t.platform)).claimed).toBe(0);
    t.clock.advance(1_000);
    expect(await deliver(t.platform)).toMatchObject({ claimed: 1, delivered: 1 });
    expect(await status()).toMatchObject([{ status: 'delivered', attempts: 3, lastHttpStatus: 200, lastError: null }]);
    expect(receiver.received).toHaveLength(3);
  });

  it('moves each retry a fifth early at the lowest random draw and a fifth late at the highest', async () => {
    const { post, status } = await setUp(() => ({ status: 503 }));
    await post('Jittered');
    t.useRng(sequenceRng([0]));
    await deliver(t.platform);
    expect((await status())[0]!.nextAttemptAt!.getTime() - t.clock.now().getTime()).toBe(24_000);
    t.clock.advance(24_000);
    t.useRng(sequenceRng([0xffffffff]));
    await deliver(t.platform);
    expect((await status())[0]!.nextAttemptAt!.getTime() - t.clock.now().getTime()).toBe(144_000);
  });

  it('marks the delivery failed after the last try', async () => {
    const { receiver, post, status } = await setUp(() => ({ status: 500, json: { message: 'boom' } }));
    await post('Never arrives');
    for (let attempt = 1; attempt <= MAX_DELIVERY_ATTEMPTS; attempt++) {
      const summary = await deliver(t.platform);
      expect(summary, `try ${attempt}`).toMatchObject(
        attempt < MAX_DELIVERY_ATTEMPTS ? { claimed: 1, retried: 1 } : { claimed: 1, failed: 1 },
      );
      t.clock.advance(retryDelayMs(attempt, t.platform.rng));
    }
    expect(await status()).toMatchObject([
      {
        status: 'failed',
        attempts: MAX_DELIVERY_ATTEMPTS,
        lastHttpStatus: 500,
        lastError: 'HTTP 500: the receiver has a problem of its own.',
        nextAttemptAt: null,
      },
    ]);
    t.clock.advance(24 * 60 * 60 * 1000);
    expect((await deliver(t.platform)).claimed).toBe(0);
    expect(receiver.received).toHaveLength(MAX_DELIVERY_ATTEMPTS);
    // The receiver's own answer goes to the server log only, with the address's secret end hidden.
    const logged = t.log.entries.find((e) => e.level === 'warn' && e.message.includes('failed'));
    expect(logged?.data).toMatchObject({ answer: '{"message":"boom"}', attempts: MAX_DELIVERY_ATTEMPTS });
    expect(JSON.stringify(logged)).not.toContain('secret-token');
  });

  it('waits as long as a 429 asks (retry_after) and gives up at once on an answer that will not improve', async () => {
    const { post, status } = await setUp((n) =>
      n === 1
        ? { status: 429, json: { message: 'You are being rate limited.', retry_after: 7.25 } }
        : { status: 404, json: { message: 'Unknown Webhook' } },
    );
    await post('Slow down');
    await deliver(t.platform);
    expect((await status())[0]!.nextAttemptAt!.getTime() - t.clock.now().getTime()).toBe(7_250);
    t.clock.advance(7_250);
    expect(await deliver(t.platform)).toMatchObject({ claimed: 1, failed: 1 });
    expect(await status()).toMatchObject([
      {
        status: 'failed',
        attempts: 2,
        lastHttpStatus: 404,
        lastError: 'HTTP 404: nothing is at that address any more (was the webhook deleted?).',
      },
    ]);
  });

  it('retries an address that does not answer in time or cannot be reached', async () => {
    const { receiver, post, status } = await setUp(() => 'hang');
    await post('Into the void');
    expect(await deliver(t.platform, { timeoutMs: 200 })).toMatchObject({ retried: 1 });
    expect(await status()).toMatchObject([
      { status: 'pending', attempts: 1, lastHttpStatus: null, lastError: 'No answer within 0.2 s.' },
    ]);
    await receiver.close();
    t.clock.advance(30_000);
    expect(await deliver(t.platform)).toMatchObject({ retried: 1 });
    expect((await status())[0]!.lastError).toMatch(/^Could not reach the address/);
  });

  it('sends one webhook’s deliveries in order and holds the rest back behind a failure', async () => {
    const { receiver, post, status } = await setUp((n) => (n === 2 ? { status: 502 } : { status: 204 }));
    for (const title of ['One', 'Two', 'Three']) await post(title);
    expect(await deliver(t.platform)).toEqual({ claimed: 3, delivered: 1, retried: 1, failed: 0, released: 1 });
    expect((await status()).map((d) => [d.attempts, d.status])).toEqual([
      [0, 'pending'],
      [1, 'pending'],
      [1, 'delivered'],
    ]);
    t.clock.advance(30_000);
    expect(await deliver(t.platform)).toMatchObject({ claimed: 2, delivered: 2 });
    expect(receiver.received.map((r) => (r.body.embeds as { title: string }[])[0]!.title)).toEqual([
      'One',
      'Two',
      'Two',
      'Three',
    ]);
  });

  it('delivers every row exactly once when two dispatchers run at the same time', async () => {
    const { receiver, post } = await setUp();
    for (let i = 1; i <= 12; i++) await post(`Event ${i}`);
    const drain = async () => {
      let sent = 0;
      for (;;) {
        const summary = await deliver(t.platform, { limit: 3 });
        if (summary.claimed === 0) return sent;
        sent += summary.delivered;
      }
    };
    const [a, b] = await Promise.all([drain(), drain()]);
    expect(a + b).toBe(12);
    const ids = receiver.received.map((r) => r.headers['x-harbinger-delivery']);
    expect(new Set(ids).size).toBe(12);
    expect(ids).toHaveLength(12);
    expect(
      (await t.platform.db.select().from(webhookDeliveries)).every((d) => d.status === 'delivered' && d.attempts === 1),
    ).toBe(true);
  });

  it('refuses to send to a private address unless the operator allowed it, marking the delivery failed at once', async () => {
    const { receiver, post, status } = await setUp();
    await post('Not for the loopback');
    // The webhook was added while private targets were allowed; the dispatcher now runs without that.
    expect(await deliver(t.platform, { allowPrivateTargets: false })).toMatchObject({
      claimed: 1,
      failed: 1,
      retried: 0,
    });
    expect(receiver.received).toHaveLength(0);
    expect(await status()).toMatchObject([
      {
        status: 'failed',
        attempts: 1,
        lastHttpStatus: null,
        lastError:
          'Not sent: 127.0.0.1 is a loopback address (this server itself), and webhooks may only post to public internet addresses.',
        nextAttemptAt: null,
      },
    ]);
    t.clock.advance(24 * 60 * 60 * 1000);
    expect((await deliver(t.platform)).claimed).toBe(0);
  });

  it('looks the host up before each send and refuses a public-looking name that resolves to 10.0.0.5', async () => {
    // Without the opt-in: a name passes when it is added, since only the lookup tells where it leads.
    const group = await playgroupWithWebhook(t.platform, 'https://hooks.example.com/api/webhooks/1/secret-token');
    await group.postEvent('Rebound');
    const looked: string[] = [];
    const lookup = async (host: string) => {
      looked.push(host);
      return [{ address: '10.0.0.5', family: 4 }];
    };
    const post = recordingPost();
    expect(await deliver(t.platform, { allowPrivateTargets: false, lookup, post })).toMatchObject({
      claimed: 1,
      failed: 1,
    });
    expect(looked).toEqual(['hooks.example.com']);
    expect(post.sent).toEqual([]);
    expect(await recent(group)).toMatchObject([
      {
        status: 'failed',
        attempts: 1,
        lastError:
          'Not sent: hooks.example.com resolves to a private network address, and webhooks may only post to public internet addresses.',
      },
    ]);
    const logged = t.log.entries.find((e) => e.level === 'warn' && e.message.includes('failed'));
    expect(JSON.stringify(logged)).not.toContain('secret-token');
    expect(JSON.stringify(logged)).not.toContain('10.0.0.5');

    // The same name resolving to a public address is sent to, at that address.
    await group.postEvent('Public now');
    const publicLookup = async () => [{ address: '93.184.216.34', family: 4 }];
    expect(await deliver(t.platform, { allowPrivateTargets: false, lookup: publicLookup, post })).toMatchObject({
      claimed: 1,
      delivered: 1,
    });
    expect(post.sent).toEqual([
      { url: 'https://hooks.example.com/api/webhooks/1/secret-token', address: '93.184.216.34' },
    ]);
  });

  it('connects to the address it checked, even when the name resolves elsewhere a moment later', async () => {
    await (await playgroupWithWebhook(t.platform, 'https://hooks.example.com/in')).postEvent('Rebinding');
    // A name whose owner flips its answer from a public address to the metadata service right after the check.
    const answers = ['93.184.216.34', '169.254.169.254'];
    let asked = 0;
    const lookup = async () => [{ address: answers[Math.min(asked++, 1)]!, family: 4 }];
    const post = recordingPost();
    expect(await deliver(t.platform, { allowPrivateTargets: false, lookup, post })).toMatchObject({ delivered: 1 });
    expect(asked).toBe(1);
    expect(post.sent).toEqual([{ url: 'https://hooks.example.com/in', address: '93.184.216.34' }]);
  });

  it('opens the HTTPS connection to the checked address itself, never asking the system resolver', async () => {
    receiver = await startReceiver();
    // hooks.test resolves nowhere on this machine; only the injected lookup knows it, and only once.
    const url = `https://hooks.test:${receiver.port}/hooks/1/secret-token`;
    await (await playgroupWithWebhook(t.platform, url, { allowPrivateTargets: true })).postEvent('Pinned');
    const answers = ['127.0.0.1', '192.0.2.1'];
    let asked = 0;
    const lookup = async () => [{ address: answers[Math.min(asked++, 1)]!, family: 4 }];
    expect(await deliver(t.platform, { lookup })).toMatchObject({ delivered: 1 });
    expect(asked).toBe(1);
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]!.headers.host).toBe(`hooks.test:${receiver.port}`);
  });

  it('refuses at send time an http:// address stored before the rule, and never sends to it', async () => {
    const { receiver, hook, post } = await setUp();
    await t.platform.db
      .update(webhooks)
      .set({ url: receiver.url.replace('https://', 'http://') })
      .where(eq(webhooks.id, hook.id));
    await post('In clear');
    expect(await deliver(t.platform)).toMatchObject({ claimed: 1, failed: 1 });
    expect(receiver.received).toHaveLength(0);
    const [row] = await t.platform.db.select().from(webhookDeliveries);
    expect(row).toMatchObject({
      status: 'failed',
      lastError: 'Not sent: webhooks only post to https:// addresses; enter the address again with https://.',
    });
  });

  it('keeps the address it connected to out of the error editors read when the connection fails', async () => {
    const closed = await startReceiver();
    const port = closed.port;
    await closed.close();
    const url = `https://hooks.test:${port}/in`;
    await (await playgroupWithWebhook(t.platform, url, { allowPrivateTargets: true })).postEvent('Nobody home');
    const lookup = async () => [{ address: '127.0.0.1', family: 4 }];
    expect(await deliver(t.platform, { lookup })).toMatchObject({ retried: 1 });
    const [row] = await t.platform.db.select().from(webhookDeliveries);
    expect(row!.lastError).toBe('Could not reach the address: ECONNREFUSED.');
    expect(JSON.stringify(t.log.entries)).not.toContain('127.0.0.1');
  });

  it('tries again later when the host name does not resolve', async () => {
    const group = await playgroupWithWebhook(t.platform, 'https://nowhere.example/in');
    await group.postEvent('Lost');
    const lookup = () =>
      Promise.reject(Object.assign(new Error('getaddrinfo ENOTFOUND nowhere.example'), { code: 'ENOTFOUND' }));
    expect(await deliver(t.platform, { allowPrivateTargets: false, lookup })).toMatchObject({ claimed: 1, retried: 1 });
    expect(await recent(group)).toMatchObject([
      { status: 'pending', attempts: 1, lastError: 'Could not look up nowhere.example: ENOTFOUND.' },
    ]);
  });
});
