import { describe, expect, it } from 'vitest';
import { addInjury } from '../contractors/injuries.js';
import { getContractor } from '../contractors/read.js';
import { updateContractor } from '../contractors/update.js';
import { contractorFor, expectOk, player } from '../testing/fixtures.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { addContractorToPlaygroup } from '../playgroups/contractor-approval.js';
import { listNotifications } from '../playgroups/notifications.js';
import { requestMembership } from '../playgroups/membership.js';
import { finishContract } from './finish.js';
import { openTable, runningContract } from './fixtures.js';
import { getAttendeeSheet } from './gm-sheet.js';
import { listGraveyard, updateObituary } from './graveyard.js';
import { chooseRingerBonus, rsvp, withdrawRsvp } from './rsvp.js';
import { cancelContract, getContract, listContracts, scheduleContract, updateContract } from './schedule.js';
import { startContract } from './start.js';

describe.each(backends)('scheduling and answering Contracts ($name)', (backend) => {
  const t = useTestPlatform(backend);

  it('schedules with every setting, tells the members, and keeps the start as an instant', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann');
    const view = expectOk(
      await scheduleContract(t.platform, table.gm, {
        playgroupId: table.playgroupId,
        title: 'Salt and Iron',
        invitation: 'A ship came back **empty**.',
        startsAt: '2030-03-01T20:00:00+01:00',
        requiredStatus: 'newbie',
        rsvpRule: 'anyone',
        capacity: 4,
        ringersAllowed: false,
        playMode: 'voice',
        venue: '#table-2',
        lookingForPlayers: true,
      }),
    );
    expect(view).toMatchObject({
      title: 'Salt and Iron',
      state: 'scheduled',
      requiredStatus: 'newbie',
      capacity: 4,
      seatsTaken: 0,
      playMode: 'voice',
      gm: { handle: 'gwen' },
    });
    expect(view.startsAt.toISOString()).toBe('2030-03-01T19:00:00.000Z');
    expect(expectOk(await listNotifications(t.platform, ann.player, {})).items[0]).toMatchObject({
      kind: 'contract_scheduled',
      link: `/contracts/${view.id}`,
    });
    expect(expectOk(await listContracts(t.platform, null, { lookingForPlayers: true })).map((c) => c.id)).toEqual([
      view.id,
    ]);
    expect(expectOk(await listContracts(t.platform, ann.player, { mine: true }))).toEqual([]);
    expect(
      await scheduleContract(t.platform, table.gm, {
        playgroupId: table.playgroupId,
        title: 'x',
        startsAt: 'next friday',
      }),
    ).toMatchObject({ ok: false, error: { field: 'startsAt', status: 400 } });
  });

  it('lets Members and Judges schedule, but not Watchers or outsiders', async () => {
    const table = await openTable(t.platform);
    const watcher = await table.seat('wat', { role: 'watcher' });
    const member = await table.seat('moe');
    const outsider = await player(t.platform, 'otto');
    const input = { playgroupId: table.playgroupId, title: 'Mine', startsAt: '2030-03-01T20:00:00Z' };
    expect(await scheduleContract(t.platform, watcher.player, input)).toMatchObject({
      ok: false,
      error: { code: 'missing_permission', status: 403 },
    });
    expect(await scheduleContract(t.platform, outsider, input)).toMatchObject({
      ok: false,
      error: { code: 'not_a_member', status: 403 },
    });
    expectOk(await scheduleContract(t.platform, member.player, input));
  });

  it('checks every RSVP rule: Status, approval, seats, Ringers, visitors, Watchers and the GM', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann');
    const nova = await table.seat('nova', { victories: 5 });
    const watcher = await table.seat('wat', { role: 'watcher' });
    const pen = await player(t.platform, 'pen');
    expectOk(await requestMembership(t.platform, pen, table.playgroupId, { action: 'join' }));
    const pending = await contractorFor(t.platform, pen);
    expectOk(await addContractorToPlaygroup(t.platform, pen, table.playgroupId, { contractorId: pending }));
    const id = await table.schedule({ requiredStatus: 'newbie', capacity: 2, ringersAllowed: false });
    expect(await rsvp(t.platform, nova.player, id, { contractorId: nova.contractorId })).toMatchObject({
      ok: false,
      error: { code: 'status_mismatch', status: 422 },
    });
    expect(await rsvp(t.platform, pen, id, { contractorId: pending })).toMatchObject({
      ok: false,
      error: { code: 'contractor_pending' },
    });
    expect(await rsvp(t.platform, watcher.player, id, { contractorId: watcher.contractorId })).toMatchObject({
      ok: false,
      error: { code: 'watchers_do_not_play', status: 403 },
    });
    expect(await rsvp(t.platform, table.gm, id, { contractorId: table.gmContractor })).toMatchObject({
      ok: false,
      error: { code: 'gm_cannot_attend' },
    });
    expect(await rsvp(t.platform, ann.player, id, { contractorId: nova.contractorId })).toMatchObject({
      ok: false,
      error: { code: 'not_your_contractor', status: 403 },
    });
    expect(await rsvp(t.platform, ann.player, id, { ringer: true })).toMatchObject({
      ok: false,
      error: { code: 'ringers_not_allowed' },
    });
    expectOk(await rsvp(t.platform, ann.player, id, { contractorId: ann.contractorId }));
    expect(await rsvp(t.platform, ann.player, id, { contractorId: ann.contractorId })).toMatchObject({
      ok: false,
      error: { code: 'already_attending', status: 409 },
    });
    // A Contractor with no home Playgroup comes as a Free Agent, always a visitor.
    const homeless = await contractorFor(t.platform, pen, { name: 'Drifter' });
    const drifter = expectOk(await rsvp(t.platform, pen, id, { contractorId: homeless }));
    expect(drifter.attendees.find((a) => a.contractor?.id === homeless)).toMatchObject({ home: null, visiting: true });
    expect(expectOk(await listNotifications(t.platform, table.gm, {})).items[0]).toMatchObject({ kind: 'rsvp' });
    expectOk(await withdrawRsvp(t.platform, ann.player, id));
    expect(await withdrawRsvp(t.platform, ann.player, id)).toMatchObject({
      ok: false,
      error: { code: 'not_attending' },
    });
  });

  it('fills the last seat once, even when two players answer at the same moment', async () => {
    const table = await openTable(t.platform);
    const [a, b] = [await table.seat('ann'), await table.seat('bob')];
    const id = await table.schedule({ capacity: 1 });
    const results = await Promise.all([
      rsvp(t.platform, a.player, id, { contractorId: a.contractorId }),
      rsvp(t.platform, b.player, id, { contractorId: b.contractorId }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toMatchObject({ error: { code: 'contract_full', status: 409 } });
  });

  it('admits visitors only where the house rules allow them, and only to Contracts open to anyone', async () => {
    const table = await openTable(t.platform, { visitorsAllowed: false });
    const other = await openTable(t.platform, {}, 'olga');
    const vic = await other.seat('vic');
    const open = await table.schedule({ rsvpRule: 'anyone' });
    const closed = await table.schedule();
    expect(await rsvp(t.platform, vic.player, closed, { contractorId: vic.contractorId })).toMatchObject({
      ok: false,
      error: { code: 'not_a_member', status: 403 },
    });
    expect(await rsvp(t.platform, vic.player, open, { contractorId: vic.contractorId })).toMatchObject({
      ok: false,
      error: { code: 'visitors_not_allowed', status: 422 },
    });
  });

  it('edits a scheduled Contract with its version, cancels it, and refuses both afterwards', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann');
    const id = await table.schedule();
    expectOk(await rsvp(t.platform, ann.player, id, { contractorId: ann.contractorId }));
    const edited = expectOk(
      await updateContract(t.platform, table.gm, id, {
        version: 1,
        title: 'The Lighthouse, part one',
        lookingForPlayers: true,
      }),
    );
    expect(edited).toMatchObject({ title: 'The Lighthouse, part one', version: 2 });
    expect(await updateContract(t.platform, table.gm, id, { version: 1, title: 'stale' })).toMatchObject({
      ok: false,
      error: { code: 'version_conflict', status: 409 },
    });
    expect(await updateContract(t.platform, ann.player, id, { version: 2, title: 'mine' })).toMatchObject({
      ok: false,
      error: { code: 'not_the_gm', status: 403 },
    });
    expect(expectOk(await cancelContract(t.platform, table.gm, id)).state).toBe('canceled');
    expect(await startContract(t.platform, table.gm, id)).toMatchObject({
      ok: false,
      error: { code: 'contract_not_scheduled', status: 409 },
    });
    expect(expectOk(await listNotifications(t.platform, ann.player, {})).items[0]).toMatchObject({
      kind: 'contract_canceled',
    });
  });

  it('opens any attendee’s sheet to the GM while the Contract is Active, private or not, and only then', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann');
    const view = expectOk(await getContractor(t.platform, ann.player, ann.contractorId));
    expectOk(
      await updateContractor(t.platform, ann.player, ann.contractorId, { version: view.version, private: true }),
    );
    const id = await table.schedule();
    expectOk(await rsvp(t.platform, ann.player, id, { contractorId: ann.contractorId }));
    expect(await getAttendeeSheet(t.platform, table.gm, id, ann.contractorId)).toMatchObject({
      ok: false,
      error: { code: 'contract_not_active' },
    });
    // The private Contractor's name is hidden from the public page.
    expect(expectOk(await getContract(t.platform, null, id)).attendees[0]).toMatchObject({
      contractor: null,
      hidden: true,
    });
    expectOk(await startContract(t.platform, table.gm, id));
    expect(expectOk(await getContract(t.platform, table.gm, id)).attendees[0]).toMatchObject({
      gmMayOpenSheet: true,
      contractor: { id: ann.contractorId },
    });
    expect(expectOk(await getAttendeeSheet(t.platform, table.gm, id, ann.contractorId)).concept.name).toBe(
      "ann's Contractor",
    );
    const other = await table.seat('bob');
    expect(await getAttendeeSheet(t.platform, other.player, id, ann.contractorId)).toMatchObject({
      ok: false,
      error: { code: 'not_the_gm', status: 403 },
    });
    expectOk(
      await finishContract(t.platform, table.gm, id, {
        outcomes: [{ contractorId: ann.contractorId, outcome: 'failure' }],
      }),
    );
    expect(await getAttendeeSheet(t.platform, table.gm, id, ann.contractorId)).toMatchObject({
      ok: false,
      error: { status: 409 },
    });
  });

  it('lets a Ringer’s player change the Contractor for the bonus until the Contract is finished', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann');
    const rita = await table.seat('rita');
    const id = await table.schedule();
    expectOk(await rsvp(t.platform, ann.player, id, { contractorId: ann.contractorId }));
    expectOk(await rsvp(t.platform, rita.player, id, { ringer: true }));
    expect(await chooseRingerBonus(t.platform, ann.player, id, { bonusContractorId: ann.contractorId })).toMatchObject({
      ok: false,
      error: { code: 'not_a_ringer' },
    });
    expect(await chooseRingerBonus(t.platform, rita.player, id, { bonusContractorId: ann.contractorId })).toMatchObject(
      { ok: false, error: { code: 'not_your_contractor' } },
    );
    const chosen = expectOk(
      await chooseRingerBonus(t.platform, rita.player, id, { bonusContractorId: rita.contractorId }),
    );
    expect(chosen.attendees[1]).toMatchObject({ ringer: true, ringerBonusContractorId: rita.contractorId });
  });

  it('heals under arcade: Injuries from the Contract lose 2 Severity after it and close when the next one starts', async () => {
    const table = await openTable(t.platform, { healing: 'arcade' });
    const ann = await table.seat('ann');
    expectOk(await addInjury(t.platform, ann.player, ann.contractorId, { severity: 1, note: 'old scrape' }));
    const first = await runningContract(table, [ann]);
    t.clock.advance(60_000);
    expectOk(await addInjury(t.platform, ann.player, ann.contractorId, { severity: 3, note: 'bite' }));
    expectOk(
      await finishContract(t.platform, table.gm, first, {
        outcomes: [{ contractorId: ann.contractorId, outcome: 'failure' }],
      }),
    );
    const severities = async () =>
      expectOk(await getContractor(t.platform, ann.player, ann.contractorId)).injuries.map((i) => [i.note, i.severity]);
    // The scrape came in before the Contract started and was carried in as its Injury, so it closes with the bite's
    // healing.
    expect(await severities()).toEqual([['bite', 1]]);
    await runningContract(table, [ann]);
    expect(await severities()).toEqual([]);
  });

  it('lets the owner write an obituary in the Graveyard; others may not', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann');
    const bob = await table.seat('bob');
    const id = await runningContract(table, [ann]);
    expectOk(
      await finishContract(t.platform, table.gm, id, {
        outcomes: [{ contractorId: ann.contractorId, outcome: 'death' }],
      }),
    );
    expect(
      await updateObituary(t.platform, bob.player, ann.contractorId, { obituary: 'Good riddance.' }),
    ).toMatchObject({ ok: false, error: { status: 403 } });
    expectOk(await updateObituary(t.platform, ann.player, ann.contractorId, { obituary: 'She held the door.' }));
    expectOk(await updateObituary(t.platform, table.gm, ann.contractorId, { obituary: 'She held the door. Twice.' }));
    const graves = expectOk(await listGraveyard(t.platform, ann.player, {}));
    expect(graves.items[0]).toMatchObject({ obituary: 'She held the door. Twice.', editable: true });
  });
});
