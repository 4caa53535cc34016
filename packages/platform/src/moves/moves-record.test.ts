import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openTable, type Table } from '../contracts/fixtures.js';
import { contractors, ledgerEntries, looseEnds } from '../db/schema.js';
import { listWorldEvents } from '../playgroups/world-events.js';
import { getLooseEnds } from '../scenarios/loose-ends.js';
import { expectOk, player } from '../testing/fixtures.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { grantLooseEnd } from './loose-end-write.js';
import { getMove, listMoves } from './read-moves.js';
import { recordMove } from './record-move.js';
import { voidMove } from './void-move.js';

const words = (n: number, word = 'dusk') => Array.from({ length: n }, () => word).join(' ');

/** A table with Ann (whose Contractor makes the Move) and Greg, a member who GMs and owns a Contractor. */
async function setUp(table: Table) {
  const ann = await table.seat('ann');
  const greg = await table.seat('greg');
  const move = (over: Record<string, unknown> = {}) => ({
    contractorId: ann.contractorId,
    goal: 'Shake off the tail',
    summary: words(200),
    worldEventTitle: 'Fire at the docks',
    worldEvent: words(50),
    bonusContractorId: greg.contractorId,
    ...over,
  });
  return { ann, greg, move };
}

const entriesOf = (table: Table, contractorId: string) =>
  table.p.db.select().from(ledgerEntries).where(eq(ledgerEntries.contractorId, contractorId));

async function addEarnedExp(table: Table, contractorId: string, amount: number) {
  await table.p.db.insert(ledgerEntries).values({
    contractorId,
    resource: 'exp',
    amount,
    kind: 'adjustment',
    cause: {},
    createdAt: table.p.now(),
  });
}

describe.each(backends)('Moves ($name)', (backend) => {
  const t = useTestPlatform(backend);

  it('pays the GM 2 bonus Exp at 250 words, nothing at 249, and never the Contractor who moved', async () => {
    const table = await openTable(t.platform);
    const { ann, greg, move } = await setUp(table);
    const annBefore = (await entriesOf(table, ann.contractorId)).length;

    const short = expectOk(await recordMove(t.platform, greg.player, move({ worldEvent: words(49) })));
    expect(short).toMatchObject({ bonusRefused: 'too_few_words', move: { wordCount: 249, bonus: null } });
    expect((await entriesOf(table, greg.contractorId)).filter((e) => e.kind === 'move_bonus')).toEqual([]);

    const full = expectOk(await recordMove(t.platform, greg.player, move()));
    expect(full).toMatchObject({ bonusRefused: null, move: { wordCount: 250, bonus: { exp: 2 } } });
    const paid = (await entriesOf(table, greg.contractorId)).filter((e) => e.kind === 'move_bonus');
    expect(paid).toMatchObject([{ resource: 'exp', amount: 2, cause: { moveId: full.move.id } }]);
    // The Contractor making the Moves gained nothing at all.
    expect((await entriesOf(table, ann.contractorId)).length).toBe(annBefore);

    // The bonus cannot go to the moving Contractor, nor to anyone but the GM's own.
    const wrong = await recordMove(t.platform, greg.player, move({ bonusContractorId: ann.contractorId }));
    expect(!wrong.ok && wrong.error).toMatchObject({ code: 'not_gm_contractor', field: 'bonusContractorId' });
  });

  it('applies the bonus-Exp cap at its edge', async () => {
    const table = await openTable(t.platform);
    const { greg, move } = await setUp(table);
    // No victories: the cap is 10 earned Exp; at 10 the bonus still lands, past it the GM must name another.
    await addEarnedExp(table, greg.contractorId, 10);
    expectOk(await recordMove(t.platform, greg.player, move()));
    const over = await recordMove(t.platform, greg.player, move());
    expect(!over.ok && over.error).toMatchObject({ code: 'bonus_exp_cap', status: 422 });
    expectOk(await recordMove(t.platform, greg.player, move({ bonusContractorId: null })));
  });

  it('lets only a GM of the home Playgroup record, never for their own Contractor', async () => {
    const table = await openTable(t.platform);
    const { ann, move } = await setUp(table);
    const watcher = await table.seat('wade', { role: 'watcher' });
    const outsider = await player(t.platform, 'otto');
    const own = await recordMove(t.platform, ann.player, move({ bonusContractorId: null }));
    expect(!own.ok && own.error.code).toBe('own_contractor');
    for (const who of [watcher.player, outsider]) {
      const r = await recordMove(t.platform, who, move({ bonusContractorId: null }));
      expect(!r.ok && r.error.status).toBe(403);
    }
    const blank = await recordMove(t.platform, table.gm, move({ goal: '  ', bonusContractorId: null }));
    expect(!blank.ok && blank.error).toMatchObject({ status: 400 });
  });

  it('changes the sheet, ties up and grants Loose Ends, posts its World Event, and a Leader voids it exactly', async () => {
    const table = await openTable(t.platform);
    const { ann, greg, move } = await setUp(table);
    await t.platform.db
      .update(contractors)
      .set({ conditions: ['Cursed', 'Hunted'], trophies: ['A ring'] })
      .where(eq(contractors.id, ann.contractorId));
    const old = expectOk(
      await grantLooseEnd(t.platform, table.gm, ann.contractorId, {
        name: 'Owes the Duke',
        threat: 'Collectors',
        threatLevel: 'dangerous',
        cutoff: 3,
      }),
    ).id;
    const recorded = expectOk(
      await recordMove(
        t.platform,
        greg.player,
        move({
          conditions: { add: ['Blessed'], remove: ['Cursed'] },
          trophies: { add: ['The Duke’s seal'] },
          tieUpLooseEnds: [old],
          grantLooseEnds: [{ name: 'Seen by the Duke', threat: 'Guards', threatLevel: 'deadly', cutoff: 2 }],
        }),
      ),
    ).move;
    const sheet = async () =>
      (
        await t.platform.db
          .select({ c: contractors.conditions, t: contractors.trophies })
          .from(contractors)
          .where(eq(contractors.id, ann.contractorId))
      )[0]!;
    expect(await sheet()).toEqual({ c: ['Hunted', 'Blessed'], t: ['A ring', 'The Duke’s seal'] });
    const open = async () =>
      expectOk(await getLooseEnds(t.platform, table.gm, ann.contractorId)).looseEnds.map((le) => le.name);
    expect(await open()).toEqual(['Seen by the Duke']);
    const feed = async () =>
      expectOk(await listWorldEvents(t.platform, ann.player, table.playgroupId)).items.map((e) => e.title);
    expect(await feed()).toEqual(['Fire at the docks']);
    expect(recorded.looseEnds).toMatchObject({ granted: [{ name: 'Seen by the Duke' }], tiedUp: [{ id: old }] });

    // Removing what the sheet does not hold is refused, naming the field.
    const missing = await recordMove(t.platform, greg.player, move({ trophies: { remove: ['A crown'] } }));
    expect(!missing.ok && missing.error).toMatchObject({ code: 'not_on_sheet', field: 'trophies.remove.0' });

    // Only a Leader voids; then every result and the bonus are reversed.
    const notLeader = await voidMove(t.platform, greg.player, recorded.id, {});
    expect(!notLeader.ok && notLeader.error.status).toBe(403);
    const voided = expectOk(await voidMove(t.platform, table.gm, recorded.id, { reason: 'Off-setting.' }));
    expect(voided.voided).toMatchObject({ reason: 'Off-setting.' });
    expect(await sheet()).toEqual({ c: ['Cursed', 'Hunted'], t: ['A ring'] });
    expect(await open()).toEqual(['Owes the Duke']);
    expect(await feed()).toEqual([]);
    expect((await t.platform.db.select().from(looseEnds)).map((l) => l.name)).toEqual(['Owes the Duke']);
    const bonus = (await entriesOf(table, greg.contractorId)).filter((e) => e.kind === 'move_bonus');
    expect(bonus.map((e) => e.voidedAt !== null)).toEqual([true]);
    const twice = await voidMove(t.platform, table.gm, recorded.id, {});
    expect(!twice.ok && twice.error.code).toBe('already_voided');
  });

  it('shows the summary to readers of the sheet and only the World Event to the rest of the Playgroup', async () => {
    const table = await openTable(t.platform);
    const { ann, greg, move } = await setUp(table);
    const id = expectOk(await recordMove(t.platform, greg.player, move({ bonusContractorId: null }))).move.id;
    await t.platform.db.update(contractors).set({ private: true }).where(eq(contractors.id, ann.contractorId));
    const bob = await table.seat('bob');
    const forBob = expectOk(await getMove(t.platform, bob.player, id));
    expect(forBob).toMatchObject({
      summary: null,
      goal: null,
      changes: null,
      worldEvent: { title: 'Fire at the docks' },
    });
    expect(expectOk(await getMove(t.platform, ann.player, id)).summary).toBe(words(200));
    expect(expectOk(await listMoves(t.platform, ann.player, { contractorId: ann.contractorId })).items).toHaveLength(1);
    expect((await listMoves(t.platform, bob.player, { contractorId: ann.contractorId })).ok).toBe(false);
    expect(expectOk(await listMoves(t.platform, bob.player, { playgroupId: table.playgroupId })).items).toHaveLength(1);
  });
});
