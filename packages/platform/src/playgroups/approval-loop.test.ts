import { describe, expect, it } from 'vitest';
import { getContractor } from '../contractors/read.js';
import { getSheetPage } from '../contractors/sheet-page.js';
import { addInjury } from '../contractors/injuries.js';
import { updateContractor } from '../contractors/update.js';
import { exportPassport } from '../passports/export-passport.js';
import { decideChangeRequest, getPendingChanges } from '../contractors/change-requests.js';
import { contractorFor, expectOk, player } from '../testing/fixtures.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import {
  addContractorToPlaygroup,
  decideContractor,
  getSheetApproval,
  listApprovalQueue,
  resubmitContractor,
} from './contractor-approval.js';
import { createCustomRole, setRolePermissions } from './custom-roles.js';
import { handOverLeadership } from './leadership.js';
import { changeMembership, requestMembership } from './membership.js';
import { listNotifications } from './notifications.js';
import { createPlaygroup, getPlaygroup } from './playgroups.js';

// Issue 13: "ask for changes" finishes, custom Limits stop asking once approved, a Leader may edit a member's sheet
// (and the sheet says so), built-in roles are reshaped per Playgroup, and the last Leader can hand over and leave.
describe.each(backends)('approval and membership ($name)', (backend) => {
  const t = useTestPlatform(backend);
  const custom = [{ id: 'anguish' }, { id: 'atrocities' }, { custom: 'Never leave a friend behind' }];

  /** Lena leads "Night Shift"; Moe is a Member; Ann brought in Ada (with a custom Limit), still pending. */
  async function table() {
    const leader = await player(t.platform, 'lena');
    const id = expectOk(await createPlaygroup(t.platform, leader, { name: 'Night Shift' })).id;
    const ann = await player(t.platform, 'ann');
    const moe = await player(t.platform, 'moe');
    for (const a of [ann, moe]) expectOk(await requestMembership(t.platform, a, id, { action: 'join' }));
    const ada = await contractorFor(t.platform, ann, { limits: custom });
    expectOk(await addContractorToPlaygroup(t.platform, ann, id, { contractorId: ada }));
    return { leader, ann, moe, id, ada };
  }

  const kinds = async (actor: Parameters<typeof listNotifications>[1]) =>
    expectOk(await listNotifications(t.platform, actor, {})).items.map((n) => n.kind);

  it('closes the loop: changes asked for, the player edits and sends it back with a note, the Leader is told', async () => {
    const { leader, ann, moe, id, ada } = await table();
    expectOk(
      await decideContractor(t.platform, leader, id, ada, {
        decision: 'request_changes',
        message: 'Tone down the age.',
      }),
    );
    // The sheet tells its owner (and its Leader) why, and only the owner may send it back.
    expect(await getSheetApproval(t.platform, ann, ada)).toMatchObject({
      approval: 'changes_requested',
      message: 'Tone down the age.',
      mayResubmit: true,
      mayDecide: false,
    });
    expect(await getSheetApproval(t.platform, leader, ada)).toMatchObject({ mayResubmit: false, mayDecide: true });
    expect(await getSheetApproval(t.platform, moe, ada)).toBeNull();
    expect(await resubmitContractor(t.platform, moe, ada, {})).toMatchObject({ ok: false, error: { status: 403 } });
    const version = expectOk(await getContractor(t.platform, ann, ada)).version;
    expectOk(await updateContractor(t.platform, ann, ada, { version, age: '29' }));
    t.clock.advance(60_000);
    const back = expectOk(await resubmitContractor(t.platform, ann, ada, { note: 'She is 29 now.' }));
    expect(back).toMatchObject({ approval: 'pending', note: 'She is 29 now.', message: 'Tone down the age.' });
    expect(back.resubmittedAt).toEqual(t.clock.now());
    expect(await kinds(leader)).toContain('contractor_resubmitted');
    const [item] = expectOk(await listApprovalQueue(t.platform, leader, id));
    expect(item).toMatchObject({
      contractorId: ada,
      name: 'Ada Quill',
      owner: { handle: 'ann' },
      note: 'She is 29 now.',
    });
    // Members who do not decide see no queue; a second send is refused while it waits.
    expect(expectOk(await listApprovalQueue(t.platform, moe, id))).toEqual([]);
    expect(await resubmitContractor(t.platform, ann, ada, {})).toMatchObject({
      ok: false,
      error: { code: 'already_waiting', status: 409 },
    });
    expectOk(await decideContractor(t.platform, leader, id, ada, { decision: 'approve' }));
    expect(await resubmitContractor(t.platform, ann, ada, {})).toMatchObject({
      ok: false,
      error: { code: 'already_approved' },
    });
  });

  it('clears the custom Limit flag once the Leader approves the Contractor, or approves a Limit change', async () => {
    const { leader, ann, id, ada } = await table();
    const flags = async () => expectOk(await getContractor(t.platform, ann, ada)).flags.map((f) => f.code);
    expect(await flags()).toContain('custom_limit');
    expectOk(await decideContractor(t.platform, leader, id, ada, { decision: 'approve' }));
    expect(await flags()).not.toContain('custom_limit');
    // Another edit keeps the approved words approved; the passport carries no approval mark.
    let version = expectOk(await getContractor(t.platform, ann, ada)).version;
    expectOk(await updateContractor(t.platform, ann, ada, { version, notes: 'Owes Marta.' }));
    expect(await flags()).not.toContain('custom_limit');
    const passport = expectOk(await exportPassport(t.platform, ann, ada));
    expect(passport.contractor.limits[2]).toEqual({ custom: 'Never leave a friend behind' });
    // New words go to the Leader; approving them clears the flag again.
    version = expectOk(await getContractor(t.platform, ann, ada)).version;
    const limits = [{ id: 'anguish' }, { id: 'atrocities' }, { custom: 'Never lie to a child' }];
    expectOk(await updateContractor(t.platform, ann, ada, { version, limits }));
    const [request] = expectOk(await getPendingChanges(t.platform, ann, ada));
    expectOk(await decideChangeRequest(t.platform, leader, id, request!.id, { decision: 'approve' }));
    const sheet = expectOk(await getContractor(t.platform, ann, ada));
    expect(sheet.limits[2]).toMatchObject({ name: 'Never lie to a child', custom: true });
    expect(sheet.flags.map((f) => f.code)).not.toContain('custom_limit');
  });

  it('lets a Leader edit a member’s sheet words and tells the owner; the page agrees; a plain Member may not', async () => {
    const { leader, ann, moe, ada } = await table();
    const page = expectOk(await getSheetPage(t.platform, leader, ada));
    expect(page.contractor).toMatchObject({ editable: false, leaderMayEdit: true });
    expect(expectOk(await getSheetPage(t.platform, ann, ada)).contractor).toMatchObject({
      editable: true,
      leaderMayEdit: false,
    });
    expect(expectOk(await getSheetPage(t.platform, moe, ada)).contractor).toMatchObject({
      editable: false,
      leaderMayEdit: false,
    });
    const version = page.contractor.version;
    expect(await updateContractor(t.platform, moe, ada, { version, notes: 'Mine.' })).toMatchObject({
      ok: false,
      error: { status: 403 },
    });
    const saved = expectOk(
      await updateContractor(t.platform, leader, ada, { version, notes: 'Checked.', limits: custom }),
    );
    expect(saved).toMatchObject({ notes: 'Checked.', leaderMayEdit: true, editable: false });
    const told = expectOk(await listNotifications(t.platform, ann, {})).items.find(
      (n) => n.kind === 'sheet_edited_by_leader',
    );
    expect(told?.message).toBe('@lena, a Leader of “Night Shift”, changed Ada Quill: notes.');
    // Privacy, the Source and gear stay the owner's, and so do Injuries and the rest of play.
    expect(await updateContractor(t.platform, leader, ada, { version: saved.version, private: true })).toMatchObject({
      ok: false,
      error: { status: 403 },
    });
    const source = await updateContractor(t.platform, leader, ada, {
      version: saved.version,
      notes: 'Renamed it.',
      source: { name: 'The Hollow Choir' },
    });
    expect(source).toMatchObject({ ok: false, error: { code: 'forbidden', status: 403 } });
    expect(!source.ok && source.error.message).toBe(
      'Only the player who owns this Contractor can change its Source. As a Leader you may edit its words, lists and Limits.',
    );
    expect(
      await updateContractor(t.platform, leader, ada, { version: saved.version, equipment: 'A crowbar.' }),
    ).toMatchObject({ ok: false, error: { status: 403 } });
    expect(expectOk(await getContractor(t.platform, ann, ada))).toMatchObject({
      version: saved.version,
      notes: 'Checked.',
      source: null,
    });
    expect(
      await addInjury(t.platform, leader, ada, { version: saved.version, severity: 2, note: 'Cut' }),
    ).toMatchObject({ ok: false, error: { status: 403 } });
  });

  it('reshapes built-in roles per Playgroup; the Leader keeps Administrate', async () => {
    const { leader, moe, id } = await table();
    expect(await setRolePermissions(t.platform, moe, id, 'member', { permissions: [] })).toMatchObject({
      ok: false,
      error: { code: 'missing_permission' },
    });
    const view = expectOk(
      await setRolePermissions(t.platform, leader, id, 'member', {
        permissions: ['run_contracts', 'post_world_events'],
      }),
    );
    expect(view.roles.find((r) => r.id === 'member')?.permissions).toEqual(['run_contracts', 'post_world_events']);
    expect(expectOk(await getPlaygroup(t.platform, moe, id)).viewer.permissions).toContain('post_world_events');
    // Another Playgroup keeps the defaults.
    const other = expectOk(await createPlaygroup(t.platform, moe, { name: 'Day Shift' }));
    expect(other.roles.find((r) => r.id === 'member')?.permissions).toEqual(['run_contracts']);
    expect(
      await setRolePermissions(t.platform, leader, id, 'leader', { permissions: ['run_contracts'] }),
    ).toMatchObject({
      ok: false,
      error: { code: 'leader_keeps_administrate', status: 422 },
    });
    // Back to the defaults drops the reshaping; custom roles are edited the same way; unknown roles are not found.
    const reset = expectOk(
      await setRolePermissions(t.platform, leader, id, 'member', { permissions: ['run_contracts'] }),
    );
    expect(reset.roles.find((r) => r.id === 'member')?.permissions).toEqual(['run_contracts']);
    const withRole = expectOk(await createCustomRole(t.platform, leader, id, { name: 'Scribe', permissions: [] }));
    const scribe = withRole.roles.find((r) => r.name === 'Scribe')!;
    const edited = expectOk(
      await setRolePermissions(t.platform, leader, id, scribe.id, { permissions: ['post_world_events'] }),
    );
    expect(edited.roles.find((r) => r.id === scribe.id)?.permissions).toEqual(['post_world_events']);
    expect(await setRolePermissions(t.platform, leader, id, 'captain', { permissions: [] })).toMatchObject({
      ok: false,
      error: { code: 'not_found' },
    });
    expect(await createCustomRole(t.platform, leader, id, { name: 'leader', permissions: [] })).toMatchObject({
      ok: false,
      error: { code: 'role_name_taken' },
    });
  });

  it('refuses to leave the last Leader without a Leader, and lets them hand over and leave in one step', async () => {
    const { leader, ann, moe, id, ada } = await table();
    const refused = await changeMembership(t.platform, leader, id, 'lena', { action: 'leave' });
    expect(refused).toMatchObject({ ok: false, error: { code: 'last_leader', status: 409 } });
    expect(!refused.ok && refused.error.message).toMatch(/Hand over leadership/u);
    expect(await handOverLeadership(t.platform, moe, id, { handle: 'ann' })).toMatchObject({
      ok: false,
      error: { code: 'missing_permission' },
    });
    expect(await handOverLeadership(t.platform, leader, id, { handle: 'nobody' })).toMatchObject({
      ok: false,
      error: { code: 'not_a_member', field: 'handle' },
    });
    const left = expectOk(await handOverLeadership(t.platform, leader, id, { handle: 'ann', then: 'leave' }));
    expect(left.viewer.state).toBeNull();
    // An outsider now: the unlisted Playgroup shows Lena its name only; Ann sees who leads.
    expect(left.restricted).toBe(true);
    const seen = expectOk(await getPlaygroup(t.platform, ann, id));
    expect(seen.members.find((m) => m.handle === 'ann')?.roles.map((r) => r.id)).toEqual(['leader']);
    expect(seen.members.some((m) => m.handle === 'lena')).toBe(false);
    expect(await kinds(ann)).toContain('leadership_handed_over');
    // The new Leader runs the place: approves Ada (her own: another Leader would; here she may not decide her own
    // change requests, but approving a Contractor is allowed), and may step down once Moe leads too.
    expectOk(await decideContractor(t.platform, ann, id, ada, { decision: 'approve' }));
    const stepped = expectOk(await handOverLeadership(t.platform, ann, id, { handle: 'moe', then: 'step_down' }));
    expect(stepped.members.find((m) => m.handle === 'ann')?.roles.map((r) => r.id)).toEqual(['member']);
    expect(stepped.viewer.permissions).not.toContain('administrate');
  });
});
