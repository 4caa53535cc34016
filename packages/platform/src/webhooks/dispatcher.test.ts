import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { scheduleContract } from '../contracts/schedule.js';
import { webhookDeliveries } from '../db/schema.js';
import { expectOk } from '../testing/fixtures.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { pruneWebhookDeliveries, startWebhookDispatcher, type WebhookDispatcher } from './dispatcher.js';
import { playgroupWithWebhook, startReceiver, trustingPost, type Answer, type Receiver } from './test-receiver.js';

describe.each(backends)('the background dispatcher ($name)', (backend) => {
  const t = useTestPlatform(backend);
  const running: WebhookDispatcher[] = [];
  let receiver: Receiver | undefined;
  afterEach(async () => {
    await Promise.all(running.splice(0).map((d) => d.stop()));
    await receiver?.close();
    receiver = undefined;
  });

  async function setUp(answer?: (n: number) => Answer) {
    receiver = await startReceiver(answer);
    // The receiver is on 127.0.0.1: allowed here as HARBINGER_WEBHOOKS_ALLOW_PRIVATE=1 would allow it.
    const group = await playgroupWithWebhook(t.platform, receiver.url, {
      events: ['world_event_posted', 'contract_scheduled'],
      allowPrivateTargets: true,
    });
    return { receiver, ...group };
  }
  // A long poll interval: anything delivered in these tests was delivered because the commit woke the dispatcher.
  const start = (options = {}) => {
    const dispatcher = startWebhookDispatcher(t.platform, {
      intervalMs: 60_000,
      origin: undefined,
      allowPrivateTargets: true,
      post: trustingPost,
      ...options,
    });
    running.push(dispatcher);
    return dispatcher;
  };
  const rows = () =>
    t.platform.db.select().from(webhookDeliveries).orderBy(webhookDeliveries.createdAt, webhookDeliveries.id);
  async function until(check: () => Promise<boolean>): Promise<void> {
    for (let i = 0; i < 200 && !(await check()); i++) await new Promise((r) => setTimeout(r, 25));
    expect(await check()).toBe(true);
  }

  it('sends right after the commit that queued a delivery, without waiting for the next poll', async () => {
    const { receiver, postEvent } = await setUp();
    start();
    await postEvent('The bridge fell');
    await receiver.waitFor(1);
    await until(async () => (await rows())[0]?.status === 'delivered');
  });

  it('passes the private-address rule on: without the opt-in, a delivery to 127.0.0.1 fails unsent', async () => {
    const { receiver, postEvent } = await setUp();
    start({ allowPrivateTargets: false });
    await postEvent('Inward');
    await until(async () => (await rows())[0]?.status === 'failed');
    expect((await rows())[0]).toMatchObject({
      attempts: 1,
      lastError: expect.stringMatching(/^Not sent: 127\.0\.0\.1 is a loopback address/),
    });
    expect(receiver.received).toHaveLength(0);
  });

  it('never makes the triggering workflow wait for a receiver that hangs', async () => {
    const { receiver, leader, id, postEvent } = await setUp(() => 'hang');
    const dispatcher = start({ timeoutMs: 120_000 });
    const began = Date.now();
    await postEvent('First');
    await receiver.waitFor(1);
    // The receiver holds the request open; other workflows (and their own deliveries) still go through.
    await postEvent('Second');
    expectOk(
      await scheduleContract(t.platform, leader, {
        playgroupId: id,
        title: 'The Lighthouse',
        startsAt: '2030-02-01T19:00:00Z',
      }),
    );
    expect(Date.now() - began).toBeLessThan(10_000);
    expect((await rows()).map((r) => [r.status, r.attempts])).toEqual([
      ['pending', 1],
      ['pending', 0],
      ['pending', 0],
    ]);
    // Stopping aborts the hanging send and hands its delivery back untried.
    await dispatcher.stop();
    expect((await rows()).map((r) => [r.status, r.attempts])).toEqual([
      ['pending', 0],
      ['pending', 0],
      ['pending', 0],
    ]);
    expect(receiver.received).toHaveLength(1);
  });

  it('delivers every row once with two dispatchers on the same database', async () => {
    const { receiver, postEvent } = await setUp();
    start({ limit: 2 });
    start({ limit: 2 });
    for (let i = 1; i <= 8; i++) await postEvent(`Event ${i}`);
    await until(async () => (await rows()).every((r) => r.status === 'delivered'));
    const ids = receiver.received.map((r) => r.headers['x-harbinger-delivery']);
    expect(ids).toHaveLength(8);
    expect(new Set(ids).size).toBe(8);
  });

  it('prunes finished deliveries after the keeping time, never pending ones', async () => {
    const { postEvent } = await setUp();
    for (const title of ['Old', 'Fresh']) await postEvent(title);
    const [old, fresh] = await rows();
    await t.platform.db
      .update(webhookDeliveries)
      .set({ status: 'delivered', updatedAt: new Date('2029-11-01T00:00:00Z') })
      .where(eq(webhookDeliveries.id, old!.id));
    expect(await pruneWebhookDeliveries(t.platform, new Date('2029-12-01T00:00:00Z'))).toBe(1);
    await t.platform.db
      .update(webhookDeliveries)
      .set({ updatedAt: new Date('2029-11-01T00:00:00Z') })
      .where(eq(webhookDeliveries.id, fresh!.id));
    expect(await pruneWebhookDeliveries(t.platform, new Date('2029-12-01T00:00:00Z'))).toBe(0);
    expect((await rows()).map((r) => r.id)).toEqual([fresh!.id]);
  });
});
