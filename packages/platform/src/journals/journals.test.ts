import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getContractor } from '../contractors/read.js';
import { finishContract } from '../contracts/finish.js';
import { openTable, runningContract, type Table } from '../contracts/fixtures.js';
import { voidContractRecord } from '../contracts/void.js';
import { contractors, ledgerEntries } from '../db/schema.js';
import { insertScenario, spoil } from '../scenarios/play-fixtures.js';
import { expectOk, player } from '../testing/fixtures.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { getContractorJournals, getJournal, getJournalFeed, getScenarioJournals } from './read.js';
import { editJournal, writeJournal } from './write.js';

/** `n` words of prose (with a little Markdown, which does not count). */
const words = (n: number) =>
  Array.from({ length: n }, (_, i) => (i % 20 === 0 ? `**rain${String(i)}**` : 'rain')).join(' ');

type Seat = Awaited<ReturnType<Table['seat']>>;

/** Runs and records a Contract with `seats` (Ann's victory unless told), answering its id. */
async function played(table: Table, seats: readonly Seat[], input: Record<string, unknown> = {}): Promise<string> {
  const id = await runningContract(table, seats, input);
  expectOk(
    await finishContract(table.p, table.gm, id, {
      outcomes: seats.map((s) => ({ contractorId: s.contractorId, outcome: 'failure' })),
    }),
  );
  return id;
}

describe.each(backends)('Journals ($name)', (backend) => {
  const t = useTestPlatform(backend);

  async function journalEntries(contractorId: string) {
    return t.platform.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.contractorId, contractorId), eq(ledgerEntries.kind, 'journal')));
  }
  const liveOf = async (contractorId: string) => (await journalEntries(contractorId)).filter((e) => !e.voidedAt);

  it('249 words earn nothing, 250 earn 1 Exp on the sheet; under 250 again voids it exactly, and back re-earns', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann');
    const contractId = await played(table, [ann]);
    const before = expectOk(await getContractor(t.platform, ann.player, ann.contractorId)).exp.earned;

    const j = expectOk(
      await writeJournal(t.platform, ann.player, {
        contractorId: ann.contractorId,
        kind: 'contract',
        contractId,
        title: 'Night one',
        body: words(249),
      }),
    );
    expect(j).toMatchObject({ wordCount: 249, reward: 'none', mine: true });
    expect(j.standing).toMatchObject({ held: 'none', slot: null, eligible: true, expAllowed: 2 });
    expect(await journalEntries(ann.contractorId)).toEqual([]);

    const grown = expectOk(
      await editJournal(t.platform, ann.player, j.id, { title: 'Night one', body: words(250), version: 1 }),
    );
    expect(grown).toMatchObject({ wordCount: 250, reward: 'exp', version: 2 });
    const [entry] = await liveOf(ann.contractorId);
    expect(entry).toMatchObject({ resource: 'exp', amount: 1, cause: { journalId: j.id, contractId } });
    expect(expectOk(await getContractor(t.platform, ann.player, ann.contractorId)).exp.earned).toBe(before + 1);

    const shrunk = expectOk(
      await editJournal(t.platform, ann.player, j.id, { title: 'Night one', body: words(249), version: 2 }),
    );
    expect(shrunk.reward).toBe('none');
    const after = await journalEntries(ann.contractorId);
    expect(after).toHaveLength(1);
    expect(after[0]!.voidedAt).not.toBeNull();
    expect(expectOk(await getContractor(t.platform, ann.player, ann.contractorId)).exp.earned).toBe(before);

    expectOk(await editJournal(t.platform, ann.player, j.id, { title: 'Night one', body: words(300), version: 3 }));
    expect(await liveOf(ann.contractorId)).toHaveLength(1);
    expect(await journalEntries(ann.contractorId)).toHaveLength(2);
    expect(expectOk(await getContractor(t.platform, ann.player, ann.contractorId)).exp.earned).toBe(before + 1);
  });

  it('the 4th Contract Journal earns an Improvement, kept even past the cap; Downtime Journals never do', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann');
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) ids.push(await played(table, [ann]));
    // A Downtime Journal in between neither counts toward the 4th nor brings an Improvement.
    const down = expectOk(
      await writeJournal(t.platform, ann.player, {
        contractorId: ann.contractorId,
        kind: 'downtime',
        contractId: ids[0],
        title: 'Quiet week',
        body: words(260),
      }),
    );
    expect(down.reward).toBe('exp');
    const rewards: string[] = [];
    for (const contractId of ids) {
      const j = expectOk(
        await writeJournal(t.platform, ann.player, {
          contractorId: ann.contractorId,
          kind: 'contract',
          contractId,
          title: 'Job',
          body: words(250),
        }),
      );
      rewards.push(j.reward);
    }
    expect(rewards).toEqual(['exp', 'exp', 'exp', 'improvement']);
    // Ann has no victory, so the Improvement cap is 0: the Improvement is held all the same (it waits).
    const sheet = expectOk(await getContractor(t.platform, ann.player, ann.contractorId));
    expect(sheet.victories).toBe(0);
    expect(sheet.improvements).toBe(1);
  });

  it('Journal Exp stops at 2 per Contract attended', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann');
    const contractId = await played(table, [ann]);
    // An imported history already holds 1 Journal Exp; the Contract Journal takes the 2nd, the Downtime one nothing.
    await t.platform.db.insert(ledgerEntries).values({
      contractorId: ann.contractorId,
      resource: 'exp',
      amount: 1,
      kind: 'journal',
      cause: { journalId: 'imported' },
      createdAt: t.platform.now(),
    });
    const write = (kind: 'contract' | 'downtime') =>
      writeJournal(t.platform, ann.player, {
        contractorId: ann.contractorId,
        kind,
        contractId,
        title: kind,
        body: words(400),
      });
    expect(expectOk(await write('contract')).reward).toBe('exp');
    const capped = expectOk(await write('downtime'));
    expect(capped.reward).toBe('none');
    expect(capped.standing).toMatchObject({ journalExpBefore: 2, expAllowed: 2, slot: 'exp' });
  });

  it('voiding the Contract voids its Journals’ rewards', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann');
    const contractId = await played(table, [ann]);
    const j = expectOk(
      await writeJournal(t.platform, ann.player, {
        contractorId: ann.contractorId,
        kind: 'contract',
        contractId,
        title: 'Gone',
        body: words(250),
      }),
    );
    expectOk(await voidContractRecord(t.platform, table.gm, contractId, { reason: 'wrong table' }));
    expect(await liveOf(ann.contractorId)).toEqual([]);
    const again = expectOk(await getJournal(t.platform, ann.player, j.id));
    expect(again).toMatchObject({ reward: 'none', standing: { eligible: false } });
    // Editing it back above 250 words earns nothing now.
    expectOk(await editJournal(t.platform, ann.player, j.id, { title: 'Gone', body: words(500), version: 1 }));
    expect(await liveOf(ann.contractorId)).toEqual([]);
  });

  it('refuses what is not allowed with clear codes', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann');
    const bob = await table.seat('bob');
    const contractId = await played(table, [ann]);
    const input = { contractorId: ann.contractorId, kind: 'contract', contractId, title: 'Mine', body: words(10) };
    expect(await writeJournal(t.platform, null, input)).toMatchObject({ ok: false, error: { status: 401 } });
    expect(await writeJournal(t.platform, bob.player, input)).toMatchObject({ ok: false, error: { status: 403 } });
    expect(await writeJournal(t.platform, bob.player, { ...input, contractorId: bob.contractorId })).toMatchObject({
      ok: false,
      error: { code: 'not_attended', status: 422, field: 'contractId' },
    });
    expect(await writeJournal(t.platform, ann.player, { ...input, spoiler: true })).toMatchObject({
      ok: false,
      error: { code: 'no_scenario', status: 422 },
    });
    expect(await writeJournal(t.platform, ann.player, { ...input, kind: 'diary' })).toMatchObject({
      ok: false,
      error: { code: 'validation_failed', status: 400, field: 'kind' },
    });
    const j = expectOk(await writeJournal(t.platform, ann.player, input));
    expect(await writeJournal(t.platform, ann.player, input)).toMatchObject({
      ok: false,
      error: { code: 'journal_exists', status: 409 },
    });
    expect(await editJournal(t.platform, ann.player, j.id, { title: 'x', body: 'y', version: 7 })).toMatchObject({
      ok: false,
      error: { code: 'version_conflict', status: 409 },
    });
    expect(await editJournal(t.platform, bob.player, j.id, { title: 'x', body: 'y', version: 1 })).toMatchObject({
      ok: false,
      error: { status: 403 },
    });
    expect(await getJournal(t.platform, null, 'nope')).toMatchObject({ ok: false, error: { status: 404 } });
  });

  it('a spoiler shows only to its writer and to players who discovered the Scenario; others see that it exists', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann');
    const scenarioId = await insertScenario(t.platform, { authorId: table.gm.userId, title: 'The Salt Ledger' });
    const contractId = await played(table, [ann], { scenarioId });
    const j = expectOk(
      await writeJournal(t.platform, ann.player, {
        contractorId: ann.contractorId,
        kind: 'contract',
        contractId,
        title: 'The auditor was the thief',
        body: words(260),
        spoiler: true,
      }),
    );
    const cara = await player(t.platform, 'cara');
    const hidden = expectOk(await getJournal(t.platform, cara, j.id));
    expect(hidden).toMatchObject({ hidden: true, title: null, body: null, spoiler: true, wordCount: 260 });
    expect(hidden.scenario).toEqual({ id: scenarioId, title: 'The Salt Ledger' });
    expect(expectOk(await getJournal(t.platform, null, j.id)).body).toBeNull();
    expect(expectOk(await getJournalFeed(t.platform, cara))[0]).toMatchObject({ id: j.id, hidden: true, body: null });
    expect(expectOk(await getScenarioJournals(t.platform, cara, scenarioId))[0]).toMatchObject({ hidden: true });
    // The writer and the GM (who discovered it by running it) read it; so does Cara once it is shared with her.
    expect(expectOk(await getJournal(t.platform, ann.player, j.id)).title).toBe('The auditor was the thief');
    expect(expectOk(await getJournal(t.platform, table.gm, j.id)).hidden).toBe(false);
    await spoil(t.platform, scenarioId, cara.userId);
    expect(expectOk(await getJournal(t.platform, cara, j.id)).body).toBe(words(260));
  });

  it('a private Contractor’s Journals follow its sheet: not found for others, left out of the feeds', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann');
    const scenarioId = await insertScenario(t.platform, { authorId: table.gm.userId });
    const contractId = await played(table, [ann], { scenarioId });
    const j = expectOk(
      await writeJournal(t.platform, ann.player, {
        contractorId: ann.contractorId,
        kind: 'contract',
        contractId,
        title: 'Secret',
        body: words(20),
      }),
    );
    await t.platform.db.update(contractors).set({ private: true }).where(eq(contractors.id, ann.contractorId));
    const cara = await player(t.platform, 'cara');
    expect(await getJournal(t.platform, cara, j.id)).toMatchObject({ ok: false, error: { status: 404 } });
    expect(await getContractorJournals(t.platform, cara, ann.contractorId)).toMatchObject({
      ok: false,
      error: { status: 404 },
    });
    expect(expectOk(await getJournalFeed(t.platform, cara))).toEqual([]);
    expect(expectOk(await getScenarioJournals(t.platform, null, scenarioId))).toEqual([]);
    // Its owner still sees it everywhere.
    expect(expectOk(await getJournalFeed(t.platform, ann.player)).map((x) => x.id)).toEqual([j.id]);
  });

  it('gives the owner the writing form’s facts: choices, one Journal each, and the standing', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann');
    const contractId = await played(table, [ann]);
    const empty = expectOk(await getContractorJournals(t.platform, ann.player, ann.contractorId));
    expect(empty).toMatchObject({ mayWrite: true, journals: [], standing: { contractsAttended: 1, expAllowed: 2 } });
    expect(empty.choices.map((c) => [c.kind, c.contract.id, c.journalId])).toEqual([
      ['contract', contractId, null],
      ['downtime', contractId, null],
    ]);
    const j = expectOk(
      await writeJournal(t.platform, ann.player, {
        contractorId: ann.contractorId,
        kind: 'contract',
        contractId,
        title: 'One',
        body: words(250),
      }),
    );
    const after = expectOk(await getContractorJournals(t.platform, ann.player, ann.contractorId));
    expect(after.choices[0]!.journalId).toBe(j.id);
    expect(after.standing).toMatchObject({ journalExpBefore: 1, contractJournalsBefore: 1, untilImprovement: 3 });
    const other = expectOk(await getContractorJournals(t.platform, table.gm, ann.contractorId));
    expect(other).toMatchObject({ mayWrite: false, standing: null, choices: [] });
    expect(other.journals[0]).toMatchObject({ id: j.id, mine: false, standing: null });
  });
});
