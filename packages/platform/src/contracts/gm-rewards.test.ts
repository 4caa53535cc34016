import { describe, expect, it } from 'vitest';
import { getContractor } from '../contractors/read.js';
import { getContractorGifts } from '../gifts/read-gifts.js';
import { listNotifications } from '../playgroups/notifications.js';
import { contractorFor, expectOk } from '../testing/fixtures.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { getContractorLedger } from './coins.js';
import { confirmAttendance, declareContract } from './declare.js';
import { getFinishFacts } from './finish-facts.js';
import { finishContract } from './finish.js';
import { openTable, runningContract, setVictories } from './fixtures.js';
import { chooseGmRewards } from './gm-rewards.js';
import { getContract } from './schedule.js';
import { voidContractRecord } from './void.js';

describe.each(backends)('the GM’s rewards ($name)', (backend) => {
  const t = useTestPlatform(backend);

  const gmEntries = async (contractorId: string, contractId: string) =>
    expectOk(await getContractorLedger(t.platform, null, contractorId))
      .filter((e) => e.cause.contractId === contractId)
      .map((e) => [e.kind, e.amount, e.voidedAt !== null]);

  it('an Improvement earned at the cap is kept waiting for a victory, then becomes spendable; the sheet raises no flag', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann');
    const id = await runningContract(table, [ann]);
    expectOk(
      await finishContract(t.platform, table.gm, id, {
        outcomes: [{ contractorId: ann.contractorId, outcome: 'failure' }],
        gmImprovementContractorId: table.gmContractor,
      }),
    );
    const before = expectOk(await getContractorGifts(t.platform, table.gm, table.gmContractor)).balance;
    expect(before).toMatchObject({ improvements: 1, improvementsAllowed: 0, improvementsWaiting: 1 });
    const sheet = expectOk(await getContractor(t.platform, table.gm, table.gmContractor));
    expect(sheet.improvements).toBe(1);
    expect(sheet.flags.map((f) => f.code)).not.toContain('gift_credit_cap_exceeded');
    // A victory (2 × 1 less the Gift Credit it brings) leaves room for one Improvement: the waiting one.
    await setVictories(t.platform, table.gmContractor, 1);
    const after = expectOk(await getContractorGifts(t.platform, table.gm, table.gmContractor)).balance;
    expect(after).toMatchObject({ improvements: 1, improvementsAllowed: 1, improvementsWaiting: 0 });
  });

  it('recorded without a pick, the GM’s rewards wait for the GM, who is told, chooses once, and is paid', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann');
    const id = await runningContract(table, [ann]);
    const result = expectOk(
      await finishContract(t.platform, table.gm, id, {
        outcomes: [{ contractorId: ann.contractorId, outcome: 'victory' }],
      }),
    );
    expect(result.gmRewardsPending).toBe(true);
    expect(result.refused).toEqual([]);
    expect(result.contract).toMatchObject({ gmRewardsPending: true, viewer: { mayChooseGmRewards: true } });
    const told = expectOk(await listNotifications(t.platform, table.gm, {})).items;
    expect(told.some((n) => n.link === `/contracts/${id}` && n.message.includes('GM Improvement'))).toBe(true);
    expect(
      await chooseGmRewards(t.platform, ann.player, id, { gmImprovementContractorId: ann.contractorId }),
    ).toMatchObject({ ok: false, error: { code: 'not_the_gm', status: 403 } });
    expect(
      await chooseGmRewards(t.platform, table.gm, id, { gmImprovementContractorId: ann.contractorId }),
    ).toMatchObject({ ok: false, error: { code: 'not_gm_contractor', status: 422 } });
    const chosen = expectOk(
      await chooseGmRewards(t.platform, table.gm, id, { gmImprovementContractorId: table.gmContractor }),
    );
    expect(chosen).toMatchObject({ gmRewardsPending: false, gmImprovementContractorId: table.gmContractor });
    expect(chosen.viewer.mayChooseGmRewards).toBe(false);
    // Ann's first Contract: Into the Fold comes with the Improvement.
    expect(await gmEntries(table.gmContractor, id)).toEqual([
      ['gm_improvement', 1, false],
      ['into_the_fold', 6, false],
    ]);
    expect(chosen.rewards.filter((r) => r.contractor?.id === table.gmContractor).map((r) => r.kind)).toEqual([
      'gm_improvement',
      'into_the_fold',
    ]);
    expect(
      await chooseGmRewards(t.platform, table.gm, id, { gmImprovementContractorId: table.gmContractor }),
    ).toMatchObject({ ok: false, error: { code: 'gm_rewards_settled', status: 409 } });
    // Voiding takes them back with the rest.
    expectOk(await voidContractRecord(t.platform, table.gm, id, {}));
    expect(await gmEntries(table.gmContractor, id)).toEqual([
      ['gm_improvement', 1, true],
      ['into_the_fold', 6, true],
    ]);
  });

  it('a bonus named at recording is paid once: choosing the Improvement later pays only the Improvement', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann');
    const spare = await contractorFor(t.platform, table.gm, { name: 'Gwen’s Spare' });
    const id = await runningContract(table, [ann]);
    const result = expectOk(
      await finishContract(t.platform, table.gm, id, {
        outcomes: [{ contractorId: ann.contractorId, outcome: 'victory' }],
        gmBonusContractorId: spare,
      }),
    );
    expect(result.gmRewardsPending).toBe(true);
    expect(await gmEntries(spare, id)).toEqual([['into_the_fold', 6, false]]);
    // The GM names the Improvement's Contractor (and, by mistake, another bonus Contractor): only the Improvement is
    // owed, and the bonus stays where it was paid.
    const chosen = expectOk(
      await chooseGmRewards(t.platform, table.gm, id, {
        gmImprovementContractorId: table.gmContractor,
        gmBonusContractorId: table.gmContractor,
      }),
    );
    expect(chosen).toMatchObject({
      gmRewardsPending: false,
      gmImprovementContractorId: table.gmContractor,
      gmBonusContractorId: spare,
    });
    expect(await gmEntries(spare, id)).toEqual([['into_the_fold', 6, false]]);
    expect(await gmEntries(table.gmContractor, id)).toEqual([['gm_improvement', 1, false]]);
    // Voiding takes back exactly what was paid, from both.
    expectOk(await voidContractRecord(t.platform, table.gm, id, {}));
    expect(await gmEntries(spare, id)).toEqual([['into_the_fold', 6, true]]);
    expect(await gmEntries(table.gmContractor, id)).toEqual([['gm_improvement', 1, true]]);
  });

  it('the recorded Contract lists every reward with its holder, the Commission by name', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann', { name: 'Ada Quill' });
    const id = await runningContract(table, [ann]);
    expectOk(
      await finishContract(t.platform, table.gm, id, {
        outcomes: [{ contractorId: ann.contractorId, outcome: 'victory', commission: true }],
        gmImprovementContractorId: table.gmContractor,
      }),
    );
    const view = expectOk(await getContract(t.platform, null, id));
    expect(view.commissionContractorId).toBe(ann.contractorId);
    expect(view.rewards.find((r) => r.kind === 'commission')).toEqual({
      contractor: { id: ann.contractorId, name: 'Ada Quill' },
      hidden: false,
      player: { handle: 'ann' },
      resource: 'exp',
      amount: 2,
      kind: 'commission',
      voided: false,
    });
  });

  it('a declared Contract pays the GM too: the GM picks while it awaits confirmation, and is paid on recording', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann');
    const judge = await table.seat('jude', { role: 'judge' });
    const declared = expectOk(
      await declareContract(t.platform, judge.player, table.playgroupId, {
        title: 'The Old Mill',
        startsAt: '2029-12-01T19:00:00Z',
        gmHandle: 'gwen',
        seats: [{ contractorId: ann.contractorId, outcome: 'victory' }],
      }),
    );
    expect(declared.viewer.mayChooseGmRewards).toBe(false);
    const gmView = expectOk(await getContract(t.platform, table.gm, declared.id));
    expect(gmView.viewer.mayChooseGmRewards).toBe(true);
    const told = expectOk(await listNotifications(t.platform, table.gm, {})).items;
    expect(told.some((n) => n.link === `/contracts/${declared.id}`)).toBe(true);
    expectOk(
      await chooseGmRewards(t.platform, table.gm, declared.id, { gmImprovementContractorId: table.gmContractor }),
    );
    expect(await gmEntries(table.gmContractor, declared.id)).toEqual([]);
    const last = expectOk(await confirmAttendance(t.platform, ann.player, declared.id));
    expect(last.contract.state).toBe('finished');
    expect(last.contract.gmRewardsPending).toBe(false);
    expect(await gmEntries(table.gmContractor, declared.id)).toEqual([
      ['gm_improvement', 1, false],
      ['into_the_fold', 6, false],
    ]);
  });

  it('a declared Contract recorded before the GM chose leaves the GM’s rewards pending, never lost', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann');
    const declared = expectOk(
      await declareContract(t.platform, table.gm, table.playgroupId, {
        title: 'The Old Mill',
        startsAt: '2029-12-01T19:00:00Z',
        gmHandle: 'gwen',
        seats: [{ contractorId: ann.contractorId, outcome: 'failure' }],
      }),
    );
    const last = expectOk(await confirmAttendance(t.platform, ann.player, declared.id));
    expect(last.contract.gmRewardsPending).toBe(true);
    expectOk(
      await chooseGmRewards(t.platform, table.gm, declared.id, { gmImprovementContractorId: table.gmContractor }),
    );
    expect((await gmEntries(table.gmContractor, declared.id)).map((e) => e[0])).toEqual([
      'gm_improvement',
      'into_the_fold',
    ]);
  });

  it('the declaring Leader may name the GM’s own living Contractors only', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann');
    const base = {
      title: 'x',
      startsAt: '2029-12-01T19:00:00Z',
      gmHandle: 'gwen',
      seats: [{ contractorId: ann.contractorId, outcome: 'failure' }],
    };
    expect(
      await declareContract(t.platform, table.gm, table.playgroupId, {
        ...base,
        gmImprovementContractorId: ann.contractorId,
      }),
    ).toMatchObject({ ok: false, error: { code: 'not_gm_contractor', field: 'gmImprovementContractorId' } });
    const ok = expectOk(
      await declareContract(t.platform, table.gm, table.playgroupId, {
        ...base,
        gmImprovementContractorId: table.gmContractor,
      }),
    );
    const last = expectOk(await confirmAttendance(t.platform, ann.player, ok.id));
    expect(last.recorded!.entries.some((e) => e.kind === 'gm_improvement')).toBe(true);
  });

  it('a Judge voids at once, with the same authority as a Leader', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann');
    const judge = await table.seat('jude', { role: 'judge' });
    const id = await runningContract(table, [ann]);
    expectOk(
      await finishContract(t.platform, table.gm, id, {
        outcomes: [{ contractorId: ann.contractorId, outcome: 'victory' }],
        gmImprovementContractorId: table.gmContractor,
      }),
    );
    const voided = expectOk(await voidContractRecord(t.platform, judge.player, id, { reason: 'Wrong table.' }));
    expect(voided).toMatchObject({ voided: true, authority: 'manage_contracts' });
    expect(voided.contract.rewards.every((r) => r.voided)).toBe(true);
  });

  it('the finish form’s facts show the GM’s private Contractors to the GM only, never to a Judge recording', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann');
    const judge = await table.seat('jude', { role: 'judge' });
    const hidden = await contractorFor(t.platform, table.gm, { name: 'Gwen’s Secret', private: true });
    const id = await runningContract(table, [ann]);
    const mine = expectOk(await getFinishFacts(t.platform, table.gm, id)).gmContractors.map((k) => k.id);
    expect(mine).toEqual(expect.arrayContaining([table.gmContractor, hidden]));
    const theirs = expectOk(await getFinishFacts(t.platform, judge.player, id)).gmContractors;
    expect(theirs).toEqual([{ id: table.gmContractor, name: 'Gwen’s Own' }]);
  });

  it('the finish form’s facts: seats, first Contracts, the GM’s living Contractors and every standing', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann', { victories: 2 });
    const id = await runningContract(table, [ann]);
    expect(await getFinishFacts(t.platform, ann.player, id)).toMatchObject({ ok: false, error: { status: 403 } });
    const facts = expectOk(await getFinishFacts(t.platform, table.gm, id));
    expect(facts.gmContractors).toEqual([{ id: table.gmContractor, name: 'Gwen’s Own' }]);
    expect(facts.seats).toEqual([
      expect.objectContaining({
        contractor: { id: ann.contractorId, name: "ann's Contractor" },
        firstContractEver: true,
      }),
    ]);
    expect(facts.standings[ann.contractorId]).toMatchObject({ victories: 2, dead: false });
    expect(facts.standings[table.gmContractor]).toMatchObject({ victories: 0 });
  });
});
