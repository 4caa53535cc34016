import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getContractor, getLedger } from '../contractors/read.js';
import { confirmAttendance, declareContract } from '../contracts/declare.js';
import { finishContract } from '../contracts/finish.js';
import { openTable, runningContract, type Table } from '../contracts/fixtures.js';
import { rsvp } from '../contracts/rsvp.js';
import { getContract } from '../contracts/schedule.js';
import { startContract } from '../contracts/start.js';
import { voidContractRecord } from '../contracts/void.js';
import { looseEnds, scenarioHandoutGrants, scenarioWritingRewards } from '../db/schema.js';
import { contractorFor, expectOk, player } from '../testing/fixtures.js';
import { logWhile } from '../testing/statement-log.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { discoveryReasons } from './discovery.js';
import { getLooseEnds } from './loose-ends.js';
import { insertScenario } from './play-fixtures.js';
import { writeScenarioNotes } from './run-notes.js';
import { getScenarioRuns } from './runs.js';
import { claimWritingReward } from './writing-reward.js';

/** A running Contract of a Scenario the GM wrote, with Ann and Bob seated and Cat as a Ringer. */
async function runOf(table: Table, scenario: Parameters<typeof insertScenario>[1] = {}) {
  const scenarioId = await insertScenario(table.p, { authorId: table.gm.userId, ...scenario });
  const ann = await table.seat('ann');
  const bob = await table.seat('bob');
  const cat = await table.seat('cat');
  const id = await table.schedule({ scenarioId });
  expectOk(await rsvp(table.p, ann.player, id, { contractorId: ann.contractorId }));
  expectOk(await rsvp(table.p, bob.player, id, { contractorId: bob.contractorId }));
  expectOk(await rsvp(table.p, cat.player, id, { ringer: true }));
  expectOk(await startContract(table.p, table.gm, id));
  return { scenarioId, ann, bob, cat, id };
}

/** Finishes a run with Ann victorious, Bob failed, and the Scenario's Loose End handed to Ann. */
async function finishHandingAnnTheLooseEnd(table: Table, run: Awaited<ReturnType<typeof runOf>>): Promise<void> {
  expectOk(
    await finishContract(table.p, table.gm, run.id, {
      outcomes: [
        { contractorId: run.ann.contractorId, outcome: 'victory' },
        { contractorId: run.bob.contractorId, outcome: 'failure' },
      ],
      handouts: [{ handoutId: 'le', contractorIds: [run.ann.contractorId] }],
    }),
  );
}

describe.each(backends)('Running a Scenario to its end ($name)', (backend) => {
  const t = useTestPlatform(backend);

  it('finishing makes every seated player and the GM discover it, and voiding un-discovers nobody', async () => {
    const table = await openTable(t.platform);
    const { scenarioId, ann, bob, cat, id } = await runOf(table);
    expectOk(
      await finishContract(t.platform, table.gm, id, {
        outcomes: [
          { contractorId: ann.contractorId, outcome: 'victory' },
          { contractorId: bob.contractorId, outcome: 'death' },
        ],
        ringers: [{ handle: 'cat', achieved: true }],
        scenarioNotes: 'The ferry scene ran long.',
      }),
    );
    for (const who of [ann, bob, cat])
      expect(await discoveryReasons(t.platform.db, scenarioId, who.player.userId)).toEqual(['played']);
    expect((await discoveryReasons(t.platform.db, scenarioId, table.gm.userId)).sort()).toEqual(['gmed', 'wrote']);
    expectOk(await voidContractRecord(t.platform, table.gm, id, {}));
    expect(await discoveryReasons(t.platform.db, scenarioId, ann.player.userId)).toEqual(['played']);
  });

  it('a declared Contract makes its players discover the Scenario when the last one confirms', async () => {
    const table = await openTable(t.platform);
    const scenarioId = await insertScenario(t.platform, { authorId: table.gm.userId });
    const ann = await table.seat('ann');
    const view = expectOk(
      await declareContract(t.platform, table.gm, table.playgroupId, {
        title: 'Old Audit',
        startsAt: '2029-12-01T19:00:00Z',
        gmHandle: table.gm.handle,
        seats: [{ contractorId: ann.contractorId, outcome: 'victory' }],
        scenarioId,
      }),
    );
    expect(await discoveryReasons(t.platform.db, scenarioId, ann.player.userId)).toEqual([]);
    expectOk(await confirmAttendance(t.platform, ann.player, view.id));
    expect(await discoveryReasons(t.platform.db, scenarioId, ann.player.userId)).toEqual(['played']);
  });

  it('grants handouts to attending Contractors only, and voiding takes back exactly what was granted', async () => {
    const table = await openTable(t.platform);
    const { ann, bob, id } = await runOf(table);
    // Ann already carries a Trophy written exactly like the one granted: voiding must leave hers.
    const same = 'A brass ledger key — from “The Salt Ledger”';
    await t.platform.db.execute(
      `UPDATE contractors SET trophies = '["${same}"]'::jsonb WHERE id = '${ann.contractorId}'`,
    );
    const outcomes = [
      { contractorId: ann.contractorId, outcome: 'victory' as const },
      { contractorId: bob.contractorId, outcome: 'death' as const },
    ];
    // Not to the dead, and not to someone who did not sit.
    expect(
      await finishContract(t.platform, table.gm, id, {
        outcomes,
        handouts: [{ handoutId: 'trophy', contractorIds: [bob.contractorId] }],
      }),
    ).toMatchObject({ ok: false, error: { code: 'handout_not_attending', field: 'handouts.0.contractorIds.0' } });
    expect(
      await finishContract(t.platform, table.gm, id, {
        outcomes,
        handouts: [{ handoutId: 'nope', contractorIds: [ann.contractorId] }],
      }),
    ).toMatchObject({ ok: false, error: { code: 'unknown_handout' } });
    expectOk(
      await finishContract(t.platform, table.gm, id, {
        outcomes,
        handouts: ['cond', 'circ', 'trophy', 'le'].map((handoutId) => ({
          handoutId,
          contractorIds: [ann.contractorId],
        })),
      }),
    );
    const sheet = expectOk(await getContractor(t.platform, ann.player, ann.contractorId));
    expect(sheet.trophies).toEqual([same, same]);
    expect(sheet.conditions).toEqual(['Salt in the wounds — from “The Salt Ledger”']);
    expect(sheet.circumstances).toEqual(['Owed a favour by the harbourmaster — from “The Salt Ledger”']);
    const grants = await t.platform.db
      .select()
      .from(scenarioHandoutGrants)
      .where(eq(scenarioHandoutGrants.contractId, id));
    expect(grants).toHaveLength(4);
    const le = await t.platform.db.select().from(looseEnds).where(eq(looseEnds.contractorId, ann.contractorId));
    expect(le).toMatchObject([
      {
        name: 'The auditor remembers',
        threatLevel: 'deadly',
        cutoff: 3,
        tieUp: 'Burn the second ledger.',
        contractId: id,
      },
    ]);
    expectOk(await voidContractRecord(t.platform, table.gm, id, {}));
    const back = expectOk(await getContractor(t.platform, ann.player, ann.contractorId));
    expect(back.trophies).toEqual([same]);
    expect(back.conditions).toEqual([]);
    expect(back.circumstances).toEqual([]);
    expect(await t.platform.db.select().from(looseEnds).where(eq(looseEnds.contractorId, ann.contractorId))).toEqual(
      [],
    );
    expect(await t.platform.db.select().from(scenarioHandoutGrants)).toEqual([]);
  });

  it('asks nothing more of a sheet with no Loose End, and shows one granted after a read at once', async () => {
    const table = await openTable(t.platform);
    const run = await runOf(table);
    const { ann } = run;
    expect(expectOk(await getLooseEnds(t.platform, null, ann.contractorId)).looseEnds).toEqual([]);
    const { value, log } = await logWhile(t.platform.db, () => getLooseEnds(t.platform, null, ann.contractorId));
    expect(expectOk(value).looseEnds).toEqual([]);
    // drizzle quotes the table it selects from; the sheet's own stamp names it bare.
    expect(log.statements.filter((text) => text.includes('"loose_ends"'))).toEqual([]);
    await finishHandingAnnTheLooseEnd(table, run);
    const after = expectOk(await getLooseEnds(t.platform, null, ann.contractorId)).looseEnds;
    expect(after.map((le) => le.name)).toEqual(['The auditor remembers']);
    // Resolving it (as a Move will) takes it off the sheet just as quickly.
    await t.platform.db.update(looseEnds).set({ resolvedAt: t.platform.now() });
    expect(expectOk(await getLooseEnds(t.platform, null, ann.contractorId)).looseEnds).toEqual([]);
    // A write to the Loose End alone, touching nothing else of the sheet, is seen too.
    await t.platform.db.update(looseEnds).set({ resolvedAt: null });
    expect(expectOk(await getLooseEnds(t.platform, null, ann.contractorId)).looseEnds).toHaveLength(1);
  });

  it('shows a Loose End’s Threat, Cutoff and tie-up only to the GMs and Leaders around the Contractor', async () => {
    const table = await openTable(t.platform);
    const run = await runOf(table);
    const { ann, bob } = run;
    await finishHandingAnnTheLooseEnd(table, run);
    const secretsFor = async (who: Parameters<typeof getLooseEnds>[1]) =>
      expectOk(await getLooseEnds(t.platform, who, ann.contractorId)).looseEnds[0]!.secrets;
    const open = { name: 'The auditor remembers', description: 'Someone saw your face.', threatLevel: 'deadly' };
    // The owner, another member, an outsider and a visitor read the Loose End but not its secrets.
    expect(expectOk(await getLooseEnds(t.platform, ann.player, ann.contractorId)).looseEnds[0]).toMatchObject({
      ...open,
      secrets: null,
    });
    expect(await secretsFor(ann.player)).toBeNull();
    expect(await secretsFor(bob.player)).toBeNull();
    expect(await secretsFor(await player(t.platform, 'stranger'))).toBeNull();
    expect(await secretsFor(null)).toBeNull();
    // The granting GM (also the Leader here) reads them.
    expect(await secretsFor(table.gm)).toEqual({
      threat: 'The auditor sends collectors.',
      cutoff: 3,
      tieUp: 'Burn the second ledger.',
      needsHustle: false,
      resolution: '',
    });
    // Another Leader of the home Playgroup reads them.
    const lea = await table.seat('lea', { role: 'leader' });
    expect(await secretsFor(lea.player)).not.toBeNull();
    // Another GM: only while Ann's Contractor is seated at their scheduled or active Contract.
    const dan = await table.seat('dan', { role: 'member' });
    expect(await secretsFor(dan.player)).toBeNull();
    const { scheduleContract } = await import('../contracts/schedule.js');
    const other = expectOk(
      await scheduleContract(t.platform, dan.player, {
        playgroupId: table.playgroupId,
        title: 'Dan’s Job',
        startsAt: '2030-03-01T19:00:00Z',
      }),
    );
    expectOk(await rsvp(t.platform, ann.player, other.id, { contractorId: ann.contractorId }));
    expect(await secretsFor(dan.player)).not.toBeNull();
    // A private sheet is not found for outsiders at all.
    const priv = await contractorFor(t.platform, ann.player, { name: 'Hidden', private: true });
    expect(await getLooseEnds(t.platform, bob.player, priv)).toMatchObject({ ok: false, error: { code: 'not_found' } });
  });

  it('counts runs, GMs, victories, deaths and deadliness; notes only for those who know the Scenario', async () => {
    const table = await openTable(t.platform);
    const { scenarioId, ann, bob, id } = await runOf(table);
    expectOk(
      await finishContract(t.platform, table.gm, id, {
        outcomes: [
          { contractorId: ann.contractorId, outcome: 'victory' },
          { contractorId: bob.contractorId, outcome: 'death' },
        ],
        scenarioNotes: 'The ferry scene ran long.',
      }),
    );
    // A second run (Ann now knows it, so Eve plays), later voided, does not count.
    const eve = await table.seat('eve');
    const voided = await runningContract(table, [eve], { scenarioId });
    expectOk(
      await finishContract(t.platform, table.gm, voided, {
        outcomes: [{ contractorId: eve.contractorId, outcome: 'victory' }],
      }),
    );
    expectOk(await voidContractRecord(t.platform, table.gm, voided, {}));
    const seen = expectOk(await getScenarioRuns(t.platform, ann.player, scenarioId));
    expect(seen.summary).toEqual({
      runs: 1,
      gms: 1,
      victories: 1,
      deaths: 1,
      deadliness: 0.5,
      deadlinessPercent: 50,
    });
    expect(seen.runs[0]).toMatchObject({
      contract: { id },
      gm: { handle: table.gm.handle },
      outcomes: { victories: 1, deaths: 1, failures: 0 },
      notes: 'The ferry scene ran long.',
    });
    expect(seen.writingReward).toBeNull();
    const outsider = expectOk(await getScenarioRuns(t.platform, null, scenarioId));
    expect(outsider.runs[0]!.notes).toBeNull();
    expect(outsider.summary.runs).toBe(1);
    // The GM rewrites the notes afterwards; players cannot.
    expect(await writeScenarioNotes(t.platform, ann.player, id, { notes: 'x' })).toMatchObject({
      ok: false,
      error: { code: 'not_the_gm' },
    });
    const view = expectOk(await writeScenarioNotes(t.platform, table.gm, id, { notes: 'Shorter next time.' }));
    expect(view.scenarioNotes).toBe('Shorter next time.');
    expect(expectOk(await getContract(t.platform, ann.player, id)).scenarioNotes).toBe('Shorter next time.');
    expect(expectOk(await getContract(t.platform, null, id)).scenarioNotes).toBeNull();
  });

  it('hides a private Playgroup’s run from outsiders but its name', async () => {
    const table = await openTable(t.platform);
    const { scenarioId, ann, bob, id } = await runOf(table);
    expectOk(
      await finishContract(t.platform, table.gm, id, {
        outcomes: [
          { contractorId: ann.contractorId, outcome: 'victory' },
          { contractorId: bob.contractorId, outcome: 'failure' },
        ],
      }),
    );
    const { playgroups } = await import('../db/schema.js');
    await t.platform.db.update(playgroups).set({ listed: false }).where(eq(playgroups.id, table.playgroupId));
    const run = expectOk(await getScenarioRuns(t.platform, null, scenarioId)).runs[0]!;
    expect(run).toMatchObject({ contract: null, playgroup: { name: 'Night Shift', private: true }, notes: null });
  });
});

describe.each(backends)('The writing reward ($name)', (backend) => {
  const t = useTestPlatform(backend);

  async function finishedRun(table: Table, scenario: Parameters<typeof insertScenario>[1]) {
    const scenarioId = await insertScenario(t.platform, { authorId: table.gm.userId, ...scenario });
    const ann = await table.seat('ann');
    const id = await runningContract(table, [ann], { scenarioId });
    return { scenarioId, ann, id };
  }
  const finish = (table: Table, id: string, contractorId: string) =>
    finishContract(t.platform, table.gm, id, { outcomes: [{ contractorId, outcome: 'victory' }] });

  it('pays one Improvement at exactly 1,000 words once the writer ran it, and only once', async () => {
    const table = await openTable(t.platform);
    const { scenarioId, ann, id } = await finishedRun(table, { wordCount: 1000 });
    const claim = () => claimWritingReward(t.platform, table.gm, scenarioId, { contractorId: table.gmContractor });
    expect(await claim()).toMatchObject({ ok: false, error: { code: 'not_run_yet' } });
    const standing = expectOk(await getScenarioRuns(t.platform, table.gm, scenarioId)).writingReward;
    expect(standing).toMatchObject({ refusal: { code: 'not_run_yet' }, wordCount: 1000, wordsNeeded: 1000 });
    expectOk(await finish(table, id, ann.contractorId));
    // Only the writer, and only for their own living Contractor.
    expect(
      await claimWritingReward(t.platform, ann.player, scenarioId, { contractorId: ann.contractorId }),
    ).toMatchObject({
      ok: false,
      error: { code: 'not_the_writer', status: 403 },
    });
    expect(
      await claimWritingReward(t.platform, table.gm, scenarioId, { contractorId: ann.contractorId }),
    ).toMatchObject({ ok: false, error: { code: 'not_your_contractor' } });
    const paid = expectOk(await claim());
    // The GM's Contractor has no victory: the Improvement is kept and waits, as the GM Improvement does.
    expect(paid).toMatchObject({ contractor: { id: table.gmContractor }, waiting: true });
    const ledger = expectOk(await getLedger(t.platform, table.gm, table.gmContractor));
    const entry = ledger.find((e) => e.kind === 'scenario_writeup');
    expect(entry).toMatchObject({ resource: 'improvement', amount: 1 });
    expect(entry?.description).toBe('Wrote up a Scenario: “The Salt Ledger”');
    expect(await claim()).toMatchObject({ ok: false, error: { code: 'already_rewarded', status: 409 } });
    expect(await t.platform.db.select().from(scenarioWritingRewards)).toHaveLength(1);
  });

  it('refuses at 999 words, for a stock Scenario, and when the only run was voided', async () => {
    const table = await openTable(t.platform);
    const short = await finishedRun(table, { wordCount: 999 });
    expectOk(await finish(table, short.id, short.ann.contractorId));
    expect(
      await claimWritingReward(t.platform, table.gm, short.scenarioId, { contractorId: table.gmContractor }),
    ).toMatchObject({ ok: false, error: { code: 'too_few_words' } });
    const voidedRun = await insertScenario(t.platform, { authorId: table.gm.userId, title: 'Voided' });
    const bob = await table.seat('bob');
    const id = await runningContract(table, [bob], { scenarioId: voidedRun });
    expectOk(await finish(table, id, bob.contractorId));
    expectOk(await voidContractRecord(t.platform, table.gm, id, {}));
    expect(
      await claimWritingReward(t.platform, table.gm, voidedRun, { contractorId: table.gmContractor }),
    ).toMatchObject({ ok: false, error: { code: 'not_run_yet' } });
    const stock = await insertScenario(t.platform, { authorId: table.gm.userId, stockKey: 'test-stock', title: 'S' });
    expect(await claimWritingReward(t.platform, table.gm, stock, { contractorId: table.gmContractor })).toMatchObject({
      ok: false,
      error: { code: 'stock_scenario' },
    });
  });
});
