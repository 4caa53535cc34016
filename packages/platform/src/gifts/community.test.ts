import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema.js';
import { contractorFor, expectOk, player } from '../testing/fixtures.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { listCommunityGifts } from './community.js';
import { createGift } from './create-gift.js';
import { award, giftSpec } from './gift-fixtures.js';
import { improveGift } from './improve-gift.js';
import { getGift } from './read-gifts.js';

describe.each(backends)('community Gifts ($name)', (backend) => {
  const t = useTestPlatform(backend);

  /** Ada (public), Ada's private Contractor, and Cyd, whose profile is private: a Gift each, and one more of Ada's. */
  async function shelf() {
    const ada = await player(t.platform, 'ada');
    const cy = await player(t.platform, 'cyd');
    const open = await contractorFor(t.platform, ada);
    const hidden = await contractorFor(t.platform, ada, { private: true });
    const cys = await contractorFor(t.platform, cy);
    for (const id of [open, hidden, cys])
      await award(t.platform, id, { victories: 2, giftCredits: 3, improvements: 2 });
    const bolt = expectOk(await createGift(t.platform, ada, open, { spec: giftSpec('injure', { name: 'Bolt' }) }));
    const mend = expectOk(await createGift(t.platform, ada, open, { spec: giftSpec('heal', { name: 'Mend' }) }));
    const secret = expectOk(
      await createGift(t.platform, ada, hidden, { spec: giftSpec('injure', { name: 'Secret Bolt' }) }),
    );
    const quiet = expectOk(await createGift(t.platform, cy, cys, { spec: giftSpec('injure', { name: 'Quiet Bolt' }) }));
    await t.platform.db.update(users).set({ profilePrivate: true }).where(eq(users.id, cy.userId));
    return { ada, cy, open, hidden, cys, bolt, mend, secret, quiet };
  }

  it('lists public Contractors’ Gifts newest first, never a private Contractor’s, to anyone', async () => {
    const { ada, bolt, mend } = await shelf();
    for (const reader of [null, ada]) {
      const page = expectOk(await listCommunityGifts(t.platform, reader, {}));
      expect(page.items.map((g) => g.name)).toEqual([mend.name, bolt.name]);
      expect(page.next).toBeNull();
    }
    const first = expectOk(await listCommunityGifts(t.platform, null, {})).items[1]!;
    expect(first).toMatchObject({
      id: bolt.id,
      effectId: 'injure',
      effectName: 'Injure',
      typeId: 'power',
      cost: bolt.cost,
      holder: { name: 'Ada Quill' },
      owner: { handle: 'ada' },
    });
    expect(first.systemText).toBe(bolt.systemText);
  });

  it('filters by Effect, Gift Type and cost, and pages by keyset', async () => {
    const { bolt, mend } = await shelf();
    const names = async (query: object) =>
      expectOk(await listCommunityGifts(t.platform, null, query)).items.map((g) => g.name);
    expect(await names({ effect: 'injure' })).toEqual([bolt.name]);
    expect(await names({ effect: 'heal', type: 'power' })).toEqual([mend.name]);
    expect(await names({ type: 'legendary-artifact' })).toEqual([]);
    expect(await names({ cost: bolt.cost })).toContain(bolt.name);
    expect(await names({ cost: 9 })).toEqual([]);
    const one = expectOk(await listCommunityGifts(t.platform, null, { limit: 1 }));
    expect(one.items.map((g) => g.name)).toEqual([mend.name]);
    const two = expectOk(await listCommunityGifts(t.platform, null, { limit: 1, before: one.next! }));
    expect(two.items.map((g) => g.name)).toEqual([bolt.name]);
    expect(two.next).toBeNull();
  });

  it('refuses an unknown Effect or type and a cost that is not a whole number, naming the field', async () => {
    expect(await listCommunityGifts(t.platform, null, { effect: 'teleport-the-moon' })).toMatchObject({
      ok: false,
      error: { status: 400, field: 'effect' },
    });
    expect(await listCommunityGifts(t.platform, null, { type: 'nope' })).toMatchObject({
      ok: false,
      error: { status: 400, field: 'type' },
    });
    expect(await listCommunityGifts(t.platform, null, { cost: 'two' })).toMatchObject({
      ok: false,
      error: { status: 400, field: 'cost' },
    });
  });

  it('records a copy started from a Gift; its page lists public users and never a private Contractor', async () => {
    const { ada, hidden, bolt } = await shelf();
    const bob = await player(t.platform, 'bob');
    const bobs = await contractorFor(t.platform, bob, { name: 'Bob Vance' });
    await award(t.platform, bobs, { victories: 1, giftCredits: 1 });
    const copy = expectOk(
      await createGift(t.platform, bob, bobs, { spec: { ...bolt.spec, name: 'Bob’s Bolt' }, startedFrom: bolt.id }),
    );
    expect(copy.id).not.toBe(bolt.id);
    // Ada also starts one on her private Contractor: only she sees that copy listed.
    expectOk(await createGift(t.platform, ada, hidden, { spec: bolt.spec, startedFrom: bolt.id }));
    const seenByBob = expectOk(await getGift(t.platform, bob, bolt.id));
    expect(seenByBob.lineage.usedBy.map((u) => [u.holder.name, u.giftName, u.owner.handle])).toEqual([
      ['Bob Vance', 'Bob’s Bolt', 'bob'],
    ]);
    expect(expectOk(await getGift(t.platform, ada, bolt.id)).lineage.usedBy).toHaveLength(2);
    expect(expectOk(await getGift(t.platform, null, bolt.id)).lineage.usedBy).toHaveLength(1);
    // The copy points back at the original, which stays as it was.
    const copyPage = expectOk(await getGift(t.platform, null, copy.id));
    expect(copyPage.lineage.startedFrom).toMatchObject({ giftId: bolt.id, giftName: bolt.name });
    expect(expectOk(await getGift(t.platform, ada, bolt.id)).gift).toMatchObject({ name: bolt.name, revision: 1 });
  });

  it('refuses to start from a Gift the player may not see, and names no private origin', async () => {
    const { ada, secret } = await shelf();
    const bob = await player(t.platform, 'bob');
    const bobs = await contractorFor(t.platform, bob);
    await award(t.platform, bobs, { victories: 1, giftCredits: 2 });
    expect(await createGift(t.platform, bob, bobs, { spec: giftSpec('injure'), startedFrom: secret.id })).toMatchObject(
      { ok: false, error: { status: 404, field: 'startedFrom' } },
    );
    // Ada may copy her own private Gift to a public Contractor; others reading the copy are not told its origin.
    const open = await contractorFor(t.platform, ada, { name: 'Ada Again' });
    await award(t.platform, open, { victories: 1, giftCredits: 1 });
    const copy = expectOk(await createGift(t.platform, ada, open, { spec: secret.spec, startedFrom: secret.id }));
    expect(expectOk(await getGift(t.platform, bob, copy.id)).lineage.startedFrom).toBeNull();
    expect(expectOk(await getGift(t.platform, ada, copy.id)).lineage.startedFrom).toMatchObject({ giftId: secret.id });
  });

  it('shows each revision with its author and the cost before it', async () => {
    const { ada, bolt } = await shelf();
    const improved = expectOk(
      await improveGift(t.platform, ada, bolt.id, { spec: { ...bolt.spec, enhancements: [{ id: 'staggering' }] } }),
    );
    const { revisions } = expectOk(await getGift(t.platform, null, bolt.id));
    expect(revisions.map((r) => [r.number, r.cost, r.previousCost, r.author?.handle])).toEqual([
      [1, bolt.cost, null, 'ada'],
      [2, improved.cost, bolt.cost, 'ada'],
    ]);
  });
});
