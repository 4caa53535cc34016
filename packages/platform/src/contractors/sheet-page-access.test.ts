import { describe, expect, it } from 'vitest';
import { finishContract } from '../contracts/finish.js';
import { openTable } from '../contracts/fixtures.js';
import { rsvp } from '../contracts/rsvp.js';
import { scheduleContract } from '../contracts/schedule.js';
import { startContract } from '../contracts/start.js';
import { removeContractorFromPlaygroup } from '../playgroups/contractor-approval.js';
import { changeMembership } from '../playgroups/membership.js';
import { expectOk, player } from '../testing/fixtures.js';
import { referencePage } from '../testing/sheet-reference.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { getContractor } from './read.js';
import { recordRoll } from './rolls.js';
import { sheetCacheOf } from './sheet-cache.js';
import { getSheetPage } from './sheet-page.js';
import { updateContractor } from './update.js';

// Issue 5: a Leader (and the GM of an Active Contract) opens a member's private sheet through the cached read
// path, and the cache never keeps a door open once the Playgroups say it is shut.
describe.each(backends)('private sheets through the cached sheet page ($name)', (backend) => {
  const t = useTestPlatform(backend);
  const hidden = { ok: false, error: { code: 'not_found', status: 404 } };

  /** A Playgroup (Gwen leads it), Moe a Member who GMs, and Ann a Member whose approved Contractor is private. */
  async function privateSheet() {
    const table = await openTable(t.platform);
    const mo = await table.seat('moe');
    const ann = await table.seat('ann', { name: 'Ann Vell' });
    const version = expectOk(await getContractor(t.platform, ann.player, ann.contractorId)).version;
    expectOk(await updateContractor(t.platform, ann.player, ann.contractorId, { version, private: true }));
    expectOk(await recordRoll(t.platform, ann.player, ann.contractorId, { expression: 'dex' }));
    return { table, mo, ann, outsider: await player(t.platform, 'otto') };
  }

  it('opens to the Leader as a cache hit once the owner warmed it, and to nobody outside', async () => {
    const { table, ann, outsider } = await privateSheet();
    const stats = sheetCacheOf(t.platform.db).stats;
    expect(
      expectOk(await getSheetPage(t.platform, ann.player, ann.contractorId, { rolls: 20 })).contractor,
    ).toMatchObject({ private: true, editable: true });
    const hits = stats.hits;
    const seen = expectOk(await getSheetPage(t.platform, table.gm, ann.contractorId, { rolls: 20 }));
    expect(stats.hits).toBe(hits + 1);
    expect(seen).toStrictEqual(await referencePage(t.platform, table.gm, ann.contractorId, 20));
    expect(seen.contractor).toMatchObject({ private: true, editable: false, concept: { name: 'Ann Vell' } });
    expect(seen.rolls).toHaveLength(1);
    for (const viewer of [outsider, null])
      expect(await getSheetPage(t.platform, viewer, ann.contractorId)).toMatchObject(hidden);
  });

  it('opens to the GM of an Active Contract the Contractor attends, only while it is Active', async () => {
    const { table, mo, ann } = await privateSheet();
    const id = expectOk(
      await scheduleContract(t.platform, mo.player, {
        playgroupId: table.playgroupId,
        title: 'Low Tide',
        startsAt: '2030-02-01T19:00:00Z',
      }),
    ).id;
    expectOk(await rsvp(t.platform, ann.player, id, { contractorId: ann.contractorId }));
    expectOk(await getSheetPage(t.platform, ann.player, ann.contractorId));
    // Scheduled is not enough.
    expect(await getSheetPage(t.platform, mo.player, ann.contractorId)).toMatchObject(hidden);
    expectOk(await startContract(t.platform, mo.player, id));
    const stats = sheetCacheOf(t.platform.db).stats;
    const hits = stats.hits;
    const seen = expectOk(await getSheetPage(t.platform, mo.player, ann.contractorId, { rolls: 20 }));
    expect(stats.hits).toBe(hits + 1);
    expect(seen).toStrictEqual(await referencePage(t.platform, mo.player, ann.contractorId, 20));
    expect(seen.contractor.editable).toBe(false);
    expectOk(
      await finishContract(t.platform, mo.player, id, {
        outcomes: [{ contractorId: ann.contractorId, outcome: 'failure' }],
      }),
    );
    expect(await getSheetPage(t.platform, mo.player, ann.contractorId)).toMatchObject(hidden);
  });

  it('shuts the door at once when the Contractor leaves the Playgroup, though the Leader’s read was cached', async () => {
    const { table, ann } = await privateSheet();
    expectOk(await getSheetPage(t.platform, table.gm, ann.contractorId, { rolls: 20 }));
    expect(sheetCacheOf(t.platform.db).holds(ann.contractorId)).toBe(true);
    expectOk(await removeContractorFromPlaygroup(t.platform, ann.player, table.playgroupId, ann.contractorId));
    // Leaving changes nothing on the sheet itself, so the cached copy is still fresh; access is what changed.
    const stats = sheetCacheOf(t.platform.db).stats;
    const before = { ...stats };
    expect(await getSheetPage(t.platform, table.gm, ann.contractorId, { rolls: 20 })).toMatchObject(hidden);
    expect(await getSheetPage(t.platform, table.gm, ann.contractorId, { rolls: 0, ledger: false })).toMatchObject(
      hidden,
    );
    expect(stats.hits).toBe(before.hits);
    // The owner still reads it, from the cache.
    expectOk(await getSheetPage(t.platform, ann.player, ann.contractorId, { rolls: 20 }));
    expect(stats.hits).toBe(before.hits + 1);
  });

  it('shuts the door when the Leader hands over the lead and steps down to Member', async () => {
    const { table, mo, ann } = await privateSheet();
    expectOk(await getSheetPage(t.platform, table.gm, ann.contractorId));
    expectOk(
      await changeMembership(t.platform, table.gm, table.playgroupId, 'moe', {
        action: 'set_roles',
        roles: ['leader'],
      }),
    );
    expectOk(
      await changeMembership(t.platform, mo.player, table.playgroupId, 'gwen', {
        action: 'set_roles',
        roles: ['member'],
      }),
    );
    expect(await getSheetPage(t.platform, table.gm, ann.contractorId)).toMatchObject(hidden);
    expect(expectOk(await getSheetPage(t.platform, mo.player, ann.contractorId)).contractor.private).toBe(true);
  });
});
