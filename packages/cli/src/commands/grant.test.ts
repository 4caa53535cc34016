import { describe, expect, it } from 'vitest';
import { run, useEmbeddedDataDir } from './cli-fixtures.js';
import { openPlatform, hasSitePermission, type Platform } from '@harbinger/platform';
import { memoryLogger, player, TEST_PASSWORD_COST } from '@harbinger/platform/testing';

useEmbeddedDataDir('harbinger-cli-grant-');

async function withData<T>(work: (p: Platform) => Promise<T>): Promise<T> {
  const p = await openPlatform({ passwordCost: TEST_PASSWORD_COST, log: memoryLogger() });
  try {
    return await work(p);
  } finally {
    await p.close();
  }
}

describe('harbinger grant and revoke', () => {
  it('grants and revokes approve_scenarios by handle, and refuses unknown players and permissions', async () => {
    const mara = await withData((p) => player(p, 'Mara'));
    expect(await run(['grant', 'approve_scenarios', 'mara'])).toMatchObject({
      code: 0,
      out: 'Mara may now approve scenarios.',
    });
    expect(await withData((p) => hasSitePermission(p.db, mara.userId, 'approve_scenarios'))).toBe(true);
    expect((await run(['grant', 'approve_scenarios', 'mara'])).out).toBe('Mara held approve_scenarios already.');
    expect(await run(['revoke', 'approve_scenarios', 'Mara'])).toMatchObject({
      code: 0,
      out: 'Mara no longer holds approve_scenarios.',
    });
    expect(await withData((p) => hasSitePermission(p.db, mara.userId, 'approve_scenarios'))).toBe(false);
    expect(await run(['grant', 'approve_scenarios', 'ghost'])).toMatchObject({
      code: 2,
      err: expect.stringContaining('No player has the handle “ghost”'),
    });
    expect(await run(['grant', 'be_king', 'mara'])).toMatchObject({ code: 2, err: expect.stringContaining('be_king') });
    expect((await run(['grant', 'approve_scenarios'])).code).toBe(2);
  }, 60_000);
});
