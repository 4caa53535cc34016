import { STOCK_TRAUMAS } from '@harbinger/rules';
import { describe, expect, it } from 'vitest';
import { contractorFor, expectOk, player } from '../testing/fixtures.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { exert, setMindDamage } from './mind.js';
import { addBattleScar, removeBattleScar } from './scars.js';
import { setSourcePoints } from './source.js';
import { addTrauma, removeTrauma } from './traumas.js';
import { updateContractor } from './update.js';

describe.each(backends)('play actions on the sheet ($name)', (backend) => {
  const t = useTestPlatform(backend);

  it('sets Mind damage and exerts for 1 more; Mind left and Penalty follow', async () => {
    const ada = await player(t.platform, 'ada');
    const id = await contractorFor(t.platform, ada, { attributes: { intellect: 3, charisma: 3 } });
    const set = expectOk(await setMindDamage(t.platform, ada, id, { mindDamage: 2 }));
    // Mind 7 with 2 damage leaves 5: Penalty 1.
    expect(set).toMatchObject({ mindDamage: 2, derived: { mind: 7, mindRemaining: 5, penalty: 1 } });
    const exerted = expectOk(await exert(t.platform, ada, id));
    expect(exerted).toMatchObject({ mindDamage: 3, derived: { mindRemaining: 4 } });
    expect(await exert(t.platform, ada, id, { use: 'initiative' })).toMatchObject({
      ok: false,
      error: { code: 'exertion_not_allowed', status: 422 },
    });
    expect(await setMindDamage(t.platform, ada, id, { mindDamage: -1 })).toMatchObject({
      ok: false,
      error: { code: 'validation_failed', field: 'mindDamage' },
    });
  });

  it('adds stock and custom Traumas, counts them against Mind past the fourth, and removes one', async () => {
    const ada = await player(t.platform, 'ada');
    const id = await contractorFor(t.platform, ada, { attributes: { intellect: 3, charisma: 3 } });
    let view = expectOk(await addTrauma(t.platform, ada, id, { stockId: 'nightmares' }));
    expect(view.traumas).toMatchObject([
      { stockId: 'nightmares', name: 'Nightmares', summary: STOCK_TRAUMAS.nightmares.summary },
    ]);
    for (const stockId of ['vengeful', 'paranoia', 'pyromania'])
      view = expectOk(await addTrauma(t.platform, ada, id, { stockId }));
    expect(view.derived.mind).toBe(7);
    view = expectOk(
      await addTrauma(t.platform, ada, id, {
        custom: { name: 'Hears the bells', summary: 'Church bells freeze them.' },
      }),
    );
    expect(view.traumas[4]).toMatchObject({ name: 'Hears the bells', summary: 'Church bells freeze them.' });
    expect(view.traumas[4]!.stockId).toBeUndefined();
    expect(view.derived.mind).toBe(6);
    view = expectOk(await removeTrauma(t.platform, ada, id, view.traumas[0]!.id));
    expect(view.traumas.map((x) => x.name)).toEqual(['Vengeful', 'Paranoia', 'Pyromania', 'Hears the bells']);
    expect(await removeTrauma(t.platform, ada, id, 'missing')).toMatchObject({
      ok: false,
      error: { code: 'not_found' },
    });
    expect(await addTrauma(t.platform, ada, id, { stockId: 'made_up' })).toMatchObject({
      ok: false,
      error: { code: 'validation_failed' },
    });
  });

  it('adds and removes Battle Scars outside Injuries; the fifth lowers Body', async () => {
    const ada = await player(t.platform, 'ada');
    const id = await contractorFor(t.platform, ada);
    let view = expectOk(await addBattleScar(t.platform, ada, id, { stockId: 'limp' }));
    expect(view.battleScars).toMatchObject([{ stockId: 'limp', class: 'major', permanent: true, chosen: true }]);
    view = expectOk(
      await addBattleScar(t.platform, ada, id, {
        custom: { name: 'Burnt hand', scarClass: 'minor' },
        permanent: false,
      }),
    );
    expect(view.battleScars[1]).toMatchObject({ name: 'Burnt hand', class: 'minor', permanent: false });
    for (const stockId of ['mute', 'tinnitus', 'wheezing'])
      view = expectOk(await addBattleScar(t.platform, ada, id, { stockId }));
    expect(view.derived.body).toBe(6);
    const limp = view.battleScars[0]!.id;
    view = expectOk(await removeBattleScar(t.platform, ada, id, limp));
    expect(view.derived.body).toBe(7);
    expect(await removeBattleScar(t.platform, ada, id, limp)).toMatchObject({
      ok: false,
      error: { code: 'not_found' },
    });
    expect(await addBattleScar(t.platform, ada, id, { custom: { name: 'x', scarClass: 'huge' } })).toMatchObject({
      ok: false,
      error: { code: 'validation_failed' },
    });
  });

  it('sets Source points between 0 and the capacity, and needs a Source', async () => {
    const ada = await player(t.platform, 'ada');
    const id = await contractorFor(t.platform, ada);
    expect(await setSourcePoints(t.platform, ada, id, { current: 0 })).toMatchObject({
      ok: false,
      error: { code: 'no_source', status: 422 },
    });
    expectOk(await updateContractor(t.platform, ada, id, { version: 1, source: { name: 'Moonlight' } }));
    expect(expectOk(await setSourcePoints(t.platform, ada, id, { current: 0 })).source).toEqual({
      name: 'Moonlight',
      capacity: 1,
      current: 0,
    });
    expect(await setSourcePoints(t.platform, ada, id, { current: 2 })).toMatchObject({
      ok: false,
      error: { code: 'validation_failed', field: 'current' },
    });
  });

  it('refuses play actions from anyone but the owner', async () => {
    const ada = await player(t.platform, 'ada');
    const bob = await player(t.platform, 'bob');
    const id = await contractorFor(t.platform, ada);
    expect(await exert(t.platform, bob, id)).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(await addTrauma(t.platform, null, id, { stockId: 'nightmares' })).toMatchObject({
      ok: false,
      error: { code: 'unauthenticated' },
    });
    expect(await setMindDamage(t.platform, bob, id, { mindDamage: 3 })).toMatchObject({
      ok: false,
      error: { code: 'forbidden' },
    });
  });
});
