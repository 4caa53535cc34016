import { describe, expect, it } from 'vitest';
import { contractorFor, expectOk, player } from '../testing/fixtures.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { addContractorToPlaygroup, decideContractor } from '../playgroups/contractor-approval.js';
import { listNotifications } from '../playgroups/notifications.js';
import { requestMembership } from '../playgroups/membership.js';
import { eq } from 'drizzle-orm';
import { contractors } from '../db/schema.js';
import { finishContract } from './finish.js';
import { getFreeAgentStanding } from './free-agent.js';
import { openTable, setVictories } from './fixtures.js';
import { rsvp, withdrawRsvp } from './rsvp.js';
import { getRsvpOptions } from './rsvp-options.js';
import { cancelContract, getContract, scheduleContract, updateContract } from './schedule.js';
import { startContract } from './start.js';
import { joinWaitlist, leaveWaitlist } from './waitlist.js';

const kinds = async (
  t: { platform: Parameters<typeof listNotifications>[0] },
  who: Parameters<typeof listNotifications>[1],
) => expectOk(await listNotifications(t.platform, who, {})).items;

describe.each(backends)('RSVP menu, waitlist, edits and Free Agents ($name)', (backend) => {
  const t = useTestPlatform(backend);

  it('refuses a start in the past when scheduling and when moving the start, with a field error', async () => {
    const table = await openTable(t.platform);
    const past = await scheduleContract(t.platform, table.gm, {
      playgroupId: table.playgroupId,
      title: 'Yesterday',
      startsAt: '2029-12-31T12:00:00Z',
    });
    expect(past).toMatchObject({ ok: false, error: { code: 'start_in_past', status: 422, field: 'startsAt' } });
    const id = await table.schedule();
    expect(
      await updateContract(t.platform, table.gm, id, { version: 1, startsAt: '2029-12-31T12:00:00Z' }),
    ).toMatchObject({ ok: false, error: { code: 'start_in_past', field: 'startsAt' } });
    // Once the start has slipped by, other changes still go through with the start unchanged.
    t.clock.set('2030-02-02T00:00:00Z');
    const start = expectOk(await getContract(t.platform, table.gm, id)).startsAt.toISOString();
    expectOk(await updateContract(t.platform, table.gm, id, { version: 1, startsAt: start, venue: 'The pub' }));
  });

  it('lists each Contractor of the viewer with whether it may come and why not', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann');
    const novice = await contractorFor(t.platform, ann.player, { name: 'Old Hand' });
    expectOk(await addContractorToPlaygroup(t.platform, ann.player, table.playgroupId, { contractorId: novice }));
    expectOk(await decideContractor(t.platform, table.gm, table.playgroupId, novice, { decision: 'approve' }));
    await setVictories(t.platform, novice, 5);
    const waiting = await contractorFor(t.platform, ann.player, { name: 'Waiting' });
    expectOk(await addContractorToPlaygroup(t.platform, ann.player, table.playgroupId, { contractorId: waiting }));
    const fixing = await contractorFor(t.platform, ann.player, { name: 'Fixing' });
    expectOk(await addContractorToPlaygroup(t.platform, ann.player, table.playgroupId, { contractorId: fixing }));
    expectOk(
      await decideContractor(t.platform, table.gm, table.playgroupId, fixing, {
        decision: 'request_changes',
        message: 'Too many Assets.',
      }),
    );
    const retired = await contractorFor(t.platform, ann.player, { name: 'Retired' });
    // Retiring needs a played Contract; the stored fact is all the check reads.
    await t.platform.db.update(contractors).set({ retiredAt: t.clock.now() }).where(eq(contractors.id, retired));
    const drifter = await contractorFor(t.platform, ann.player, { name: 'Drifter' });
    const id = await table.schedule({ requiredStatus: 'newbie', ringersAllowed: false });
    const menu = expectOk(await getRsvpOptions(t.platform, ann.player, id));
    const byName = Object.fromEntries(menu.contractors.map((c) => [c.name, c]));
    expect(menu.blocked).toBeNull();
    expect(byName["ann's Contractor"]).toMatchObject({ eligible: true, reasons: [], visiting: false });
    expect(byName['Drifter']).toMatchObject({ eligible: true, visiting: true, home: null, freeAgentLeft: 3 });
    expect(byName['Old Hand']!.reasons.map((r) => r.code)).toEqual(['status_mismatch']);
    expect(byName['Old Hand']!.reasons[0]!.message).toContain('Newbie');
    expect(byName['Waiting']!.reasons.map((r) => r.code)).toEqual(['contractor_pending']);
    expect(byName['Fixing']!.reasons.map((r) => r.code)).toEqual(['changes_requested']);
    expect(byName['Retired']!.reasons.map((r) => r.code)).toEqual(['contractor_retired']);
    // Those that may come are listed first.
    expect(menu.contractors.slice(0, 2).every((c) => c.eligible)).toBe(true);
    expect(menu.ringer).toMatchObject({ eligible: false, reasons: [{ code: 'ringers_not_allowed' }] });
    // The RSVP refuses exactly what the menu says.
    expect(await rsvp(t.platform, ann.player, id, { contractorId: novice })).toMatchObject({
      ok: false,
      error: { code: 'status_mismatch' },
    });
    expect(await rsvp(t.platform, ann.player, id, { contractorId: fixing })).toMatchObject({
      ok: false,
      error: { code: 'changes_requested' },
    });
    // The GM's own menu says why the GM cannot answer.
    expect(expectOk(await getRsvpOptions(t.platform, table.gm, id)).blocked).toMatchObject({
      code: 'gm_cannot_attend',
    });
    expect(drifter).toBeTruthy();
  });

  it('queues players for a full Contract and seats the first whose answer still qualifies when a seat frees', async () => {
    const table = await openTable(t.platform);
    const [ann, bob, cat] = [await table.seat('ann'), await table.seat('bob'), await table.seat('cat')];
    await setVictories(t.platform, bob.contractorId, 5);
    const id = await table.schedule({ capacity: 1 });
    expectOk(await rsvp(t.platform, ann.player, id, { contractorId: ann.contractorId }));
    expect(await joinWaitlist(t.platform, ann.player, id, { ringer: true })).toMatchObject({
      ok: false,
      error: { code: 'already_attending' },
    });
    expect(expectOk(await getRsvpOptions(t.platform, bob.player, id))).toMatchObject({ full: true });
    const bobInLine = expectOk(await joinWaitlist(t.platform, bob.player, id, { contractorId: bob.contractorId }));
    expect(bobInLine.waitlist).toMatchObject({ length: 1, place: 1, answer: { contractorId: bob.contractorId } });
    expect(await joinWaitlist(t.platform, bob.player, id, { ringer: true })).toMatchObject({
      ok: false,
      error: { code: 'already_waiting' },
    });
    const catInLine = expectOk(await joinWaitlist(t.platform, cat.player, id, { ringer: true }));
    expect(catInLine.waitlist).toMatchObject({ length: 2, place: 2 });
    expect(expectOk(await getRsvpOptions(t.platform, table.gm, id)).waitlist.entries).toMatchObject([
      { place: 1, player: { handle: 'bob' }, contractorName: "bob's Contractor" },
      { place: 2, player: { handle: 'cat' }, ringer: true },
    ]);
    // Bob's Contractor is a Novice now: a Newbie-only Contract skips him and seats Cat's Ringer.
    const v = expectOk(await getContract(t.platform, table.gm, id)).version;
    expectOk(await updateContract(t.platform, table.gm, id, { version: v, requiredStatus: 'newbie' }));
    expectOk(await withdrawRsvp(t.platform, ann.player, id));
    const view = expectOk(await getContract(t.platform, table.gm, id));
    expect(view.attendees.map((a) => a.player.handle)).toEqual(['cat']);
    expect((await kinds(t, cat.player))[0]).toMatchObject({ kind: 'waitlist_seated' });
    expect(expectOk(await getRsvpOptions(t.platform, bob.player, id)).waitlist).toMatchObject({ length: 1, place: 1 });
    expectOk(await leaveWaitlist(t.platform, bob.player, id));
    expect(await leaveWaitlist(t.platform, bob.player, id)).toMatchObject({
      ok: false,
      error: { code: 'not_waiting' },
    });
    // Raising the capacity seats from the line too; starting the Contract empties it.
    expectOk(await joinWaitlist(t.platform, ann.player, id, { contractorId: ann.contractorId }));
    const raised = expectOk(await updateContract(t.platform, table.gm, id, { version: view.version, capacity: 2 }));
    expect(raised.attendees.map((a) => a.player.handle)).toEqual(['cat', 'ann']);
    expectOk(await joinWaitlist(t.platform, bob.player, id, { ringer: true }));
    expectOk(await startContract(t.platform, table.gm, id));
    expect(expectOk(await getRsvpOptions(t.platform, bob.player, id)).waitlist.length).toBe(0);
  });

  it('cancelling a Contract empties its line and tells those in it', async () => {
    const table = await openTable(t.platform);
    const [ann, bob] = [await table.seat('ann'), await table.seat('bob')];
    const id = await table.schedule({ capacity: 1 });
    expectOk(await rsvp(t.platform, ann.player, id, { contractorId: ann.contractorId }));
    expectOk(await joinWaitlist(t.platform, bob.player, id, { contractorId: bob.contractorId }));
    expectOk(await cancelContract(t.platform, table.gm, id));
    expect((await kinds(t, bob.player))[0]).toMatchObject({ kind: 'contract_canceled' });
    expect(expectOk(await getRsvpOptions(t.platform, bob.player, id)).waitlist.length).toBe(0);
  });

  it('an edit tells seated players what changed and releases seats that no longer qualify, saying why', async () => {
    const table = await openTable(t.platform);
    const [ann, bob, cat, dan] = [
      await table.seat('ann'),
      await table.seat('bob'),
      await table.seat('cat'),
      await table.seat('dan'),
    ];
    await setVictories(t.platform, bob.contractorId, 5);
    const id = await table.schedule({ capacity: 4 });
    expectOk(await rsvp(t.platform, ann.player, id, { contractorId: ann.contractorId }));
    expectOk(await rsvp(t.platform, bob.player, id, { contractorId: bob.contractorId }));
    expectOk(await rsvp(t.platform, cat.player, id, { contractorId: cat.contractorId }));
    t.clock.advance(1000);
    expectOk(await rsvp(t.platform, dan.player, id, { ringer: true }));
    const edited = expectOk(
      await updateContract(t.platform, table.gm, id, {
        version: 1,
        requiredStatus: 'newbie',
        ringersAllowed: false,
        capacity: 1,
        startsAt: '2030-02-08T19:00:00Z',
      }),
    );
    // Bob is a Novice, Dan a Ringer; of Ann and Cat, Cat answered last and loses the cut.
    expect(edited.attendees.map((a) => a.player.handle)).toEqual(['ann']);
    const [annNote] = await kinds(t, ann.player);
    expect(annNote).toMatchObject({ kind: 'contract_changed' });
    expect(annNote!.message).toContain('Newbie Contractors');
    expect(annNote!.message).toContain('no longer takes Ringers');
    expect(annNote!.message).toContain('1 seat');
    expect(annNote!.message).toContain('Fri 8 Feb 2030, 19:00 (UTC)');
    expect((await kinds(t, bob.player))[0]).toMatchObject({ kind: 'seat_released' });
    expect((await kinds(t, bob.player))[0]!.message).toContain('Novice');
    expect((await kinds(t, cat.player))[0]!.message).toContain('among the last answered');
    expect((await kinds(t, dan.player))[0]!.message).toContain('Ringers');
  });

  it('a Free Agent visits three Contracts, then needs a home; a Playgroup closed to visitors refuses it', async () => {
    const table = await openTable(t.platform);
    const fay = await player(t.platform, 'fay');
    expectOk(await requestMembership(t.platform, fay, table.playgroupId, { action: 'join' }));
    const drifter = await contractorFor(t.platform, fay, { name: 'Drifter' });
    expect(expectOk(await getFreeAgentStanding(t.platform, fay, drifter))).toEqual({ counted: 0, left: 3, limit: 3 });
    expect(expectOk(await getFreeAgentStanding(t.platform, table.gm, drifter))).toBeNull();
    for (let n = 0; n < 3; n++) {
      const id = await table.schedule({ title: `Job ${n}` });
      const view = expectOk(await rsvp(t.platform, fay, id, { contractorId: drifter }));
      expect(view.attendees[0]).toMatchObject({ visiting: true, home: null });
      expectOk(await startContract(t.platform, table.gm, id));
      if (n === 0) {
        // Finished as a visitor: the Exp is a visitor's (the Contract is not its home's).
        const done = expectOk(
          await finishContract(t.platform, table.gm, id, {
            outcomes: [{ contractorId: drifter, outcome: 'victory' }],
          }),
        );
        // +1 Exp for attending outside a home Playgroup (seed: +3 at home, +1 elsewhere).
        expect(done.entries.find((e) => e.contractorId === drifter && e.kind === 'contract_attendance')).toMatchObject({
          resource: 'exp',
          amount: 1,
        });
      }
    }
    expect(expectOk(await getFreeAgentStanding(t.platform, fay, drifter))).toMatchObject({ counted: 3, left: 0 });
    const fourth = await table.schedule({ title: 'Job 4' });
    const refused = await rsvp(t.platform, fay, fourth, { contractorId: drifter });
    expect(refused).toMatchObject({ ok: false, error: { code: 'free_agent_limit', status: 422 } });
    if (!refused.ok) expect(refused.error.message).toContain('bring it into a Playgroup');
    const closed = await openTable(t.platform, { visitorsAllowed: false }, 'olga');
    expectOk(await requestMembership(t.platform, fay, closed.playgroupId, { action: 'join' }));
    const other = await contractorFor(t.platform, fay, { name: 'Other Drifter' });
    const shut = await closed.schedule();
    expect(await rsvp(t.platform, fay, shut, { contractorId: other })).toMatchObject({
      ok: false,
      error: { code: 'visitors_not_allowed' },
    });
  });
});
