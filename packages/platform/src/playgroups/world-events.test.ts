import { describe, expect, it } from 'vitest';
import { getContractor } from '../contractors/read.js';
import { updateContractor } from '../contractors/update.js';
import { getContractorLedger } from '../contracts/coins.js';
import { contractorFor, expectOk, player } from '../testing/fixtures.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { addContractorToPlaygroup } from './contractor-approval.js';
import { changeMembership, requestMembership } from './membership.js';
import { createPlaygroup } from './playgroups.js';
import { deleteWorldEvent, listWorldEvents, postWorldEvent } from './world-events.js';

describe.each(backends)('World Events and Playgroup sheet access ($name)', (backend) => {
  const t = useTestPlatform(backend);

  it('keeps the feed newest first and pages it by keyset without gaps or repeats', async () => {
    const leader = await player(t.platform, 'lena');
    const id = expectOk(
      await createPlaygroup(t.platform, leader, { name: 'Night Shift', listing: { listed: true } }),
    ).id;
    for (let i = 1; i <= 7; i++) {
      expectOk(
        await postWorldEvent(t.platform, leader, id, { title: `Event ${i}`, body: `Body <script>${i}</script>` }),
      );
      // Two events share each instant, so the id breaks ties.
      if (i % 2 === 0) t.clock.advance(1000);
    }
    const titles: string[] = [];
    let before: string | undefined;
    for (let page = 0; page < 10; page++) {
      const got = expectOk(await listWorldEvents(t.platform, null, id, { limit: 3, ...(before ? { before } : {}) }));
      titles.push(...got.items.map((e) => e.title));
      if (!got.next) break;
      before = got.next;
    }
    expect(titles).toEqual(['Event 7', 'Event 6', 'Event 5', 'Event 4', 'Event 3', 'Event 2', 'Event 1']);
    // The body is kept as typed; escaping is the edge's job.
    expect(expectOk(await listWorldEvents(t.platform, null, id, { limit: 1 })).items[0]).toMatchObject({
      body: 'Body <script>7</script>',
      author: { handle: 'lena' },
    });
    // A malformed cursor reads as the first page rather than an error.
    expect(
      expectOk(await listWorldEvents(t.platform, null, id, { before: 'nonsense', limit: 1 })).items[0]!.title,
    ).toBe('Event 7');
  });

  it('lets only those who may post World Events post them; authors and posters may delete', async () => {
    const leader = await player(t.platform, 'lena');
    const member = await player(t.platform, 'moe');
    const id = expectOk(
      await createPlaygroup(t.platform, leader, { name: 'Night Shift', listing: { listed: true } }),
    ).id;
    expectOk(await requestMembership(t.platform, member, id, { action: 'join' }));
    expect(await postWorldEvent(t.platform, member, id, { title: 'Mine', body: 'x' })).toMatchObject({
      ok: false,
      error: { code: 'missing_permission', status: 403 },
    });
    expect(await postWorldEvent(t.platform, null, id, { title: 'Anon', body: 'x' })).toMatchObject({
      ok: false,
      error: { status: 401 },
    });
    const event = expectOk(
      await postWorldEvent(t.platform, leader, id, { title: 'The bridge fell', body: 'Nobody saw it.' }),
    );
    expect(await deleteWorldEvent(t.platform, member, id, event.id)).toMatchObject({
      ok: false,
      error: { status: 403 },
    });
    expectOk(await deleteWorldEvent(t.platform, leader, id, event.id));
    expect(expectOk(await listWorldEvents(t.platform, null, id, {})).items).toEqual([]);
  });

  it('opens a member’s private sheet to whoever manages Contractors at its home, who may also edit it', async () => {
    const leader = await player(t.platform, 'lena');
    const owner = await player(t.platform, 'ollie');
    const member = await player(t.platform, 'moe');
    const id = expectOk(
      await createPlaygroup(t.platform, leader, { name: 'Night Shift', listing: { listed: true } }),
    ).id;
    for (const who of [owner, member]) expectOk(await requestMembership(t.platform, who, id, { action: 'join' }));
    const cid = await contractorFor(t.platform, owner, { private: true });
    expect(await getContractorLedger(t.platform, leader, cid)).toMatchObject({
      ok: false,
      error: { code: 'not_found' },
    });
    expectOk(await addContractorToPlaygroup(t.platform, owner, id, { contractorId: cid }));
    expect(expectOk(await getContractorLedger(t.platform, leader, cid)).length).toBeGreaterThan(0);
    expect(await getContractorLedger(t.platform, member, cid)).toMatchObject({
      ok: false,
      error: { code: 'not_found' },
    });
    const version = expectOk(await getContractor(t.platform, owner, cid)).version;
    expect(
      expectOk(await updateContractor(t.platform, leader, cid, { version, notes: 'Approved with one change.' })).notes,
    ).toBe('Approved with one change.');
    expect(await updateContractor(t.platform, member, cid, { version: version + 1, notes: 'mine' })).toMatchObject({
      ok: false,
      error: { code: 'not_found' },
    });
    // Stepping down as Leader takes the access away.
    expectOk(await changeMembership(t.platform, leader, id, 'moe', { action: 'set_roles', roles: ['leader'] }));
    expectOk(await changeMembership(t.platform, leader, id, 'lena', { action: 'set_roles', roles: ['member'] }));
    expect(await getContractorLedger(t.platform, leader, cid)).toMatchObject({
      ok: false,
      error: { code: 'not_found' },
    });
  });
});
