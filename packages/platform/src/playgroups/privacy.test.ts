import { describe, expect, it } from 'vitest';
import { updateProfile } from '../accounts/profile.js';
import {
  playgroupCalendar,
  playgroupFeedToken,
  resetCalendarFeed,
  resetPlaygroupFeeds,
} from '../contracts/playgroup-calendar.js';
import { rsvp } from '../contracts/rsvp.js';
import { getContract, listContracts, scheduleContract } from '../contracts/schedule.js';
import { expectOk, player } from '../testing/fixtures.js';
import { logWhile } from '../testing/statement-log.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { getInvitation } from './invitation.js';
import { changeMembership, requestMembership, resetInviteLink } from './membership.js';
import { createPlaygroup, getPlaygroup, listPlaygroups, updatePlaygroup } from './playgroups.js';
import { listWorldEvents, postWorldEvent } from './world-events.js';

describe.each(backends)('Playgroup privacy ($name)', (backend) => {
  const t = useTestPlatform(backend);

  /** An unlisted Playgroup with a member, a World Event and a Contract looking for players. */
  async function hidden() {
    const leader = await player(t.platform, 'lena');
    const view = expectOk(
      await createPlaygroup(t.platform, leader, {
        name: 'Quiet Room',
        description: 'Secret plans.',
        listing: { pitch: 'Come **in**.', setting: 'A drowned city.' },
      }),
    );
    const moe = await player(t.platform, 'moe');
    expectOk(await requestMembership(t.platform, moe, view.id, { action: 'join' }));
    expectOk(await postWorldEvent(t.platform, leader, view.id, { title: 'The tide', body: 'It rose.' }));
    const contract = expectOk(
      await scheduleContract(t.platform, leader, {
        playgroupId: view.id,
        title: 'Under the pier',
        startsAt: '2030-02-01T19:00:00Z',
        rsvpRule: 'anyone',
        lookingForPlayers: true,
      }),
    );
    return { leader, moe, id: view.id, contractId: contract.id, view };
  }

  it('starts unlisted, in its creator’s time zone, and shows outsiders its name only', async () => {
    const { id, view } = await hidden();
    expect(view.listed).toBe(false);
    expect(view.listing).toMatchObject({ timeZone: 'UTC', meets: 'both', statusMin: 'newbie', statusMax: 'veteran' });
    const stranger = await player(t.platform, 'sam');
    for (const who of [null, stranger]) {
      const seen = expectOk(await getPlaygroup(t.platform, who, id));
      expect(seen).toMatchObject({
        name: 'Quiet Room',
        restricted: true,
        description: '',
        listing: null,
        houseRules: null,
        record: null,
        roles: [],
        members: [],
        contractors: [],
      });
      expect(seen.inviteToken).toBeUndefined();
      expect(await listWorldEvents(t.platform, who, id)).toMatchObject({
        ok: false,
        error: { code: 'playgroup_private', status: 403 },
      });
    }
    expect(expectOk(await listPlaygroups(t.platform, null, {})).items).toEqual([]);
  });

  it('shows an invited player the listing so they can decide, and members everything', async () => {
    const { leader, moe, id } = await hidden();
    const ivy = await player(t.platform, 'ivy');
    expectOk(await requestMembership(t.platform, leader, id, { action: 'invite', handle: 'ivy' }));
    const invited = expectOk(await getPlaygroup(t.platform, ivy, id));
    expect(invited.restricted).toBe(true);
    expect(invited.listing).toMatchObject({ pitch: 'Come **in**.', setting: 'A drowned city.' });
    expect(invited.members).toEqual([]);
    const inside = expectOk(await getPlaygroup(t.platform, moe, id));
    expect(inside.restricted).toBe(false);
    expect(inside.members.map((m) => m.handle)).toEqual(['lena', 'moe']);
    expect(expectOk(await listWorldEvents(t.platform, moe, id)).items.map((e) => e.title)).toEqual(['The tide']);
  });

  it('opens up to everyone once listed', async () => {
    const { leader, id, view } = await hidden();
    expectOk(await updatePlaygroup(t.platform, leader, id, { version: view.version, listing: { listed: true } }));
    const seen = expectOk(await getPlaygroup(t.platform, null, id));
    expect(seen).toMatchObject({ restricted: false, listed: true, description: 'Secret plans.' });
    expect(seen.members).toHaveLength(2);
    expectOk(await listWorldEvents(t.platform, null, id));
    expect(expectOk(await listPlaygroups(t.platform, null, {})).items.map((g) => g.name)).toEqual(['Quiet Room']);
  });

  it('shows a private Playgroup’s Contract only to members, its GM and those holding a seat', async () => {
    const { leader, moe, id, contractId } = await hidden();
    const sam = await player(t.platform, 'sam');
    for (const who of [null, sam])
      expect(await getContract(t.platform, who, contractId)).toMatchObject({
        ok: false,
        error: { code: 'playgroup_private', status: 403 },
      });
    expectOk(await getContract(t.platform, leader, contractId));
    expectOk(await getContract(t.platform, moe, contractId));
    // Lists leave it out for outsiders too: the public "looking for players" list and the Playgroup's own.
    for (const input of [{ lookingForPlayers: true }, { playgroupId: id }, { upcoming: true }]) {
      expect(expectOk(await listContracts(t.platform, null, input))).toEqual([]);
      expect(expectOk(await listContracts(t.platform, sam, input))).toEqual([]);
      expect(expectOk(await listContracts(t.platform, moe, input)).map((c) => c.id)).toEqual([contractId]);
    }
    // A seat keeps the Contract in sight after its holder leaves the Playgroup.
    expectOk(await rsvp(t.platform, moe, contractId, { ringer: true }));
    expectOk(await changeMembership(t.platform, moe, id, 'moe', { action: 'leave' }));
    expect(expectOk(await getPlaygroup(t.platform, moe, id)).restricted).toBe(true);
    expectOk(await getContract(t.platform, moe, contractId));
    expect(expectOk(await listContracts(t.platform, moe, { playgroupId: id })).map((c) => c.id)).toEqual([contractId]);
  });

  it('gives each member a secret calendar address that stops when they leave or a Leader resets them all', async () => {
    const { leader, moe, id } = await hidden();
    const sam = await player(t.platform, 'sam');
    expect(await playgroupFeedToken(t.platform, sam, id)).toMatchObject({
      ok: false,
      error: { code: 'not_a_member', status: 403 },
    });
    expect(await playgroupFeedToken(t.platform, null, id)).toMatchObject({ ok: false, error: { status: 401 } });
    const moeToken = expectOk(await playgroupFeedToken(t.platform, moe, id)).token;
    expect(expectOk(await playgroupFeedToken(t.platform, moe, id)).token).toBe(moeToken);
    const leaderToken = expectOk(await playgroupFeedToken(t.platform, leader, id)).token;
    expect(leaderToken).not.toBe(moeToken);
    expect(expectOk(await playgroupCalendar(t.platform, id, moeToken))).toContain('SUMMARY:Under the pier');
    for (const bad of [undefined, '', 'short', 'x'.repeat(40)])
      expect(await playgroupCalendar(t.platform, id, bad)).toMatchObject({ ok: false, error: { code: 'not_found' } });
    // A token of one Playgroup opens no other.
    const other = expectOk(await createPlaygroup(t.platform, moe, { name: 'Elsewhere' })).id;
    expect(await playgroupCalendar(t.platform, other, moeToken)).toMatchObject({ ok: false });
    // A member resets their own address; a Leader resets everyone's.
    expect(await resetPlaygroupFeeds(t.platform, moe, id)).toMatchObject({
      ok: false,
      error: { code: 'missing_permission' },
    });
    expect(await resetCalendarFeed(t.platform, moe, id, { everyone: 'yes' })).toMatchObject({
      ok: false,
      error: { code: 'validation_failed', field: 'everyone' },
    });
    const fresh = expectOk(await resetCalendarFeed(t.platform, moe, id, {})).token;
    expect(await playgroupCalendar(t.platform, id, moeToken)).toMatchObject({ ok: false });
    // Everyone's addresses go and the Leader's new one comes in one transaction, so no moment leaves the Leader
    // without one.
    const { value: everyone, log } = await logWhile(t.platform.db, () =>
      resetCalendarFeed(t.platform, leader, id, { everyone: true }),
    );
    expect(log.transactions).toBe(1);
    const newLeaderToken = expectOk(everyone).token;
    expect(newLeaderToken).not.toBe(leaderToken);
    expect(await playgroupCalendar(t.platform, id, fresh)).toMatchObject({ ok: false });
    expect(await playgroupCalendar(t.platform, id, leaderToken)).toMatchObject({ ok: false });
    expectOk(await playgroupCalendar(t.platform, id, newLeaderToken));
    // Leaving revokes the address at once.
    const last = expectOk(await playgroupFeedToken(t.platform, moe, id)).token;
    expectOk(await playgroupCalendar(t.platform, id, last));
    expectOk(await changeMembership(t.platform, moe, id, 'moe', { action: 'leave' }));
    expect(await playgroupCalendar(t.platform, id, last)).toMatchObject({ ok: false, error: { code: 'not_found' } });
  });

  it('checks the listing: https links only, a Status range that reads forwards, a known time zone', async () => {
    const leader = await player(t.platform, 'lena');
    expectOk(await updateProfile(t.platform, leader, { timezone: 'Asia/Tokyo' }));
    const made = expectOk(await createPlaygroup(t.platform, leader, { name: 'East Wing' }));
    expect(made.listing?.timeZone).toBe('Asia/Tokyo');
    const refused = [
      [{ communityLink: 'http://discord.gg/abc' }, 'listing.communityLink'],
      [{ communityLink: 'javascript:alert(1)' }, 'listing.communityLink'],
      [{ statusMin: 'veteran', statusMax: 'novice' }, 'listing.statusMax'],
      [{ timeZone: 'Mars/Olympus' }, 'listing.timeZone'],
      [{ pitch: 'x'.repeat(501) }, 'listing.pitch'],
    ] as const;
    for (const [listing, field] of refused)
      expect(await createPlaygroup(t.platform, leader, { name: 'Bad one', listing })).toMatchObject({
        ok: false,
        error: { status: 400, field },
      });
    expect(
      await updatePlaygroup(t.platform, leader, made.id, { version: made.version, listing: { statusMin: 'veteran' } }),
    ).toMatchObject({ ok: true });
    expect(
      await updatePlaygroup(t.platform, leader, made.id, {
        version: made.version + 1,
        listing: { statusMax: 'newbie' },
      }),
    ).toMatchObject({ ok: false, error: { field: 'listing.statusMax' } });
    const linked = expectOk(
      await updatePlaygroup(t.platform, leader, made.id, {
        version: made.version + 1,
        listing: { communityLink: 'https://discord.gg/abc', meets: 'online' },
      }),
    );
    expect(linked.listing).toMatchObject({ communityLink: 'https://discord.gg/abc', meets: 'online' });
  });

  it('lets the holder of the current invite link read the description and listing, and nobody with a stale one', async () => {
    const { leader, id, view } = await hidden();
    const sam = await player(t.platform, 'sam');
    const seen = expectOk(await getInvitation(t.platform, sam, id, view.inviteToken));
    expect(seen).toMatchObject({ name: 'Quiet Room', description: 'Secret plans.', state: null });
    expect(seen.listing.pitch).toBe('Come **in**.');
    expectOk(await getInvitation(t.platform, null, id, view.inviteToken));
    expectOk(await resetInviteLink(t.platform, leader, id));
    for (const token of [view.inviteToken, '', undefined, 'x'.repeat(500)])
      expect(await getInvitation(t.platform, sam, id, token)).toMatchObject({
        ok: false,
        error: { code: 'invalid_invite', status: 404 },
      });
  });
});
