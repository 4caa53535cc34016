import { describe, expect, it } from 'vitest';
import { expectOk } from '../testing/fixtures.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { listNotifications } from '../playgroups/notifications.js';
import { confirmAttendance, declareContract } from './declare.js';
import { finishContract } from './finish.js';
import { openTable, runningContract } from './fixtures.js';
import { listGraveyard } from './graveyard.js';
import { voidContractRecord } from './void.js';

describe.each(backends)('a cause of death recorded with the Contract ($name)', (backend) => {
  const t = useTestPlatform(backend);

  it('stores the trimmed cause on the grave and in the death notice; refuses it on a seat that lived', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann');
    const bob = await table.seat('bob');
    const id = await runningContract(table, [ann, bob]);
    const finish = (annCause: string | undefined, bobCause: string | undefined) =>
      finishContract(t.platform, table.gm, id, {
        outcomes: [
          {
            contractorId: ann.contractorId,
            outcome: 'victory',
            ...(annCause === undefined ? {} : { cause: annCause }),
          },
          { contractorId: bob.contractorId, outcome: 'death', ...(bobCause === undefined ? {} : { cause: bobCause }) },
        ],
        gmImprovementContractorId: table.gmContractor,
      });
    expect(await finish('Drowned', 'Drowned')).toMatchObject({
      ok: false,
      error: { status: 422, code: 'cause_without_death', field: 'outcomes.0.cause' },
    });
    expect(await finish(undefined, 'x'.repeat(201))).toMatchObject({
      ok: false,
      error: { status: 400, field: 'outcomes.1.cause' },
    });
    // A blank cause on a living seat is no cause at all (the form sends the field for every seat); the limit counts
    // the trimmed cause (201 characters as sent, 198 kept).
    expectOk(await finish('   ', `  ${'y'.repeat(192)}  tide `));
    const cause = `${'y'.repeat(192)}  tide`;
    const graves = expectOk(await listGraveyard(t.platform, null, {})).items;
    expect(graves.map((g) => [g.contractor.id, g.cause])).toEqual([[bob.contractorId, cause]]);
    const notice = expectOk(await listNotifications(t.platform, bob.player, {})).items.find((n) => n.kind === 'death');
    expect(notice?.message).toContain(`Cause of death (bob's Contractor: ${cause}).`);
    const annNotice = expectOk(await listNotifications(t.platform, ann.player, {})).items[0]?.message;
    expect(annNotice).not.toContain('Cause of death');
    // Voiding brings Bob back: the grave leaves the Graveyard with its cause.
    expectOk(await voidContractRecord(t.platform, table.gm, id, { reason: 'Wrong table' }));
    expect(expectOk(await listGraveyard(t.platform, null, {})).items).toEqual([]);
  });

  it('gives a declared past Contract the same cause once every player confirms', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann');
    const judge = await table.seat('jude', { role: 'judge' });
    const declare = (outcome: 'death' | 'failure') =>
      declareContract(t.platform, judge.player, table.playgroupId, {
        title: 'The Old Mill',
        startsAt: '2029-12-01T19:00:00Z',
        gmHandle: 'gwen',
        seats: [{ contractorId: ann.contractorId, outcome, cause: ' Crushed by the millstone ' }],
      });
    expect(await declare('failure')).toMatchObject({
      ok: false,
      error: { status: 422, code: 'cause_without_death', field: 'seats.0.cause' },
    });
    const declared = expectOk(await declare('death'));
    expect(expectOk(await confirmAttendance(t.platform, ann.player, declared.id)).contract.state).toBe('finished');
    const graves = expectOk(await listGraveyard(t.platform, null, {})).items;
    expect(graves.map((g) => [g.contractor.id, g.cause])).toEqual([[ann.contractorId, 'Crushed by the millstone']]);
  });
});
