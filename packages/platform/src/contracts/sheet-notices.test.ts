import { describe, expect, it } from 'vitest';
import { getContractor } from '../contractors/read.js';
import { updateContractor } from '../contractors/update.js';
import { expectOk, player } from '../testing/fixtures.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { getContractorRecord } from './contractor-record.js';
import { finishContract } from './finish.js';
import { openTable, runningContract } from './fixtures.js';
import { getSheetNotices } from './sheet-notices.js';
import { voidContractRecord } from './void.js';

describe.each(backends)('sheet notices for the banner ($name)', (backend) => {
  const t = useTestPlatform(backend);

  it('a voided death leaves its notices, with the Contract named, the same ones the Story tab lists', async () => {
    const table = await openTable(t.platform);
    const bob = await table.seat('bob');
    expect(expectOk(await getSheetNotices(t.platform, null, bob.contractorId))).toEqual([]);
    const id = await runningContract(table, [bob], { title: 'Salt Road' });
    expectOk(
      await finishContract(t.platform, table.gm, id, {
        outcomes: [{ contractorId: bob.contractorId, outcome: 'death' }],
      }),
    );
    t.clock.advance(86_400_000);
    expectOk(await voidContractRecord(t.platform, table.gm, id, { reason: 'Played with the wrong rules.' }));
    const notices = expectOk(await getSheetNotices(t.platform, null, bob.contractorId));
    expect(notices.map((n) => [n.code, n.contract])).toEqual([
      ['contract_voided', { id, title: 'Salt Road' }],
      ['death_voided', { id, title: 'Salt Road' }],
    ]);
    expect(notices[1]!.message).toContain('GMs, take note');
    const story = expectOk(await getContractorRecord(t.platform, null, bob.contractorId)).notices;
    expect(notices.map((n) => n.id)).toEqual(story.map((n) => n.id));
  });

  it('hides a private sheet’s notices from outsiders but shows them to its owner and its Leader', async () => {
    const table = await openTable(t.platform);
    const bob = await table.seat('bob');
    const id = await runningContract(table, [bob]);
    expectOk(
      await finishContract(t.platform, table.gm, id, {
        outcomes: [{ contractorId: bob.contractorId, outcome: 'death' }],
      }),
    );
    expectOk(await voidContractRecord(t.platform, table.gm, id, {}));
    // Read while public first: what is kept between reads must not outlive the sheet turning private.
    expect(expectOk(await getSheetNotices(t.platform, null, bob.contractorId))).toHaveLength(2);
    const version = expectOk(await getContractor(t.platform, bob.player, bob.contractorId)).version;
    expectOk(await updateContractor(t.platform, bob.player, bob.contractorId, { version, private: true }));
    const outsider = await player(t.platform, 'otto');
    for (const viewer of [outsider, null])
      expect(await getSheetNotices(t.platform, viewer, bob.contractorId)).toMatchObject({
        ok: false,
        error: { code: 'not_found' },
      });
    for (const viewer of [bob.player, table.gm])
      expect(expectOk(await getSheetNotices(t.platform, viewer, bob.contractorId))).toHaveLength(2);
    for (const bad of ['nope', '00000000-0000-4000-8000-000000000000', 7])
      expect(await getSheetNotices(t.platform, bob.player, bad)).toMatchObject({
        ok: false,
        error: { code: 'not_found' },
      });
  });
});
