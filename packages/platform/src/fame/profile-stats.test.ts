import { describe, expect, it } from 'vitest';
import { updateProfile } from '../accounts/profile.js';
import { finishContract } from '../contracts/finish.js';
import { openTable, runningContract } from '../contracts/fixtures.js';
import { voidContractRecord } from '../contracts/void.js';
import { expectOk } from '../testing/fixtures.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { fameWorld } from './fame-fixtures.js';
import { getHallOfFame } from './hall-of-fame.js';
import { getProfileStats, PROFILE_STAT_KEYS } from './profile-stats.js';

describe.each(backends)('profile stats ($name)', (backend) => {
  const t = useTestPlatform(backend);

  it('counts finished seats and Contracts GMed; voided, canceled and scheduled ones never count', async () => {
    const w = await fameWorld(t.platform);
    const gwen = await w.player('gwen');
    const ann = await w.player('ann');
    const [ada, bo, cy, di] = await Promise.all(['Ada', 'Bo', 'Cy', 'Di'].map((n) => w.contractor(ann, n)));
    const seat = (contractorId: string | null, outcome?: 'victory' | 'failure' | 'death' | 'declined') => [
      { userId: ann.userId, contractorId, ...(outcome ? { outcome } : {}) },
    ];
    await w.game({ gmId: gwen.userId, seats: seat(ada!, 'victory') });
    await w.game({ gmId: gwen.userId, seats: seat(ada!, 'victory') });
    await w.game({ gmId: gwen.userId, seats: seat(bo!, 'failure') });
    await w.game({ gmId: gwen.userId, seats: seat(cy!, 'death') });
    // Declined: a game at the table, but neither a victory nor a survival.
    await w.game({ gmId: gwen.userId, seats: seat(di!, 'declined') });
    // A Ringer seat is a game played, with no Contractor outcome.
    await w.game({ gmId: gwen.userId, seats: seat(null) });
    for (const state of ['voided', 'canceled', 'scheduled'] as const)
      await w.game({ gmId: gwen.userId, seats: seat(bo!, 'victory'), state });
    // Ann GMs once herself.
    await w.game({ gmId: ann.userId, seats: [{ userId: gwen.userId, contractorId: null }] });
    expect(expectOk(await getProfileStats(t.platform, null, 'ANN'))).toEqual({
      gamesPlayed: 6,
      gamesGmed: 1,
      victories: 2,
      deaths: 1,
      survivals: 3,
      journalsWritten: 0,
      movesGmed: 0,
    });
    expect(expectOk(await getProfileStats(t.platform, null, 'gwen'))).toEqual({
      gamesPlayed: 1,
      gamesGmed: 6,
      victories: 0,
      deaths: 0,
      survivals: 0,
      journalsWritten: 0,
      movesGmed: 0,
    });
    expect(PROFILE_STAT_KEYS).toEqual([
      'gamesPlayed',
      'gamesGmed',
      'victories',
      'deaths',
      'survivals',
      'journalsWritten',
      'movesGmed',
    ]);
    expect(await getProfileStats(t.platform, null, 'nobody')).toMatchObject({ ok: false, error: { status: 404 } });
    expect(await getProfileStats(t.platform, null, 42)).toMatchObject({ ok: false, error: { status: 404 } });
  });

  it('a private Contractor counts for its player only; a private profile shows no stats to others', async () => {
    const w = await fameWorld(t.platform);
    const gwen = await w.player('gwen');
    const ann = await w.player('ann');
    const open = await w.contractor(ann, 'Open');
    const secret = await w.contractor(ann, 'Secret', { private: true });
    await w.game({ gmId: gwen.userId, seats: [{ userId: ann.userId, contractorId: open, outcome: 'victory' }] });
    await w.game({ gmId: gwen.userId, seats: [{ userId: ann.userId, contractorId: secret, outcome: 'death' }] });
    const annActor = { userId: ann.userId, handle: ann.handle };
    const gwenActor = { userId: gwen.userId, handle: gwen.handle };
    expect(expectOk(await getProfileStats(t.platform, gwenActor, 'ann'))).toMatchObject({
      gamesPlayed: 2,
      victories: 1,
      deaths: 0,
      survivals: 1,
    });
    expect(expectOk(await getProfileStats(t.platform, annActor, 'ann'))).toMatchObject({ deaths: 1, survivals: 1 });
    // Going private: the player still sees their own, nobody else does, and the boards drop them.
    expect(expectOk(await updateProfile(t.platform, annActor, { profilePrivate: true }))).toMatchObject({
      profilePrivate: true,
      self: true,
    });
    expect(expectOk(await getProfileStats(t.platform, gwenActor, 'ann'))).toBeNull();
    expect(expectOk(await getProfileStats(t.platform, null, 'ann'))).toBeNull();
    expect(expectOk(await getProfileStats(t.platform, annActor, 'ann'))).toMatchObject({ gamesPlayed: 2 });
    const hall = expectOk(await getHallOfFame(t.platform, null));
    expect(hall.mostPlayed).toEqual([]);
    expect(hall.mostVictories).toEqual([]);
    expect(hall.mostGmed.map((e) => e.player.handle)).toEqual(['gwen']);
    expect(await updateProfile(t.platform, annActor, { profilePrivate: 'yes' })).toMatchObject({
      ok: false,
      error: { status: 400 },
    });
  });

  it('follows the real workflows: recording a Contract adds to the counts, voiding it takes them back', async () => {
    const table = await openTable(t.platform);
    const ann = await table.seat('ann');
    const bob = await table.seat('bob');
    const id = await runningContract(table, [ann, bob]);
    expectOk(
      await finishContract(t.platform, table.gm, id, {
        outcomes: [
          { contractorId: ann.contractorId, outcome: 'victory' },
          { contractorId: bob.contractorId, outcome: 'death' },
        ],
        gmImprovementContractorId: table.gmContractor,
      }),
    );
    expect(expectOk(await getProfileStats(t.platform, null, 'ann'))).toMatchObject({ gamesPlayed: 1, victories: 1 });
    expect(expectOk(await getProfileStats(t.platform, null, 'bob'))).toMatchObject({ deaths: 1, survivals: 0 });
    expect(expectOk(await getProfileStats(t.platform, null, 'gwen'))).toMatchObject({ gamesGmed: 1 });
    const before = expectOk(await getHallOfFame(t.platform, null));
    expect(before.mostVictories.map((e) => [e.contractor.id, e.count])).toEqual([[ann.contractorId, 1]]);
    expect(before.topSurvivors.map((e) => e.contractor.id)).toEqual([ann.contractorId]);
    expectOk(await voidContractRecord(t.platform, table.gm, id, {}));
    expect(expectOk(await getProfileStats(t.platform, null, 'ann'))).toMatchObject({ gamesPlayed: 0, victories: 0 });
    expect(expectOk(await getProfileStats(t.platform, null, 'gwen'))).toMatchObject({ gamesGmed: 0 });
    const after = expectOk(await getHallOfFame(t.platform, null));
    expect([after.mostGmed, after.mostPlayed, after.mostVictories, after.topSurvivors]).toEqual([[], [], [], []]);
  });

  it('counts Journals on recorded Contracts and Moves no Leader voided; the Journal board ranks public writers', async () => {
    const w = await fameWorld(t.platform);
    const gwen = await w.player('gwen');
    const ann = await w.player('ann');
    const bea = await w.player('bea');
    const ada = await w.contractor(ann, 'Ada');
    const hush = await w.contractor(ann, 'Hush', { private: true });
    const bo = await w.contractor(bea, 'Bo');
    const seat = (userId: string, contractorId: string) => ({ gmId: gwen.userId, seats: [{ userId, contractorId }] });
    const played = await w.game(seat(ann.userId, ada));
    const alsoPlayed = await w.game(seat(ann.userId, ada));
    const secretJob = await w.game(seat(ann.userId, hush));
    const voided = await w.game({ ...seat(ann.userId, ada), state: 'voided' });
    const beaJob = await w.game(seat(bea.userId, bo));
    await w.journal(ada, played);
    await w.journal(ada, alsoPlayed);
    await w.journal(hush, secretJob);
    await w.journal(ada, voided);
    await w.journal(bo, beaJob);
    await w.move(gwen.userId, ada);
    await w.move(gwen.userId, bo);
    await w.move(gwen.userId, bo, { voided: true });
    const annActor = { userId: ann.userId, handle: ann.handle };
    // The voided Contract's Journal never counts; the private Contractor's counts for its own player only.
    expect(expectOk(await getProfileStats(t.platform, null, 'ann'))).toMatchObject({ journalsWritten: 2 });
    expect(expectOk(await getProfileStats(t.platform, annActor, 'ann'))).toMatchObject({ journalsWritten: 3 });
    expect(expectOk(await getProfileStats(t.platform, null, 'gwen'))).toMatchObject({ movesGmed: 2 });
    const hall = expectOk(await getHallOfFame(t.platform, null));
    expect(hall.topJournalWriters.map((e) => [e.rank, e.player.handle, e.count])).toEqual([
      [1, 'ann', 2],
      [2, 'bea', 1],
    ]);
    await w.hide(bea.userId);
    const hidden = expectOk(await getHallOfFame(t.platform, null));
    expect(hidden.topJournalWriters.map((e) => e.player.handle)).toEqual(['ann']);
  });
});
