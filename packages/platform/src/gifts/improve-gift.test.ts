import { stockGiftSpec } from '@harbinger/rules';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { giftRevisions, ledgerEntries } from '../db/schema.js';
import { contractorFor, expectOk, player } from '../testing/fixtures.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { createGift } from './create-gift.js';
import { award, giftSpec } from './gift-fixtures.js';
import { improveGift } from './improve-gift.js';
import { getGift } from './read-gifts.js';
import { setArtifactStatus } from './artifacts.js';

describe.each(backends)('improveGift ($name)', (backend) => {
  const t = useTestPlatform(backend);

  async function withGift(given: Parameters<typeof award>[2], spec = giftSpec('injure', { name: 'Hex Bolt' })) {
    const ada = await player(t.platform, 'ada');
    const id = await contractorFor(t.platform, ada);
    await award(t.platform, id, { victories: 3, giftCredits: 1 });
    const gift = expectOk(await createGift(t.platform, ada, id, { spec }));
    await award(t.platform, id, given);
    return { ada, id, gift };
  }

  const spent = (id: string) =>
    t.platform.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.contractorId, id))
      .then((rows) => rows.filter((r) => r.kind === 'gift_improvement'));

  it('adds an Enhancement, pays only the rise (an Improvement first) and keeps both revisions with a diff', async () => {
    const { ada, id, gift } = await withGift({ improvements: 1, giftCredits: 1 });
    const improved = expectOk(
      await improveGift(t.platform, ada, gift.id, {
        revision: 1,
        spec: { ...gift.spec, enhancements: [{ id: 'staggering' }] },
      }),
    );
    expect(improved).toMatchObject({ id: gift.id, cost: 2, revision: 2 });
    expect(await spent(id)).toMatchObject([
      { resource: 'improvement', amount: -1, cause: { giftId: gift.id, revision: 2 } },
    ]);
    const detail = expectOk(await getGift(t.platform, ada, gift.id));
    expect(detail.revisions.map((r) => [r.number, r.reason, r.cost, r.paid])).toEqual([
      [1, 'new', 1, { giftCredits: 1, improvements: 0 }],
      [2, 'improvement', 2, { giftCredits: 0, improvements: 1 }],
    ]);
    expect(detail.revisions[1]!.diff.filter((l) => l.op !== 'same')).toEqual([
      { op: 'added', text: expect.stringContaining('Enhancement: Staggering.') },
    ]);
  });

  it('pays a Parameter step with a Gift Credit when no Improvement is left', async () => {
    const { ada, id, gift } = await withGift({ giftCredits: 1, victories: 4 });
    const improved = expectOk(
      await improveGift(t.platform, ada, gift.id, {
        spec: { ...gift.spec, parameters: { ...gift.spec.parameters, range: 'far' } },
      }),
    );
    expect(improved.systemText).toContain('150 feet');
    expect(await spent(id)).toMatchObject([{ resource: 'gift_credit', amount: -1 }]);
  });

  it('refuses when nothing pays for the rise, and when the cap would break', async () => {
    const poor = await withGift({});
    const asked = { spec: { ...poor.gift.spec, enhancements: [{ id: 'staggering' }] } };
    expect(await improveGift(t.platform, poor.ada, poor.gift.id, asked)).toMatchObject({
      ok: false,
      error: { code: 'not_enough_gift_credits', status: 422 },
    });
  });

  it('keeps the cap: Improvements beyond twice the victories less the Gift Credits are refused', async () => {
    const ada = await player(t.platform, 'cap');
    const id = await contractorFor(t.platform, ada);
    await award(t.platform, id, { victories: 1, giftCredits: 1, improvements: 3 });
    const gift = expectOk(await createGift(t.platform, ada, id, { spec: giftSpec('injure') }));
    expectOk(
      await improveGift(t.platform, ada, gift.id, { spec: { ...gift.spec, enhancements: [{ id: 'staggering' }] } }),
    );
    const again = await improveGift(t.platform, ada, gift.id, {
      spec: { ...gift.spec, enhancements: [{ id: 'staggering' }, { id: 'swift' }] },
    });
    expect(again).toMatchObject({ ok: false, error: { code: 'gift_credit_cap_exceeded', status: 422 } });
  });

  it('refuses a lower cost, a new Effect or type, a mechanical swap at the same cost, and no change at all', async () => {
    const { ada, gift } = await withGift({ improvements: 2 });
    const base = gift.spec;
    expect(
      await improveGift(t.platform, ada, gift.id, {
        spec: { ...base, drawbacks: [{ id: 'blood-price' }], enhancements: [] },
      }),
    ).toMatchObject({ ok: false, error: { code: 'cost_below_minimum' } });
    const withStagger = expectOk(
      await improveGift(t.platform, ada, gift.id, { spec: { ...base, enhancements: [{ id: 'staggering' }] } }),
    );
    expect(
      await improveGift(t.platform, ada, gift.id, { spec: { ...withStagger.spec, enhancements: [] } }),
    ).toMatchObject({ ok: false, error: { code: 'cost_cannot_drop', status: 422 } });
    expect(
      await improveGift(t.platform, ada, gift.id, { spec: { ...withStagger.spec, enhancements: [{ id: 'swift' }] } }),
    ).toMatchObject({ ok: false, error: { code: 'no_improvement' } });
    expect(await improveGift(t.platform, ada, gift.id, { spec: withStagger.spec })).toMatchObject({
      ok: false,
      error: { code: 'nothing_changed' },
    });
    expect(await improveGift(t.platform, ada, gift.id, { spec: giftSpec('heal') })).toMatchObject({
      ok: false,
      error: { code: 'gift_effect_locked', field: 'spec.effectId' },
    });
    expect(
      await improveGift(t.platform, ada, gift.id, { spec: { ...base, typeId: 'legendary-artifact' } }),
    ).toMatchObject({ ok: false, error: { code: 'gift_type_locked', field: 'spec.typeId' } });
  });

  it('saves a change of words alone as a free revision', async () => {
    const { ada, id, gift } = await withGift(
      {},
      giftSpec('injure', { name: 'Hex Bolt', roll: { attribute: 'dexterity', ability: 'occult' } }),
    );
    const renamed = expectOk(
      await improveGift(t.platform, ada, gift.id, { spec: { ...gift.spec, name: 'Witch Bolt', tagline: 'Zap.' } }),
    );
    expect(renamed).toMatchObject({ name: 'Witch Bolt', tagline: 'Zap.', cost: 1, revision: 2 });
    // The builder always sends the roll; the Effect's default roll written out is no change of mechanics.
    const { roll: _roll, ...noRoll } = renamed.spec;
    await award(t.platform, id, { giftCredits: 1 });
    const plain = expectOk(await createGift(t.platform, ada, id, { spec: { ...noRoll, name: 'Plain' } }));
    expect(
      expectOk(
        await improveGift(t.platform, ada, plain.id, {
          spec: { ...plain.spec, roll: { attribute: 'perception', ability: 'occult' }, tagline: 'Again.' },
        }),
      ).revision,
    ).toBe(2);
    const rows = await t.platform.db.select().from(giftRevisions).where(eq(giftRevisions.giftId, gift.id));
    expect(rows.map((r) => r.reason)).toEqual(['new', 'revision']);
    expect(await spent(id)).toEqual([]);
  });

  it('owes one more free copy after improving a crafting Gift', async () => {
    const { ada, gift } = await withGift({ improvements: 1 }, stockGiftSpec('ward-charm'));
    expect(gift.crafting?.freeCopies).toBe(1);
    const improved = expectOk(
      await improveGift(t.platform, ada, gift.id, { spec: { ...gift.spec, enhancements: [{ id: 'swift' }] } }),
    );
    expect(improved.crafting?.freeCopies).toBe(2);
  });

  it('improves a Legendary Artifact only while it is held', async () => {
    const { ada, id, gift } = await withGift({ improvements: 1 }, stockGiftSpec('grandfathers-sword'));
    expectOk(await setArtifactStatus(t.platform, ada, id, { giftId: gift.id, status: 'lost' }));
    const refused = await improveGift(t.platform, ada, gift.id, { spec: { ...gift.spec, tagline: 'Lost again.' } });
    expect(refused).toMatchObject({ ok: false, error: { code: 'artifact_not_held' } });
  });

  it('answers 409 on a stale revision, 404 for another Contractor id or an unknown Gift, 403 for another player', async () => {
    const { ada, gift } = await withGift({ improvements: 1 });
    const bob = await player(t.platform, 'bob');
    const bobs = await contractorFor(t.platform, bob);
    const spec = { ...gift.spec, tagline: 'New words.' };
    expect(await improveGift(t.platform, ada, gift.id, { revision: 7, spec })).toMatchObject({
      ok: false,
      error: { code: 'version_conflict', status: 409, field: 'revision' },
    });
    expect(await improveGift(t.platform, ada, gift.id, { contractorId: bobs, spec })).toMatchObject({
      ok: false,
      error: { status: 404 },
    });
    expect(await improveGift(t.platform, ada, '00000000-0000-7000-8000-000000000000', { spec })).toMatchObject({
      ok: false,
      error: { status: 404 },
    });
    expect(await improveGift(t.platform, bob, gift.id, { spec })).toMatchObject({ ok: false, error: { status: 403 } });
    expect(await improveGift(t.platform, null, gift.id, { spec })).toMatchObject({ ok: false, error: { status: 401 } });
  });
});
