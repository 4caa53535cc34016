export {
  DEFAULT_DATA_DIR,
  connect,
  type ConnectOptions,
  type Connection,
  type Db,
  type DbKind,
  type Tx,
} from './connection.js';
export { currentSchemaId, loadMigrations, migrationsDirectory, runMigrations, type Migration } from './migrate.js';
export { lastStop } from './control-file.js';
export { DataFolderInUseError, lockFileOf } from './folder-lock.js';
export { databaseReachable } from './reachable.js';
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
