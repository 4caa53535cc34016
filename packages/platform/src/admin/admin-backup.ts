import { backupDatabase } from '../backup/backup.js';
import type { BackupFile } from '../backup/backup-file.js';
import type { Platform } from '../context.js';
import { success, type Outcome } from '../errors.js';
import type { AdminAccess } from './admin-token.js';

/**
 * Every table as one backup file, for the site operator only: `token` (from the request, null when it sent none) is
 * checked against the admin access before the database is asked anything. What `GET /api/v1/admin/backup` answers,
 * so an embedded database can be backed up while its server holds the folder.
 * @example await backupForAdmin(platform, adminAccess(process.env), bearerToken(request.headers))
 */
export async function backupForAdmin(
  p: Pick<Platform, 'db' | 'now'>,
  access: AdminAccess,
  token: string | null,
): Promise<Outcome<BackupFile>> {
  const allowed = access.check(token);
  if (!allowed.ok) return allowed;
  return success(await backupDatabase(p));
}
