import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { lockDataFolder } from './folder-lock.js';
import { pgliteListener, postgresListener, type Listen } from './listener.js';
import { schema } from './schema.js';
import { attachWriteGeneration, watchWrites } from './write-generation.js';

/** The drizzle database, the same type over PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A drizzle transaction over either backend. */
export type Tx = PgTransaction<PgQueryResultHKT, typeof schema, ExtractTablesWithRelations<typeof schema>>;
/** Which database the platform talks to. */
export type DbKind = 'pglite' | 'postgres';

/** Where to connect: a PostgreSQL URL, or PGlite on disk (`dataDir`) or in memory. */
export interface ConnectOptions {
  databaseUrl?: string;
  dataDir?: string;
  memory?: boolean;
  /** PostgreSQL only: work inside this schema (created when missing), e.g. one schema per test file. */
  schema?: string;
  /** PGlite on disk only: runs once the folder is locked for this process, before the engine opens it. */
  prepare?: (dataDir: string) => Promise<void>;
}

/** An open database and how to close it. */
export interface Connection {
  db: Db;
  kind: DbKind;
  /**
   * Hears NOTIFY on `channel` (PostgreSQL: one dedicated connection per process, reopened when lost; PGlite: its own
   * in-process notifications). Payloads arrive only once the notifying transaction has committed.
   */
  listen: Listen;
  close(): Promise<void>;
}

/** Default PGlite directory, relative to the working directory. */
export const DEFAULT_DATA_DIR = './data/pglite';

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** The application_name of each process's listening connection (followed by its schema when one was given). */
export const LISTENER_NAME = 'harbinger_listen_';

/**
 * Opens the database: PostgreSQL when a URL is given, otherwise PGlite in memory or in `dataDir`.
 * @example await connect({ memory: true })
 */
export async function connect(options: ConnectOptions): Promise<Connection> {
  if (options.databaseUrl) return connectPostgres(options.databaseUrl, options.schema);
  if (options.memory) return connectPglite(new PGlite(), () => {});
  const dataDir = options.dataDir ?? DEFAULT_DATA_DIR;
  await mkdir(dataDir, { recursive: true });
  // Two engines on one folder corrupt it: the folder is this process's until the connection closes.
  const lock = lockDataFolder(dataDir);
  try {
    await options.prepare?.(dataDir);
    return await connectPglite(new PGlite(dataDir), lock.release);
  } catch (error) {
    lock.release();
    throw error;
  }
}

async function connectPglite(client: PGlite, release: () => void): Promise<Connection> {
  try {
    await client.waitReady;
  } catch (error) {
    await client.close().catch(() => {});
    throw error;
  }
  const generation = watchWrites(client);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  attachWriteGeneration(db, generation);
  return {
    db,
    kind: 'pglite',
    listen: pgliteListener(client),
    async close() {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

async function connectPostgres(url: string, searchPath: string | undefined): Promise<Connection> {
  if (searchPath !== undefined && !SCHEMA_NAME.test(searchPath))
    throw new RangeError(`not a usable schema name: ${searchPath}`);
  if (searchPath !== undefined) {
    const setup = new pg.Client({ connectionString: url });
    await setup.connect();
    try {
      await setup.query(`CREATE SCHEMA IF NOT EXISTS ${searchPath}`);
    } finally {
      await setup.end();
    }
  }
  const config = {
    connectionString: url,
    ...(searchPath === undefined ? {} : { options: `-c search_path=${searchPath}` }),
  };
  const pool = new pg.Pool(config);
  // An idle client losing its server must not crash the process; the next query reports the problem.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  // Named, so an operator (or a test) can tell the listening connection from the pool's.
  const listener = postgresListener({ ...config, application_name: LISTENER_NAME + (searchPath ?? '') });
  return {
    db,
    kind: 'postgres',
    listen: listener.listen,
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}
