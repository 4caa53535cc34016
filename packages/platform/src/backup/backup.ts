import { sql } from 'drizzle-orm';
import type { Platform } from '../context.js';
import type { Tx } from '../db/connection.js';
import { currentSchemaId } from '../db/migrate.js';
import { queryRows } from '../db/raw.js';
import { databaseError, transact } from '../db/transaction.js';
import { failure, fromZodError, success, type Outcome, type PlatformError } from '../errors.js';
import { BACKUP_TABLES, BACKUP_VERSION, backupFileSchema, type BackupFile } from './backup-file.js';

/** Rows per INSERT when restoring, to keep each statement's parameter modest. */
const RESTORE_CHUNK = 500;

async function utc(tx: Tx): Promise<void> {
  // Timestamps are written and read as UTC so a backup reads the same on every server.
  await tx.execute(sql`SET LOCAL TimeZone = 'UTC'`);
}

/**
 * Reads every data table, in one consistent snapshot, into a JSON-ready backup (what `harbinger backup` writes).
 * @example await writeFile('backup.json', JSON.stringify(await backupDatabase(platform)))
 */
export async function backupDatabase(p: Pick<Platform, 'db' | 'now'>): Promise<BackupFile> {
  return p.db.transaction(
    async (tx) => {
      await utc(tx);
      const tables: Record<string, Record<string, unknown>[]> = {};
      for (const name of BACKUP_TABLES) {
        const [result] = await queryRows<{ rows: Record<string, unknown>[] }>(
          tx,
          sql.raw(`SELECT coalesce(json_agg(t ORDER BY t.id), '[]'::json) AS rows FROM "${name}" t`),
        );
        tables[name] = result?.rows ?? [];
      }
      return {
        format: 'harbinger.backup' as const,
        version: BACKUP_VERSION,
        schema: await currentSchemaId(tx),
        createdAt: p.now().toISOString(),
        tables,
      };
    },
    { isolationLevel: 'repeatable read' },
  );
}

const invalidBackup = (message: string): PlatformError => ({ code: 'invalid_backup', status: 422, message });

/**
 * Replaces everything in the database with a backup's rows, in one transaction: a broken or mismatched file
 * changes nothing. The backup must come from the same schema version (run `migrate` first).
 */
export async function restoreDatabase(p: Pick<Platform, 'db'>, backup: unknown): Promise<Outcome<{ rows: number }>> {
  const parsed = backupFileSchema.safeParse(backup);
  if (!parsed.success)
    return failure({
      ...fromZodError(parsed.error, 'invalid_backup', 422),
      message: `This is not a Harbinger backup file: ${fromZodError(parsed.error).message}`,
    });
  const file = parsed.data;
  return transact(
    p.db,
    async (tx) => {
      const schema = await currentSchemaId(tx);
      if (file.schema !== schema) {
        return failure({
          code: 'backup_schema_mismatch',
          status: 409,
          message: `The backup was taken at schema ${file.schema ?? 'none'}, the database is at ${schema ?? 'none'}.`,
        });
      }
      await utc(tx);
      await tx.execute(sql.raw(`TRUNCATE ${BACKUP_TABLES.map((n) => `"${n}"`).join(', ')} CASCADE`));
      let rows = 0;
      for (const name of BACKUP_TABLES) {
        const tableRows = file.tables[name] ?? [];
        for (let i = 0; i < tableRows.length; i += RESTORE_CHUNK) {
          const chunk = JSON.stringify(tableRows.slice(i, i + RESTORE_CHUNK));
          await tx.execute(
            sql`INSERT INTO ${sql.identifier(name)} SELECT * FROM json_populate_recordset(NULL::${sql.identifier(name)}, ${chunk}::json)`,
          );
        }
        rows += tableRows.length;
      }
      // Restored rows bring their own ids: the live table's event counter must continue after the highest.
      await tx.execute(
        sql`SELECT setval(pg_get_serial_sequence('table_events', 'id'), coalesce(max(id), 0) + 1, false) FROM table_events`,
      );
      return success({ rows });
    },
    {
      // Rows that break a type or a constraint mean a damaged or hand-edited file.
      mapError: (error) => {
        const code = databaseError(error)?.code;
        if (code?.startsWith('22') || code?.startsWith('23')) {
          return invalidBackup(
            `The backup's rows do not fit the database (${String((error as { cause?: { message?: string } }).cause?.message ?? code)}); nothing was changed.`,
          );
        }
        return undefined;
      },
    },
  );
}
