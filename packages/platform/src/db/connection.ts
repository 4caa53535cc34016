import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
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
}

/** An open database and how to close it. */
export interface Connection {
  db: Db;
  kind: DbKind;
  close(): Promise<void>;
}

/** Default PGlite directory, relative to the working directory. */
export const DEFAULT_DATA_DIR = './data/pglite';

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * Opens the database: PostgreSQL when a URL is given, otherwise PGlite in memory or in `dataDir`.
 * @example await connect({ memory: true })
 */
export async function connect(options: ConnectOptions): Promise<Connection> {
  if (options.databaseUrl) return connectPostgres(options.databaseUrl, options.schema);
  const client = options.memory ? new PGlite() : await openPgliteDir(options.dataDir ?? DEFAULT_DATA_DIR);
  await client.waitReady;
  const generation = watchWrites(client);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  attachWriteGeneration(db, generation);
  return { db, kind: 'pglite', close: () => client.close() };
}

async function openPgliteDir(dataDir: string): Promise<PGlite> {
  await mkdir(dataDir, { recursive: true });
  return new PGlite(dataDir);
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
  const pool = new pg.Pool({
    connectionString: url,
    ...(searchPath === undefined ? {} : { options: `-c search_path=${searchPath}` }),
  });
  // An idle client losing its server must not crash the process; the next query reports the problem.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return { db, kind: 'postgres', close: () => pool.end() };
}
