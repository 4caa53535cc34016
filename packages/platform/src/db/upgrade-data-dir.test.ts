import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/pglite';
import { PGlite as LegacyPGlite } from 'pglite-pg17';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backupDatabase, restoreDatabase } from '../backup/backup.js';
import { getContractor } from '../contractors/read.js';
import { openPlatform } from '../context.js';
import { memoryLogger } from '../log.js';
import { memoryMailer } from '../mail/mailer.js';
import { contractorFor, expectOk, player } from '../testing/fixtures.js';
import type { Db } from './connection.js';
import { loadMigrations, migrationsDirectory, runMigrations } from './migrate.js';
import { schema } from './schema.js';
import { dataDirMajor, upgradeDataDir } from './upgrade-data-dir.js';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'harbinger-upgrade-'));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

/** Writes a data folder with the previous release's engine (PostgreSQL 17) holding one player and one sheet. */
async function legacyFolder(dataDir: string): Promise<{ contractorId: string; handle: string }> {
  const source = await openPlatform({ memory: true, log: memoryLogger(), mailer: memoryMailer() });
  const ada = await player(source, 'old_timer');
  const contractorId = await contractorFor(source, ada);
  const backup = await backupDatabase(source);
  await source.close();

  const legacy = new LegacyPGlite(dataDir);
  await legacy.waitReady;
  const db = drizzle({ client: legacy as never, schema }) as unknown as Db;
  await runMigrations(db, await loadMigrations(migrationsDirectory()));
  expectOk(await restoreDatabase({ db }, backup));
  await legacy.close();
  return { contractorId, handle: ada.handle };
}

describe('opening a data folder written before the Node 24 release', () => {
  it('moves a PostgreSQL 17 folder onto the current engine, keeps every row and the old folder', async () => {
    const dataDir = join(root, 'pglite');
    const { contractorId, handle } = await legacyFolder(dataDir);
    expect(await dataDirMajor(dataDir)).toBe(17);

    const log = memoryLogger();
    const p = await openPlatform({ dataDir, log, mailer: memoryMailer() });
    try {
      expect(await dataDirMajor(dataDir)).toBe(18);
      const owner = await p.db.query.users.findFirst({ where: (users, { eq }) => eq(users.handle, handle) });
      expect(owner).toBeDefined();
      const sheet = expectOk(await getContractor(p, { userId: owner!.id, handle }, contractorId));
      expect(sheet.concept.name).toBe('Ada Quill');
      expect(sheet.attributes.brawn).toBe(3);
    } finally {
      await p.close();
    }
    const kept = readdirSync(root).filter((name) => name.startsWith('pglite-pg17-'));
    expect(kept).toHaveLength(1);
    expect(readFileSync(join(root, kept[0]!, 'PG_VERSION'), 'utf8').trim()).toBe('17');
    expect(log.entries.some((entry) => entry.message === 'upgraded the embedded database folder')).toBe(true);
  }, 120_000);

  it('leaves a current folder and an empty one alone', async () => {
    const dataDir = join(root, 'pglite');
    const log = memoryLogger();
    expect(await upgradeDataDir({ dataDir, log, migrationsDir: migrationsDirectory() })).toEqual({ upgraded: false });
    const p = await openPlatform({ dataDir, log, mailer: memoryMailer() });
    await p.close();
    expect(await upgradeDataDir({ dataDir, log, migrationsDir: migrationsDirectory() })).toEqual({ upgraded: false });
    expect(readdirSync(root)).toEqual(['pglite']);
  }, 120_000);

  it('refuses a folder from an engine it cannot read, saying what to do, and touches nothing', async () => {
    const dataDir = join(root, 'pglite');
    mkdirSync(dataDir);
    writeFileSync(join(dataDir, 'PG_VERSION'), '16\n');
    await expect(openPlatform({ dataDir, log: memoryLogger(), mailer: memoryMailer() })).rejects.toThrow(
      /harbinger backup/,
    );
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
    expect(readdirSync(root)).toEqual(['pglite']);
  });
});
