import { describe, expect, it } from 'vitest';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import { scenarioRevisions, scenarios } from '../db/schema.js';
import { expectOk, player } from '../testing/fixtures.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { discover } from './discovery.js';
import { getScenario, listScenarios } from './read.js';
import { getRevision, listRevisions } from './revisions.js';
import { createScenario, revertScenario, reviseScenario, spoilAftermath } from './write.js';

const write = {
  title: 'The Salt Ledger',
  summary: 'A harbour audit goes wrong.',
  objective: 'Recover the ledger before dawn.',
  minPlayers: 2,
  maxPlayers: 4,
  suggestedStatus: 'novice',
  highlander: true,
  tags: ['Heist', ' heist ', 'Harbour  Town'],
  overview: '## Shape\nA short night in the docks.',
  backstory: 'The harbour master owes money.',
  introduction: 'A gull drops a note.',
  mission: 'Find the ledger.\nGet out.',
  aftermath: 'The harbour master flees.',
  handouts: [
    { kind: 'trophy', name: 'A salt-stained page', description: 'Proof of the fraud.' },
    {
      kind: 'loose_end',
      name: 'The auditor remembers',
      description: 'Someone saw your face.',
      threat: 'Hired knives',
      threatLevel: 'deadly',
      cutoff: 3,
      tieUp: 'Pay the auditor off.',
    },
  ],
};

describe.each(backends)('Scenarios: write, revise, revert, read ($name)', (backend) => {
  const t = useTestPlatform(backend);

  async function written(writer: NonNullable<Actor>) {
    return expectOk(await createScenario(t.platform, writer, write));
  }

  it('creates a Scenario as revision 1 with normalized tags, fresh handout ids and its word count', async () => {
    const gm = await player(t.platform, 'gemma');
    const made = await written(gm);
    expect(made).toMatchObject({
      title: 'The Salt Ledger',
      tags: ['heist', 'harbour town'],
      wordCount: 26,
      version: 1,
      writer: { handle: 'gemma' },
      access: { ground: 'writer', reasons: ['wrote'], readsWriteup: true, readsAftermath: true, mayEdit: true },
    });
    const ids = made.aftermath!.handouts.map((h) => h.id);
    expect(new Set(ids).size).toBe(2);
    expect(made.aftermath!.handouts[1]).toMatchObject({ threat: 'Hired knives', cutoff: 3, threatLevel: 'deadly' });
    expect(expectOk(await listRevisions(t.platform, gm, made.id)).items).toMatchObject([
      { number: 1, author: { handle: 'gemma' } },
    ]);
    expect(await createScenario(t.platform, null, write)).toMatchObject({ ok: false, error: { status: 401 } });
  });

  it('refuses bad input with the field at fault', async () => {
    const gm = await player(t.platform, 'gemma');
    const refusal = async (input: unknown) => {
      const got = await createScenario(t.platform, gm, input);
      return got.ok ? null : got.error;
    };
    expect(await refusal({ ...write, title: '  ' })).toMatchObject({ status: 400, field: 'title' });
    expect(await refusal({ ...write, minPlayers: 5, maxPlayers: 3 })).toMatchObject({ field: 'maxPlayers' });
    expect(await refusal({ ...write, suggestedStatus: 'legend' })).toMatchObject({ field: 'suggestedStatus' });
    expect(await refusal({ ...write, tags: Array.from({ length: 13 }, (_, i) => `t${i}`) })).toMatchObject({
      field: 'tags',
    });
    expect(await refusal({ ...write, handouts: [{ kind: 'loose_end', name: 'x' }] })).toMatchObject({
      issues: [
        { field: 'handouts.0.threatLevel', message: expect.any(String) as string },
        { field: 'handouts.0.cutoff', message: expect.any(String) as string },
      ],
    });
    expect(
      await refusal({ ...write, handouts: [{ kind: 'loose_end', name: 'x', threatLevel: 'deadly', cutoff: 6 }] }),
    ).toMatchObject({ field: 'handouts.0.cutoff' });
    expect(await refusal({ title: 'Only a title' })).toBeNull();
  });

  it('revises with a version check, keeps kept handouts ids, and reverts as a new revision', async () => {
    const gm = await player(t.platform, 'gemma');
    const made = await written(gm);
    const [trophy, looseEnd] = made.aftermath!.handouts;
    const edit = {
      ...write,
      mission: 'Find the ledger.\nBurn it.\nGet out.',
      handouts: [
        { ...write.handouts[1], id: looseEnd!.id },
        { kind: 'condition', name: 'Soaked', description: 'Cold to the bone.' },
      ],
      note: 'Burn it',
    };
    const second = expectOk(await reviseScenario(t.platform, gm, made.id, { ...edit, version: 1 }));
    expect(second.version).toBe(2);
    expect(second.wordCount).toBe(28);
    const handouts = second.aftermath!.handouts;
    expect(handouts[0]!.id).toBe(looseEnd!.id);
    expect(handouts[1]!.id).not.toBe(trophy!.id);
    // A stale editor is refused, and nothing is written.
    expect(await reviseScenario(t.platform, gm, made.id, { ...edit, title: 'Mine', version: 1 })).toMatchObject({
      ok: false,
      error: { code: 'version_conflict', status: 409 },
    });
    expect(expectOk(await getScenario(t.platform, gm, made.id)).title).toBe('The Salt Ledger');
    // An id the Scenario never held is replaced.
    const forged = expectOk(
      await reviseScenario(t.platform, gm, made.id, {
        ...write,
        handouts: [{ ...write.handouts[0], id: 'chosen-by-client' }],
        version: 2,
      }),
    );
    expect(forged.aftermath!.handouts[0]!.id).not.toBe('chosen-by-client');

    const diff = expectOk(await getRevision(t.platform, gm, made.id, '2'));
    expect(diff).toMatchObject({ number: 2, previous: 1, note: 'Burn it' });
    expect(diff.changes.map((c) => c.field)).toEqual(['mission', 'handouts']);
    const first = expectOk(await getRevision(t.platform, gm, made.id, 1));
    expect(first.previous).toBeNull();
    expect(await getRevision(t.platform, gm, made.id, 9)).toMatchObject({ ok: false, error: { status: 404 } });
    expect(await getRevision(t.platform, gm, made.id, 'x')).toMatchObject({ ok: false, error: { status: 404 } });

    const back = expectOk(await revertScenario(t.platform, gm, made.id, { revision: 1, version: 3 }));
    expect(back).toMatchObject({ version: 4, wordCount: 26 });
    expect(back.writeup!.mission).toBe('Find the ledger.\nGet out.');
    expect(back.aftermath!.handouts.map((h) => h.id)).toEqual([trophy!.id, looseEnd!.id]);
    const history = expectOk(await listRevisions(t.platform, gm, made.id)).items;
    expect(history.map((r) => [r.number, r.revertedTo])).toEqual([
      [4, 1],
      [3, null],
      [2, null],
      [1, null],
    ]);
    expect(await revertScenario(t.platform, gm, made.id, { revision: 1, version: 3 })).toMatchObject({
      ok: false,
      error: { code: 'version_conflict' },
    });
    expect(await revertScenario(t.platform, gm, made.id, { revision: 40, version: 4 })).toMatchObject({
      ok: false,
      error: { status: 404, field: 'revision' },
    });
  });

  it('lets only the writer change a Scenario or read its history, and nobody a stock one', async () => {
    const gm = await player(t.platform, 'gemma');
    const other = await player(t.platform, 'oscar');
    const made = await written(gm);
    await discoverAs(t.platform, made.id, other.userId, 'shared');
    expect(await reviseScenario(t.platform, other, made.id, { ...write, version: 1 })).toMatchObject({
      ok: false,
      error: { status: 403 },
    });
    expect(await revertScenario(t.platform, other, made.id, { revision: 1, version: 1 })).toMatchObject({
      ok: false,
      error: { status: 403 },
    });
    expect(await listRevisions(t.platform, other, made.id)).toMatchObject({ ok: false, error: { status: 403 } });
    expect(await listRevisions(t.platform, null, made.id)).toMatchObject({ ok: false, error: { status: 401 } });
    expect(await getRevision(t.platform, other, made.id, 1)).toMatchObject({ ok: false, error: { status: 403 } });
    const stock = await insertScenario(t.platform, { stockKey: 'free' });
    expect(await reviseScenario(t.platform, gm, stock, { ...write, version: 1 })).toMatchObject({
      ok: false,
      error: { code: 'stock_scenario', status: 403 },
    });
    expect(await reviseScenario(t.platform, gm, 'nope', { ...write, version: 1 })).toMatchObject({
      ok: false,
      error: { status: 404 },
    });
  });

  it('filters spoilers for every reader (the permission matrix)', async () => {
    const gm = await player(t.platform, 'gemma');
    const stranger = await player(t.platform, 'sid');
    const playedA = await player(t.platform, 'pia');
    const playedB = await player(t.platform, 'pete');
    const shared = await player(t.platform, 'shay');
    const made = await written(gm);
    await discoverAs(t.platform, made.id, playedA.userId, 'played');
    await discoverAs(t.platform, made.id, playedB.userId, 'played');
    await discoverAs(t.platform, made.id, shared.userId, 'shared');
    expectOk(await spoilAftermath(t.platform, playedB, made.id));
    expectOk(await spoilAftermath(t.platform, shared, made.id));
    const learning = await insertScenario(t.platform, { forLearning: true });
    const free = await insertScenario(t.platform, { stockKey: 'free' });
    const locked = await insertScenario(t.platform, { stockKey: 'sanctuary' });

    const read = async (actor: Actor, id: string) => {
      const v = expectOk(await getScenario(t.platform, actor, id));
      // The summary is always there.
      expect(v.summary).not.toBe('');
      return {
        ground: v.access.ground,
        writeup: v.writeup !== null,
        aftermath: v.aftermath !== null,
        reveal: v.access.mayRevealAftermath,
      };
    };
    const row = (ground: string, writeup: boolean, aftermath: boolean, reveal: boolean) => ({
      ground,
      writeup,
      aftermath,
      reveal,
    });
    expect(await read(null, made.id)).toEqual(row('visitor', false, false, false));
    expect(await read(stranger, made.id)).toEqual(row('not_discovered', false, false, false));
    expect(await read(playedA, made.id)).toEqual(row('discovered', true, false, true));
    expect(await read(playedB, made.id)).toEqual(row('discovered', true, true, false));
    expect(await read(shared, made.id)).toEqual(row('discovered', true, true, false));
    expect(await read(gm, made.id)).toEqual(row('writer', true, true, false));
    expect(await read(null, learning)).toEqual(row('learning', true, false, false));
    expect(await read(stranger, learning)).toEqual(row('learning', true, false, true));
    expect(await read(null, free)).toEqual(row('free', true, false, false));
    expect(await read(stranger, free)).toEqual(row('free', true, false, true));
    expect(await read(null, locked)).toEqual(row('visitor', false, false, false));
    expect(await read(stranger, locked)).toEqual(row('not_discovered', false, false, false));
    expect(expectOk(await getScenario(t.platform, null, free)).access.aftermathNeedsSignIn).toBe(true);

    // A player who only played it reads a Loose End's name and level, never its Threat, Cutoff or tie-up.
    const onlyPlayed = expectOk(await getScenario(t.platform, playedB, made.id)).aftermath!.handouts[1]!;
    expect(onlyPlayed).toMatchObject({
      name: 'The auditor remembers',
      threatLevel: 'deadly',
      threat: null,
      cutoff: null,
    });
    const runner = expectOk(await getScenario(t.platform, shared, made.id)).aftermath!.handouts[1]!;
    expect(runner).toMatchObject({ threat: 'Hired knives', cutoff: 3, tieUp: 'Pay the auditor off.' });

    // Revealing needs an account and a readable write-up.
    expect(await spoilAftermath(t.platform, null, free)).toMatchObject({ ok: false, error: { status: 401 } });
    expect(await spoilAftermath(t.platform, stranger, made.id)).toMatchObject({
      ok: false,
      error: { code: 'not_discovered', status: 403 },
    });
    expect(expectOk(await spoilAftermath(t.platform, stranger, free)).aftermath).not.toBeNull();
    expect(expectOk(await spoilAftermath(t.platform, stranger, free)).aftermath).not.toBeNull();
    expect(await getScenario(t.platform, stranger, 'nope')).toMatchObject({ ok: false, error: { status: 404 } });
  });

  it("lists a reader's collection with their reasons, newest first", async () => {
    const gm = await player(t.platform, 'gemma');
    const reader = await player(t.platform, 'pia');
    const first = await written(gm);
    t.clock.advance(60_000);
    const second = expectOk(await createScenario(t.platform, gm, { title: 'Second' }));
    await discoverAs(t.platform, first.id, reader.userId, 'played');
    await discoverAs(t.platform, first.id, reader.userId, 'shared');
    expect(expectOk(await listScenarios(t.platform, gm)).items.map((s) => [s.title, s.mine, s.reasons])).toEqual([
      ['Second', true, ['wrote']],
      ['The Salt Ledger', true, ['wrote']],
    ]);
    const mine = expectOk(await listScenarios(t.platform, reader)).items;
    expect(mine.map((s) => [s.id, s.mine, s.reasons])).toEqual([[first.id, false, ['played', 'shared']]]);
    expect(mine[0]).not.toHaveProperty('writeup');
    expect(second.id).not.toBe(first.id);
    expect(await listScenarios(t.platform, null)).toMatchObject({ ok: false, error: { status: 401 } });
  });
});

async function discoverAs(p: Platform, scenarioId: string, userId: string, reason: 'played' | 'shared'): Promise<void> {
  await p.db.transaction((tx) => discover(tx, [{ scenarioId, userId, reason }], p.now()));
}

async function insertScenario(p: Platform, extra: { stockKey?: string; forLearning?: boolean }): Promise<string> {
  const now = p.now();
  const [row] = await p.db
    .insert(scenarios)
    .values({
      title: 'Ours',
      summary: 'A stock or teaching Scenario.',
      overview: 'Open words.',
      aftermath: 'Closed words.',
      handouts: [{ id: 'h1', kind: 'condition', name: 'Shaken', description: '' }],
      createdAt: now,
      updatedAt: now,
      ...extra,
    })
    .returning();
  await p.db.insert(scenarioRevisions).values({ scenarioId: row!.id, number: 1, content: {}, createdAt: now });
  return row!.id;
}
