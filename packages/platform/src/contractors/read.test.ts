import { describe, expect, it } from 'vitest';
import { contractorFor, expectOk, player } from '../testing/fixtures.js';
import { logWhile } from '../testing/statement-log.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { exportPassport } from '../passports/export-passport.js';
import { getContractor, getLedger, listContractors } from './read.js';
import { listRolls } from './rolls.js';

describe.each(backends)('reading Contractors and privacy ($name)', (backend) => {
  const t = useTestPlatform(backend);

  it('shows a public sheet to anyone, read-only to all but the owner', async () => {
    const ada = await player(t.platform, 'ada');
    const bo = await player(t.platform, 'bob');
    const id = await contractorFor(t.platform, ada);
    expect(expectOk(await getContractor(t.platform, null, id)).editable).toBe(false);
    expect(expectOk(await getContractor(t.platform, bo, id)).editable).toBe(false);
    expect(expectOk(await getContractor(t.platform, ada, id)).editable).toBe(true);
  });

  it('answers not_found for a private sheet to everyone but its owner, on every read', async () => {
    const ada = await player(t.platform, 'ada');
    const bo = await player(t.platform, 'bob');
    const id = await contractorFor(t.platform, ada, { private: true });
    for (const viewer of [null, bo]) {
      expect(await getContractor(t.platform, viewer, id)).toMatchObject({
        ok: false,
        error: { code: 'not_found', status: 404 },
      });
      expect(await getLedger(t.platform, viewer, id)).toMatchObject({ ok: false, error: { code: 'not_found' } });
      expect(await listRolls(t.platform, viewer, id)).toMatchObject({ ok: false, error: { code: 'not_found' } });
      expect(await exportPassport(t.platform, viewer, id)).toMatchObject({ ok: false, error: { code: 'not_found' } });
    }
    expect(expectOk(await getContractor(t.platform, ada, id)).private).toBe(true);
  });

  it('answers not_found for unknown and malformed ids', async () => {
    const ada = await player(t.platform, 'ada');
    for (const id of ['00000000-0000-4000-8000-000000000000', 'abc', '', 42, null, "1' OR '1'='1"]) {
      expect(await getContractor(t.platform, ada, id)).toMatchObject({ ok: false, error: { code: 'not_found' } });
    }
  });

  it('lists one’s own Contractors, and another player’s public ones only', async () => {
    const ada = await player(t.platform, 'ada');
    const bo = await player(t.platform, 'bob');
    await contractorFor(t.platform, ada, { name: 'Open' });
    t.clock.advance(1000);
    await contractorFor(t.platform, ada, { name: 'Hidden', private: true });
    expect(expectOk(await listContractors(t.platform, ada, {})).map((c) => c.name)).toEqual(['Hidden', 'Open']);
    expect(expectOk(await listContractors(t.platform, bo, { ownerHandle: 'ADA' })).map((c) => c.name)).toEqual([
      'Open',
    ]);
    expect(expectOk(await listContractors(t.platform, null, { ownerHandle: 'ada' })).map((c) => c.name)).toEqual([
      'Open',
    ]);
    expect(expectOk(await listContractors(t.platform, ada, { ownerHandle: 'ada' }))).toHaveLength(2);
    expect(expectOk(await listContractors(t.platform, bo, {}))).toEqual([]);
    expect(expectOk(await listContractors(t.platform, bo))[0]).toBeUndefined();
    expect(await listContractors(t.platform, null, {})).toMatchObject({
      ok: false,
      error: { code: 'unauthenticated' },
    });
    expect(await listContractors(t.platform, ada, { ownerHandle: 'ghost' })).toMatchObject({
      ok: false,
      error: { code: 'not_found' },
    });
    const [summary] = expectOk(await listContractors(t.platform, bo, { ownerHandle: 'ada' }));
    expect(summary).toMatchObject({
      owner: { handle: 'ada' },
      status: 'newbie',
      victories: 0,
      version: 1,
      private: false,
    });
  });

  it('lists Contractors and exports a passport with plain reads: no transaction, nothing written', async () => {
    const ada = await player(t.platform, 'ada');
    const id = await contractorFor(t.platform, ada);
    const listed = await logWhile(t.platform.db, () => listContractors(t.platform, ada, { ownerHandle: 'ada' }));
    const exported = await logWhile(t.platform.db, () => exportPassport(t.platform, ada, id));
    expect(expectOk(listed.value)).toHaveLength(1);
    expect(expectOk(exported.value).contractor.concept.name).toBeTruthy();
    for (const { log } of [listed, exported]) {
      expect(log.transactions).toBe(0);
      expect(log.statements.length).toBeGreaterThan(0);
      expect(log.writes()).toEqual([]);
    }
  });
});
