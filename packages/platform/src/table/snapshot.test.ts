import { describe, expect, it } from 'vitest';
import { openTable, runningContract } from '../contracts/fixtures.js';
import { updateContractor } from '../contractors/update.js';
import { getContractor } from '../contractors/read.js';
import { expectOk, player } from '../testing/fixtures.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { appendTableEvent } from './events.js';
import { getTableSnapshot } from './snapshot.js';

describe.each(backends)('the table snapshot ($name)', (backend) => {
  const t = useTestPlatform(backend);

  async function playing() {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann', { name: 'Ann Vale' });
    const bo = await table.seat('bobo', { name: 'Bo Crane' });
    // Bo's sheet is private: the GM still sees it at the table, Ann does not.
    const version = expectOk(await getContractor(t.platform, bo.player, bo.contractorId)).version;
    expectOk(await updateContractor(t.platform, bo.player, bo.contractorId, { version, private: true }));
    const contractId = await runningContract(table, [ann, bo]);
    return { table, ann, bo, contractId };
  }

  it('seats the GM as GM and each player as a player, and turns everyone else away', async () => {
    const { table, ann, contractId } = await playing();
    expect(expectOk(await getTableSnapshot(t.platform, table.gm, contractId)).seat.role).toBe('gm');
    const annSeat = expectOk(await getTableSnapshot(t.platform, ann.player, contractId)).seat;
    expect(annSeat).toMatchObject({ role: 'player', contractorIds: [ann.contractorId], contractState: 'active' });
    const stranger = await player(t.platform, 'stranger');
    const refused = await getTableSnapshot(t.platform, stranger, contractId);
    expect(refused.ok ? null : refused.error.code).toBe('not_at_table');
    const nobody = await getTableSnapshot(t.platform, null, contractId);
    expect(nobody.ok ? null : nobody.error.status).toBe(401);
  });

  it('shows the GM every attendee’s sheet, private ones too, and a player only what they may see', async () => {
    const { table, ann, bo, contractId } = await playing();
    const forGm = expectOk(await getTableSnapshot(t.platform, table.gm, contractId)).attendees;
    expect(forGm.map((a) => [a.name, a.sheet !== null])).toEqual([
      ['Ann Vale', true],
      ['Bo Crane', true],
    ]);
    expect(forGm[1]!.sheet?.derived.body).toBeGreaterThan(0);
    const forAnn = expectOk(await getTableSnapshot(t.platform, ann.player, contractId)).attendees;
    expect(forAnn.find((a) => a.contractorId === ann.contractorId)?.sheet?.editable).toBe(true);
    expect(forAnn.find((a) => a.contractorId === bo.contractorId)?.sheet).toBeNull();
  });

  it('opens with the latest events each viewer may see', async () => {
    const { table, ann, bo, contractId } = await playing();
    const p = t.platform;
    const add = (visibility: 'public' | 'gm' | 'self', actorId: string, outcome: number) =>
      p.db.transaction((tx) =>
        appendTableEvent(tx, { contractId, kind: 'roll', visibility, actorId, payload: { outcome }, now: p.now() }),
      );
    await add('public', ann.player.userId, 1);
    await add('gm', table.gm.userId, 2);
    await add('self', bo.player.userId, 3);
    const outcomes = async (who: typeof ann.player) =>
      expectOk(await getTableSnapshot(p, who, contractId)).events.map((e) => e.payload?.outcome);
    expect(await outcomes(table.gm)).toEqual([1, 2]);
    expect(await outcomes(ann.player)).toEqual([1]);
    expect(await outcomes(bo.player)).toEqual([1, 3]);
    const last = expectOk(await getTableSnapshot(p, ann.player, contractId)).lastEventId;
    expect(last).toBeGreaterThan(0);
  });
});
