import { describe, expect, it } from 'vitest';
import { writeGenerationOf } from '../db/write-generation.js';
import { contractorFor, expectOk, player } from '../testing/fixtures.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { addInjury } from './injuries.js';
import { recordRoll } from './rolls.js';
import { sheetFingerprint } from './sheet-fingerprint.js';
import { updateContractor } from './update.js';
import { getContractor } from './read.js';

describe.each(backends)('sheetFingerprint on $name', (backend) => {
  const t = useTestPlatform(backend);
  const key = async (actor: Parameters<typeof sheetFingerprint>[1], id: string) => expectOk(await sheetFingerprint(t.platform, actor, id, { rolls: 20 }));

  it('stays the same while nothing changes, and changes with the sheet, its rolls and the viewer', async () => {
    const ada = await player(t.platform, 'ada');
    const bo = await player(t.platform, 'bonnie');
    const id = await contractorFor(t.platform, ada);
    const first = await key(ada, id);
    expect(await key(ada, id)).toBe(first);
    expect(await key(bo, id)).not.toBe(first); // the owner's page has the play controls
    expect(await key(null, id)).toBe(await key(bo, id));

    const version = expectOk(await getContractor(t.platform, ada, id)).version;
    expectOk(await addInjury(t.platform, ada, id, { version, severity: 2 }));
    const injured = await key(ada, id);
    expect(injured).not.toBe(first);

    expectOk(await recordRoll(t.platform, ada, id, { expression: 'dex+athletics@7' }));
    const rolled = await key(ada, id);
    expect(rolled).not.toBe(injured);

    // A write elsewhere is checked against the database and leaves the key as it was.
    await contractorFor(t.platform, bo);
    expect(await key(ada, id)).toBe(rolled);
  });

  it('is not_found for a private sheet to anyone but its owner, and follows a change of privacy', async () => {
    const ada = await player(t.platform, 'ada');
    const bo = await player(t.platform, 'bonnie');
    const id = await contractorFor(t.platform, ada);
    expect((await sheetFingerprint(t.platform, bo, id, { rolls: 20 })).ok).toBe(true);
    const version = expectOk(await getContractor(t.platform, ada, id)).version;
    expectOk(await updateContractor(t.platform, ada, id, { version, private: true }));
    const refused = await sheetFingerprint(t.platform, bo, id, { rolls: 20 });
    expect(refused).toMatchObject({ ok: false, error: { code: 'not_found', status: 404 } });
    expect((await sheetFingerprint(t.platform, null, id, { rolls: 20 })).ok).toBe(false);
    expect((await sheetFingerprint(t.platform, ada, id, { rolls: 20 })).ok).toBe(true);
    expect((await sheetFingerprint(t.platform, ada, 'not-an-id', { rolls: 20 })).ok).toBe(false);
  });

  it('costs no query while nothing at all was written (PGlite only)', async () => {
    const ada = await player(t.platform, 'ada');
    const id = await contractorFor(t.platform, ada);
    const generation = writeGenerationOf(t.platform.db);
    if (backend.name === 'postgres') {
      expect(generation).toBeUndefined();
      return;
    }
    expect(generation).toBeTypeOf('number');
    await key(ada, id);
    const db = t.platform.db as unknown as { $client: { exec: (...args: unknown[]) => Promise<unknown> } };
    const exec = db.$client.exec;
    let calls = 0;
    db.$client.exec = (...args: unknown[]) => {
      calls++;
      return exec(...args);
    };
    try {
      await key(ada, id);
      await key(ada, id);
    } finally {
      db.$client.exec = exec;
    }
    expect(calls).toBe(0);
    expect(writeGenerationOf(t.platform.db)).toBe(generation);
  });
});
