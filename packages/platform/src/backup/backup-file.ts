import { getTableName } from 'drizzle-orm';
import { z } from 'zod';
import { DATA_TABLES } from '../db/schema.js';

/** The data tables' names in foreign-key order (parents first). */
export const BACKUP_TABLES: readonly string[] = DATA_TABLES.map((table) => getTableName(table));

/** The backup file format's version; bump it when its shape changes. */
export const BACKUP_VERSION = 1;

/** A whole database as JSON: every data table's rows, in foreign-key order, and the schema they fit. */
export const backupFileSchema = z.strictObject({
  format: z.literal('harbinger.backup'),
  version: z.literal(BACKUP_VERSION),
  /** The last migration applied when the backup was taken. */
  schema: z.string().nullable(),
  createdAt: z.string(),
  tables: z
    .record(z.string(), z.array(z.record(z.string(), z.unknown())))
    .refine(
      (tables) => Object.keys(tables).every((name) => BACKUP_TABLES.includes(name)),
      'names a table this database does not have',
    ),
});

/** A parsed backup file. */
export type BackupFile = z.output<typeof backupFileSchema>;
