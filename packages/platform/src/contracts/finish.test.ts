import { describe, expect, it } from 'vitest';
import { getContractor } from '../contractors/read.js';
import { spendExp } from '../contractors/spend-exp.js';
import { expectOk, player, contractorFor } from '../testing/fixtures.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { addContractorToPlaygroup, decideContractor } from '../playgroups/contractor-approval.js';
import { createPlaygroup, getPlaygroup } from '../playgroups/playgroups.js';
import { getCoins, getContractorLedger } from './coins.js';
import { getContractorRecord } from './contractor-record.js';
import { finishContract } from './finish.js';
import { openTable, runningContract, setVictories } from './fixtures.js';
import { listGraveyard } from './graveyard.js';
import { rsvp } from './rsvp.js';
import { getContract } from './schedule.js';
import { startContract } from './start.js';
import { voidContractRecord } from './void.js';

describe.each(backends)('finishing a Contract ($name)', (backend) => {
  const t = useTestPlatform(backend);

  const contractEntries = async (contractorId: string, contractId: string) =>
    expectOk(await getContractorLedger(t.platform, null, contractorId))
      .filter((e) => e.cause.contractId === contractId)
      .map((e) => ({ resource: e.resource, amount: e.amount, kind: e.kind, voided: e.voidedAt !== null }));

  it('seed 000 worked example: a home victory pays 5 Exp, 7 with the Commission, and a Gift Credit; each entry points at the attendance', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann');
    const bob = await table.seat('bob');
    const id = await runningContract(table, [ann, bob]);
    const before = expectOk(await getContractor(t.platform, ann.player, ann.contractorId));
    expectOk(
      await finishContract(t.platform, table.gm, id, {
        outcomes: [
          { contractorId: ann.contractorId, outcome: 'victory', commission: true },
          { contractorId: bob.contractorId, outcome: 'victory' },
        ],
      }),
    );
    expect(await contractEntries(ann.contractorId, id)).toEqual([
      { resource: 'exp', amount: 3, kind: 'contract_attendance', voided: false },
      { resource: 'exp', amount: 2, kind: 'contract_victory', voided: false },
      { resource: 'gift_credit', amount: 1, kind: 'contract_victory', voided: false },
      { resource: 'exp', amount: 2, kind: 'commission', voided: false },
    ]);
    const bobExp = (await contractEntries(bob.contractorId, id))
      .filter((e) => e.resource === 'exp')
      .reduce((sum, e) => sum + e.amount, 0);
    expect(bobExp).toBe(5);
    const after = expectOk(await getContractor(t.platform, ann.player, ann.contractorId));
    expect(after.exp.available - before.exp.available).toBe(7);
    expect(after.giftCredits - before.giftCredits).toBe(1);
    expect(after.victories).toBe(1);
    const ledger = expectOk(await getContractorLedger(t.platform, null, ann.contractorId)).filter(
      (e) => e.cause.contractId === id,
    );
    const seat = expectOk(await getContract(t.platform, null, id)).attendees.find((a) => a.player.handle === 'ann')!;
    for (const e of ledger)
      expect(e.cause).toMatchObject({
        contractId: id,
        attendanceId: seat.attendanceId,
        contractTitle: 'The Lighthouse',
      });
    expect(ledger[0]!.description).toBe('Took part in a Contract: “The Lighthouse”');
  });

  it('seed 000 worked example: a visitor who fails earns only 1 Exp', async () => {
    const table = await openTable(t.platform);
    const vic = await player(t.platform, 'vic');
    const elsewhere = expectOk(await createPlaygroup(t.platform, vic, { name: 'Day Shift' })).id;
    const vicContractor = await contractorFor(t.platform, vic);
    expectOk(await addContractorToPlaygroup(t.platform, vic, elsewhere, { contractorId: vicContractor }));
    expectOk(await decideContractor(t.platform, vic, elsewhere, vicContractor, { decision: 'approve' }));
    const ann = await table.seat('ann');
    const id = await table.schedule({ rsvpRule: 'anyone' });
    expectOk(await rsvp(t.platform, ann.player, id, { contractorId: ann.contractorId }));
    expect(expectOk(await rsvp(t.platform, vic, id, { contractorId: vicContractor })).attendees[1]).toMatchObject({
      visiting: true,
      home: { id: elsewhere, name: 'Day Shift' },
    });
    expectOk(await startContract(t.platform, table.gm, id));
    expectOk(
      await finishContract(t.platform, table.gm, id, {
        outcomes: [
          { contractorId: ann.contractorId, outcome: 'failure' },
          { contractorId: vicContractor, outcome: 'failure' },
        ],
      }),
    );
    expect(await contractEntries(vicContractor, id)).toEqual([
      { resource: 'exp', amount: 1, kind: 'contract_attendance', voided: false },
    ]);
    expect(await contractEntries(ann.contractorId, id)).toEqual([
      { resource: 'exp', amount: 3, kind: 'contract_attendance', voided: false },
    ]);
  });

  it('records a victory and a death in one go: Status, Graveyard, a Coin of Charon, the GM Improvement and Into the Fold', async () => {
    const table = await openTable(t.platform, { goldenRatio: true });
    await setVictories(t.platform, table.gmContractor, 1);
    const ann = await table.seat('ann', { victories: 3 });
    const bob = await table.seat('bob');
    const id = await runningContract(table, [ann, bob]);
    t.clock.advance(3 * 3600_000);
    const result = expectOk(
      await finishContract(t.platform, table.gm, id, {
        outcomes: [
          { contractorId: ann.contractorId, outcome: 'victory', commission: true },
          { contractorId: bob.contractorId, outcome: 'death' },
        ],
        gmImprovementContractorId: table.gmContractor,
        notes: 'The keeper was the culprit.',
      }),
    );
    expect(result.statusChanges).toEqual([{ contractorId: ann.contractorId, before: 'newbie', after: 'novice' }]);
    expect(result.deaths).toEqual([bob.contractorId]);
    expect(result.refused).toEqual([]);
    expect(result.contract.state).toBe('finished');
    expect(result.contract.attendees.map((a) => a.outcome)).toEqual(['victory', 'death']);
    // Both players' first Contract: Into the Fold (also Golden Ratio, which pays the same single +6).
    expect(await contractEntries(table.gmContractor, id)).toEqual([
      { resource: 'improvement', amount: 1, kind: 'gm_improvement', voided: false },
      { resource: 'exp', amount: 6, kind: 'into_the_fold', voided: false },
    ]);
    expect(await contractEntries(bob.contractorId, id)).toEqual([
      { resource: 'exp', amount: 3, kind: 'contract_attendance', voided: false },
    ]);
    expect(expectOk(await getCoins(t.platform, bob.player))).toMatchObject({ available: 1, received: 1 });
    expect(expectOk(await getCoins(t.platform, ann.player)).available).toBe(0);
    const annSheet = expectOk(await getContractor(t.platform, ann.player, ann.contractorId));
    expect(annSheet.victories).toBe(4);
    expect(annSheet.derived.status).toBe('novice');
    const graves = expectOk(await listGraveyard(t.platform, null, {}));
    expect(graves.items).toEqual([
      expect.objectContaining({
        contractor: expect.objectContaining({ id: bob.contractorId }),
        contract: { id, title: 'The Lighthouse' },
        editable: false,
      }),
    ]);
    expect(expectOk(await getContractorRecord(t.platform, null, bob.contractorId)).death).toMatchObject({
      contract: { id },
    });
    expect(expectOk(await getPlaygroup(t.platform, null, table.playgroupId)).record).toEqual({
      contracts: 1,
      victories: 1,
      failures: 0,
      deaths: 1,
      danger: 'lethal',
    });
    // A dead Contractor answers no more invitations.
    const next = await table.schedule();
    expect(await rsvp(t.platform, bob.player, next, { contractorId: bob.contractorId })).toMatchObject({
      ok: false,
      error: { code: 'contractor_dead', status: 409 },
    });
  });

  it('grants the GM Improvement past the Gift Credit cap (it waits for a victory) and holds back only bonus Exp', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann');
    const id = await runningContract(table, [ann]);
    const result = expectOk(
      await finishContract(t.platform, table.gm, id, {
        outcomes: [{ contractorId: ann.contractorId, outcome: 'failure' }],
        gmImprovementContractorId: table.gmContractor,
      }),
    );
    // The GM's Contractor has no victory: a cap of 0, so the Improvement is kept but waits.
    expect(result.refused).toEqual([]);
    expect(result.waiting).toEqual([{ contractorId: table.gmContractor, amount: 1 }]);
    expect(result.gmRewardsPending).toBe(false);
    expect(result.entries.some((e) => e.kind === 'gm_improvement' && e.contractorId === table.gmContractor)).toBe(true);
    expect(result.entries.some((e) => e.kind === 'into_the_fold' && e.contractorId === table.gmContractor)).toBe(true);
    // Second Contract: no longer anyone's first, so no GM bonus, but the Improvement again.
    const again = await runningContract(table, [ann]);
    const second = expectOk(
      await finishContract(t.platform, table.gm, again, {
        outcomes: [{ contractorId: ann.contractorId, outcome: 'failure' }],
        gmImprovementContractorId: table.gmContractor,
      }),
    );
    expect(second.entries.map((e) => e.kind)).toEqual(['contract_attendance', 'gm_improvement']);
  });

  it('assumes no outcome: a seat left out is refused with the Contractor’s name, a blank one with its field', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann', { name: 'Ada Quill' });
    const bob = await table.seat('bob', { name: 'Bo Reyes' });
    const id = await runningContract(table, [ann, bob]);
    const left = await finishContract(t.platform, table.gm, id, {
      outcomes: [{ contractorId: ann.contractorId, outcome: 'victory' }],
    });
    expect(left).toMatchObject({ ok: false, error: { code: 'outcome_missing', status: 422, field: 'outcomes' } });
    if (!left.ok) expect(left.error.message).toContain('Bo Reyes');
    const blank = await finishContract(t.platform, table.gm, id, {
      outcomes: [
        { contractorId: ann.contractorId, outcome: 'victory' },
        { contractorId: bob.contractorId, outcome: '' },
      ],
    });
    expect(blank).toMatchObject({ ok: false, error: { status: 400 } });
    expect(expectOk(await getContract(t.platform, null, id)).state).toBe('active');
  });

  it('pays a Ringer’s player 4 bonus Exp when the Ringer met its objective and 2 when not, to the Contractor they chose', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann');
    const rita = await table.seat('rita');
    const ron = await table.seat('ronny');
    const id = await table.schedule();
    expectOk(await rsvp(t.platform, ann.player, id, { contractorId: ann.contractorId }));
    expectOk(await rsvp(t.platform, rita.player, id, { ringer: true, bonusContractorId: rita.contractorId }));
    expectOk(await rsvp(t.platform, ron.player, id, { ringer: true, bonusContractorId: ron.contractorId }));
    expectOk(await startContract(t.platform, table.gm, id));
    expectOk(
      await finishContract(t.platform, table.gm, id, {
        outcomes: [{ contractorId: ann.contractorId, outcome: 'failure' }],
        ringers: [{ handle: 'rita', achieved: true }],
      }),
    );
    expect(await contractEntries(rita.contractorId, id)).toEqual([
      { resource: 'exp', amount: 4, kind: 'ringer_bonus', voided: false },
    ]);
    expect(await contractEntries(ron.contractorId, id)).toEqual([
      { resource: 'exp', amount: 2, kind: 'ringer_bonus', voided: false },
    ]);
  });

  it('refuses outcomes that do not match the seats, two Commissions, and a GM reward to someone else’s Contractor', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann');
    const bob = await table.seat('bob');
    const id = await runningContract(table, [ann, bob]);
    expect(
      await finishContract(t.platform, table.gm, id, {
        outcomes: [{ contractorId: ann.contractorId, outcome: 'victory' }],
      }),
    ).toMatchObject({ ok: false, error: { code: 'outcome_missing', status: 422 } });
    const both = [
      { contractorId: ann.contractorId, outcome: 'victory', commission: true },
      { contractorId: bob.contractorId, outcome: 'victory', commission: true },
    ];
    expect(await finishContract(t.platform, table.gm, id, { outcomes: both })).toMatchObject({
      ok: false,
      error: { code: 'one_commission' },
    });
    const fine = [
      { contractorId: ann.contractorId, outcome: 'victory' },
      { contractorId: bob.contractorId, outcome: 'death', commission: true },
    ];
    expect(await finishContract(t.platform, table.gm, id, { outcomes: fine })).toMatchObject({
      ok: false,
      error: { code: 'commission_dead', status: 422 },
    });
    expect(
      await finishContract(t.platform, table.gm, id, {
        outcomes: fine.map((o) => ({ ...o, commission: false })),
        gmImprovementContractorId: ann.contractorId,
      }),
    ).toMatchObject({
      ok: false,
      error: { code: 'not_gm_contractor', field: 'gmImprovementContractorId' },
    });
    // Nothing was written by the refusals.
    expect(await contractEntries(ann.contractorId, id)).toEqual([]);
    expect(expectOk(await getContract(t.platform, null, id)).state).toBe('active');
  });

  it('only finishes an Active Contract, and only its GM or someone who manages Contracts may', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann');
    const judge = await table.seat('jude', { role: 'judge' });
    const member = await table.seat('moe');
    const id = await table.schedule();
    expectOk(await rsvp(t.platform, ann.player, id, { contractorId: ann.contractorId }));
    const outcomes = [{ contractorId: ann.contractorId, outcome: 'victory' }];
    expect(await finishContract(t.platform, table.gm, id, { outcomes })).toMatchObject({
      ok: false,
      error: { code: 'contract_not_active', status: 409 },
    });
    expectOk(await startContract(t.platform, table.gm, id));
    expect(await finishContract(t.platform, member.player, id, { outcomes })).toMatchObject({
      ok: false,
      error: { code: 'not_the_gm', status: 403 },
    });
    expect(await finishContract(t.platform, null, id, { outcomes })).toMatchObject({
      ok: false,
      error: { status: 401 },
    });
    expectOk(await finishContract(t.platform, judge.player, id, { outcomes }));
  });

  it('locks attending sheets for Exp spending while the Contract is Active', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann');
    const id = await runningContract(table, [ann]);
    expect(
      await spendExp(t.platform, ann.player, ann.contractorId, { purchase: { kind: 'ability', id: 'athletics' } }),
    ).toMatchObject({ ok: false, error: { code: 'sheet_locked', status: 409 } });
    expect(expectOk(await getContractorRecord(t.platform, ann.player, ann.contractorId)).lockedBy).toEqual({
      id,
      title: 'The Lighthouse',
    });
    expectOk(
      await finishContract(t.platform, table.gm, id, {
        outcomes: [{ contractorId: ann.contractorId, outcome: 'failure' }],
      }),
    );
    expectOk(
      await spendExp(t.platform, ann.player, ann.contractorId, { purchase: { kind: 'ability', id: 'athletics' } }),
    );
  });

  it('two GMs finishing at the same moment cannot both pay: one records, the other gets 409', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann');
    const judge = await table.seat('jude', { role: 'judge' });
    const id = await runningContract(table, [ann]);
    const outcomes = [{ contractorId: ann.contractorId, outcome: 'victory', commission: true }];
    const results = await Promise.all([
      finishContract(t.platform, table.gm, id, { outcomes }),
      finishContract(t.platform, judge.player, id, { outcomes }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toMatchObject({ error: { code: 'contract_not_active', status: 409 } });
    expect((await contractEntries(ann.contractorId, id)).length).toBe(4);
    expect(expectOk(await getContractor(t.platform, ann.player, ann.contractorId)).victories).toBe(1);
  });
});

describe.each(backends)('Coins of Charon ($name)', (backend) => {
  const t = useTestPlatform(backend);

  it('a player whose Contractor died spends the Coin on a new Contractor, which starts with a Gift Credit', async () => {
    const table = await openTable(t.platform);
    const bob = await table.seat('bob');
    const id = await runningContract(table, [bob]);
    expectOk(
      await finishContract(t.platform, table.gm, id, {
        outcomes: [{ contractorId: bob.contractorId, outcome: 'death' }],
      }),
    );
    expect(expectOk(await getCoins(t.platform, bob.player)).available).toBe(1);
    const heir = await contractorFor(t.platform, bob.player, { name: 'Heir', useCoinOfCharon: true });
    const coins = expectOk(await getCoins(t.platform, bob.player));
    expect(coins).toMatchObject({ available: 0, received: 1, spent: 1 });
    expect(coins.entries.at(-1)).toMatchObject({ kind: 'coin_spent', amount: -1, cause: { contractorId: heir } });
    expect(expectOk(await getContractor(t.platform, bob.player, heir)).giftCredits).toBe(1);
    // Voiding the death takes the Coin back: the purse goes below zero, and the notice says so.
    const voided = expectOk(await voidContractRecord(t.platform, table.gm, id, {}));
    expect(voided.overdrawn).toEqual([
      { contractorId: null, userId: bob.player.userId, resource: 'coin_of_charon', available: -1 },
    ]);
  });
});
