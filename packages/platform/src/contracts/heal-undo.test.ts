import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addInjury, updateInjury } from '../contractors/injuries.js';
import { getContractor } from '../contractors/read.js';
import { contractHealings } from '../db/schema.js';
import { expectOk } from '../testing/fixtures.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { getContractorRecord } from './contractor-record.js';
import { finishContract } from './finish.js';
import { openTable, type Player, type Table } from './fixtures.js';
import { rsvp } from './rsvp.js';
import { getContract } from './schedule.js';
import { startContract } from './start.js';
import { voidContractRecord } from './void.js';

type Seat = { player: Player; contractorId: string };

describe.each(backends)('voiding gives back the healing a Contract did ($name)', (backend) => {
  const t = useTestPlatform(backend);
  let day = 1;

  const sheet = async (s: Seat) => expectOk(await getContractor(t.platform, s.player, s.contractorId));
  const injuriesOf = async (s: Seat) => (await sheet(s)).injuries.map((i) => [i.note, i.severity]);
  const hurt = async (s: Seat, severity: number, note: string) =>
    expectOk(await addInjury(t.platform, s.player, s.contractorId, { severity, note }));

  async function play(table: Table, seats: readonly Seat[], during?: () => Promise<unknown>) {
    day += 1;
    const id = await table.schedule({ startsAt: `2030-03-${String(day).padStart(2, '0')}T19:00:00+01:00` });
    for (const s of seats) expectOk(await rsvp(t.platform, s.player, id, { contractorId: s.contractorId }));
    expectOk(await startContract(t.platform, table.gm, id));
    t.clock.advance(60_000);
    await during?.();
    expectOk(
      await finishContract(t.platform, table.gm, id, {
        outcomes: seats.map((s) => ({ contractorId: s.contractorId, outcome: 'failure' as const })),
      }),
    );
    t.clock.advance(60_000);
    return id;
  }
  const voidIt = async (table: Table, id: string) => expectOk(await voidContractRecord(t.platform, table.gm, id, {}));

  it('gritty: Severities, a closed Injury and its scar come back exactly, and the page said so first', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann');
    const bob = await table.seat('bob');
    await hurt(bob, 2, 'sprain');
    await hurt(bob, 4, 'gash');
    const before = await sheet(bob);
    const id = await play(table, [ann], () => hurt(ann, 5, 'bite'));
    expect(await injuriesOf(ann)).toEqual([['bite', 3]]);
    expect(await injuriesOf(bob)).toEqual([['gash', 2]]);
    expect(expectOk(await getContract(t.platform, table.gm, id)).healingBack).toEqual({ lowered: 2, closed: 1 });

    const result = await voidIt(table, id);
    expect(result.healingRestored).toHaveLength(3);
    expect(result.healingKept).toEqual([]);
    expect(await injuriesOf(ann)).toEqual([['bite', 5]]);
    const after = await sheet(bob);
    // Same rows, same ids, same degrading clocks: as if the month never passed.
    expect(after.injuries).toEqual(before.injuries);
    expect(after.battleScars).toEqual(before.battleScars);
    expect(after.version).toBeGreaterThan(before.version);
    expect(expectOk(await getContract(t.platform, table.gm, id)).healingBack).toBeNull();
  });

  it('gritty: a scar the closing made permanent becomes temporary again and points at its Injury', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann');
    await hurt(ann, 4, 'gash');
    const first = await play(table, [ann]);
    const before = await sheet(ann);
    const second = await play(table, [ann]);
    expect((await sheet(ann)).battleScars).toMatchObject([{ permanent: true }]);
    expect((await sheet(ann)).battleScars[0]!.injuryId).toBeUndefined();
    await voidIt(table, second);
    expect((await sheet(ann)).injuries).toEqual(before.injuries);
    expect((await sheet(ann)).battleScars).toEqual(before.battleScars);
    expect(before.battleScars).toMatchObject([{ permanent: false, injuryId: before.injuries[0]!.id }]);
    await voidIt(table, first);
    expect(await injuriesOf(ann)).toEqual([['gash', 4]]);
  });

  it('gritty: a scar that faded with a clean heal comes back with its Injury', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann');
    await hurt(ann, 4, 'gash');
    const gash = (await sheet(ann)).injuries[0]!;
    expectOk(
      await updateInjury(t.platform, ann.player, ann.contractorId, gash.id, {
        version: (await sheet(ann)).version,
        action: 'stabilize',
        kind: 'proper',
        outcome: 20,
      }),
    );
    await play(table, [ann]);
    const before = await sheet(ann);
    expect(before.injuries).toMatchObject([{ severity: 2, cleanHeal: true }]);
    const id = await play(table, [ann]);
    expect((await sheet(ann)).injuries).toEqual([]);
    expect((await sheet(ann)).battleScars).toEqual([]);
    await voidIt(table, id);
    expect((await sheet(ann)).injuries).toEqual(before.injuries);
    expect((await sheet(ann)).battleScars).toEqual(before.battleScars);
    expect(before.battleScars).toHaveLength(1);
  });

  it('arcade: the healing at the recording and at the next start both come back with the Contract that did them', async () => {
    const table = await openTable(t.platform, { healing: 'arcade' });
    const ann = await table.seat('ann');
    const first = await play(table, [ann], () => hurt(ann, 5, 'bite'));
    expect(await injuriesOf(ann)).toEqual([['bite', 3]]);
    const atFirst = await sheet(ann);
    // The next Contract's start closes the bite; its recording heals nothing more.
    const second = await play(table, [ann]);
    expect(await injuriesOf(ann)).toEqual([]);
    expect(expectOk(await getContract(t.platform, table.gm, second)).healingBack).toEqual({ lowered: 0, closed: 1 });
    await voidIt(table, second);
    expect((await sheet(ann)).injuries).toEqual(atFirst.injuries);
    await voidIt(table, first);
    expect(await injuriesOf(ann)).toEqual([['bite', 5]]);
  });

  it('a change made since wins: the Injury stays as it is, and its sheet tells the GM what it was', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann');
    const bob = await table.seat('bob');
    await hurt(ann, 6, 'burn');
    await hurt(bob, 7, 'cut');
    const first = await play(table, [ann, bob]);
    const second = await play(table, [ann, bob]);
    expect(await injuriesOf(ann)).toEqual([['burn', 2]]);
    // A heal by hand after the second Contract.
    const burn = (await sheet(ann)).injuries[0]!;
    expectOk(
      await updateInjury(t.platform, ann.player, ann.contractorId, burn.id, {
        version: (await sheet(ann)).version,
        action: 'heal',
      }),
    );
    const handled = await injuriesOf(ann);
    expect(handled).not.toEqual([['burn', 2]]);
    const result = await voidIt(table, second);
    expect(result.healingKept).toEqual([{ contractorId: ann.contractorId, injuryId: burn.id }]);
    expect(result.healingRestored).toEqual([{ contractorId: bob.contractorId, injuryId: expect.any(String) }]);
    expect(await injuriesOf(ann)).toEqual(handled);
    expect(await injuriesOf(bob)).toEqual([['cut', 5]]);
    const notices = expectOk(await getContractorRecord(t.platform, null, ann.contractorId)).notices;
    expect(notices.find((n) => n.code === 'healing_kept')?.message).toContain('Severity 4 to 2');
    // Voiding the first Contract: Bob's cut is as the first left it, so it comes back; Ann's burn changed, so it stays.
    const earlier = await voidIt(table, first);
    expect(earlier.healingKept.map((h) => h.contractorId)).toEqual([ann.contractorId]);
    expect(await injuriesOf(bob)).toEqual([['cut', 7]]);
    expect(await injuriesOf(ann)).toEqual(handled);
    const rows = await t.platform.db.select().from(contractHealings).where(eq(contractHealings.contractId, first));
    expect(rows.map((r) => [r.contractorId === ann.contractorId ? 'ann' : 'bob', r.undone]).sort()).toEqual([
      ['ann', 'kept'],
      ['bob', 'restored'],
    ]);
  });

  it('a later Contract’s healing on the same Injury also wins until that Contract is voided first', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann');
    await hurt(ann, 7, 'cut');
    const first = await play(table, [ann]);
    const second = await play(table, [ann]);
    expect(await injuriesOf(ann)).toEqual([['cut', 3]]);
    // Voided out of order: the cut changed after the first healed it, so it stays at 3.
    const early = await voidIt(table, first);
    expect(early.healingKept).toHaveLength(1);
    expect(await injuriesOf(ann)).toEqual([['cut', 3]]);
    await voidIt(table, second);
    expect(await injuriesOf(ann)).toEqual([['cut', 5]]);
  });
});
