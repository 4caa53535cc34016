import { stockGiftSpec } from '@harbinger/rules';
import { describe, expect, it } from 'vitest';
import { contractorFor, expectOk, player } from '../testing/fixtures.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { setArtifactStatus, transferArtifact } from './artifacts.js';
import { createGift } from './create-gift.js';
import { award, giftSpec } from './gift-fixtures.js';
import { getContractorGifts } from './read-gifts.js';

describe.each(backends)('Legendary Artifacts ($name)', (backend) => {
  const t = useTestPlatform(backend);

  async function withSword() {
    const ada = await player(t.platform, 'ada');
    const id = await contractorFor(t.platform, ada);
    await award(t.platform, id, { victories: 2, giftCredits: 2 });
    const sword = expectOk(await createGift(t.platform, ada, id, { spec: stockGiftSpec('grandfathers-sword') }));
    return { ada, id, sword };
  }

  it('records each status change in the history, and refuses the same status twice', async () => {
    const { ada, id, sword } = await withSword();
    const stolen = expectOk(
      await setArtifactStatus(t.platform, ada, id, { giftId: sword.id, status: 'stolen', note: 'The Baron’s men' }),
    );
    expect(stolen.artifact?.status).toBe('stolen');
    expect(stolen.artifact?.history.map((e) => [e.kind, e.status, e.note])).toEqual([
      ['status', 'held', 'Gained'],
      ['status', 'stolen', 'The Baron’s men'],
    ]);
    expect(await setArtifactStatus(t.platform, ada, id, { giftId: sword.id, status: 'stolen' })).toMatchObject({
      ok: false,
      error: { code: 'status_unchanged' },
    });
    expect(await setArtifactStatus(t.platform, ada, id, { giftId: sword.id, status: 'melted' })).toMatchObject({
      ok: false,
      error: { status: 400, field: 'status' },
    });
  });

  it('refuses statuses and hand-overs for Gifts that are not Legendary Artifacts', async () => {
    const { ada, id } = await withSword();
    const bolt = expectOk(await createGift(t.platform, ada, id, { spec: giftSpec('injure') }));
    expect(await setArtifactStatus(t.platform, ada, id, { giftId: bolt.id, status: 'lost' })).toMatchObject({
      ok: false,
      error: { code: 'not_a_legendary_artifact' },
    });
    expect(await transferArtifact(t.platform, ada, id, { giftId: bolt.id, toContractorId: id })).toMatchObject({
      ok: false,
      error: { code: 'not_a_legendary_artifact' },
    });
  });

  it('hands an Artifact to another Contractor, who then holds it with the transfer in its history', async () => {
    const { ada, id, sword } = await withSword();
    const bob = await player(t.platform, 'bob');
    const bobs = await contractorFor(t.platform, bob, { name: 'Bram' });
    expectOk(await setArtifactStatus(t.platform, ada, id, { giftId: sword.id, status: 'lost' }));
    const moved = expectOk(
      await transferArtifact(t.platform, ada, id, {
        giftId: sword.id,
        toContractorId: bobs,
        note: 'Found in the river',
      }),
    );
    expect(moved).toMatchObject({ contractorId: bobs, artifact: { status: 'held' } });
    expect(moved.artifact?.history.at(-1)).toMatchObject({
      kind: 'transfer',
      from: { id, name: 'Ada Quill' },
      to: { id: bobs, name: 'Bram' },
      note: 'Found in the river',
    });
    expect(expectOk(await getContractorGifts(t.platform, bob, bobs)).gifts.map((g) => g.name)).toEqual([
      "Grandfather's Sword",
    ]);
    expect(expectOk(await getContractorGifts(t.platform, ada, id)).gifts).toEqual([]);
    expect(await setArtifactStatus(t.platform, ada, id, { giftId: sword.id, status: 'held' })).toMatchObject({
      ok: false,
      error: { status: 404 },
    });
  });

  it('refuses to move a destroyed Artifact, or to hand it to an unseen Contractor or to its holder', async () => {
    const { ada, id, sword } = await withSword();
    const bob = await player(t.platform, 'bob');
    const hidden = await contractorFor(t.platform, bob, { private: true });
    expect(await transferArtifact(t.platform, ada, id, { giftId: sword.id, toContractorId: hidden })).toMatchObject({
      ok: false,
      error: { status: 404, field: 'toContractorId' },
    });
    expect(await transferArtifact(t.platform, ada, id, { giftId: sword.id, toContractorId: id })).toMatchObject({
      ok: false,
      error: { status: 422, field: 'toContractorId' },
    });
    expectOk(await setArtifactStatus(t.platform, ada, id, { giftId: sword.id, status: 'destroyed' }));
    const other = await contractorFor(t.platform, ada, { name: 'Jo' });
    expect(await transferArtifact(t.platform, ada, id, { giftId: sword.id, toContractorId: other })).toMatchObject({
      ok: false,
      error: { code: 'artifact_destroyed' },
    });
  });

  it('lets only the holder’s player change an Artifact', async () => {
    const { id, sword } = await withSword();
    const bob = await player(t.platform, 'bob');
    expect(await setArtifactStatus(t.platform, bob, id, { giftId: sword.id, status: 'stolen' })).toMatchObject({
      ok: false,
      error: { status: 403 },
    });
  });
});
