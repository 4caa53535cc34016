export { acceptImportedHistory, type AcceptedImport } from './accept-import.js';
export { passportClaimSchema, passportSignatureSchema, type PassportClaim } from './claim-schema.js';
export {
  CONSENT_LIFETIME_MS,
  createPassportConsent,
  passportConsentSchema,
  takeConsentedPassport,
  type PassportConsent,
} from './consent.js';
export { exportPassport } from './export-passport.js';
export { importPassport, type ImportOptions, type ImportedPassport } from './import-passport.js';
export { getServerKey, type ServerKeyView } from './server-key.js';
export { listTrustedServers, trustServer, trustedServersFromEnv, type TrustedKey } from './trust.js';
