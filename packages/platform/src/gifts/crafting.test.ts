import { stockGiftSpec, type StockGiftId } from '@harbinger/rules';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getContractor } from '../contractors/read.js';
import { ledgerEntries } from '../db/schema.js';
import { contractorFor, expectOk, player } from '../testing/fixtures.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { createGift } from './create-gift.js';
import { craftArtifact, craftConsumables } from './crafting.js';
import { award, giftSpec } from './gift-fixtures.js';
import { improveGift } from './improve-gift.js';
import { giveCraftedItem, useConsumable } from './items.js';
import { getContractorGifts } from './read-gifts.js';
import { setCraftingLocation } from './source.js';

describe.each(backends)('crafting ($name)', (backend) => {
  const t = useTestPlatform(backend);

  async function crafter(stockId: StockGiftId, exp = 0) {
    const ada = await player(t.platform, 'ada');
    const id = await contractorFor(t.platform, ada);
    await award(t.platform, id, { victories: 2, giftCredits: 1, improvements: 1, exp });
    const gift = expectOk(await createGift(t.platform, ada, id, { spec: stockGiftSpec(stockId) }));
    return { ada, id, gift };
  }

  const crafts = (id: string) =>
    t.platform.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.contractorId, id))
      .then((rows) => rows.filter((r) => r.kind === 'craft'));
  const expOf = async (id: string, actor: Parameters<typeof getContractor>[1]) =>
    expectOk(await getContractor(t.platform, actor, id)).exp.available;

  it('gives one free Consumable per Downtime, then charges 1 Exp each, stacking them', async () => {
    const { ada, id, gift } = await crafter('healing-draught', 10);
    const before = await expOf(id, ada);
    const first = expectOk(await craftConsumables(t.platform, ada, id, { giftId: gift.id, quantity: 3 }));
    expect(first.bill).toEqual({ free: 1, paid: 2, exp: 2 });
    expect(first.items).toMatchObject([
      { kind: 'consumable', name: 'Healing Draught', quantity: 3, crafterName: 'Ada Quill', outdated: false },
    ]);
    expect(await crafts(id)).toMatchObject([
      { resource: 'exp', amount: -2, cause: { giftId: gift.id, quantity: 3, free: 1 } },
    ]);
    const second = expectOk(await craftConsumables(t.platform, ada, id, { giftId: gift.id }));
    expect(second.bill).toEqual({ free: 0, paid: 1, exp: 1 });
    expect(second.items[0]?.quantity).toBe(4);
    expect(await expOf(id, ada)).toBe(before - 3);
    await award(t.platform, id, { attendances: 1 });
    const nextDowntime = expectOk(await craftConsumables(t.platform, ada, id, { giftId: gift.id }));
    expect(nextDowntime.bill).toEqual({ free: 1, paid: 0, exp: 0 });
  });

  it('adds the free copy an improvement brings to the Downtime one', async () => {
    const { ada, id, gift } = await crafter('healing-draught', 0);
    expectOk(
      await improveGift(t.platform, ada, gift.id, {
        spec: { ...gift.spec, enhancements: [...gift.spec.enhancements, { id: 'numbing-touch' }] },
      }),
    );
    const run = expectOk(await craftConsumables(t.platform, ada, id, { giftId: gift.id, quantity: 2 }));
    expect(run.bill).toEqual({ free: 2, paid: 0, exp: 0 });
    const view = expectOk(await getContractorGifts(t.platform, ada, id));
    expect(view.gifts[0]?.crafting).toEqual({ kind: 'consumable', freeCopies: 0, freeThisDowntime: false });
    expect(expectOk(await craftConsumables(t.platform, ada, id, { giftId: gift.id })).bill).toEqual({
      free: 0,
      paid: 1,
      exp: 1,
    });
    await award(t.platform, id, { exp: -(await expOf(id, ada)) });
    const broke = await craftConsumables(t.platform, ada, id, { giftId: gift.id });
    expect(broke).toMatchObject({ ok: false, error: { code: 'not_enough_exp', status: 422, field: 'quantity' } });
    if (!broke.ok) expect(broke.error.message).toBe('Crafting 1 costs 1 Exp (0 free), but only 0 Exp is available.');
  });

  it('gives the first Artifact free, then charges 1 + the Gift Cost each, one item per Artifact', async () => {
    const { ada, id, gift } = await crafter('ward-charm', 10);
    const run = expectOk(
      await craftArtifact(t.platform, ada, id, { giftId: gift.id, quantity: 2, name: 'Charm for Jo' }),
    );
    expect(run.bill).toEqual({ free: 1, paid: 1, exp: 2 });
    expect(run.items).toHaveLength(2);
    expect(run.items.every((i) => i.kind === 'artifact' && i.quantity === 1 && i.name === 'Charm for Jo')).toBe(true);
    expect(await crafts(id)).toMatchObject([{ amount: -2 }]);
  });

  it('needs a reachable Crafting Location and the right kind of Gift', async () => {
    const { ada, id, gift } = await crafter('healing-draught', 10);
    expectOk(await setCraftingLocation(t.platform, ada, id, { name: 'Attic lab', available: false }));
    expect(await craftConsumables(t.platform, ada, id, { giftId: gift.id })).toMatchObject({
      ok: false,
      error: { code: 'no_crafting_location', status: 422 },
    });
    expectOk(await setCraftingLocation(t.platform, ada, id, { name: 'Attic lab' }));
    expectOk(await craftConsumables(t.platform, ada, id, { giftId: gift.id }));
    expect(await craftArtifact(t.platform, ada, id, { giftId: gift.id })).toMatchObject({
      ok: false,
      error: { code: 'not_a_crafting_gift', field: 'giftId' },
    });
    await award(t.platform, id, { giftCredits: 1 });
    const power = expectOk(await createGift(t.platform, ada, id, { spec: giftSpec('injure') }));
    expect(await craftConsumables(t.platform, ada, id, { giftId: power.id })).toMatchObject({
      ok: false,
      error: { code: 'not_a_crafting_gift' },
    });
    expect(await craftConsumables(t.platform, ada, id, { giftId: gift.id, quantity: 0 })).toMatchObject({
      ok: false,
      error: { status: 400, field: 'quantity' },
    });
  });

  it('uses Consumables one at a time until the stack is gone', async () => {
    const { ada, id, gift } = await crafter('healing-draught', 10);
    const [stack] = expectOk(await craftConsumables(t.platform, ada, id, { giftId: gift.id, quantity: 2 })).items;
    expect(expectOk(await useConsumable(t.platform, ada, id, { itemId: stack!.id })).quantity).toBe(1);
    expect(await useConsumable(t.platform, ada, id, { itemId: stack!.id, quantity: 2 })).toMatchObject({
      ok: false,
      error: { code: 'not_enough_items' },
    });
    expect(expectOk(await useConsumable(t.platform, ada, id, { itemId: stack!.id })).quantity).toBe(0);
    expect(expectOk(await getContractorGifts(t.platform, ada, id)).consumables).toEqual([]);
    expect(await useConsumable(t.platform, ada, id, { itemId: stack!.id })).toMatchObject({
      ok: false,
      error: { status: 404 },
    });
  });

  it('hands Consumables and Artifacts to another visible Contractor', async () => {
    const { ada, id, gift } = await crafter('healing-draught', 10);
    const jo = await contractorFor(t.platform, ada, { name: 'Jo' });
    const [stack] = expectOk(await craftConsumables(t.platform, ada, id, { giftId: gift.id, quantity: 3 })).items;
    expect(
      expectOk(await giveCraftedItem(t.platform, ada, id, { itemId: stack!.id, toContractorId: jo, quantity: 2 })),
    ).toMatchObject({ quantity: 2 });
    expect(
      expectOk(await giveCraftedItem(t.platform, ada, id, { itemId: stack!.id, toContractorId: jo })),
    ).toMatchObject({ quantity: 3 });
    const jos = expectOk(await getContractorGifts(t.platform, ada, jo));
    expect(jos.consumables).toMatchObject([{ name: 'Healing Draught', quantity: 3, crafterName: 'Ada Quill' }]);
    expect(expectOk(await getContractorGifts(t.platform, ada, id)).consumables).toEqual([]);
    const bob = await player(t.platform, 'bob');
    const secret = await contractorFor(t.platform, bob, { private: true });
    expect(
      await giveCraftedItem(t.platform, ada, jo, { itemId: jos.consumables[0]!.id, toContractorId: secret }),
    ).toMatchObject({ ok: false, error: { status: 404, field: 'toContractorId' } });
  });

  it('moves a crafted Artifact whole', async () => {
    const { ada, id, gift } = await crafter('ward-charm');
    const jo = await contractorFor(t.platform, ada, { name: 'Jo' });
    const [charm] = expectOk(await craftArtifact(t.platform, ada, id, { giftId: gift.id })).items;
    expectOk(await giveCraftedItem(t.platform, ada, id, { itemId: charm!.id, toContractorId: jo }));
    expect(expectOk(await getContractorGifts(t.platform, ada, jo)).artifacts).toMatchObject([
      { id: charm!.id, name: 'Ward Charm' },
    ]);
    expect(await giveCraftedItem(t.platform, ada, jo, { itemId: charm!.id, toContractorId: jo })).toMatchObject({
      ok: false,
      error: { status: 422 },
    });
  });
});
