export { ADMIN_TOKEN_MIN_LENGTH, adminAccess, type AdminAccess } from './admin-token.js';
