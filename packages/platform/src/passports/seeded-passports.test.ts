import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPlatform, type Platform } from '../context.js';
import { queryRows } from '../db/raw.js';
import { seedDatabase } from '../seed/seed-database.js';
import { expectOk, player } from '../testing/fixtures.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { exportPassport } from './export-passport.js';
import { importPassport } from './import-passport.js';
import { getServerKey } from './server-key.js';
import { trustServer } from './trust.js';

// Every history the platform writes must pass the import's audit: seeded play (victories, deaths and heirs bought
// with a Coin of Charon, GM Improvements, bonus Exp, voided Contracts) exported, and imported clean on a server that
// trusts this one.
describe.each(backends.slice(0, 1))('seeded Contractors travel clean ($name)', (backend) => {
  const origin = 'https://seed.example';
  const t = useTestPlatform(backend, { origin });
  let other: Platform;
  beforeAll(async () => {
    other = await openPlatform({ memory: true, log: t.log });
  }, 60_000);
  afterAll(async () => other?.close());

  it('imports every seeded Contractor’s passport as verified, nothing left unverified', async () => {
    expectOk(await seedDatabase(t.platform, { contracts: 60, seed: 'passports', heavy: 30 }));
    const owners = await queryRows<{ id: string; user_id: string; handle: string }>(
      t.platform.db,
      sql`SELECT c.id, u.id AS user_id, u.handle FROM contractors c JOIN users u ON u.id = c.owner_id ORDER BY c.id`,
    );
    expect(owners.length).toBeGreaterThan(10);
    expectOk(await trustServer(other, { origin, publicKey: (await getServerKey(t.platform)).publicKey }));
    const traveller = await player(other, 'traveller');
    for (const o of owners) {
      const actor = { userId: o.user_id, handle: o.handle };
      const passport = expectOk(await exportPassport(t.platform, actor, o.id));
      const imported = await importPassport(other, traveller, JSON.parse(JSON.stringify(passport)));
      expect(imported.ok ? imported.value : imported.error, o.id).toMatchObject({ verified: true, unverified: null });
    }
  }, 120_000);
});
