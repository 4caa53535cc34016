import { describe, expect, it } from 'vitest';
import { declareContract } from '../contracts/declare.js';
import { openTable, runningContract, setVictories } from '../contracts/fixtures.js';
import { ledgerEntries } from '../db/schema.js';
import { rsvp } from '../contracts/rsvp.js';
import { addContractorToPlaygroup } from '../playgroups/contractor-approval.js';
import { requestMembership } from '../playgroups/membership.js';
import { contractorFor, expectOk, player } from '../testing/fixtures.js';
import { watchStatements } from '../testing/statement-log.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { getDashboard } from './dashboard.js';

describe.each(backends)('the dashboard ($name)', (backend) => {
  const t = useTestPlatform(backend);

  it('is empty for a new player, who is told to build a Contractor and find a Playgroup', async () => {
    const vera = await player(t.platform, 'vera');
    expect(expectOk(await getDashboard(t.platform, vera))).toEqual({
      handle: 'vera',
      timezone: 'UTC',
      asPlayer: [],
      asGm: [],
      approvals: [],
      unread: { items: [], total: 0 },
      spendable: [],
      contractorCount: 0,
      playgroupCount: 0,
    });
    expect(await getDashboard(t.platform, null)).toMatchObject({ ok: false, error: { status: 401 } });
  });

  it('shows next Contracts as player and GM, approvals to act on, unread news and Exp to spend', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann');
    const later = await table.schedule({ title: 'Later', startsAt: '2030-03-01T19:00:00Z' });
    const sooner = await table.schedule({ title: 'Sooner', startsAt: '2030-02-01T19:00:00Z', capacity: 4 });
    expectOk(await rsvp(t.platform, ann.player, sooner, { contractorId: ann.contractorId }));
    // A newcomer brings a Contractor: it waits for the GM, who leads the Playgroup.
    const bo = await player(t.platform, 'boz');
    expectOk(await requestMembership(t.platform, bo, table.playgroupId, { action: 'join' }));
    const bosOwn = await contractorFor(t.platform, bo, { name: 'Bo Vance' });
    expectOk(await addContractorToPlaygroup(t.platform, bo, table.playgroupId, { contractorId: bosOwn }));

    const gm = expectOk(await getDashboard(t.platform, table.gm));
    expect(gm.asGm.map((c) => [c.title, c.seats])).toEqual([
      ['Sooner', { taken: 1, capacity: 4 }],
      ['Later', { taken: 0, capacity: 5 }],
    ]);
    expect(gm.asGm[0]?.playgroup.name).toBe('Night Shift');
    expect(gm.approvals).toEqual([
      {
        kind: 'contractor',
        playgroup: { id: table.playgroupId, name: 'Night Shift' },
        contractor: { id: bosOwn, name: 'Bo Vance' },
        owner: { handle: 'boz' },
        since: expect.any(Date),
      },
    ]);
    expect(gm.unread.total).toBeGreaterThan(0);
    expect(gm.unread.items[0]).toMatchObject({ kind: 'contractor_pending' });
    expect(gm.playgroupCount).toBe(1);

    const player1 = expectOk(await getDashboard(t.platform, ann.player));
    expect(player1.asPlayer.map((c) => [c.title, c.contractor?.name])).toEqual([['Sooner', "ann's Contractor"]]);
    expect(player1.asGm).toEqual([]);
    expect(player1.approvals).toEqual([]);
    expect(player1.unread.items.map((n) => n.kind)).toContain('contract_scheduled');
    expect(player1.contractorCount).toBe(1);
    expect(later).toBeTruthy();
  });

  it('lists Contractors with Exp to spend, and reads without a transaction', async () => {
    const vera = await player(t.platform, 'vera');
    const id = await contractorFor(t.platform, vera, { name: 'Thrifty' });
    const log = watchStatements(t.platform.db);
    const view = expectOk(await getDashboard(t.platform, vera));
    log.stop();
    const spent = view.spendable.find((c) => c.id === id);
    // The creation input spends part of the 150 starting Exp; what is left shows up here.
    expect(spent?.exp).toBeGreaterThan(0);
    expect(log.transactions).toBe(0);
    expect(log.writes()).toEqual([]);
  });

  it('counts only Improvements the cap lets the Contractor spend, and lists it only when something is spendable', async () => {
    const vera = await player(t.platform, 'vera');
    const id = await contractorFor(t.platform, vera, { name: 'Capped' });
    const before = expectOk(await getDashboard(t.platform, vera)).spendable.find((c) => c.id === id);
    // Spend the Exp left from creation, then receive an Improvement past the cap (no victories yet): it waits.
    await t.platform.db.insert(ledgerEntries).values([
      {
        contractorId: id,
        resource: 'exp',
        amount: -(before?.exp ?? 0),
        kind: 'adjustment',
        cause: {},
        createdAt: t.platform.now(),
      },
      {
        contractorId: id,
        resource: 'improvement',
        amount: 1,
        kind: 'adjustment',
        cause: {},
        createdAt: t.platform.now(),
      },
    ]);
    const waiting = expectOk(await getDashboard(t.platform, vera));
    expect(waiting.spendable.find((c) => c.id === id)).toBeUndefined();
    expect(waiting.contractorCount).toBe(1);
    // A victory makes room: now it is spendable.
    await setVictories(t.platform, id, 1);
    expect(expectOk(await getDashboard(t.platform, vera)).spendable.find((c) => c.id === id)).toMatchObject({
      exp: 0,
      improvements: 1,
    });
  });

  it('a declared past Contract awaiting confirmations says so, with no seats', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann');
    const declared = expectOk(
      await declareContract(t.platform, table.gm, table.playgroupId, {
        title: 'The Old Mill',
        startsAt: '2029-12-01T19:00:00Z',
        gmHandle: 'gwen',
        seats: [{ contractorId: ann.contractorId, outcome: 'victory' }],
      }),
    );
    const running = await runningContract(table, [ann], { title: 'The Lighthouse' });
    const gm = expectOk(await getDashboard(t.platform, table.gm));
    expect(gm.asGm.map((c) => [c.id, c.state, c.declared, c.seats])).toEqual([
      [declared.id, 'active', true, undefined],
      [running, 'active', false, { taken: 1, capacity: 5 }],
    ]);
    const mine = expectOk(await getDashboard(t.platform, ann.player));
    expect(mine.asPlayer.map((c) => [c.id, c.declared])).toEqual([
      [declared.id, true],
      [running, false],
    ]);
  });
});
