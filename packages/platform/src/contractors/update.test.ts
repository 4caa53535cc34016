import { describe, expect, it } from 'vitest';
import { contractorFor, expectOk, player } from '../testing/fixtures.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { getContractor } from './read.js';
import { updateContractor } from './update.js';

describe.each(backends)('updateContractor ($name)', (backend) => {
  const t = useTestPlatform(backend);

  it('saves words, lists and gear, and moves the version on', async () => {
    const ada = await player(t.platform, 'ada');
    const id = await contractorFor(t.platform, ada);
    t.clock.advance(60_000);
    const view = expectOk(
      await updateContractor(t.platform, ada, id, {
        version: 1,
        name: 'Ada Q.',
        notes: 'Owes Marta a favour.',
        conditions: ['Concussed'],
        trophies: ['A tooth that hums'],
        weapons: ['handgun'],
        armor: 'flak',
        limits: [{ id: 'anguish' }, { id: 'betrayal' }, { id: 'murder' }],
        private: true,
      }),
    );
    expect(view).toMatchObject({
      version: 2,
      private: true,
      notes: 'Owes Marta a favour.',
      conditions: ['Concussed'],
      weapons: ['handgun'],
      armor: 'flak',
    });
    expect(view.concept.name).toBe('Ada Q.');
    expect(view.limits[1]).toMatchObject({ id: 'betrayal', name: 'Betrayal', custom: false });
    expect(view.updatedAt.getTime() - view.createdAt.getTime()).toBe(60_000);
  });

  it('gives the second of two saves from the same version a 409 and keeps the first', async () => {
    const ada = await player(t.platform, 'ada');
    const id = await contractorFor(t.platform, ada);
    const first = await updateContractor(t.platform, ada, id, { version: 1, notes: 'first tab' });
    const second = await updateContractor(t.platform, ada, id, { version: 1, notes: 'second tab', biography: 'lost?' });
    expect(first.ok).toBe(true);
    expect(second).toMatchObject({ ok: false, error: { code: 'version_conflict', status: 409, field: 'version' } });
    const view = expectOk(await getContractor(t.platform, ada, id));
    expect(view).toMatchObject({ version: 2, notes: 'first tab', biography: '' });
  });

  it('lets exactly one of two simultaneous saves from the same version through', async () => {
    const ada = await player(t.platform, 'ada');
    const id = await contractorFor(t.platform, ada);
    const results = await Promise.all([
      updateContractor(t.platform, ada, id, { version: 1, notes: 'A' }),
      updateContractor(t.platform, ada, id, { version: 1, notes: 'B' }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toMatchObject({ error: { code: 'version_conflict' } });
    const winner = results.find((r) => r.ok)!;
    expect(expectOk(await getContractor(t.platform, ada, id)).notes).toBe(winner.ok ? winner.value.notes : 'none');
  });

  it('names a Source with capacity 1, renames it keeping points, and clears it', async () => {
    const ada = await player(t.platform, 'ada');
    const id = await contractorFor(t.platform, ada);
    expect(
      expectOk(await updateContractor(t.platform, ada, id, { version: 1, source: { name: 'Blood' } })).source,
    ).toEqual({ name: 'Blood', capacity: 1, current: 1 });
    expect(
      expectOk(await updateContractor(t.platform, ada, id, { version: 2, source: { name: 'Old blood' } })).source,
    ).toEqual({ name: 'Old blood', capacity: 1, current: 1 });
    expect(expectOk(await updateContractor(t.platform, ada, id, { version: 3, source: null })).source).toBeNull();
  });

  it('refuses strangers: forbidden on a public sheet, not_found on a private one, unauthenticated when anonymous', async () => {
    const ada = await player(t.platform, 'ada');
    const bo = await player(t.platform, 'bob');
    const open = await contractorFor(t.platform, ada);
    const hidden = await contractorFor(t.platform, ada, { private: true });
    expect(await updateContractor(t.platform, bo, open, { version: 1, notes: 'x' })).toMatchObject({
      ok: false,
      error: { code: 'forbidden', status: 403 },
    });
    expect(await updateContractor(t.platform, bo, hidden, { version: 1, notes: 'x' })).toMatchObject({
      ok: false,
      error: { code: 'not_found', status: 404 },
    });
    expect(await updateContractor(t.platform, null, open, { version: 1, notes: 'x' })).toMatchObject({
      ok: false,
      error: { code: 'unauthenticated', status: 401 },
    });
    expect(expectOk(await getContractor(t.platform, ada, open)).notes).toBe('');
  });

  it.each([
    [{ notes: 'no version' }, 'version', 400],
    [{ version: 1, attributes: { brawn: 5 } }, 'attributes', 400],
    [{ version: 1, weapons: ['lightsaber'] }, 'weapons.0', 400],
    [{ version: 1, armor: 'mithril' }, 'armor', 400],
    [{ version: 1, limits: [{ id: 'anguish' }, { id: 'anguish' }, { id: 'murder' }] }, 'limits.1', 422],
  ] as const)('refuses a bad patch %#', async (patch, field, status) => {
    const ada = await player(t.platform, 'ada');
    const id = await contractorFor(t.platform, ada);
    const result = await updateContractor(t.platform, ada, id, patch);
    expect(result).toMatchObject({ ok: false, error: { code: 'validation_failed', status } });
    if (!result.ok) expect(result.error.issues?.[0]?.field).toBe(field);
  });
});
