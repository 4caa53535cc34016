import { describe, expect, it } from 'vitest';
import { decideChangeRequest, getPendingChanges } from '../contractors/change-requests.js';
import { spendExp } from '../contractors/spend-exp.js';
import { finishContract } from '../contracts/finish.js';
import { openTable, type Player, type Table } from '../contracts/fixtures.js';
import { rsvp } from '../contracts/rsvp.js';
import { cancelContract, getContract } from '../contracts/schedule.js';
import { startContract } from '../contracts/start.js';
import { voidContractRecord } from '../contracts/void.js';
import { stockGiftSpec } from '@harbinger/rules';
import { craftConsumables } from '../gifts/crafting.js';
import { createGift } from '../gifts/create-gift.js';
import { award } from '../gifts/gift-fixtures.js';
import { getContractorJournals } from '../journals/read.js';
import { writeJournal } from '../journals/write.js';
import { expectOk } from '../testing/fixtures.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { getSpendLock } from './cycle-hold.js';
import { currentDowntime } from './downtime.js';
import { endCycle, listOpenCycles } from './cycles.js';

describe.each(backends)('Contract Cycles ($name)', (backend) => {
  const t = useTestPlatform(backend);
  type Seat = { player: Player; contractorId: string };

  const raise = (seat: Seat) =>
    spendExp(t.platform, seat.player, seat.contractorId, { purchase: { kind: 'ability', id: 'athletics' } });

  /** Schedules a Cycle of `length`, answers its first Contract's id and the Cycle's id. */
  async function startCycle(table: Table, length: number) {
    const first = await table.schedule({ title: 'Part One', cycle: { length } });
    const view = expectOk(await getContract(t.platform, table.gm, first));
    return { first, cycleId: view.cycle!.id };
  }

  async function play(table: Table, id: string, seats: readonly Seat[]) {
    for (const s of seats) expectOk(await rsvp(t.platform, s.player, id, { contractorId: s.contractorId }));
    expectOk(await startContract(t.platform, table.gm, id));
    t.clock.advance(3_600_000);
    expectOk(
      await finishContract(t.platform, table.gm, id, {
        outcomes: seats.map((s) => ({ contractorId: s.contractorId, outcome: 'victory' as const })),
      }),
    );
  }

  it('is declared when scheduling and tells everyone each Contract’s place', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann');
    const { first, cycleId } = await startCycle(table, 2);
    expect(expectOk(await listOpenCycles(t.platform, table.gm, table.playgroupId))).toEqual([
      { id: cycleId, length: 2, counted: 1, firstTitle: 'Part One' },
    ]);
    const second = await table.schedule({
      title: 'Part Two',
      startsAt: '2030-03-01T19:00:00+01:00',
      cycle: { cycleId },
    });
    const seen = expectOk(await getContract(t.platform, ann.player, second));
    expect(seen.cycle).toMatchObject({ id: cycleId, length: 2, position: 2, played: 0, ended: false });
    expect(expectOk(await getContract(t.platform, ann.player, first)).cycle?.position).toBe(1);
    expect(await table.schedule({ cycle: { cycleId } }).catch((e: Error) => e.message)).toMatch(/cycle_full/);
    expect(expectOk(await listOpenCycles(t.platform, table.gm, table.playgroupId))).toEqual([]);
    expect(await table.schedule({ cycle: { length: 1 } }).catch((e: Error) => e.message)).toMatch(/validation/);
    // A Cycle whose only Contract was canceled is not offered to continue.
    const lone = await startCycle(table, 3);
    expect(expectOk(await listOpenCycles(t.platform, table.gm, table.playgroupId)).map((c) => c.id)).toEqual([
      lone.cycleId,
    ]);
    expectOk(await cancelContract(t.platform, table.gm, lone.first));
    expect(expectOk(await listOpenCycles(t.platform, table.gm, table.playgroupId))).toEqual([]);
  });

  it('refuses a spend between its Contracts and allows it after the last', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann');
    const bob = await table.seat('bob');
    const { first, cycleId } = await startCycle(table, 2);
    const second = await table.schedule({
      title: 'Part Two',
      startsAt: '2030-03-01T19:00:00+01:00',
      cycle: { cycleId },
    });
    await play(table, first, [ann]);
    const refused = await raise(ann);
    expect(refused).toMatchObject({ ok: false, error: { code: 'in_cycle', status: 409 } });
    expect(!refused.ok && refused.error.message).toContain('In a Cycle: 1 of 2 Contracts played');
    expect(expectOk(await getSpendLock(t.platform, ann.player, ann.contractorId))).toMatchObject({
      code: 'in_cycle',
      line: 'In a Cycle: 1 of 2 Contracts played — spend Exp after the last.',
      cycle: { length: 2, played: 1, firstTitle: 'Part One' },
    });
    // Bob never played a Contract of the Cycle, so nothing holds him.
    expectOk(await raise(bob));
    expect(expectOk(await getSpendLock(t.platform, bob.player, bob.contractorId))).toBeNull();
    await play(table, second, [ann]);
    expectOk(await raise(ann));
    expect(expectOk(await getSpendLock(t.platform, ann.player, ann.contractorId))).toBeNull();
  });

  it('frees its players when the Contract they played is voided', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann');
    const { first } = await startCycle(table, 3);
    await play(table, first, [ann]);
    expect(await raise(ann)).toMatchObject({ ok: false, error: { code: 'in_cycle' } });
    expectOk(await voidContractRecord(t.platform, table.gm, first, { reason: 'A bad dream.' }));
    expectOk(await raise(ann));
  });

  it('opens no Downtime until its last Contract: the Downtime follows that one', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann');
    expect(await currentDowntime(t.platform.db, ann.contractorId)).toBeNull();
    const warmUp = await table.schedule({ title: 'Warm-up', startsAt: '2030-01-20T19:00:00+01:00' });
    await play(table, warmUp, [ann]);
    expect(await currentDowntime(t.platform.db, ann.contractorId)).toEqual({ afterContractId: warmUp });
    const { first, cycleId } = await startCycle(table, 2);
    const second = await table.schedule({
      title: 'Part Two',
      startsAt: '2030-03-01T19:00:00+01:00',
      cycle: { cycleId },
    });
    await play(table, first, [ann]);
    expect(await currentDowntime(t.platform.db, ann.contractorId)).toBeNull();
    await play(table, second, [ann]);
    expect(await currentDowntime(t.platform.db, ann.contractorId)).toEqual({ afterContractId: second });
  });

  it('frees its players when its creator or a Leader ends it early, and no one else may', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann');
    const { first, cycleId } = await startCycle(table, 3);
    await play(table, first, [ann]);
    expect(await endCycle(t.platform, ann.player, cycleId)).toMatchObject({
      ok: false,
      error: { code: 'missing_permission', status: 403 },
    });
    expect(await raise(ann)).toMatchObject({ ok: false, error: { code: 'in_cycle' } });
    expectOk(await endCycle(t.platform, table.gm, cycleId));
    expectOk(await raise(ann));
    expect(expectOk(await getContract(t.platform, ann.player, first)).cycle).toMatchObject({ ended: true });
    expect(await endCycle(t.platform, table.gm, cycleId)).toMatchObject({ ok: false, error: { code: 'cycle_over' } });
    expect(await table.schedule({ cycle: { cycleId } }).catch((e: Error) => e.message)).toMatch(/cycle_ended/);
  });

  it('holds only finished Contracts: an Active one locks by itself, as before', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann');
    const { first } = await startCycle(table, 2);
    expectOk(await rsvp(t.platform, ann.player, first, { contractorId: ann.contractorId }));
    expectOk(await startContract(t.platform, table.gm, first));
    expect(await raise(ann)).toMatchObject({ ok: false, error: { code: 'sheet_locked' } });
  });

  it('has no Downtime between its Contracts: no Consumable is crafted until the last is played', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann');
    await award(t.platform, ann.contractorId, { victories: 2, giftCredits: 1, exp: 5 });
    const gift = expectOk(
      await createGift(t.platform, ann.player, ann.contractorId, { spec: stockGiftSpec('healing-draught') }),
    );
    const { first, cycleId } = await startCycle(table, 2);
    const second = await table.schedule({
      title: 'Part Two',
      startsAt: '2030-03-01T19:00:00+01:00',
      cycle: { cycleId },
    });
    await play(table, first, [ann]);
    const refused = await craftConsumables(t.platform, ann.player, ann.contractorId, { giftId: gift.id });
    expect(refused).toMatchObject({ ok: false, error: { code: 'no_downtime', status: 422 } });
    await play(table, second, [ann]);
    const made = expectOk(await craftConsumables(t.platform, ann.player, ann.contractorId, { giftId: gift.id }));
    expect(made.bill).toEqual({ free: 1, paid: 0, exp: 0 });
  });

  it('holds a Leader’s approval of an Asset bought with Exp until the Cycle’s last Contract', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann');
    // A first Contract outside any Cycle: from now on an Asset waits for a Leader.
    const warmUp = await table.schedule({ title: 'Warm-up', startsAt: '2030-01-20T19:00:00+01:00' });
    await play(table, warmUp, [ann]);
    expectOk(
      await spendExp(t.platform, ann.player, ann.contractorId, { purchase: { kind: 'asset', id: 'double_jointed' } }),
    );
    const [pending] = expectOk(await getPendingChanges(t.platform, ann.player, ann.contractorId));
    const { first, cycleId } = await startCycle(table, 2);
    const second = await table.schedule({
      title: 'Part Two',
      startsAt: '2030-03-01T19:00:00+01:00',
      cycle: { cycleId },
    });
    await play(table, first, [ann]);
    const approve = () =>
      decideChangeRequest(t.platform, table.gm, table.playgroupId, pending!.id, { decision: 'approve' });
    expect(await approve()).toMatchObject({ ok: false, error: { code: 'in_cycle' } });
    await play(table, second, [ann]);
    expectOk(await approve());
  });

  it('has no Downtime Journal between its Contracts; the Downtime after the last one played can be written', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann');
    const bob = await table.seat('bob');
    const { first, cycleId } = await startCycle(table, 2);
    const second = await table.schedule({
      title: 'Part Two',
      startsAt: '2030-03-01T19:00:00+01:00',
      cycle: { cycleId },
    });
    const journal = (seat: Seat, contractId: string) =>
      writeJournal(t.platform, seat.player, {
        contractorId: seat.contractorId,
        kind: 'downtime',
        contractId,
        title: 'Between',
        body: 'We waited by the water.',
      });
    await play(table, first, [ann, bob]);
    expect(await journal(ann, first)).toMatchObject({ ok: false, error: { code: 'no_downtime', status: 422 } });
    // The Journal form offers only the Contract itself.
    const offered = expectOk(await getContractorJournals(t.platform, ann.player, ann.contractorId)).choices;
    expect(offered.map((c) => c.kind)).toEqual(['contract']);
    await play(table, second, [ann]);
    // Ann played both: her Downtime follows the last. Bob played only the first, which is his last of the Cycle.
    expect(await journal(ann, first)).toMatchObject({ ok: false, error: { code: 'no_downtime' } });
    expectOk(await journal(ann, second));
    expectOk(await journal(bob, first));
  });
});
