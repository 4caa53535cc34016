import { describe, expect, it } from 'vitest';
import { expectOk, player } from '../testing/fixtures.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { deleteDraft, getDraft, listDrafts, saveGiftDraft } from './drafts.js';
import { giftSpec } from './gift-fixtures.js';

describe.each(backends)('Gift drafts ($name)', (backend) => {
  const t = useTestPlatform(backend);

  it('saves, updates, lists (newest first) and deletes a player’s drafts', async () => {
    const ada = await player(t.platform, 'ada');
    const first = expectOk(await saveGiftDraft(t.platform, ada, { spec: giftSpec('injure', { name: 'Bolt' }) }));
    expect(first).toMatchObject({ name: 'Bolt', cost: 1 });
    t.clock.advance(1000);
    const second = expectOk(await saveGiftDraft(t.platform, ada, { spec: giftSpec('heal', { name: '' }) }));
    expect(second.name).toBe('Untitled Gift');
    t.clock.advance(1000);
    const updated = expectOk(
      await saveGiftDraft(t.platform, ada, {
        id: first.id,
        spec: giftSpec('injure', { name: 'Big Bolt', enhancements: [{ id: 'staggering' }] }),
      }),
    );
    expect(updated).toMatchObject({ id: first.id, name: 'Big Bolt', cost: 2 });
    expect(expectOk(await listDrafts(t.platform, ada)).map((d) => d.name)).toEqual(['Big Bolt', 'Untitled Gift']);
    expect(expectOk(await getDraft(t.platform, ada, first.id)).spec.enhancements).toEqual([{ id: 'staggering' }]);
    expectOk(await deleteDraft(t.platform, ada, first.id));
    expect(expectOk(await listDrafts(t.platform, ada)).map((d) => d.id)).toEqual([second.id]);
  });

  it('keeps a draft even when it breaks a rule (unfinished work), but not when its shape is wrong', async () => {
    const ada = await player(t.platform, 'ada');
    expectOk(await saveGiftDraft(t.platform, ada, { spec: giftSpec('intangibility') }));
    expect(await saveGiftDraft(t.platform, ada, { spec: { typeId: 'power' } })).toMatchObject({
      ok: false,
      error: { status: 400, field: 'spec.catalogVersion' },
    });
  });

  it('belongs to one player: others get not_found, anonymous visitors 401', async () => {
    const ada = await player(t.platform, 'ada');
    const bob = await player(t.platform, 'bob');
    const draft = expectOk(await saveGiftDraft(t.platform, ada, { spec: giftSpec('injure') }));
    expect(await getDraft(t.platform, bob, draft.id)).toMatchObject({ ok: false, error: { status: 404 } });
    expect(await saveGiftDraft(t.platform, bob, { id: draft.id, spec: giftSpec('heal') })).toMatchObject({
      ok: false,
      error: { status: 404, field: 'id' },
    });
    expect(await deleteDraft(t.platform, bob, draft.id)).toMatchObject({ ok: false, error: { status: 404 } });
    expect(expectOk(await listDrafts(t.platform, bob))).toEqual([]);
    expect(await listDrafts(t.platform, null)).toMatchObject({ ok: false, error: { status: 401 } });
    expect(await saveGiftDraft(t.platform, null, { spec: giftSpec('injure') })).toMatchObject({
      ok: false,
      error: { status: 401 },
    });
  });
});
