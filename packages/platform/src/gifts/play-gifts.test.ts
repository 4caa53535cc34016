import { stockGiftSpec, type StockGiftId } from '@harbinger/rules';
import { describe, expect, it } from 'vitest';
import { setMindDamage } from '../contractors/mind.js';
import { getSheetPage } from '../contractors/sheet-page.js';
import { contractorFor, expectOk, player } from '../testing/fixtures.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { setArtifactStatus } from './artifacts.js';
import { createGift } from './create-gift.js';
import { craftConsumables } from './crafting.js';
import { award } from './gift-fixtures.js';
import { activateGift } from './play-gifts.js';

describe.each(backends)('Gifts on the play tab ($name)', (backend) => {
  const t = useTestPlatform(backend);

  async function holder(...stockIds: StockGiftId[]) {
    return holderAs('ada', ...stockIds);
  }

  async function holderAs(handle: string, ...stockIds: StockGiftId[]) {
    const ada = await player(t.platform, handle);
    const id = await contractorFor(t.platform, ada);
    await award(t.platform, id, { victories: 4, giftCredits: stockIds.length + 2 });
    const gifts = [];
    for (const stockId of stockIds)
      gifts.push(expectOk(await createGift(t.platform, ada, id, { spec: stockGiftSpec(stockId) })));
    return { ada, id, gifts };
  }

  it('spends a point of Source, or 1 Mind damage for an Exertion, and nothing else', async () => {
    const { ada, id, gifts } = await holder('hellfire-bolt');
    const bolt = gifts[0]!;
    const paid = expectOk(await activateGift(t.platform, ada, id, { giftId: bolt.id, pay: 'source' }));
    expect(paid.source).toMatchObject({ capacity: 1, current: 0 });
    expect(paid.mindDamage).toBe(0);
    expect(await activateGift(t.platform, ada, id, { giftId: bolt.id, pay: 'source' })).toMatchObject({
      ok: false,
      error: { code: 'source_empty', status: 422, field: 'pay' },
    });
    const exerted = expectOk(await activateGift(t.platform, ada, id, { giftId: bolt.id, pay: 'exert' }));
    expect(exerted.mindDamage).toBe(1);
    expect(exerted.source?.current).toBe(0);
  });

  it('keeps Mind damage within Mind, and refuses any activation once the Contractor is incapacitated', async () => {
    const { ada, id, gifts } = await holder('hellfire-bolt');
    const bolt = gifts[0]!;
    const mind = expectOk(await getSheetPage(t.platform, ada, id)).contractor.derived.mind;
    expectOk(await setMindDamage(t.platform, ada, id, { mindDamage: mind - 1 }));
    const spent = expectOk(await activateGift(t.platform, ada, id, { giftId: bolt.id, pay: 'exert' }));
    expect(spent.mindDamage).toBe(mind);
    expect(spent.derived.state).toBe('incapacitated');
    expect(await activateGift(t.platform, ada, id, { giftId: bolt.id, pay: 'source' })).toMatchObject({
      ok: false,
      error: { code: 'contractor_incapacitated', status: 409 },
    });
    const after = expectOk(await getSheetPage(t.platform, ada, id)).contractor;
    expect(after.source?.current).toBe(after.source?.capacity);
  });

  it('refuses a Gift that needs no activation, and leaves the sheet as it was', async () => {
    const { ada, id, gifts } = await holder('bloodhound', 'healing-draught');
    for (const gift of gifts) {
      expect(await activateGift(t.platform, ada, id, { giftId: gift.id, pay: 'exert' })).toMatchObject({
        ok: false,
        error: { code: 'activation_not_needed', status: 422 },
      });
    }
    const page = expectOk(await getSheetPage(t.platform, ada, id, { gifts: true }));
    expect(page.contractor.mindDamage).toBe(0);
    expect(page.contractor.source?.current).toBe(page.contractor.source?.capacity);
  });

  it('lets only the owner activate, answers 404 for a Gift of another Contractor and 409 for a stale version', async () => {
    const { ada, id, gifts } = await holder('hellfire-bolt');
    const other = await holderAs('bea', 'evil-eye');
    expect(await activateGift(t.platform, other.ada, id, { giftId: gifts[0]!.id, pay: 'exert' })).toMatchObject({
      ok: false,
      error: { status: 403 },
    });
    expect(await activateGift(t.platform, null, id, { giftId: gifts[0]!.id, pay: 'exert' })).toMatchObject({
      ok: false,
      error: { status: 401 },
    });
    expect(await activateGift(t.platform, ada, id, { giftId: other.gifts[0]!.id, pay: 'exert' })).toMatchObject({
      ok: false,
      error: { status: 404, field: 'giftId' },
    });
    expect(await activateGift(t.platform, ada, id, { giftId: gifts[0]!.id, pay: 'later' })).toMatchObject({
      ok: false,
      error: { status: 400, field: 'pay' },
    });
    expect(await activateGift(t.platform, ada, id, { giftId: gifts[0]!.id, pay: 'exert', version: 1 })).toMatchObject({
      ok: false,
      error: { status: 409 },
    });
  });

  it('refuses a Legendary Artifact that is not held', async () => {
    const { ada, id, gifts } = await holder('grandfathers-sword');
    const sword = gifts[0]!;
    expectOk(await setArtifactStatus(t.platform, ada, id, { giftId: sword.id, status: 'lost' }));
    const page = expectOk(await getSheetPage(t.platform, ada, id, { gifts: true }));
    expect(page.gifts?.gifts[0]).toMatchObject({ id: sword.id, unusable: 'lost' });
    expect(await activateGift(t.platform, ada, id, { giftId: sword.id, pay: 'exert' })).toMatchObject({
      ok: false,
      error: { code: 'artifact_not_held' },
    });
  });

  it('lists the Gifts with their activation and roll, and the Consumables carried, only when asked', async () => {
    const { ada, id, gifts } = await holder('hellfire-bolt', 'bloodhound', 'healing-draught');
    expectOk(await craftConsumables(t.platform, ada, id, { giftId: gifts[2]!.id, quantity: 1 }));
    expect(expectOk(await getSheetPage(t.platform, null, id)).gifts).toBeUndefined();
    const page = expectOk(await getSheetPage(t.platform, null, id, { gifts: true }));
    expect(page.gifts?.gifts).toMatchObject([
      {
        name: 'Hellfire Bolt',
        activation: 'exert_or_source',
        free: null,
        draining: false,
        roll: { attribute: 'perception', ability: 'occult', difficulty: 6 },
        unusable: null,
      },
      { name: 'Bloodhound', activation: 'none', free: 'always_on', styleName: 'Passive' },
      { name: 'Healing Draught', activation: 'none', free: 'consumable', typeName: 'Consumable Crafting' },
    ]);
    expect(page.gifts?.gifts[0]?.systemText).toContain('Perception + Occult at Difficulty 6');
    expect(page.gifts?.consumables).toMatchObject([{ name: 'Healing Draught', quantity: 1 }]);
  });

  it('asks nothing more of a Contractor that never held a Gift, for anyone but its owner', async () => {
    const { ada, id } = await holder();
    expect(expectOk(await getSheetPage(t.platform, null, id, { gifts: true })).gifts).toEqual({
      gifts: [],
      consumables: [],
    });
    expect(expectOk(await getSheetPage(t.platform, ada, id, { gifts: true })).gifts).toEqual({
      gifts: [],
      consumables: [],
    });
  });
});
