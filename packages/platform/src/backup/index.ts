export { backupDatabase, restoreDatabase } from './backup.js';
export { BACKUP_TABLES, BACKUP_VERSION, backupFileSchema, type BackupFile } from './backup-file.js';
