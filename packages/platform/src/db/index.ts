export {
  DEFAULT_DATA_DIR,
  connect,
  type ConnectOptions,
  type Connection,
  type Db,
  type DbKind,
  type Tx,
} from './connection.js';
export {
  SchemaTooNewError,
  currentSchemaId,
  loadMigrations,
  migrationsDirectory,
  refuseNewerSchema,
  runMigrations,
  type Migration,
} from './migrate.js';
export { lastStop, type LastStop } from './control-file.js';
export { DataFolderInUseError, lockDataFolder, lockFileOf, type FolderLock, type LockHolder } from './folder-lock.js';
export { REACHABLE_TIMEOUT_MS, databaseReachable } from './reachable.js';
export { queryRows } from './raw.js';
export {
  DATA_TABLES,
  battleScars,
  contractors,
  injuries,
  ledgerEntries,
  passwordResets,
  rolls,
  schema,
  schemaMigrations,
  sessions,
  signInAttempts,
  traumas,
  users,
  type LedgerResource,
  type StoredLimit,
  type StoredSource,
} from './schema.js';
export { newId } from './ids.js';
export { transact, type TransactOptions } from './transaction.js';
export { boundSql, readIn, readPrepared, statement, type Statement, type StatementParam } from './prepared.js';
