export { adminAccess, type AdminAccess } from './admin-token.js';
export { backupForAdmin } from './admin-backup.js';
