import { describe, expect, it } from 'vitest';
import { expectOk } from '../testing/fixtures.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { declareContract } from '../contracts/declare.js';
import { openTable } from '../contracts/fixtures.js';
import { rsvp } from '../contracts/rsvp.js';
import { getRsvpOptions } from '../contracts/rsvp-options.js';
import { getContract, scheduleContract, updateContract } from '../contracts/schedule.js';
import { joinWaitlist } from '../contracts/waitlist.js';
import { listNotifications } from '../playgroups/notifications.js';
import { listLinkableScenarios } from './contract-link.js';
import { insertScenario, spoil } from './play-fixtures.js';

describe.each(backends)('Contracts running a Scenario ($name)', (backend) => {
  const t = useTestPlatform(backend);

  it('links only a Scenario the GM discovered, never a learning one or one that does not exist', async () => {
    const table = await openTable(t.platform);
    const known = await insertScenario(t.platform, { authorId: table.gm.userId });
    const unknown = await insertScenario(t.platform, { title: 'Someone Else’s' });
    const learning = await insertScenario(t.platform, { authorId: table.gm.userId, forLearning: true });
    const base = { playgroupId: table.playgroupId, title: 'Audit', startsAt: '2030-02-01T19:00:00Z' };
    expect(await scheduleContract(t.platform, table.gm, { ...base, scenarioId: unknown })).toMatchObject({
      ok: false,
      error: { code: 'scenario_not_discovered', status: 422, field: 'scenarioId' },
    });
    expect(await scheduleContract(t.platform, table.gm, { ...base, scenarioId: learning })).toMatchObject({
      ok: false,
      error: { code: 'scenario_for_learning', status: 422 },
    });
    expect(
      await scheduleContract(t.platform, table.gm, { ...base, scenarioId: '00000000-0000-4000-8000-000000000000' }),
    ).toMatchObject({ ok: false, error: { code: 'scenario_not_found', status: 404 } });
    const view = expectOk(await scheduleContract(t.platform, table.gm, { ...base, scenarioId: known }));
    expect(view.scenario).toEqual({ id: known, title: 'The Salt Ledger', summary: 'A harbour audit goes wrong.' });
    // Editing: the same refusals; clearing it is always allowed.
    expect(await updateContract(t.platform, table.gm, view.id, { version: 1, scenarioId: unknown })).toMatchObject({
      ok: false,
      error: { code: 'scenario_not_discovered' },
    });
    const cleared = expectOk(await updateContract(t.platform, table.gm, view.id, { version: 1, scenarioId: null }));
    expect(cleared.scenario).toBeNull();
    // The form's list: the GM's discovered Scenarios, learning ones left out.
    expect(expectOk(await listLinkableScenarios(t.platform, table.gm)).map((s) => s.id)).toEqual([known]);
  });

  it('declaring a past Contract checks its GM knows the Scenario', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann');
    const unknown = await insertScenario(t.platform);
    const declared = await declareContract(t.platform, table.gm, table.playgroupId, {
      title: 'Old Audit',
      startsAt: '2029-12-01T19:00:00Z',
      gmHandle: table.gm.handle,
      seats: [{ contractorId: ann.contractorId, outcome: 'victory' }],
      scenarioId: unknown,
    });
    expect(declared).toMatchObject({ ok: false, error: { code: 'scenario_not_discovered' } });
  });

  it('refuses a spoiled player a Contractor seat (RSVP, line and menu agree) and offers a Ringer seat', async () => {
    const table = await openTable(t.platform);
    const scenarioId = await insertScenario(t.platform, { authorId: table.gm.userId });
    const ann = await table.seat('ann');
    const bob = await table.seat('bob');
    await spoil(t.platform, scenarioId, ann.player.userId);
    const id = await table.schedule({ scenarioId, capacity: 1 });
    const menu = expectOk(await getRsvpOptions(t.platform, ann.player, id));
    expect(menu.spoiled).toBe(true);
    expect(menu.contractors[0]).toMatchObject({ eligible: false, reasons: [{ code: 'scenario_spoiled' }] });
    expect(menu.ringer.eligible).toBe(true);
    expect(await rsvp(t.platform, ann.player, id, { contractorId: ann.contractorId })).toMatchObject({
      ok: false,
      error: { code: 'scenario_spoiled', status: 422 },
    });
    // The unspoiled player takes the one seat; the spoiled one cannot wait for it as a Contractor, only as a Ringer.
    expect(expectOk(await getRsvpOptions(t.platform, bob.player, id)).spoiled).toBe(false);
    expectOk(await rsvp(t.platform, bob.player, id, { contractorId: bob.contractorId }));
    expect(await joinWaitlist(t.platform, ann.player, id, { contractorId: ann.contractorId })).toMatchObject({
      ok: false,
      error: { code: 'scenario_spoiled' },
    });
    expectOk(await joinWaitlist(t.platform, ann.player, id, { ringer: true }));
    // The GM sees who is spoiled and why; the players do not.
    const gmView = expectOk(await getContract(t.platform, table.gm, id));
    expect(gmView.spoilers).toEqual([
      { handle: 'ann', place: 'waitlist', ringer: true, reasons: ['shared'], readAftermath: false },
    ]);
    expect(expectOk(await getContract(t.platform, bob.player, id)).spoilers).toBeNull();
    expect(expectOk(await getContract(t.platform, ann.player, id)).spoilers).toBeNull();
  });

  it('a Ringer seat stays closed to a spoiled player when the GM takes no Ringers', async () => {
    const table = await openTable(t.platform);
    const scenarioId = await insertScenario(t.platform, { authorId: table.gm.userId });
    const ann = await table.seat('ann');
    await spoil(t.platform, scenarioId, ann.player.userId, 'unlocked');
    const id = await table.schedule({ scenarioId, ringersAllowed: false });
    const menu = expectOk(await getRsvpOptions(t.platform, ann.player, id));
    expect(menu.ringer).toMatchObject({ eligible: false, reasons: [{ code: 'ringers_not_allowed' }] });
  });

  it('linking a Scenario after people answered releases the spoiled Contractor seats with the reason', async () => {
    const table = await openTable(t.platform);
    const scenarioId = await insertScenario(t.platform, { authorId: table.gm.userId });
    const ann = await table.seat('ann');
    const bob = await table.seat('bob');
    const cat = await table.seat('cat');
    await spoil(t.platform, scenarioId, ann.player.userId);
    await spoil(t.platform, scenarioId, cat.player.userId);
    const id = await table.schedule();
    expectOk(await rsvp(t.platform, ann.player, id, { contractorId: ann.contractorId }));
    expectOk(await rsvp(t.platform, bob.player, id, { contractorId: bob.contractorId }));
    expectOk(await rsvp(t.platform, cat.player, id, { ringer: true }));
    const after = expectOk(await updateContract(t.platform, table.gm, id, { version: 1, scenarioId }));
    // Ann's Contractor seat goes; Cat, spoiled but a Ringer, keeps hers; Bob is told what changed.
    expect(after.attendees.map((a) => a.player.handle)).toEqual(['bob', 'cat']);
    const annNotes = expectOk(await listNotifications(t.platform, ann.player, {})).items;
    expect(annNotes.find((n) => n.kind === 'seat_released')?.message).toMatch(/Scenario you already know/);
    const bobNotes = expectOk(await listNotifications(t.platform, bob.player, {})).items;
    expect(bobNotes.find((n) => n.kind === 'contract_changed')?.message).toMatch(/names the Scenario it runs/);
  });
});
