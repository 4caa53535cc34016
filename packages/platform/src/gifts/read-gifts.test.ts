import { stockGiftSpec } from '@harbinger/rules';
import { describe, expect, it } from 'vitest';
import { contractorFor, expectOk, player } from '../testing/fixtures.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { createGift } from './create-gift.js';
import { award, giftSpec } from './gift-fixtures.js';
import { improveGift } from './improve-gift.js';
import { previewGift } from './preview.js';
import { getContractorGifts, getGift, listGiftRevisions } from './read-gifts.js';
import { listGiftRecipients } from './recipients.js';

describe.each(backends)('reading Gifts ($name)', (backend) => {
  const t = useTestPlatform(backend);

  it('gathers Gifts, Artifacts, Source, Crafting Location and the balance for the Stock tab', async () => {
    const ada = await player(t.platform, 'ada');
    const id = await contractorFor(t.platform, ada);
    await award(t.platform, id, { victories: 3, giftCredits: 3 });
    expectOk(await createGift(t.platform, ada, id, { spec: giftSpec('injure', { name: 'Bolt' }) }));
    expectOk(await createGift(t.platform, ada, id, { spec: stockGiftSpec('grandfathers-sword') }));
    expectOk(await createGift(t.platform, ada, id, { spec: stockGiftSpec('healing-draught') }));
    const view = expectOk(await getContractorGifts(t.platform, ada, id));
    expect(view.contractor).toMatchObject({ id, name: 'Ada Quill', editable: true });
    expect(view.gifts.map((g) => [g.name, g.typeId, g.artifact?.status ?? null])).toEqual([
      ['Bolt', 'power', null],
      ["Grandfather's Sword", 'legendary-artifact', 'held'],
      ['Healing Draught', 'consumable-crafting', null],
    ]);
    expect(view.source).toMatchObject({ name: 'Source', capacity: 1, conditions: [], conditionsAllowed: 0 });
    expect(view.craftingLocation).toEqual({ name: 'Workshop', description: '', available: true });
    expect(view.balance).toMatchObject({
      status: 'newbie',
      victories: 3,
      giftCredits: 0,
      improvements: 0,
      cap: 6,
      improvementsAllowed: 3,
      totalGiftCost: 3,
    });
    expect(view.alerts).toEqual([]);
    expect(view.gifts[0]!.catalog).toMatchObject({ current: true, changed: [], missing: [] });
  });

  it('alerts when the Improvements spent pass the cap and when more was spent than received', async () => {
    const ada = await player(t.platform, 'ada');
    const id = await contractorFor(t.platform, ada);
    await award(t.platform, id, { victories: 1, giftCredits: 1, improvements: 1 });
    const gift = expectOk(await createGift(t.platform, ada, id, { spec: giftSpec('injure') }));
    expectOk(
      await improveGift(t.platform, ada, gift.id, { spec: { ...gift.spec, enhancements: [{ id: 'staggering' }] } }),
    );
    // A voided victory takes back the Gift Credit and the victory that made room for the Improvement.
    await award(t.platform, id, { victories: 0, giftCredits: -1 });
    const view = expectOk(await getContractorGifts(t.platform, ada, id));
    expect(view.alerts.map((a) => a.code)).toEqual(['gift_credit_cap_exceeded', 'gift_credits_overspent']);
    expect(view.alerts[0]!.message).toMatch(/1 Improvements have been spent, but with 0 victories only 0 may be/);
  });

  it('shows public sheets to others (not editable) and hides private ones', async () => {
    const ada = await player(t.platform, 'ada');
    const bob = await player(t.platform, 'bob');
    const open = await contractorFor(t.platform, ada);
    const hidden = await contractorFor(t.platform, ada, { private: true });
    await award(t.platform, hidden, { victories: 1, giftCredits: 1 });
    const secret = expectOk(await createGift(t.platform, ada, hidden, { spec: giftSpec('injure') }));
    expect(expectOk(await getContractorGifts(t.platform, bob, open)).contractor.editable).toBe(false);
    expect(expectOk(await getContractorGifts(t.platform, null, open)).gifts).toEqual([]);
    expect(await getContractorGifts(t.platform, bob, hidden)).toMatchObject({ ok: false, error: { status: 404 } });
    expect(await getGift(t.platform, bob, secret.id)).toMatchObject({ ok: false, error: { status: 404 } });
    expect(await getGift(t.platform, bob, 'nonsense')).toMatchObject({ ok: false, error: { status: 404 } });
  });

  it('lists every revision with a System Text diff from the one before', async () => {
    const ada = await player(t.platform, 'ada');
    const id = await contractorFor(t.platform, ada);
    await award(t.platform, id, { victories: 2, giftCredits: 1, improvements: 1 });
    const gift = expectOk(
      await createGift(t.platform, ada, id, {
        spec: giftSpec('injure', { drawbacks: [{ id: 'blood-price' }], enhancements: [{ id: 'staggering' }] }),
      }),
    );
    expectOk(await improveGift(t.platform, ada, gift.id, { spec: { ...gift.spec, drawbacks: [] } }));
    const revisions = expectOk(await listGiftRevisions(t.platform, ada, gift.id));
    expect(revisions.map((r) => r.number)).toEqual([1, 2]);
    expect(revisions[0]!.diff.every((l) => l.op === 'added')).toBe(true);
    expect(revisions[1]!.diff.filter((l) => l.op !== 'same')).toEqual([
      { op: 'removed', text: expect.stringContaining('Drawback: Blood Price.') },
    ]);
    const detail = expectOk(await getGift(t.platform, null, gift.id));
    expect(detail.contractor).toEqual({ id, name: 'Ada Quill', ownerHandle: 'ada', editable: false });
  });
});

describe.each(backends)('previewGift ($name)', (backend) => {
  const t = useTestPlatform(backend);

  it('compiles without saving and puts every problem into words', async () => {
    const preview = expectOk(
      await previewGift(t.platform, null, {
        spec: giftSpec('injure', { enhancements: [{ id: 'staggering' }], name: '' }),
      }),
    );
    expect(preview).toMatchObject({ cost: 2, requiredStatus: 'newbie', recipient: null });
    expect(preview.systemText).toContain('Staggering');
    expect(preview.violations).toEqual([
      { code: 'name_required', field: 'spec.name', message: 'Give the Gift a name.' },
    ]);
  });

  it('checks against a Contractor the actor owns: Status and credits', async () => {
    const ada = await player(t.platform, 'ada');
    const bob = await player(t.platform, 'bob');
    const id = await contractorFor(t.platform, ada);
    const preview = expectOk(await previewGift(t.platform, ada, { spec: giftSpec('intangibility'), contractorId: id }));
    expect(preview.recipient).toEqual({ contractorId: id, status: 'newbie', giftCredits: 0, improvements: 0 });
    expect(preview.violations.map((v) => [v.code, v.field])).toEqual([
      ['status_too_low', 'spec.effectId'],
      ['not_enough_gift_credits', 'spec'],
    ]);
    expect(await previewGift(t.platform, bob, { spec: giftSpec('injure'), contractorId: id })).toMatchObject({
      ok: false,
      error: { status: 403, field: 'contractorId' },
    });
    expect(await previewGift(t.platform, ada, { spec: 'injure' })).toMatchObject({
      ok: false,
      error: { status: 400, field: 'spec' },
    });
  });
});

describe.each(backends)('listGiftRecipients ($name)', (backend) => {
  const t = useTestPlatform(backend);

  it('lists only the actor’s Contractors with Status, credits and the Improvements left under the cap', async () => {
    const ada = await player(t.platform, 'ada');
    const bob = await player(t.platform, 'bob');
    const id = await contractorFor(t.platform, ada);
    await contractorFor(t.platform, bob);
    await award(t.platform, id, { victories: 5, giftCredits: 2, improvements: 4 });
    expect(expectOk(await listGiftRecipients(t.platform, ada))).toEqual([
      {
        id,
        name: 'Ada Quill',
        version: 1,
        status: 'novice',
        victories: 5,
        giftCredits: 2,
        improvements: 4,
        improvementsLeft: 5,
      },
    ]);
    expect(await listGiftRecipients(t.platform, null)).toMatchObject({ ok: false, error: { status: 401 } });
  });
});
