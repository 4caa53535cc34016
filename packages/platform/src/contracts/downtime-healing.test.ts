import { describe, expect, it } from 'vitest';
import { addInjury } from '../contractors/injuries.js';
import { getContractor } from '../contractors/read.js';
import { expectOk } from '../testing/fixtures.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { finishContract } from './finish.js';
import { openTable, type Player, type Table } from './fixtures.js';
import { rsvp } from './rsvp.js';
import { getContract } from './schedule.js';
import { startContract } from './start.js';

type Seat = { player: Player; contractorId: string };

describe.each(backends)('healing as a Downtime passes ($name)', (backend) => {
  const t = useTestPlatform(backend);
  let day = 1;

  const injuriesOf = async (s: Seat) =>
    expectOk(await getContractor(t.platform, s.player, s.contractorId)).injuries.map((i) => [i.note, i.severity]);
  const hurt = async (s: Seat, severity: number, note: string) =>
    expectOk(await addInjury(t.platform, s.player, s.contractorId, { severity, note }));

  async function schedule(table: Table, input: Record<string, unknown> = {}) {
    day += 1;
    return table.schedule({ startsAt: `2030-02-${String(day).padStart(2, '0')}T19:00:00+01:00`, ...input });
  }
  async function start(table: Table, id: string, seats: readonly Seat[]) {
    for (const s of seats) expectOk(await rsvp(t.platform, s.player, id, { contractorId: s.contractorId }));
    expectOk(await startContract(t.platform, table.gm, id));
    t.clock.advance(60_000);
  }
  async function finish(table: Table, id: string, seats: readonly Seat[]) {
    expectOk(
      await finishContract(t.platform, table.gm, id, {
        outcomes: seats.map((s) => ({ contractorId: s.contractorId, outcome: 'failure' as const })),
      }),
    );
  }
  async function cycleOfTwo(table: Table) {
    const first = await schedule(table, { cycle: { length: 2 } });
    const cycleId = expectOk(await getContract(t.platform, table.gm, first)).cycle!.id;
    return { first, second: await schedule(table, { cycle: { cycleId } }) };
  }

  it('gritty: a finished Contract is a month for its survivors and the Playgroup’s other Contractors', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann');
    const bob = await table.seat('bob');
    await hurt(bob, 2, 'sprain');
    await hurt(bob, 3, 'cut');
    const id = await schedule(table);
    await start(table, id, [ann]);
    await hurt(ann, 3, 'bite');
    expect(await injuriesOf(ann)).toEqual([['bite', 3]]);
    await finish(table, id, [ann]);
    expect(await injuriesOf(ann)).toEqual([['bite', 1]]);
    // Bob missed the Contract, but the month passed for him too: the sprain closed.
    expect(await injuriesOf(bob)).toEqual([['cut', 1]]);
  });

  it('gritty: no month passes for someone still at another running Contract', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann');
    const bob = await table.seat('bob');
    const first = await schedule(table);
    const second = await schedule(table);
    await start(table, first, [ann]);
    await start(table, second, [bob]);
    await hurt(bob, 3, 'cut');
    await finish(table, first, [ann]);
    expect(await injuriesOf(bob)).toEqual([['cut', 3]]);
    await finish(table, second, [bob]);
    expect(await injuriesOf(bob)).toEqual([['cut', 1]]);
  });

  it('gritty: a closed Injury leaves its scar for good unless it healed clean', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann');
    await hurt(ann, 4, 'gash');
    const scarOf = async () => expectOk(await getContractor(t.platform, ann.player, ann.contractorId)).battleScars;
    expect(await scarOf()).toMatchObject([{ permanent: false }]);
    for (let i = 0; i < 2; i++) {
      const id = await schedule(table);
      await start(table, id, [ann]);
      await finish(table, id, [ann]);
    }
    expect(await injuriesOf(ann)).toEqual([]);
    expect(await scarOf()).toMatchObject([{ permanent: true }]);
  });

  it('gritty: no time passes between the Contracts of a Cycle', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann');
    const bob = await table.seat('bob');
    const cat = await table.seat('cat');
    await hurt(bob, 3, 'cut');
    await hurt(cat, 4, 'burn');
    const { first, second } = await cycleOfTwo(table);
    await start(table, first, [ann, cat]);
    await hurt(ann, 3, 'bite');
    await finish(table, first, [ann, cat]);
    expect(await injuriesOf(ann)).toEqual([['bite', 3]]);
    expect(await injuriesOf(cat)).toEqual([['burn', 4]]);
    expect(await injuriesOf(bob)).toEqual([['cut', 1]]);
    await start(table, second, [ann]);
    await finish(table, second, [ann]);
    // The Cycle's last Contract opens the Downtime, also for Cat, who missed it.
    expect(await injuriesOf(ann)).toEqual([['bite', 1]]);
    expect(await injuriesOf(cat)).toEqual([['burn', 2]]);
  });

  it('arcade: Cycle Contracts neither heal after them nor close Injuries before the next', async () => {
    const table = await openTable(t.platform, { healing: 'arcade' });
    const ann = await table.seat('ann');
    const { first, second } = await cycleOfTwo(table);
    await start(table, first, [ann]);
    await hurt(ann, 3, 'bite');
    await finish(table, first, [ann]);
    expect(await injuriesOf(ann)).toEqual([['bite', 3]]);
    await start(table, second, [ann]);
    expect(await injuriesOf(ann)).toEqual([['bite', 3]]);
    await hurt(ann, 4, 'burn');
    await finish(table, second, [ann]);
    // After the last: both Cycle Contracts' Injuries heal 2 for the Downtime, then close before the next Contract.
    expect(await injuriesOf(ann)).toEqual([
      ['bite', 1],
      ['burn', 2],
    ]);
    const next = await schedule(table);
    await start(table, next, [ann]);
    expect(await injuriesOf(ann)).toEqual([]);
  });
});
