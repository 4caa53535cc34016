import { describe, expect, it } from 'vitest';
import { rsvp } from '../contracts/rsvp.js';
import { scheduleContract } from '../contracts/schedule.js';
import { expectOk, player } from '../testing/fixtures.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { findPlaygroups } from './find.js';
import { requestMembership } from './membership.js';
import { createPlaygroup } from './playgroups.js';
import type { ListingInput } from './schemas.js';
import { offsetMinutes, zonesNear } from './zones.js';

describe('time zones near another', () => {
  it('reads offsets at the instant asked, daylight saving included', () => {
    expect(offsetMinutes('Europe/Paris', new Date('2030-01-15T12:00:00Z'))).toBe(60);
    expect(offsetMinutes('Europe/Paris', new Date('2030-07-15T12:00:00Z'))).toBe(120);
    expect(offsetMinutes('Asia/Kolkata', new Date('2030-01-15T12:00:00Z'))).toBe(330);
    expect(offsetMinutes('America/New_York', new Date('2030-01-15T12:00:00Z'))).toBe(-300);
    expect(offsetMinutes('UTC', new Date())).toBe(0);
  });

  it('keeps the zones within the hours asked', () => {
    const winter = new Date('2030-01-15T12:00:00Z');
    const near = zonesNear('Europe/Paris', 1, winter);
    expect(near).toEqual(expect.arrayContaining(['Europe/London', 'Europe/Berlin', 'Europe/Athens', 'UTC']));
    expect(near).not.toContain('America/New_York');
    expect(zonesNear('Europe/Paris', 0, winter)).not.toContain('Europe/London');
  });
});

describe.each(backends)('Find Playgroups ($name)', (backend) => {
  const t = useTestPlatform(backend);

  async function listed(name: string, listing: ListingInput, membership: 'open' | 'invite' = 'open') {
    const leader = await player(t.platform, `lead-${name.toLowerCase().replace(/\W/g, '')}`);
    const id = expectOk(
      await createPlaygroup(t.platform, leader, { name, membership, listing: { listed: true, ...listing } }),
    ).id;
    t.clock.advance(1000);
    return { leader, id };
  }

  const names = async (input: Record<string, unknown>) =>
    expectOk(await findPlaygroups(t.platform, null, input)).items.map((g) => g.name);

  it('lists only listed Playgroups, filtered by meeting, zone, Status, open seats and membership', async () => {
    // Clock: 2030-01-01, winter in the north.
    const paris = await listed('Paris Nights', {
      meets: 'in_person',
      timeZone: 'Europe/Paris',
      statusMin: 'novice',
      statusMax: 'seasoned',
      pitch: 'Wine and **knives**.',
      communityLink: 'https://discord.gg/paris',
    });
    await listed('Online East', { meets: 'online', timeZone: 'Asia/Tokyo' }, 'invite');
    await listed('Both Ways', { meets: 'both', timeZone: 'America/New_York', statusMin: 'veteran' });
    const hiddenLeader = await player(t.platform, 'hider');
    expectOk(await createPlaygroup(t.platform, hiddenLeader, { name: 'Never Shown', listing: { timeZone: 'UTC' } }));

    expect(await names({})).toEqual(['Both Ways', 'Online East', 'Paris Nights']);
    expect(await names({ meets: 'online' })).toEqual(['Both Ways', 'Online East']);
    expect(await names({ meets: 'in_person' })).toEqual(['Both Ways', 'Paris Nights']);
    expect(await names({ near: 'Europe/London', withinHours: 2 })).toEqual(['Paris Nights']);
    expect(await names({ near: 'America/Chicago', withinHours: 1 })).toEqual(['Both Ways']);
    expect(await names({ status: 'novice' })).toEqual(['Online East', 'Paris Nights']);
    expect(await names({ status: 'veteran' })).toEqual(['Both Ways', 'Online East']);
    expect(await names({ openMembership: true })).toEqual(['Both Ways', 'Paris Nights']);
    expect(await names({ openSeats: true })).toEqual([]);

    // A Contract with a free seat; then it fills up.
    const contract = expectOk(
      await scheduleContract(t.platform, paris.leader, {
        playgroupId: paris.id,
        title: 'The Louvre job',
        startsAt: '2030-01-10T19:00:00+01:00',
        capacity: 1,
        requiredStatus: 'novice',
      }),
    );
    const found = expectOk(await findPlaygroups(t.platform, null, { openSeats: true }));
    expect(found.items.map((g) => g.name)).toEqual(['Paris Nights']);
    expect(found.items[0]).toMatchObject({
      listing: { pitch: 'Wine and **knives**.', communityLink: 'https://discord.gg/paris', meets: 'in_person' },
      members: 1,
      record: { danger: 'untested' },
      nextOpenContract: { id: contract.id, title: 'The Louvre job', seatsFree: 1, requiredStatus: 'novice' },
    });
    const guest = await player(t.platform, 'guest');
    expectOk(await requestMembership(t.platform, guest, paris.id, { action: 'join' }));
    expectOk(await rsvp(t.platform, guest, contract.id, { ringer: true }));
    expect(await names({ openSeats: true })).toEqual([]);
    expect(expectOk(await findPlaygroups(t.platform, null, {})).items.every((g) => g.nextOpenContract === null)).toBe(
      true,
    );
  });

  it('pages by keyset without gaps or repeats, and refuses nonsense filters with a clear error', async () => {
    for (const n of [1, 2, 3, 4, 5]) await listed(`Group ${String(n)}`, {});
    const seen: string[] = [];
    let before: string | undefined;
    for (let guard = 0; guard < 5; guard++) {
      const page = expectOk(await findPlaygroups(t.platform, null, { limit: 2, ...(before ? { before } : {}) }));
      seen.push(...page.items.map((g) => g.name));
      if (!page.next) break;
      before = page.next;
    }
    expect(seen).toEqual(['Group 5', 'Group 4', 'Group 3', 'Group 2', 'Group 1']);
    expect(await findPlaygroups(t.platform, null, { near: 'Nowhere/City' })).toMatchObject({
      ok: false,
      error: { code: 'validation_failed', field: 'near' },
    });
    expect(await findPlaygroups(t.platform, null, { status: 'legend' })).toMatchObject({
      ok: false,
      error: { field: 'status' },
    });
  });
});
