import { generateKeyPairSync } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Actor } from '../accounts/views.js';
import { openPlatform, type Platform } from '../context.js';
import type { CurrentPassport } from '../contractors/passport-schema.js';
import { getContractor } from '../contractors/read.js';
import { openTable, runningContract, type Table } from '../contracts/fixtures.js';
import { finishContract } from '../contracts/finish.js';
import { queryRows } from '../db/raw.js';
import { createGift } from '../gifts/create-gift.js';
import { giftSpec } from '../gifts/gift-fixtures.js';
import { improveGift } from '../gifts/improve-gift.js';
import { getContractorGifts } from '../gifts/read-gifts.js';
import { addContractorToPlaygroup } from '../playgroups/contractor-approval.js';
import { listNotifications } from '../playgroups/notifications.js';
import { contractorFor, expectOk, player } from '../testing/fixtures.js';
import { backends, useTestPlatform } from '../testing/test-platform.js';
import { acceptImportedHistory } from './accept-import.js';
import { exportPassport } from './export-passport.js';
import { importPassport } from './import-passport.js';
import { getServerKey } from './server-key.js';
import { trustServer, trustedServersFromEnv } from './trust.js';

const ORIGIN = 'https://a.example';

/** A passport as a file holds it (what a download, then an upload, gives). */
const asFile = (passport: CurrentPassport): CurrentPassport => JSON.parse(JSON.stringify(passport)) as CurrentPassport;

describe.each(backends)('portable Contractors ($name)', (backend) => {
  const t = useTestPlatform(backend, { origin: ORIGIN });

  /** Another server: its own database, so its own key. */
  let other: Platform;
  beforeAll(async () => {
    other = await openPlatform({ memory: true, now: () => t.clock.now(), log: t.log });
  }, 60_000);
  afterAll(async () => other?.close());
  /** The other server is shared by every test: each player there gets a handle of their own. */
  let others = 0;
  const otherPlayer = () => player(other, `traveller${(others += 1)}`);
  /** The other server's operator trusts this one (again: adding a key twice changes nothing). */
  async function trustedThere(): Promise<void> {
    const key = await getServerKey(t.platform);
    expectOk(await trustServer(other, { origin: ORIGIN, publicKey: key.publicKeyPem }));
  }

  /** Ada's Contractor after winning two real Contracts, with a Gift bought from a victory's Gift Credit. */
  async function veteranOfTwo(): Promise<{ table: Table; ada: NonNullable<Actor>; id: string; giftId: string }> {
    const table = await openTable(t.platform);
    const { player: ada, contractorId: id } = await table.seat('ada');
    for (let i = 0; i < 2; i++) {
      const contract = await runningContract(table, [{ player: ada, contractorId: id }]);
      expectOk(
        await finishContract(t.platform, table.gm, contract, { outcomes: [{ contractorId: id, outcome: 'victory' }] }),
      );
    }
    const gift = expectOk(await createGift(t.platform, ada, id, { spec: giftSpec('injure', { name: 'Bolt' }) }));
    return { table, ada, id, giftId: gift.id };
  }

  async function count(table: string): Promise<number> {
    const [row] = await queryRows<{ n: number }>(t.platform.db, sql.raw(`SELECT count(*)::int AS n FROM ${table}`));
    return row!.n;
  }

  it('imports a passport signed by a trusted server and unchanged clean: every victory counts, no Gift is marked', async () => {
    const { ada, id } = await veteranOfTwo();
    await trustedThere();
    const passport = expectOk(await exportPassport(t.platform, ada, id));
    expect(passport.claim).toMatchObject({ issuer: ORIGIN, contractorId: id, owner: 'ada', holder: { handle: 'ada' } });
    // Signed with the key /.well-known/harbinger-key shows, which names the same configured origin.
    const key = await getServerKey(t.platform);
    expect(key.origin).toBe(ORIGIN);
    expect(passport.signature).toMatchObject({ algorithm: 'ed25519', keyId: key.keyId });
    const onB = await otherPlayer();
    const imported = expectOk(await importPassport(other, onB, asFile(passport)));
    expect(imported).toMatchObject({ verified: true, unverified: null });
    const view = expectOk(await getContractor(other, onB, imported.id));
    expect(view).toMatchObject({ victories: 2, unverifiedImport: null });
    expect(view.flags.map((f) => f.code)).not.toContain('imported_unverified');
    expect(expectOk(await getContractorGifts(other, onB, imported.id)).gifts.map((g) => g.unverified)).toEqual([false]);
    expect(await importPassport(other, onB, asFile(passport))).toMatchObject({
      ok: false,
      error: { code: 'passport_already_imported', status: 409 },
    });
  });

  it('never imports a second copy clean: not where the Contractor lives, not twice on another server', async () => {
    const { ada, id } = await veteranOfTwo();
    await trustedThere();
    const fresh = async () => asFile(expectOk(await exportPassport(t.platform, ada, id)));
    const here = expectOk(await importPassport(t.platform, ada, await fresh()));
    expect(here).toMatchObject({ verified: false, unverified: { victories: 2, gifts: 1, reason: 'duplicate' } });
    expect(
      expectOk(await getContractor(t.platform, ada, here.id)).flags.find((f) => f.code === 'imported_unverified')
        ?.message,
    ).toMatch(/already on this server/);
    const onB = await otherPlayer();
    expect(expectOk(await importPassport(other, onB, await fresh()))).toMatchObject({ verified: true });
    expect(expectOk(await importPassport(other, onB, await fresh()))).toMatchObject({
      verified: false,
      unverified: { victories: 2, reason: 'duplicate' },
    });
  });

  it('refuses an edited passport that does not add up (100,000 Exp, 99 victories) and writes nothing', async () => {
    const { ada, id } = await veteranOfTwo();
    const passport = asFile(expectOk(await exportPassport(t.platform, ada, id)));
    passport.contractor.victories = 99;
    const attendance = passport.ledger.findIndex((e) => e.kind === 'contract_attendance');
    passport.ledger[attendance]!.amount = 100_000;
    const before = await count('contractors');
    const result = await importPassport(t.platform, ada, passport);
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid_passport', status: 422 } });
    if (!result.ok)
      expect(result.error.issues).toEqual([
        { field: `ledger.${attendance}.amount`, message: 'The rules pay or charge 3 here, not 100000.' },
        { field: 'contractor.victories', message: 'The sheet claims 99 victories, but the ledger paid for 2.' },
      ]);
    expect(await count('contractors')).toBe(before);
  });

  it('marks the victories and Gifts of a changed passport imported, unverified: they do not count', async () => {
    const { ada, id } = await veteranOfTwo();
    const passport = asFile(expectOk(await exportPassport(t.platform, ada, id)));
    passport.contractor.biography = 'Rewritten after signing.';
    const imported = expectOk(await importPassport(t.platform, ada, passport));
    expect(imported).toMatchObject({
      verified: false,
      unverified: { victories: 2, gifts: 1, reason: 'changed', issuer: ORIGIN },
    });
    const view = expectOk(await getContractor(t.platform, ada, imported.id));
    expect(view).toMatchObject({ victories: 0, unverifiedImport: { victories: 2, gifts: 1 } });
    expect(view.flags.find((f) => f.code === 'imported_unverified')?.message).toMatch(
      /^Imported, unverified: 2 victories and 1 Gift came with a passport from https:\/\/a\.example .*changed after it was signed/,
    );
    const gifts = expectOk(await getContractorGifts(t.platform, ada, imported.id));
    expect(gifts.gifts.map((g) => g.unverified)).toEqual([true]);
    const bolt = gifts.gifts[0]!;
    expect(
      await improveGift(t.platform, ada, bolt.id, { spec: { ...bolt.spec, enhancements: [{ id: 'staggering' }] } }),
    ).toMatchObject({ ok: false, error: { code: 'gift_unverified', status: 422 } });
  });

  it('imports an unsigned (version 2) file the same way, and a signature from an unknown server too', async () => {
    const { ada, id } = await veteranOfTwo();
    const {
      claim: _claim,
      signature: _signature,
      ...body
    } = asFile(expectOk(await exportPassport(t.platform, ada, id)));
    const { unverifiedImport: _pending, ...contractor } = body.contractor;
    const unsigned = expectOk(await importPassport(t.platform, ada, { ...body, version: 2, contractor }));
    expect(unsigned.unverified).toMatchObject({ victories: 2, reason: 'unsigned', issuer: '' });
    // A server whose operator trusts nobody.
    const stranger = await openPlatform({ memory: true, log: t.log });
    try {
      const passport = asFile(expectOk(await exportPassport(t.platform, ada, id)));
      const foreign = expectOk(await importPassport(stranger, await player(stranger, 'ada'), passport));
      expect(foreign).toMatchObject({ verified: false, unverified: { victories: 2, reason: 'unknown_signer' } });
    } finally {
      await stranger.close();
    }
  });

  it('refuses a second import of one passport (no clones) and another player’s copy of a passport made here', async () => {
    const ada = await player(t.platform, 'ada');
    const bob = await player(t.platform, 'bob');
    const id = await contractorFor(t.platform, ada);
    const passport = asFile(expectOk(await exportPassport(t.platform, ada, id)));
    expect(await importPassport(t.platform, bob, passport)).toMatchObject({
      ok: false,
      error: { code: 'passport_not_yours', status: 403 },
    });
    expectOk(await importPassport(t.platform, ada, passport));
    const before = await count('contractors');
    expect(await importPassport(t.platform, ada, passport)).toMatchObject({
      ok: false,
      error: { code: 'passport_already_imported', status: 409 },
    });
    expect(await count('contractors')).toBe(before);
  });

  it('lets a Leader of the new home accept what the import could not verify, in one go', async () => {
    const { ada, id, table } = await veteranOfTwo();
    const passport = asFile(expectOk(await exportPassport(t.platform, ada, id)));
    passport.contractor.notes = 'changed';
    const copy = expectOk(await importPassport(t.platform, ada, passport)).id;
    const judge = (await table.seat('jude', { role: 'judge' })).player;
    expect(await acceptImportedHistory(t.platform, ada, table.playgroupId, copy)).toMatchObject({
      ok: false,
      error: { code: 'missing_permission', status: 403 },
    });
    // Not yet homed there: nothing to find.
    expect(await acceptImportedHistory(t.platform, table.gm, table.playgroupId, copy)).toMatchObject({
      ok: false,
      error: { code: 'not_found' },
    });
    expectOk(await addContractorToPlaygroup(t.platform, ada, table.playgroupId, { contractorId: copy }));
    expect(await acceptImportedHistory(t.platform, judge, table.playgroupId, copy)).toMatchObject({
      ok: false,
      error: { code: 'missing_permission' },
    });
    const accepted = expectOk(await acceptImportedHistory(t.platform, table.gm, table.playgroupId, copy));
    expect(accepted).toMatchObject({ victories: 2, accepted: { victories: 2, gifts: 1 } });
    const [record] = await queryRows<{ accepted_by: string | null }>(
      t.platform.db,
      sql`SELECT accepted_by FROM imported_passports WHERE contractor_id = ${copy}`,
    );
    expect(record?.accepted_by).toBe(table.gm.userId);
    const view = expectOk(await getContractor(t.platform, ada, copy));
    expect(view).toMatchObject({ victories: 2, unverifiedImport: null });
    expect(expectOk(await getContractorGifts(t.platform, ada, copy)).gifts.map((g) => g.unverified)).toEqual([false]);
    expect(expectOk(await listNotifications(t.platform, ada, {})).items[0]).toMatchObject({ kind: 'import_accepted' });
    expect(await acceptImportedHistory(t.platform, table.gm, table.playgroupId, copy)).toMatchObject({
      ok: false,
      error: { code: 'nothing_to_accept', status: 409 },
    });
    // A Leader elsewhere has no say.
    const elsewhere = await openTable(t.platform, {}, 'olga');
    expect(await acceptImportedHistory(t.platform, elsewhere.gm, elsewhere.playgroupId, copy)).toMatchObject({
      ok: false,
      error: { code: 'not_found' },
    });
  });

  it('trusts the servers HARBINGER_TRUSTED_SERVERS names, and tells the log of an entry that does not read', async () => {
    const { ada, id } = await veteranOfTwo();
    const passport = asFile(expectOk(await exportPassport(t.platform, ada, id)));
    const { publicKey } = await getServerKey(t.platform);
    // A server whose database trusts nobody: only the environment can vouch.
    const stranger = await openPlatform({ memory: true, log: t.log });
    try {
      const there = await player(stranger, 'ada');
      expect(expectOk(await importPassport(stranger, there, passport))).toMatchObject({ verified: false });
      vi.stubEnv('HARBINGER_TRUSTED_SERVERS', `${ORIGIN}=${publicKey} https://broken.example=notakey`);
      const fresh = asFile(expectOk(await exportPassport(t.platform, ada, id)));
      expect(expectOk(await importPassport(stranger, there, fresh))).toMatchObject({
        verified: true,
        unverified: null,
      });
    } finally {
      vi.unstubAllEnvs();
      await stranger.close();
    }
    expect(t.log.entries).toContainEqual(
      expect.objectContaining({ level: 'warn', data: { problem: expect.stringContaining('https://broken.example') } }),
    );
  });

  it('carries what is still unverified onward: a trusted server vouches for no more than it could verify', async () => {
    const { ada, id } = await veteranOfTwo();
    const changed = asFile(expectOk(await exportPassport(t.platform, ada, id)));
    changed.contractor.notes = 'changed';
    const copy = expectOk(await importPassport(t.platform, ada, changed)).id;
    const again = asFile(expectOk(await exportPassport(t.platform, ada, copy)));
    expect(again.contractor).toMatchObject({ victories: 2, unverifiedImport: { victories: 2, gifts: 1 } });
    expect(again.gifts.gifts.map((g) => g.unverified)).toEqual([true]);
    await trustedThere();
    const there = await otherPlayer();
    const third = expectOk(await importPassport(other, there, again));
    expect(third).toMatchObject({ verified: true, unverified: { victories: 2, gifts: 1, reason: 'changed' } });
    expect(expectOk(await getContractor(other, there, third.id))).toMatchObject({
      victories: 0,
      unverifiedImport: { victories: 2, gifts: 1, reason: 'changed', issuer: ORIGIN },
    });
    expect(expectOk(await getContractorGifts(other, there, third.id)).gifts.map((g) => g.unverified)).toEqual([true]);
  });
});

describe('trusted servers from the environment', () => {
  it('reads origin=key pairs and reports the ones that do not read', () => {
    const key = generateKeyPairSync('ed25519').publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
    const read = trustedServersFromEnv({
      HARBINGER_TRUSTED_SERVERS: `https://b.example/=${key}, ftp://c.example=${key} https://d.example=notakey`,
    });
    expect(read.keys).toEqual([
      { origin: 'https://b.example', publicKey: key, keyId: expect.stringMatching(/^ed25519:/) },
    ]);
    expect(read.problems).toEqual([
      expect.stringMatching(/^ftp:\/\/c\.example=.*: .*not an http\(s\) origin/),
      expect.stringMatching(/^https:\/\/d\.example=notakey: .*not a public key/),
    ]);
    expect(trustedServersFromEnv({})).toEqual({ keys: [], problems: [] });
  });
});
