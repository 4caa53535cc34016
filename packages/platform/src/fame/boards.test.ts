import { describe, expect, it } from 'vitest';
import { expectOk } from '../testing/fixtures.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { insertScenario } from '../scenarios/play-fixtures.js';
import { fameWorld } from './fame-fixtures.js';
import { getHallOfFame } from './hall-of-fame.js';
import { getProfileStats } from './profile-stats.js';
import { watchStatements } from '../testing/statement-log.js';

describe.each(backends)('Hall of Fame boards ($name)', (backend) => {
  const t = useTestPlatform(backend);
  const hall = async () => expectOk(await getHallOfFame(t.platform, null));

  it('most Contracts GMed: finished ones only, ties share a rank and list by handle, private profiles left out', async () => {
    const w = await fameWorld(t.platform);
    const [zed, amy, bea, cal, hid] = await Promise.all(['zed', 'amy', 'bea', 'cal', 'hid'].map((h) => w.player(h)));
    await w.games(3, { gmId: zed!.userId });
    await w.games(3, { gmId: amy!.userId });
    await w.games(2, { gmId: bea!.userId });
    // Voided, canceled and scheduled Contracts never count.
    for (const state of ['voided', 'canceled', 'scheduled'] as const) await w.game({ gmId: bea!.userId, state });
    await w.games(1, { gmId: cal!.userId });
    await w.games(9, { gmId: hid!.userId });
    await w.hide(hid!.userId);
    const { mostGmed } = await hall();
    expect(mostGmed.map((e) => [e.rank, e.player.handle, e.count])).toEqual([
      [1, 'amy', 3],
      [1, 'zed', 3],
      [3, 'bea', 2],
      [4, 'cal', 1],
    ]);
  });

  it('most played counts every finished seat (Ringers too) and keeps to the top 10', async () => {
    const w = await fameWorld(t.platform);
    const gm = await w.player('gwen');
    const players = [];
    for (let i = 0; i < 12; i++) players.push(await w.player(`p${String(i).padStart(2, '0')}`));
    // p00 plays three times as a Ringer, p01 twice with a Contractor, the rest once.
    const k01 = await w.contractor(players[1]!, 'Kay');
    await w.games(3, { gmId: gm.userId, seats: [{ userId: players[0]!.userId, contractorId: null }] });
    await w.games(2, {
      gmId: gm.userId,
      seats: [{ userId: players[1]!.userId, contractorId: k01, outcome: 'victory' }],
    });
    await w.game({ gmId: gm.userId, seats: players.slice(2).map((p) => ({ userId: p.userId, contractorId: null })) });
    await w.game({ gmId: gm.userId, seats: [{ userId: players[1]!.userId, contractorId: k01 }], state: 'voided' });
    const { mostPlayed } = await hall();
    expect(mostPlayed).toHaveLength(10);
    expect(mostPlayed.slice(0, 3).map((e) => [e.rank, e.player.handle, e.count])).toEqual([
      [1, 'p00', 3],
      [2, 'p01', 2],
      [3, 'p02', 1],
    ]);
    // Ten players tie for third; the board stops at ten rows, the first by handle.
    expect(mostPlayed.at(-1)).toMatchObject({ rank: 3, player: { handle: 'p09' } });
  });

  it('deadliest GMs: deaths per Contract, only from the minimum number of Contracts and one death', async () => {
    const w = await fameWorld(t.platform);
    const { minimums } = await hall();
    expect(minimums).toEqual({ gmContracts: 5, scenarioRuns: 3 });
    const victim = await w.player('victim');
    const grim = await w.player('grim');
    const lucky = await w.player('lucky');
    const rookie = await w.player('rookie');
    const steady = await w.player('steady');
    const twin = await w.player('twin');
    const dies = async () => ({
      userId: victim.userId,
      contractorId: await w.contractor(victim, 'Doomed'),
      outcome: 'death' as const,
    });
    // grim: 2 deaths in 5 Contracts (0.4); twin: 4 in 10 (0.4, more deaths, listed first in the tie).
    await w.game({ gmId: grim.userId, seats: [await dies()] });
    await w.game({ gmId: grim.userId, seats: [await dies()] });
    await w.games(3, { gmId: grim.userId });
    for (let i = 0; i < 4; i++) await w.game({ gmId: twin.userId, seats: [await dies()] });
    await w.games(6, { gmId: twin.userId });
    // rookie: one unlucky game in 4 is under the floor; a voided fifth does not lift it.
    await w.game({ gmId: rookie.userId, seats: [await dies()] });
    await w.games(3, { gmId: rookie.userId });
    await w.game({ gmId: rookie.userId, state: 'voided' });
    // lucky: 5 Contracts, nobody died (not on a deadliest board). steady: 1 in 5 (0.2).
    await w.games(5, { gmId: lucky.userId });
    await w.game({ gmId: steady.userId, seats: [await dies()] });
    await w.games(4, { gmId: steady.userId });
    const { deadliestGms } = await hall();
    expect(deadliestGms.map((e) => [e.rank, e.player.handle, e.contracts, e.deaths, e.deathsPerContract])).toEqual([
      [1, 'twin', 10, 4, 0.4],
      [1, 'grim', 5, 2, 0.4],
      [3, 'steady', 5, 1, 0.2],
    ]);
    // Five Contracts exactly is enough; a sixth voided death does not count.
    await w.game({ gmId: steady.userId, seats: [await dies()], state: 'voided' });
    expect((await hall()).deadliestGms.at(-1)).toMatchObject({ player: { handle: 'steady' }, deaths: 1 });
  });

  it('top survivors: living public Contractors by victories and failures; the dead and the private stay off', async () => {
    const w = await fameWorld(t.platform);
    const gm = await w.player('gwen');
    const ann = await w.player('ann');
    const hid = await w.player('hid');
    const ada = await w.contractor(ann, 'Ada');
    const bo = await w.contractor(ann, 'Bo');
    const cy = await w.contractor(ann, 'Cy');
    const secret = await w.contractor(ann, 'Secret', { private: true });
    const hidden = await w.contractor(hid, 'Hidden');
    await w.hide(hid.userId);
    const seat = (contractorId: string, outcome: 'victory' | 'failure' | 'death' | 'declined') => ({
      gmId: gm.userId,
      seats: [{ userId: ann.userId, contractorId, outcome }],
    });
    await w.game(seat(ada, 'victory'));
    await w.game(seat(ada, 'failure'));
    await w.game(seat(ada, 'declined'));
    await w.game(seat(bo, 'failure'));
    await w.game(seat(bo, 'victory'));
    await w.game(seat(cy, 'victory'));
    await w.game(seat(cy, 'victory'));
    await w.game(seat(cy, 'victory'));
    await w.bury(cy, await w.game(seat(cy, 'death')));
    await w.games(5, seat(secret, 'victory'));
    await w.games(5, { gmId: gm.userId, seats: [{ userId: hid.userId, contractorId: hidden, outcome: 'victory' }] });
    await w.game({ ...seat(bo, 'victory'), state: 'voided' });
    const { topSurvivors, mostVictories } = await hall();
    expect(topSurvivors.map((e) => [e.rank, e.contractor.name, e.owner.handle, e.count])).toEqual([
      [1, 'Ada', 'ann', 2],
      [1, 'Bo', 'ann', 2],
    ]);
    // Victories: the dead keep theirs; the private sheet and the private player's Contractor stay off.
    expect(mostVictories.map((e) => [e.rank, e.contractor.name, e.count])).toEqual([
      [1, 'Cy', 3],
      [2, 'Ada', 1],
      [2, 'Bo', 1],
    ]);
    expect(mostVictories[0]!.contractor).toMatchObject({ id: cy, status: 'newbie' });
  });

  it('Scenarios by runs and by deaths per run (from the minimum number of runs)', async () => {
    const w = await fameWorld(t.platform);
    const gm = await w.player('gwen');
    const ann = await w.player('ann');
    const [salt, tide, reef] = await Promise.all([
      insertScenario(t.platform, { title: 'Salt' }),
      insertScenario(t.platform, { title: 'Tide' }),
      insertScenario(t.platform, { title: 'Reef' }),
    ]);
    const death = async () => [
      { userId: ann.userId, contractorId: await w.contractor(ann, 'K'), outcome: 'death' as const },
    ];
    // Salt: 4 runs, 1 death. Tide: 2 runs, 2 deaths (under the floor). Reef: 3 runs, 3 deaths, plus a voided run.
    await w.game({ gmId: gm.userId, scenarioId: salt, seats: await death() });
    await w.games(3, { gmId: gm.userId, scenarioId: salt });
    for (let i = 0; i < 2; i++) await w.game({ gmId: gm.userId, scenarioId: tide, seats: await death() });
    for (let i = 0; i < 3; i++) await w.game({ gmId: gm.userId, scenarioId: reef, seats: await death() });
    await w.game({ gmId: gm.userId, scenarioId: reef, state: 'voided', seats: await death() });
    await w.games(2, { gmId: gm.userId });
    const { mostRunScenarios, deadliestScenarios } = await hall();
    expect(mostRunScenarios.map((e) => [e.rank, e.scenario.title, e.runs, e.deaths])).toEqual([
      [1, 'Salt', 4, 1],
      [2, 'Reef', 3, 3],
      [3, 'Tide', 2, 2],
    ]);
    expect(deadliestScenarios.map((e) => [e.rank, e.scenario.title, e.deathsPerRun])).toEqual([
      [1, 'Reef', 1],
      [2, 'Salt', 0.25],
    ]);
  });

  it('reads as plain SELECTs: one aggregate per board, one statement for a profile, no transaction', async () => {
    const w = await fameWorld(t.platform);
    const gwen = await w.player('gwen');
    await w.games(2, { gmId: gwen.userId });
    const log = watchStatements(t.platform.db);
    try {
      await hall();
      expectOk(await getProfileStats(t.platform, null, 'gwen'));
    } finally {
      log.stop();
    }
    expect(log.transactions).toBe(0);
    expect(log.writes()).toEqual([]);
    // Eight boards, then the profile's player lookup and its counts.
    expect(log.statements).toHaveLength(10);
  });

  it('on PGlite keeps the boards until the next write; PostgreSQL reads them every time', async () => {
    const w = await fameWorld(t.platform);
    const gwen = await w.player('gwen');
    await w.games(1, { gmId: gwen.userId });
    expect((await hall()).mostGmed).toMatchObject([{ count: 1 }]);
    const log = watchStatements(t.platform.db);
    try {
      await hall();
    } finally {
      log.stop();
    }
    expect(log.statements).toHaveLength(backend.name === 'pglite' ? 0 : 8);
    await w.games(1, { gmId: gwen.userId });
    expect((await hall()).mostGmed).toMatchObject([{ count: 2 }]);
  });

  it('an empty site has empty boards', async () => {
    const {
      mostGmed,
      deadliestGms,
      mostPlayed,
      topSurvivors,
      mostVictories,
      mostRunScenarios,
      deadliestScenarios,
      size,
    } = await hall();
    expect(size).toBe(10);
    expect([
      mostGmed,
      deadliestGms,
      mostPlayed,
      topSurvivors,
      mostVictories,
      mostRunScenarios,
      deadliestScenarios,
    ]).toEqual([[], [], [], [], [], [], []]);
  });
});
