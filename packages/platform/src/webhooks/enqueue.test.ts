import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { scheduleContract } from '../contracts/schedule.js';
import { contracts, webhookDeliveries, webhooks } from '../db/schema.js';
import { transact } from '../db/transaction.js';
import { failure } from '../errors.js';
import { changeMembership, requestMembership } from '../playgroups/membership.js';
import { createPlaygroup } from '../playgroups/playgroups.js';
import { postWorldEvent } from '../playgroups/world-events.js';
import { expectOk, player } from '../testing/fixtures.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { enqueueWebhookEvent } from './enqueue.js';
import { addWebhook } from './manage.js';
import { memberJoinedMessage } from './messages.js';

describe.each(backends)('queueing webhook deliveries with the event ($name)', (backend) => {
  const t = useTestPlatform(backend);

  async function setUp() {
    const leader = await player(t.platform, 'lena');
    const id = expectOk(await createPlaygroup(t.platform, leader, { name: 'Night Shift' })).id;
    const all = expectOk(
      await addWebhook(t.platform, leader, id, {
        url: 'https://example.org/all',
        events: ['contract_scheduled', 'world_event_posted', 'member_joined'],
      }),
    );
    const members = expectOk(
      await addWebhook(t.platform, leader, id, { url: 'https://example.org/members', events: ['member_joined'] }),
    );
    return { leader, id, all, members };
  }
  const deliveries = () =>
    t.platform.db.select().from(webhookDeliveries).orderBy(webhookDeliveries.createdAt, webhookDeliveries.id);

  it('queues one delivery per webhook that asked for the event, due at once, with a Discord message', async () => {
    const { leader, id, all, members } = await setUp();
    const contract = expectOk(
      await scheduleContract(t.platform, leader, {
        playgroupId: id,
        title: 'The Lighthouse',
        startsAt: '2030-02-01T19:00:00Z',
        invitation: 'Bring a torch.',
      }),
    );
    expectOk(await postWorldEvent(t.platform, leader, id, { title: 'The bridge fell', body: 'Nobody saw it.' }));
    const joiner = await player(t.platform, 'moe');
    expectOk(await requestMembership(t.platform, joiner, id, { action: 'join' }));
    const rows = await deliveries();
    expect(rows.map((r) => [r.event, r.webhookId])).toEqual([
      ['contract_scheduled', all.id],
      ['world_event_posted', all.id],
      ['member_joined', all.id],
      ['member_joined', members.id],
    ]);
    for (const r of rows) expect(r).toMatchObject({ status: 'pending', attempts: 0, nextAttemptAt: t.clock.now() });
    expect(rows[0]!.payload).toEqual({
      content: 'A new Contract was scheduled in **Night Shift**.',
      embeds: [
        {
          title: 'The Lighthouse',
          description: 'GM: @lena\nStarts <t:1896202800:F> (<t:1896202800:R>)\n\nBring a torch.',
          url: `/contracts/${contract.id}`,
          timestamp: '2030-01-01T12:00:00.000Z',
        },
      ],
      allowed_mentions: { parse: [] },
    });
    expect(rows[1]!.payload).toMatchObject({
      embeds: [
        { title: 'The bridge fell', description: 'Nobody saw it.\n\nPosted by @lena', url: `/playgroups/${id}` },
      ],
    });
    expect(rows[2]!.payload).toMatchObject({ content: '@moe joined **Night Shift**.', embeds: [{ url: '/u/moe' }] });
  });

  it('queues nothing for an invitation, a disabled webhook or another Playgroup', async () => {
    const { leader, id, all } = await setUp();
    await player(t.platform, 'moe');
    expectOk(await requestMembership(t.platform, leader, id, { action: 'invite', handle: 'moe' }));
    await t.platform.db.update(webhooks).set({ enabled: false }).where(eq(webhooks.id, all.id));
    expectOk(await postWorldEvent(t.platform, leader, id, { title: 'Quiet', body: '…' }));
    const other = expectOk(await createPlaygroup(t.platform, leader, { name: 'Day Shift' })).id;
    expectOk(await postWorldEvent(t.platform, leader, other, { title: 'Elsewhere', body: '…' }));
    expect(await deliveries()).toEqual([]);
  });

  it('queues nothing when the workflow is refused', async () => {
    const { leader, id } = await setUp();
    const member = await player(t.platform, 'moe');
    expectOk(await requestMembership(t.platform, member, id, { action: 'join' }));
    await t.platform.db.delete(webhookDeliveries);
    expectOk(await changeMembership(t.platform, leader, id, 'moe', { action: 'set_roles', roles: ['watcher'] }));
    expect(await postWorldEvent(t.platform, member, id, { title: 'Not mine to post', body: 'x' })).toMatchObject({
      ok: false,
      error: { status: 403 },
    });
    expect(
      await scheduleContract(t.platform, member, { playgroupId: id, title: 'Nope', startsAt: '2030-02-01T19:00:00Z' }),
    ).toMatchObject({ ok: false, error: { status: 403 } });
    expect(await requestMembership(t.platform, member, id, { action: 'join' })).toMatchObject({
      ok: false,
      error: { code: 'already_member' },
    });
    expect(await deliveries()).toEqual([]);
  });

  it('rolls the queued delivery back with a transaction that refuses after queueing it', async () => {
    const { id } = await setUp();
    const at = t.clock.now();
    const outcome = await transact(t.platform.db, async (tx) => {
      expect(
        await enqueueWebhookEvent(tx, {
          playgroupId: id,
          event: 'member_joined',
          message: memberJoinedMessage({ playgroupName: 'Night Shift', handle: 'ghost', at }),
          at,
        }),
      ).toBe(2);
      return failure({ code: 'changed_my_mind', status: 409, message: 'no' });
    });
    expect(outcome.ok).toBe(false);
    expect(await deliveries()).toEqual([]);
  });

  it('keeps neither the Contract nor its delivery when the commit itself fails', async () => {
    const { leader, id } = await setUp();
    // A deferred trigger fails the transaction at COMMIT, after the delivery row was written.
    await t.platform.db.execute(
      sql.raw(
        `CREATE FUNCTION refuse_contract() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'disk full'; END $$`,
      ),
    );
    await t.platform.db.execute(
      sql.raw(
        `CREATE CONSTRAINT TRIGGER refuse_contract AFTER INSERT ON contracts DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION refuse_contract()`,
      ),
    );
    try {
      await expect(
        scheduleContract(t.platform, leader, { playgroupId: id, title: 'Doomed', startsAt: '2030-02-01T19:00:00Z' }),
      ).rejects.toThrow();
      expect(await t.platform.db.select().from(contracts)).toEqual([]);
      expect(await deliveries()).toEqual([]);
    } finally {
      await t.platform.db.execute(sql.raw('DROP TRIGGER refuse_contract ON contracts'));
      await t.platform.db.execute(sql.raw('DROP FUNCTION refuse_contract()'));
    }
  });
});
