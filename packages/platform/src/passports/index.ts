export { UNVERIFIED_REASONS } from '../db/schema.js';
export { acceptImportedHistory } from './accept-import.js';
export { createPassportConsent, passportConsentSchema, takeConsentedPassport } from './consent.js';
export { exportPassport } from './export-passport.js';
export { importPassport } from './import-passport.js';
export { getServerKey } from './server-key.js';
export { listTrustedServers, trustServer } from './trust.js';
