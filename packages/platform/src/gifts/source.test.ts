import { describe, expect, it } from 'vitest';
import { getContractor } from '../contractors/read.js';
import { contractorFor, expectOk, player } from '../testing/fixtures.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { createGift } from './create-gift.js';
import { award, giftSpec } from './gift-fixtures.js';
import { getContractorGifts } from './read-gifts.js';
import { buySourceCapacity, renameSource, setSourceConditions } from './source.js';

describe.each(backends)('Source ($name)', (backend) => {
  const t = useTestPlatform(backend);

  async function gifted(victories = 1) {
    const ada = await player(t.platform, 'ada');
    const id = await contractorFor(t.platform, ada);
    await award(t.platform, id, { victories, giftCredits: 1 });
    expectOk(await createGift(t.platform, ada, id, { spec: giftSpec('injure') }));
    return { ada, id };
  }

  it('is renamed, keeping capacity and points', async () => {
    const { ada, id } = await gifted();
    expect(expectOk(await renameSource(t.platform, ada, id, { name: 'Rage' }))).toMatchObject({
      name: 'Rage',
      capacity: 1,
      current: 1,
      conditionsAllowed: 0,
    });
    expect(expectOk(await getContractor(t.platform, ada, id)).source).toEqual({
      name: 'Rage',
      capacity: 1,
      current: 1,
    });
    expect(await renameSource(t.platform, ada, id, { name: '' })).toMatchObject({
      ok: false,
      error: { status: 400, field: 'name' },
    });
  });

  it('needs a Gift first', async () => {
    const ada = await player(t.platform, 'ada');
    const id = await contractorFor(t.platform, ada);
    expect(await renameSource(t.platform, ada, id, { name: 'Rage' })).toMatchObject({
      ok: false,
      error: { code: 'no_source', status: 422 },
    });
    expect(await setSourceConditions(t.platform, ada, id, { conditions: [] })).toMatchObject({
      ok: false,
      error: { code: 'no_source' },
    });
    expect(await buySourceCapacity(t.platform, ada, id, {})).toMatchObject({ ok: false, error: { code: 'no_source' } });
  });

  it('takes only the replenishment conditions the Status allows: none for a Newbie, one for a Novice', async () => {
    const newbie = await gifted(1);
    const refused = await setSourceConditions(t.platform, newbie.ada, newbie.id, {
      conditions: ['Howling at the moon'],
    });
    expect(refused).toMatchObject({
      ok: false,
      error: { code: 'too_many_replenishment_conditions', status: 422, field: 'conditions' },
    });
    if (!refused.ok) expect(refused.error.message).toBe('A Newbie Contractor may name no replenishment condition.');
    await award(t.platform, newbie.id, { victories: 4 });
    const source = expectOk(
      await setSourceConditions(t.platform, newbie.ada, newbie.id, { conditions: ['Howling at the moon', ''] }),
    );
    expect(source).toMatchObject({
      conditions: ['Howling at the moon'],
      conditionsAllowed: 1,
      cooldownMinutes: 24 * 60,
    });
    expect(expectOk(await getContractorGifts(t.platform, newbie.ada, newbie.id)).source?.conditions).toEqual([
      'Howling at the moon',
    ]);
    expect(await setSourceConditions(t.platform, newbie.ada, newbie.id, { conditions: ['a', 'b'] })).toMatchObject({
      ok: false,
      error: { code: 'too_many_replenishment_conditions' },
    });
  });

  it('buys capacity with Exp through the sheet’s own purchase (2 × current capacity)', async () => {
    const { ada, id } = await gifted();
    const before = expectOk(await getContractor(t.platform, ada, id));
    const after = expectOk(await buySourceCapacity(t.platform, ada, id, { version: before.version }));
    expect(after.source).toEqual({ name: 'Source', capacity: 2, current: 2 });
    expect(after.exp.available).toBe(before.exp.available - 2);
    expect(await buySourceCapacity(t.platform, ada, id, { version: before.version })).toMatchObject({
      ok: false,
      error: { status: 409 },
    });
  });
});
