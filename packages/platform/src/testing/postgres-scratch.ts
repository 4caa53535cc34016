import pg from 'pg';
import { freshSchemaName } from './test-platform.js';

/** A schema of its own on a PostgreSQL server, and a URL that works inside it (for servers run as processes). */
export interface ScratchSchema {
  /** The server's URL with `options=-c search_path=<schema>`, so every connection made from it lands there. */
  url: string;
  drop(): Promise<void>;
}

async function run(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Creates an empty schema for a test that starts real servers on `baseUrl` (HARBINGER_TEST_DATABASE_URL), so it
 * neither sees nor leaves anything in the rest of the database.
 * @example const scratch = await scratchSchema(url); startApp({ databaseUrl: scratch.url }); … await scratch.drop();
 */
export async function scratchSchema(baseUrl: string): Promise<ScratchSchema> {
  const name = freshSchemaName();
  await run(baseUrl, `CREATE SCHEMA ${name}`);
  const url = new URL(baseUrl);
  url.searchParams.set('options', `-c search_path=${name}`);
  return { url: url.href, drop: () => run(baseUrl, `DROP SCHEMA IF EXISTS ${name} CASCADE`) };
}
