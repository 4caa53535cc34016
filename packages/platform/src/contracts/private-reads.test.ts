import { describe, expect, it } from 'vitest';
import { updateContractor } from '../contractors/update.js';
import { getContractor } from '../contractors/read.js';
import { addContractorToPlaygroup, decideContractor, resubmitContractor } from '../playgroups/contractor-approval.js';
import { getPlaygroup, updatePlaygroup } from '../playgroups/playgroups.js';
import { contractorFor, expectOk, player } from '../testing/fixtures.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { getDeathWatch } from './confirm-death.js';
import { getContractorRecord } from './contractor-record.js';
import { finishContract } from './finish.js';
import { openTable, runningContract, type Table } from './fixtures.js';
import { listGraveyard } from './graveyard.js';
import { rsvp } from './rsvp.js';
import { getRsvpOptions } from './rsvp-options.js';
import { scheduleContract } from './schedule.js';
import { voidContractRecord } from './void.js';
import { joinWaitlist } from './waitlist.js';

const PRIVATE = { ok: false, error: { code: 'playgroup_private', status: 403 } };

// What a private (unlisted) Playgroup's Contracts show to outsiders: no more than the Playgroup's name already says.
describe.each(backends)('reads around a private Playgroup’s Contracts ($name)', (backend) => {
  const t = useTestPlatform(backend);

  async function setListed(table: Table, listed: boolean) {
    const { version } = expectOk(await getPlaygroup(t.platform, table.gm, table.playgroupId));
    expectOk(await updatePlaygroup(t.platform, table.gm, table.playgroupId, { version, listing: { listed } }));
  }

  /** A private table whose Contractor Ann died on “The Lighthouse”, with a stranger and a plain member. */
  async function deathAtAPrivateTable() {
    const table = await openTable(t.platform);
    await setListed(table, false);
    const ann = await table.seat('ann');
    const moe = await table.seat('moe');
    const contractId = await runningContract(table, [ann]);
    t.clock.advance(30 * 86_400_000);
    expectOk(
      await finishContract(t.platform, table.gm, contractId, {
        outcomes: [{ contractorId: ann.contractorId, outcome: 'death' }],
      }),
    );
    return { table, ann, moe, contractId, sam: await player(t.platform, 'sam') };
  }

  it('refuses an outsider the answer menu, an answer and a place in line, even when anyone may answer', async () => {
    const table = await openTable(t.platform);
    await setListed(table, false);
    const ann = await table.seat('ann');
    const sam = await player(t.platform, 'sam');
    const drifter = await contractorFor(t.platform, sam, { name: 'Drifter' });
    const id = await table.schedule({ rsvpRule: 'anyone', capacity: 1 });
    expect(await getRsvpOptions(t.platform, sam, id)).toMatchObject(PRIVATE);
    expect(await rsvp(t.platform, sam, id, { ringer: true })).toMatchObject(PRIVATE);
    expect(await rsvp(t.platform, sam, id, { contractorId: drifter })).toMatchObject(PRIVATE);
    expectOk(await getRsvpOptions(t.platform, ann.player, id));
    expectOk(await rsvp(t.platform, ann.player, id, { contractorId: ann.contractorId }));
    expect(await joinWaitlist(t.platform, sam, id, { ringer: true })).toMatchObject(PRIVATE);
    expect(await joinWaitlist(t.platform, sam, id, { contractorId: drifter })).toMatchObject(PRIVATE);
    // Listed, the same table takes the stranger's Free Agent in line: only privacy refused.
    await setListed(table, true);
    expect(expectOk(await getRsvpOptions(t.platform, sam, id)).blocked).toBeNull();
    expectOk(await joinWaitlist(t.platform, sam, id, { contractorId: drifter }));
  });

  it('hides a private Contractor’s name in the line from a GM who may not see private sheets', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann');
    const bob = await table.seat('bob');
    const gina = await table.seat('gina');
    const { version } = expectOk(await getContractor(t.platform, bob.player, bob.contractorId));
    expectOk(await updateContractor(t.platform, bob.player, bob.contractorId, { version, private: true }));
    // Gina is a plain member: she runs her Contract but does not manage the Playgroup's Contractors.
    const id = expectOk(
      await scheduleContract(t.platform, gina.player, {
        playgroupId: table.playgroupId,
        title: 'Gina’s job',
        startsAt: '2030-02-01T19:00:00Z',
        capacity: 1,
      }),
    ).id;
    expectOk(await rsvp(t.platform, ann.player, id, { contractorId: ann.contractorId }));
    expectOk(await joinWaitlist(t.platform, bob.player, id, { contractorId: bob.contractorId }));
    expect(expectOk(await getRsvpOptions(t.platform, gina.player, id)).waitlist.entries).toEqual([
      { place: 1, player: { handle: 'bob' }, ringer: false, contractorName: null, hidden: true },
    ]);
    // The Leader manages Contractors and sees the name.
    expect(expectOk(await getRsvpOptions(t.platform, table.gm, id)).waitlist.entries).toEqual([
      { place: 1, player: { handle: 'bob' }, ringer: false, contractorName: "bob's Contractor", hidden: false },
    ]);
  });

  it('keeps the Graveyard from naming a private Playgroup’s Contract to outsiders', async () => {
    const { table, ann, moe, contractId, sam } = await deathAtAPrivateTable();
    const grave = async (who: typeof sam | null) =>
      expectOk(await listGraveyard(t.platform, who, {})).items.find((g) => g.contractor.id === ann.contractorId)!;
    for (const who of [null, sam]) expect(await grave(who)).toMatchObject({ contract: null, playgroup: null });
    const named = { contract: { id: contractId, title: 'The Lighthouse' }, playgroup: { id: table.playgroupId } };
    for (const who of [ann.player, moe.player, table.gm]) expect(await grave(who)).toMatchObject(named);
    // The death watch on the sheet follows the same rule.
    expect(expectOk(await getDeathWatch(t.platform, sam, ann.contractorId)).death).toMatchObject({ contract: null });
    expect(expectOk(await getDeathWatch(t.platform, moe.player, ann.contractorId)).death).toMatchObject({
      contract: { id: contractId },
    });
  });

  it('lists on a public Contractor’s record only the Contracts its reader may open; its player sees them all', async () => {
    const { table, ann, moe, contractId, sam } = await deathAtAPrivateTable();
    expectOk(await voidContractRecord(t.platform, table.gm, contractId, { reason: 'Secret reasons.' }));
    const outsider = expectOk(await getContractorRecord(t.platform, sam, ann.contractorId));
    expect(outsider.contracts).toEqual([]);
    expect(outsider.notices.length).toBeGreaterThan(0);
    for (const n of outsider.notices) {
      expect(n.contractId).toBeNull();
      expect(n.message).not.toContain('Lighthouse');
      expect(n.message).not.toContain('Secret');
    }
    expect(expectOk(await getContractorRecord(t.platform, null, ann.contractorId)).contracts).toEqual([]);
    for (const who of [ann.player, moe.player]) {
      const record = expectOk(await getContractorRecord(t.platform, who, ann.contractorId));
      expect(record.contracts.map((c) => c.id)).toEqual([contractId]);
      expect(record.notices.every((n) => n.contractId === contractId && n.message.includes('Lighthouse'))).toBe(true);
    }
  });

  it('names the Contract a Contractor fell on and the one that locks it only to readers who may open it', async () => {
    const table = await openTable(t.platform);
    await setListed(table, false);
    const ann = await table.seat('ann');
    const sam = await player(t.platform, 'sam');
    const running = await runningContract(table, [ann]);
    expect(expectOk(await getContractorRecord(t.platform, sam, ann.contractorId)).lockedBy).toBeNull();
    expect(expectOk(await getContractorRecord(t.platform, ann.player, ann.contractorId)).lockedBy).toMatchObject({
      id: running,
    });
    t.clock.advance(30 * 86_400_000);
    expectOk(
      await finishContract(t.platform, table.gm, running, {
        outcomes: [{ contractorId: ann.contractorId, outcome: 'death' }],
      }),
    );
    expect(expectOk(await getContractorRecord(t.platform, sam, ann.contractorId)).death).toMatchObject({
      contract: null,
    });
    expect(expectOk(await getContractorRecord(t.platform, ann.player, ann.contractorId)).death).toMatchObject({
      contract: { id: running },
    });
  });

  it('shows the Leader’s message and the player’s note on the record only to the player and the approvers', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann');
    const moe = await table.seat('moe');
    const sam = await player(t.platform, 'sam');
    const fixing = await contractorFor(t.platform, ann.player, { name: 'Fixing' });
    expectOk(await addContractorToPlaygroup(t.platform, ann.player, table.playgroupId, { contractorId: fixing }));
    expectOk(
      await decideContractor(t.platform, table.gm, table.playgroupId, fixing, {
        decision: 'request_changes',
        message: 'Too many Assets.',
      }),
    );
    expectOk(await resubmitContractor(t.platform, ann.player, fixing, { note: 'Dropped one.' }));
    for (const who of [ann.player, table.gm])
      expect(expectOk(await getContractorRecord(t.platform, who, fixing)).home).toMatchObject({
        message: 'Too many Assets.',
        note: 'Dropped one.',
      });
    for (const who of [null, sam, moe.player])
      expect(expectOk(await getContractorRecord(t.platform, who, fixing)).home).toMatchObject({
        playgroup: { id: table.playgroupId },
        approval: 'pending',
        message: '',
        note: '',
      });
  });
});
