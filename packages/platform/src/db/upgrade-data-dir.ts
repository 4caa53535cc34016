import { existsSync } from 'node:fs';
import { readFile, rename, rm } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { BackupFile } from '../backup/backup-file.js';
import { backupDatabase, restoreDatabase } from '../backup/backup.js';
import type { Logger } from '../log.js';
import type { Db } from './connection.js';
import { loadMigrations, runMigrations } from './migrate.js';
import { schema } from './schema.js';

/** The PostgreSQL major of the embedded engine this release runs. */
export const CURRENT_PGLITE_MAJOR = 18;
/** The one older major whose folders this release can still read (PGlite 0.3, before the Node 24 release). */
const LEGACY_PGLITE_MAJOR = 17;

/** What happened to a data folder: nothing to do, or upgraded with the old files kept at `keptAt`. */
export type DataDirUpgrade = { upgraded: false } | { upgraded: true; keptAt: string; rows: number };

/** Options for {@link upgradeDataDir}. */
export interface UpgradeDataDirOptions {
  dataDir: string;
  log: Logger;
  migrationsDir: string;
  now?: () => Date;
}

/** The PostgreSQL major that wrote a PGlite folder, or null when the folder holds no database yet. */
export async function dataDirMajor(dataDir: string): Promise<number | null> {
  const file = `${dataDir}/PG_VERSION`;
  if (!existsSync(file)) return null;
  return Number((await readFile(file, 'utf8')).trim());
}

function openAsDb(client: { waitReady: Promise<void> }): Db {
  return drizzle({ client: client as unknown as PGlite, schema }) as unknown as Db;
}

/**
 * Moves a data folder written by the previous embedded engine (PostgreSQL 17) onto the current one: reads every
 * table with the old engine, writes a new folder with the current one, and keeps the old folder beside it under a
 * dated name. Nothing is deleted, and a failure leaves the old folder where it was.
 */
export async function upgradeDataDir(options: UpgradeDataDirOptions): Promise<DataDirUpgrade> {
  const { dataDir, log } = options;
  const major = await dataDirMajor(dataDir);
  if (major === null || major === CURRENT_PGLITE_MAJOR) return { upgraded: false };
  if (major !== LEGACY_PGLITE_MAJOR) {
    throw new Error(
      `The data folder ${dataDir} was written by PostgreSQL ${major}, which this release cannot read. ` +
        `Start the release that wrote it, run \`harbinger backup\`, then \`harbinger restore\` into this one.`,
    );
  }
  const now = options.now ?? (() => new Date());
  const migrations = await loadMigrations(options.migrationsDir);
  log.info('upgrading the embedded database folder', { dataDir, from: major, to: CURRENT_PGLITE_MAJOR });

  // The old engine is loaded only here, so a server that never meets an old folder never loads it.
  const { PGlite: LegacyPGlite } = await import('pglite-pg17');
  const legacy = new LegacyPGlite(dataDir);
  let backup: BackupFile;
  try {
    await legacy.waitReady;
    const db = openAsDb(legacy);
    await runMigrations(db, migrations);
    backup = await backupDatabase({ db, now });
  } finally {
    await legacy.close();
  }

  const keptAt = `${dataDir}-pg${major}-${now().toISOString().replace(/[:.]/g, '-')}`;
  await rename(dataDir, keptAt);
  try {
    const current = new PGlite(dataDir);
    try {
      await current.waitReady;
      const db = openAsDb(current);
      await runMigrations(db, migrations);
      const restored = await restoreDatabase({ db }, backup);
      if (!restored.ok) throw new Error(restored.error.message);
      log.info('upgraded the embedded database folder', { dataDir, keptAt, rows: restored.value.rows });
      return { upgraded: true, keptAt, rows: restored.value.rows };
    } finally {
      await current.close();
    }
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    await rename(keptAt, dataDir);
    throw error;
  }
}
