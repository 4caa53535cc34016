import { describe, expect, it } from 'vitest';
import { contractorFor, expectOk, player } from '../testing/fixtures.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { addContractorToPlaygroup, decideContractor } from './contractor-approval.js';
import { createCustomRole, deleteCustomRole } from './custom-roles.js';
import { changeMembership, requestMembership, resetInviteLink } from './membership.js';
import { listNotifications, markNotificationsRead, unreadNotificationCount } from './notifications.js';
import { createPlaygroup, getPlaygroup, listPlaygroups, updatePlaygroup } from './playgroups.js';

describe.each(backends)('Playgroups ($name)', (backend) => {
  const t = useTestPlatform(backend);

  async function group(options: { membership?: 'open' | 'invite' } = {}) {
    const leader = await player(t.platform, 'lena');
    const view = expectOk(
      await createPlaygroup(t.platform, leader, {
        name: 'Night Shift',
        description: 'We play on Fridays.',
        membership: options.membership ?? 'open',
        houseRules: { healing: 'arcade', goldenRatio: true },
        listing: { listed: true },
      }),
    );
    return { leader, id: view.id, view };
  }

  it('creates a Playgroup whose creator is its Leader, with the house rules given and canonical defaults for the rest', async () => {
    const { view } = await group();
    expect(view.houseRules).toEqual({
      healing: 'arcade',
      goldenRatio: true,
      visitorsAllowed: true,
      poolFloor1: false,
      classicCombat: false,
      text: '',
    });
    expect(view.members).toEqual([
      expect.objectContaining({ handle: 'lena', roles: [{ id: 'leader', name: 'Leader' }] }),
    ]);
    expect(view.viewer.permissions).toContain('administrate');
    expect(view.inviteToken).toMatch(/^[\w-]{20,}$/);
    expect(view.record).toEqual({ contracts: 0, victories: 0, failures: 0, deaths: 0, danger: 'untested' });
  });

  it('refuses anonymous creation and a too-short name', async () => {
    expect(await createPlaygroup(t.platform, null, { name: 'Anything' })).toMatchObject({
      ok: false,
      error: { code: 'unauthenticated', status: 401 },
    });
    const a = await player(t.platform, 'ann');
    expect(await createPlaygroup(t.platform, a, { name: 'ab' })).toMatchObject({
      ok: false,
      error: { code: 'validation_failed', field: 'name' },
    });
  });

  it('lists Playgroups publicly, newest first, a page at a time', async () => {
    const a = await player(t.platform, 'ann');
    for (const name of ['First', 'Second', 'Third']) {
      expectOk(await createPlaygroup(t.platform, a, { name, listing: { listed: true } }));
      t.clock.advance(1000);
    }
    // An unlisted one stays off the public list, and shows only under its members' own.
    expectOk(await createPlaygroup(t.platform, a, { name: 'Hidden' }));
    const one = expectOk(await listPlaygroups(t.platform, null, { limit: 2 }));
    expect(one.items.map((g) => g.name)).toEqual(['Third', 'Second']);
    expect(one.items[0]!.members).toBe(1);
    const two = expectOk(await listPlaygroups(t.platform, null, { limit: 2, before: one.next! }));
    expect(two.items.map((g) => g.name)).toEqual(['First']);
    expect(two.next).toBeNull();
    const mine = expectOk(await listPlaygroups(t.platform, a, { mine: true }));
    expect(mine.items.map((g) => [g.name, g.listed])).toContainEqual(['Hidden', false]);
  });

  it('edits settings with the version read, and answers 409 to a stale one; only those who may edit the Playgroup', async () => {
    const { leader, id, view } = await group();
    const member = await player(t.platform, 'moe');
    expectOk(await requestMembership(t.platform, member, id, { action: 'join' }));
    expect(await updatePlaygroup(t.platform, member, id, { version: view.version, name: 'Mine now' })).toMatchObject({
      ok: false,
      error: { code: 'missing_permission', status: 403 },
    });
    const changed = expectOk(
      await updatePlaygroup(t.platform, leader, id, {
        version: view.version,
        houseRules: { healing: 'gritty', text: 'No PvP.' },
      }),
    );
    expect(changed.houseRules).toMatchObject({ healing: 'gritty', goldenRatio: true, text: 'No PvP.' });
    expect(await updatePlaygroup(t.platform, leader, id, { version: view.version, name: 'Stale' })).toMatchObject({
      ok: false,
      error: { code: 'version_conflict', status: 409 },
    });
  });

  it('lets anyone join an open Playgroup, but an invite-only one needs an invitation or the current invite link', async () => {
    const { leader, id, view } = await group({ membership: 'invite' });
    const a = await player(t.platform, 'ann');
    const b = await player(t.platform, 'bob');
    expect(await requestMembership(t.platform, a, id, { action: 'join' })).toMatchObject({
      ok: false,
      error: { code: 'invite_only', status: 403 },
    });
    expectOk(await requestMembership(t.platform, a, id, { action: 'join', token: view.inviteToken }));
    const reset = expectOk(await resetInviteLink(t.platform, leader, id));
    expect(reset.inviteToken).not.toBe(view.inviteToken);
    expect(await requestMembership(t.platform, b, id, { action: 'join', token: view.inviteToken })).toMatchObject({
      ok: false,
      error: { code: 'invalid_invite' },
    });
    expectOk(await requestMembership(t.platform, leader, id, { action: 'invite', handle: 'bob' }));
    expect(await unreadNotificationCount(t.platform, b)).toBe(1);
    const joined = expectOk(await requestMembership(t.platform, b, id, { action: 'join' }));
    expect(joined.members.map((m) => m.handle)).toEqual(['lena', 'ann', 'bob']);
    expect(await requestMembership(t.platform, b, id, { action: 'join' })).toMatchObject({
      ok: false,
      error: { code: 'already_member', status: 409 },
    });
    // Only those who manage memberships see the link.
    expect(expectOk(await getPlaygroup(t.platform, b, id)).inviteToken).toBeUndefined();
    expect(expectOk(await getPlaygroup(t.platform, null, id)).inviteToken).toBeUndefined();
    expect(await resetInviteLink(t.platform, b, id)).toMatchObject({ ok: false, error: { status: 403 } });
  });

  it('kicks and bans; a banned player cannot rejoin until the ban is lifted', async () => {
    const { leader, id } = await group();
    const a = await player(t.platform, 'ann');
    expectOk(await requestMembership(t.platform, a, id, { action: 'join' }));
    expectOk(await changeMembership(t.platform, leader, id, 'ann', { action: 'kick' }));
    expectOk(await requestMembership(t.platform, a, id, { action: 'join' }));
    const banned = expectOk(
      await changeMembership(t.platform, leader, id, 'ann', { action: 'ban', reason: 'Harassment' }),
    );
    expect(banned.banned).toEqual([expect.objectContaining({ handle: 'ann', reason: 'Harassment' })]);
    expect(await requestMembership(t.platform, a, id, { action: 'join' })).toMatchObject({
      ok: false,
      error: { code: 'banned', status: 403 },
    });
    expectOk(await changeMembership(t.platform, leader, id, 'ann', { action: 'unban' }));
    expectOk(await requestMembership(t.platform, a, id, { action: 'join' }));
  });

  it('always keeps at least one Leader', async () => {
    const { leader, id } = await group();
    const a = await player(t.platform, 'ann');
    expectOk(await requestMembership(t.platform, a, id, { action: 'join' }));
    expect(await changeMembership(t.platform, leader, id, 'lena', { action: 'leave' })).toMatchObject({
      ok: false,
      error: { code: 'last_leader', status: 409 },
    });
    expect(
      await changeMembership(t.platform, leader, id, 'lena', { action: 'set_roles', roles: ['member'] }),
    ).toMatchObject({ ok: false, error: { code: 'last_leader' } });
    expectOk(await changeMembership(t.platform, leader, id, 'ann', { action: 'set_roles', roles: ['leader'] }));
    const left = expectOk(await changeMembership(t.platform, leader, id, 'lena', { action: 'leave' }));
    expect(left.members.map((m) => m.handle)).toEqual(['ann']);
  });

  it('two Leaders stepping down at the same moment cannot leave the Playgroup leaderless', async () => {
    const { leader, id } = await group();
    const a = await player(t.platform, 'ann');
    expectOk(await requestMembership(t.platform, a, id, { action: 'join' }));
    expectOk(await changeMembership(t.platform, leader, id, 'ann', { action: 'set_roles', roles: ['leader'] }));
    const results = await Promise.all([
      changeMembership(t.platform, leader, id, 'lena', { action: 'leave' }),
      changeMembership(t.platform, a, id, 'ann', { action: 'leave' }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toMatchObject({ error: { code: 'last_leader' } });
  });

  it('lets a Judge manage Contractors but not memberships; a Watcher and a Member neither', async () => {
    const { leader, id } = await group();
    const judge = await player(t.platform, 'jude');
    const watcher = await player(t.platform, 'wat');
    for (const who of [judge, watcher]) expectOk(await requestMembership(t.platform, who, id, { action: 'join' }));
    expectOk(await changeMembership(t.platform, leader, id, 'jude', { action: 'set_roles', roles: ['judge'] }));
    expectOk(await changeMembership(t.platform, leader, id, 'wat', { action: 'set_roles', roles: ['watcher'] }));
    const owner = await player(t.platform, 'ollie');
    expectOk(await requestMembership(t.platform, owner, id, { action: 'join' }));
    const cid = await contractorFor(t.platform, owner);
    expectOk(await addContractorToPlaygroup(t.platform, owner, id, { contractorId: cid }));
    expect(await decideContractor(t.platform, watcher, id, cid, { decision: 'approve' })).toMatchObject({
      ok: false,
      error: { code: 'missing_permission', status: 403 },
    });
    expect(await decideContractor(t.platform, owner, id, cid, { decision: 'approve' })).toMatchObject({
      ok: false,
      error: { code: 'missing_permission' },
    });
    expect(await changeMembership(t.platform, judge, id, 'wat', { action: 'kick' })).toMatchObject({
      ok: false,
      error: { code: 'missing_permission' },
    });
    expectOk(await decideContractor(t.platform, judge, id, cid, { decision: 'approve' }));
  });

  it('keeps a new Contractor pending until a Leader approves it or asks for changes with a message', async () => {
    const { leader, id } = await group();
    const owner = await player(t.platform, 'ollie');
    const outsider = await player(t.platform, 'otto');
    const cid = await contractorFor(t.platform, owner);
    expect(await addContractorToPlaygroup(t.platform, owner, id, { contractorId: cid })).toMatchObject({
      ok: false,
      error: { code: 'not_a_member', status: 403 },
    });
    expectOk(await requestMembership(t.platform, owner, id, { action: 'join' }));
    expect(expectOk(await addContractorToPlaygroup(t.platform, owner, id, { contractorId: cid })).approval).toBe(
      'pending',
    );
    expect(await unreadNotificationCount(t.platform, leader)).toBe(1);
    // A pending Contractor shows to its owner and the Leader, not to the public.
    expect(expectOk(await getPlaygroup(t.platform, outsider, id)).contractors).toEqual([]);
    expect(expectOk(await getPlaygroup(t.platform, leader, id)).contractors).toEqual([
      expect.objectContaining({ id: cid, approval: 'pending' }),
    ]);
    expect(
      await decideContractor(t.platform, leader, id, cid, { decision: 'request_changes', message: '' }),
    ).toMatchObject({ ok: false, error: { field: 'message' } });
    expectOk(
      await decideContractor(t.platform, leader, id, cid, {
        decision: 'request_changes',
        message: 'Pick a Limit that fits the setting.',
      }),
    );
    const mail = expectOk(await listNotifications(t.platform, owner, {}));
    expect(mail.items[0]).toMatchObject({ kind: 'contractor_changes_requested', read: false });
    expect(mail.items[0]!.message).toContain('Pick a Limit');
    expect(expectOk(await addContractorToPlaygroup(t.platform, owner, id, { contractorId: cid })).approval).toBe(
      'pending',
    );
    expectOk(await decideContractor(t.platform, leader, id, cid, { decision: 'approve' }));
    expect(expectOk(await getPlaygroup(t.platform, outsider, id)).contractors).toEqual([
      expect.objectContaining({ id: cid, approval: 'approved', message: '' }),
    ]);
    expect(await markNotificationsRead(t.platform, owner, { all: true })).toEqual({ ok: true, value: { unread: 0 } });
  });

  it('custom roles grant their permissions, and deleting the role that keeps the Playgroup led is refused', async () => {
    const { leader, id } = await group();
    const a = await player(t.platform, 'ann');
    expectOk(await requestMembership(t.platform, a, id, { action: 'join' }));
    const withRole = expectOk(
      await createCustomRole(t.platform, leader, id, { name: 'Chronicler', permissions: ['post_world_events'] }),
    );
    const chronicler = withRole.roles.find((r) => r.name === 'Chronicler')!;
    expect(await createCustomRole(t.platform, a, id, { name: 'Mine', permissions: ['administrate'] })).toMatchObject({
      ok: false,
      error: { status: 403 },
    });
    const tribunal = expectOk(
      await createCustomRole(t.platform, leader, id, { name: 'Tribunal', permissions: ['administrate'] }),
    ).roles.find((r) => r.name === 'Tribunal')!;
    expectOk(
      await changeMembership(t.platform, leader, id, 'ann', { action: 'set_roles', roles: [chronicler.id, 'member'] }),
    );
    expect(expectOk(await getPlaygroup(t.platform, a, id)).viewer.permissions).toEqual([
      'run_contracts',
      'post_world_events',
    ]);
    expectOk(await changeMembership(t.platform, leader, id, 'lena', { action: 'set_roles', roles: [tribunal.id] }));
    expect(await deleteCustomRole(t.platform, leader, id, tribunal.id)).toMatchObject({
      ok: false,
      error: { code: 'last_leader' },
    });
    const after = expectOk(await deleteCustomRole(t.platform, leader, id, chronicler.id));
    expect(after.members.find((m) => m.handle === 'ann')!.roles).toEqual([{ id: 'member', name: 'Member' }]);
  });
});
