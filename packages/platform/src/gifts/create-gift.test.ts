import { stockGiftSpec } from '@harbinger/rules';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getContractor } from '../contractors/read.js';
import { updateContractor } from '../contractors/update.js';
import { craftingLocations, giftRevisions, gifts, ledgerEntries } from '../db/schema.js';
import { contractorFor, expectOk, player } from '../testing/fixtures.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { createGift, grantStockGift } from './create-gift.js';
import { award, giftSpec } from './gift-fixtures.js';

describe.each(backends)('createGift ($name)', (backend) => {
  const t = useTestPlatform(backend);

  async function setup(given: Parameters<typeof award>[2] = { victories: 1, giftCredits: 1 }) {
    const ada = await player(t.platform, 'ada');
    const id = await contractorFor(t.platform, ada);
    await award(t.platform, id, given);
    return { ada, id };
  }

  const giftLedger = (id: string) =>
    t.platform.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.contractorId, id))
      .then((rows) => rows.filter((r) => r.kind.startsWith('gift_')));

  it('saves a cost-1 Gift with one Enhancement and one Drawback, paid with a Gift Credit, and brings the Source', async () => {
    const { ada, id } = await setup();
    const before = expectOk(await getContractor(t.platform, ada, id));
    expect(before.source).toBeNull();
    const spec = giftSpec('injure', {
      name: 'Hellfire',
      enhancements: [{ id: 'staggering' }],
      drawbacks: [{ id: 'blood-price' }],
    });
    const gift = expectOk(await createGift(t.platform, ada, id, { version: before.version, spec }));
    expect(gift).toMatchObject({
      name: 'Hellfire',
      cost: 1,
      revision: 1,
      typeName: 'Power',
      effectName: 'Injure',
      artifact: null,
      crafting: null,
    });
    expect(gift.systemText).toContain('Enhancement: Staggering.');
    expect(gift.systemText).toContain('Drawback: Blood Price.');
    expect(gift.spec.components?.['effect:injure']).toMatch(/^[0-9a-f]{16}$/);
    expect(await giftLedger(id)).toMatchObject([
      { resource: 'gift_credit', amount: -1, kind: 'gift_purchase', cause: { giftId: gift.id, revision: 1 } },
    ]);
    const after = expectOk(await getContractor(t.platform, ada, id));
    expect(after).toMatchObject({
      giftCredits: 0,
      source: { name: 'Source', capacity: 1, current: 1 },
      version: before.version + 1,
    });
    const revisions = await t.platform.db.select().from(giftRevisions).where(eq(giftRevisions.giftId, gift.id));
    expect(revisions).toMatchObject([
      { number: 1, reason: 'new', cost: 1, paidCredits: 1, paidImprovements: 0, systemText: gift.systemText },
    ]);
  });

  it('compiles on the server: a costlier spec is charged its real cost, whatever the client says', async () => {
    const { ada, id } = await setup({ victories: 1, giftCredits: 1 });
    const spec = { ...giftSpec('injure', { enhancements: [{ id: 'staggering' }] }), cost: 1 };
    const refused = await createGift(t.platform, ada, id, { spec });
    expect(refused).toMatchObject({ ok: false, error: { code: 'not_enough_gift_credits', status: 422 } });
    expect(await giftLedger(id)).toEqual([]);
  });

  it('refuses a new Gift without a Gift Credit even when Improvements would cover it', async () => {
    const { ada, id } = await setup({ victories: 2, improvements: 2 });
    const refused = await createGift(t.platform, ada, id, { spec: giftSpec('injure') });
    expect(refused).toMatchObject({ ok: false, error: { code: 'not_enough_gift_credits', status: 422 } });
    if (!refused.ok) expect(refused.error.message).toContain('at least one Gift Credit');
  });

  it('refuses a Veteran-only Effect to a Newbie with 422 on spec.effectId, saying why', async () => {
    const { ada, id } = await setup({ victories: 1, giftCredits: 1 });
    const refused = await createGift(t.platform, ada, id, { spec: giftSpec('intangibility') });
    expect(refused).toMatchObject({
      ok: false,
      error: { code: 'status_too_low', status: 422, field: 'spec.effectId' },
    });
    if (!refused.ok)
      expect(refused.error.message).toBe(
        'The Intangibility Effect needs Veteran (25 or more victories) status; this Contractor is a Newbie.',
      );
  });

  it('pays a cost-2 Gift with one Gift Credit and one Improvement when the cap leaves room', async () => {
    const { ada, id } = await setup({ victories: 1, giftCredits: 1, improvements: 1 });
    const gift = expectOk(
      await createGift(t.platform, ada, id, { spec: giftSpec('injure', { enhancements: [{ id: 'staggering' }] }) }),
    );
    expect(gift.cost).toBe(2);
    expect(await giftLedger(id)).toMatchObject([
      { resource: 'gift_credit', amount: -1, kind: 'gift_purchase' },
      { resource: 'improvement', amount: -1, kind: 'gift_improvement' },
    ]);
  });

  it('keeps the Gift Credit + Improvement cap with a clear message', async () => {
    // One victory: cap 2, one Gift Credit received, so one Improvement may be spent; this Gift needs two.
    const { ada, id } = await setup({ victories: 1, giftCredits: 1, improvements: 2 });
    const spec = giftSpec('injure', { enhancements: [{ id: 'staggering' }, { id: 'swift' }] });
    const refused = await createGift(t.platform, ada, id, { spec });
    expect(refused).toMatchObject({ ok: false, error: { code: 'gift_credit_cap_exceeded', status: 422 } });
    if (!refused.ok)
      expect(refused.error.message).toMatch(
        /cap on Gift Credits and Improvements is 2, which leaves room for 1 Improvement/,
      );
    expect(await giftLedger(id)).toEqual([]);
  });

  it('refuses a Gift whose terms add up below 1', async () => {
    const { ada, id } = await setup();
    const refused = await createGift(t.platform, ada, id, {
      spec: giftSpec('injure', { drawbacks: [{ id: 'blood-price' }] }),
    });
    expect(refused).toMatchObject({ ok: false, error: { code: 'cost_below_minimum', status: 422 } });
  });

  it('keeps a Source the player already named, and brings it only once', async () => {
    const { ada, id } = await setup({ victories: 2, giftCredits: 2 });
    const sheet = expectOk(await updateContractor(t.platform, ada, id, { version: 1, source: { name: 'Rage' } }));
    expectOk(await createGift(t.platform, ada, id, { version: sheet.version, spec: giftSpec('injure') }));
    expectOk(await createGift(t.platform, ada, id, { spec: giftSpec('heal') }));
    expect(expectOk(await getContractor(t.platform, ada, id)).source).toEqual({
      name: 'Rage',
      capacity: 1,
      current: 1,
    });
  });

  it('brings a free Crafting Location with the first crafting Gift, and a free copy with Artifact Crafting', async () => {
    const { ada, id } = await setup({ victories: 3, giftCredits: 3 });
    expectOk(await createGift(t.platform, ada, id, { spec: giftSpec('injure') }));
    expect(await t.platform.db.select().from(craftingLocations)).toEqual([]);
    const blade = expectOk(await createGift(t.platform, ada, id, { spec: stockGiftSpec('tempered-blade') }));
    expect(blade.crafting).toEqual({ kind: 'artifact', freeCopies: 1, freeThisDowntime: false });
    const draught = expectOk(await createGift(t.platform, ada, id, { spec: stockGiftSpec('healing-draught') }));
    expect(draught.crafting).toEqual({ kind: 'consumable', freeCopies: 0, freeThisDowntime: true });
    expect(await t.platform.db.select().from(craftingLocations)).toMatchObject([
      { contractorId: id, name: 'Workshop', available: true },
    ]);
  });

  it('starts a Legendary Artifact held, with the gain in its history', async () => {
    const { ada, id } = await setup();
    const sword = expectOk(await createGift(t.platform, ada, id, { spec: stockGiftSpec('grandfathers-sword') }));
    expect(sword.artifact).toMatchObject({
      status: 'held',
      history: [{ kind: 'status', status: 'held', to: { id, name: 'Ada Quill' }, note: 'Gained' }],
    });
  });

  it('grants a stock Gift as it is, recording which one', async () => {
    const { ada, id } = await setup();
    const blink = expectOk(await grantStockGift(t.platform, ada, id, { stockId: 'blink' }));
    expect(blink).toMatchObject({ name: 'Blink', effectId: 'teleport', stockId: 'blink', cost: 1 });
    const [revision] = await t.platform.db.select().from(giftRevisions).where(eq(giftRevisions.giftId, blink.id));
    expect(revision?.reason).toBe('stock');
    expect(await grantStockGift(t.platform, ada, id, { stockId: 'no-such-gift' })).toMatchObject({
      ok: false,
      error: { status: 400, field: 'stockId' },
    });
  });

  it('answers who may not: 401 anonymous, 403 on a public sheet of another, 404 on a private one, 409 when stale', async () => {
    const { ada, id } = await setup();
    const bob = await player(t.platform, 'bob');
    const hidden = await contractorFor(t.platform, ada, { private: true });
    const spec = giftSpec('injure');
    expect(await createGift(t.platform, null, id, { spec })).toMatchObject({ ok: false, error: { status: 401 } });
    expect(await createGift(t.platform, bob, id, { spec })).toMatchObject({
      ok: false,
      error: { code: 'forbidden', status: 403 },
    });
    expect(await createGift(t.platform, bob, hidden, { spec })).toMatchObject({
      ok: false,
      error: { code: 'not_found', status: 404 },
    });
    expect(await createGift(t.platform, ada, id, { version: 99, spec })).toMatchObject({
      ok: false,
      error: { code: 'version_conflict', status: 409 },
    });
    expect(await t.platform.db.select().from(gifts)).toEqual([]);
  });

  it('answers 400 naming the field for a malformed spec or input', async () => {
    const { ada, id } = await setup();
    expect(await createGift(t.platform, ada, id, {})).toMatchObject({
      ok: false,
      error: { code: 'validation_failed', status: 400, field: 'spec' },
    });
    expect(
      await createGift(t.platform, ada, id, { spec: { ...giftSpec('injure'), enhancements: 'all' } }),
    ).toMatchObject({ ok: false, error: { status: 400, field: 'spec.enhancements' } });
    expect(await createGift(t.platform, ada, id, { spec: giftSpec('injure'), extra: 1 })).toMatchObject({
      ok: false,
      error: { status: 400, field: 'extra' },
    });
    expect(
      await createGift(t.platform, ada, id, { spec: giftSpec('injure', { name: 'Null\u0000byte' }) }),
    ).toMatchObject({ ok: false, error: { status: 400 } });
  });
});
