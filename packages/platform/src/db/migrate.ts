import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from './connection.js';
import { queryRows } from './raw.js';
import { splitSqlStatements } from './sql-statements.js';

/** One migration file: its id (file name without `.sql`) and its statements. */
export interface Migration {
  id: string;
  statements: string[];
}

/** Any number; all app servers agree on it, so only one applies migrations at a time. */
const MIGRATION_LOCK_KEY = 4_612_871_903;
const FILE_NAME = /^\d{4}_[a-z0-9_]+\.sql$/;

/**
 * Where the SQL files are: an explicit directory, `HARBINGER_MIGRATIONS_DIR`, next to this module, or the
 * package's folder seen from the working directory (for bundled servers, where this module moved).
 */
export function migrationsDirectory(explicit?: string): string {
  const candidates = [
    explicit,
    process.env.HARBINGER_MIGRATIONS_DIR,
    fileURLToPath(new URL('./migrations/', import.meta.url)),
    resolve('packages/platform/src/db/migrations'),
    resolve('node_modules/@harbinger/platform/src/db/migrations'),
  ];
  for (const dir of candidates) if (dir && existsSync(dir)) return dir;
  throw new Error('cannot find the SQL migrations; set HARBINGER_MIGRATIONS_DIR');
}

/** Reads the migration files in id order. */
export async function loadMigrations(dir = migrationsDirectory()): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((f) => FILE_NAME.test(f)).sort();
  return Promise.all(
    files.map(async (file) => ({
      id: file.slice(0, -'.sql'.length),
      statements: splitSqlStatements(await readFile(join(dir, file), 'utf8')),
    })),
  );
}

/** Thrown when the database has migrations this release does not know: a newer release has moved it on. */
export class SchemaTooNewError extends Error {
  readonly code = 'schema_too_new';
  constructor(readonly unknown: readonly string[]) {
    super(
      `The database schema is newer than this release of Harbinger: it has migration ${unknown.join(', ')}, which ` +
        `this release does not know. Run the release that migrated it (or a newer one), or restore a backup taken ` +
        `with this release into an empty database.`,
    );
    this.name = 'SchemaTooNewError';
  }
}

/** Refuses a database with migrations missing from `migrations` (old code on a newer schema would misread it). */
async function refuseNewerSchema(db: Db | Tx, migrations: readonly Migration[]): Promise<void> {
  if ((await currentSchemaId(db)) === null) return;
  const known = new Set(migrations.map((m) => m.id));
  const recorded = await queryRows<{ id: string }>(db, sql`SELECT id FROM schema_migrations ORDER BY id`);
  const unknown = recorded.map((r) => r.id).filter((id) => !known.has(id));
  if (unknown.length > 0) throw new SchemaTooNewError(unknown);
}

/**
 * Applies every migration not yet recorded in `schema_migrations`, each in its own transaction under a
 * transaction-scoped advisory lock, so servers starting together apply each one exactly once. A database that a
 * newer release has migrated is refused before anything is applied.
 */
export async function runMigrations(db: Db, migrations: readonly Migration[]): Promise<{ applied: string[] }> {
  await refuseNewerSchema(db, migrations);
  const applied: string[] = [];
  for (const migration of migrations) {
    const done = await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
      await tx.execute(
        sql`CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL)`,
      );
      const seen = await queryRows(tx, sql`SELECT 1 FROM schema_migrations WHERE id = ${migration.id}`);
      if (seen.length > 0) return false;
      for (const statement of migration.statements) await tx.execute(sql.raw(statement));
      await tx.execute(sql`INSERT INTO schema_migrations (id, applied_at) VALUES (${migration.id}, now())`);
      return true;
    });
    if (done) applied.push(migration.id);
  }
  return { applied };
}

/** The id of the newest applied migration, or null on an empty database. */
export async function currentSchemaId(db: Db | Tx): Promise<string | null> {
  const [exists] = await queryRows<{ present: boolean }>(
    db,
    sql`SELECT to_regclass('schema_migrations') IS NOT NULL AS present`,
  );
  if (!exists?.present) return null;
  const [latest] = await queryRows<{ id: string }>(db, sql`SELECT id FROM schema_migrations ORDER BY id DESC LIMIT 1`);
  return latest?.id ?? null;
}
