import { stockGiftSpec } from '@harbinger/rules';
import { describe, expect, it } from 'vitest';
import { contractorFor, expectOk, player } from '../testing/fixtures.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { setArtifactStatus } from './artifacts.js';
import { createGift } from './create-gift.js';
import { craftConsumables } from './crafting.js';
import { award, giftSpec } from './gift-fixtures.js';
import { improveGift } from './improve-gift.js';
import { passportGifts, restorePassportGifts } from './passport-gifts.js';
import { getContractorGifts, getGift } from './read-gifts.js';
import { setSourceConditions } from './source.js';

describe.each(backends)('Gifts in passports ($name)', (backend) => {
  const t = useTestPlatform(backend);

  async function gifted() {
    const ada = await player(t.platform, 'ada');
    const id = await contractorFor(t.platform, ada);
    await award(t.platform, id, { victories: 4, giftCredits: 3, improvements: 1 });
    const bolt = expectOk(await createGift(t.platform, ada, id, { spec: giftSpec('injure', { name: 'Bolt' }) }));
    expectOk(
      await improveGift(t.platform, ada, bolt.id, { spec: { ...bolt.spec, enhancements: [{ id: 'staggering' }] } }),
    );
    const sword = expectOk(await createGift(t.platform, ada, id, { spec: stockGiftSpec('grandfathers-sword') }));
    expectOk(await setArtifactStatus(t.platform, ada, id, { giftId: sword.id, status: 'lost', note: 'In the river' }));
    const draught = expectOk(await createGift(t.platform, ada, id, { spec: stockGiftSpec('healing-draught') }));
    expectOk(await craftConsumables(t.platform, ada, id, { giftId: draught.id, quantity: 2 }));
    expectOk(await setSourceConditions(t.platform, ada, id, { conditions: ['A night under the stars'] }));
    return { ada, id, bolt };
  }

  it('exports every Gift with its revisions and history, and restores them on another Contractor', async () => {
    const { ada, id, bolt } = await gifted();
    const section = await passportGifts(t.platform.db, id);
    expect(
      section.gifts.map((g) => [g.spec && (g.spec as { name: string }).name, g.revisions.length, g.history.length]),
    ).toEqual([
      ['Bolt', 2, 0],
      ["Grandfather's Sword", 1, 2],
      ['Healing Draught', 1, 0],
    ]);
    const copy = await contractorFor(t.platform, ada, { name: 'Ada Again' });
    const restored = await t.platform.db.transaction((tx) =>
      restorePassportGifts(tx, {
        contractorId: copy,
        gifts: JSON.parse(JSON.stringify(section)),
        now: t.platform.now(),
        vouched: true,
      }),
    );
    expect(expectOk(restored)).toEqual({ gifts: 3, unverified: 0 });
    const before = expectOk(await getContractorGifts(t.platform, ada, id));
    const after = expectOk(await getContractorGifts(t.platform, ada, copy));
    const shape = (v: typeof before) => ({
      gifts: v.gifts.map((g) => [
        g.name,
        g.cost,
        g.systemText,
        g.revision,
        g.artifact?.status ?? null,
        g.artifact?.history.map((e) => e.note) ?? null,
        g.crafting,
      ]),
      consumables: v.consumables.map((i) => [i.name, i.quantity, i.outdated]),
      location: v.craftingLocation,
      conditions: v.source?.conditions ?? null,
    });
    expect(shape(after)).toEqual({ ...shape(before), conditions: null });
    const copiedBolt = after.gifts.find((g) => g.name === 'Bolt')!;
    expect(
      expectOk(await getGift(t.platform, ada, copiedBolt.id)).revisions.map(
        (r) => r.diff.filter((l) => l.op !== 'same').length,
      ),
    ).toEqual(
      expectOk(await getGift(t.platform, ada, bolt.id)).revisions.map(
        (r) => r.diff.filter((l) => l.op !== 'same').length,
      ),
    );
  });

  it('refuses an edited file: a Gift cheaper than its choices, a malformed spec, repeated refs', async () => {
    const { ada, id } = await gifted();
    const section = JSON.parse(JSON.stringify(await passportGifts(t.platform.db, id)));
    const copy = await contractorFor(t.platform, ada, { name: 'Forger' });
    const restore = (gifts: unknown) =>
      t.platform.db.transaction((tx) =>
        restorePassportGifts(tx, { contractorId: copy, gifts, now: t.platform.now(), vouched: true }),
      );
    const cheaper = structuredClone(section);
    cheaper.gifts[0].spec.enhancements.push({ id: 'piercing' });
    expect(await restore(cheaper)).toMatchObject({ ok: false, error: { code: 'invalid_passport', field: 'gifts.0' } });
    const broken = structuredClone(section);
    broken.gifts[1].spec.typeId = 7;
    expect(await restore(broken)).toMatchObject({
      ok: false,
      error: { code: 'invalid_passport', field: 'gifts.1.spec.typeId' },
    });
    const twice = structuredClone(section);
    twice.gifts[1].ref = twice.gifts[0].ref;
    expect(await restore(twice)).toMatchObject({ ok: false, error: { code: 'invalid_passport', field: 'gifts' } });
  });
});
