import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { lastStop, lockFileOf } from '@harbinger/platform';
import { api, harbinger, newContractor, newPlayer } from './api-client.js';
import { repoRoot, spawnServe, startApp, untilListening, type ServeProcess } from './harness.js';

// Issue 11, operations: `harbinger serve` as an operator runs it. It stops cleanly on SIGTERM, refuses to start
// rather than serve a database it cannot use, keeps a second process off its folder, and backs up while running.

const ADMIN_TOKEN = 'e2e-admin-token-0123456789abcdef0123456789';
const STOP_LIMIT_MS = 10_000;

let root: string;
const started: ServeProcess[] = [];

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'harbinger-lifecycle-'));
});
afterEach(async () => {
  await Promise.all(started.splice(0).map((server) => server.stop('SIGKILL')));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Starts `harbinger serve` on `dataDir` and waits until it answers. */
async function serve(dataDir: string, env: Record<string, string> = {}): Promise<ServeProcess> {
  const server = await spawnServe({ dataDir, env });
  started.push(server);
  await untilListening(server);
  return server;
}

/** Starts a server expected to refuse: resolves with its exit code, its output, and whether it ever answered. */
async function refusedStart(dataDir: string, env: Record<string, string> = {}) {
  const server = await spawnServe({ dataDir, env });
  started.push(server);
  let answered = false;
  let ended = false;
  void server.exited.then(() => (ended = true));
  while (!ended) {
    answered ||= await fetch(`${server.url}/health`).then(
      () => true,
      () => false,
    );
    await new Promise((r) => setTimeout(r, 100));
  }
  return { ...(await server.exited), output: server.logs.join(''), answered };
}

/** A copy of the shipped migrations plus `extra` files, for a server started with HARBINGER_MIGRATIONS_DIR. */
function migrationsWith(extra: Record<string, string>): string {
  const shipped = join(repoRoot, 'packages/platform/src/db/migrations');
  const dir = mkdtempSync(join(root, 'migrations-'));
  for (const file of readdirSync(shipped)) copyFileSync(join(shipped, file), join(dir, file));
  for (const [file, text] of Object.entries(extra)) writeFileSync(join(dir, file), text);
  return dir;
}

describe('harbinger serve on an embedded database', () => {
  it('on SIGTERM finishes, closes the database and exits 0 within 10 s; the next start has nothing to recover', async () => {
    const dataDir = join(root, 'clean-stop');
    const first = await serve(dataDir);
    const token = await newPlayer(first.url, 'stopper');
    const { id } = await newContractor(first.url, token, 'Written Before Stopping');
    const exit = await first.stop('SIGTERM');
    expect(exit).toMatchObject({ code: 0, signal: null });
    expect(exit.ms).toBeLessThan(STOP_LIMIT_MS);
    expect(first.logs.join('')).toContain('stopped cleanly');
    // PostgreSQL's control file records an orderly shutdown; anything else makes the next start replay the journal
    // ("database system was not properly shut down; automatic recovery in progress").
    expect(await lastStop(dataDir)).toBe('clean');
    expect(existsSync(lockFileOf(dataDir))).toBe(false);

    const second = await serve(dataDir);
    const read = await api<{ concept: { name: string } }>(second.url, 'GET', `/contractors/${id}`, { token });
    expect(read.concept.name).toBe('Written Before Stopping');
    expect(second.logs.join('')).not.toContain('not closed cleanly');
    expect((await second.stop('SIGINT')).code).toBe(0);
  });

  it('keeps a second server and a direct backup off a folder in use, and backs up through the server', async () => {
    const dataDir = join(root, 'in-use');
    const server = await serve(dataDir, { HARBINGER_ADMIN_TOKEN: ADMIN_TOKEN });
    await newPlayer(server.url, 'holder');

    const second = await refusedStart(dataDir);
    expect(second.code).toBe(1);
    expect(second.answered).toBe(false);
    expect(second.output).toMatch(/cannot start: The data folder .* is in use by process \d+/);

    const env = { ...process.env, HARBINGER_DATA_DIR: dataDir, HARBINGER_ADMIN_TOKEN: '' };
    const file = join(root, 'backup.json');
    const direct = await harbinger(['backup', file], env);
    expect(direct.code).toBe(1);
    expect(direct.output).toContain('Back up through the running server instead: harbinger backup --url');

    const anonymous = await fetch(`${server.url}/api/v1/admin/backup`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ error: { code: 'admin_token_required' } });
    const wrong = await harbinger(['backup', '--url', server.url, '--token', `${ADMIN_TOKEN}x`, file], env);
    expect(wrong.code).toBe(1);
    expect(wrong.output).toContain('not this server’s admin token');

    const remote = await harbinger(['backup', '--url', server.url, file], {
      ...env,
      HARBINGER_ADMIN_TOKEN: ADMIN_TOKEN,
    });
    expect(remote.output).toMatch(/Backed up \d+ rows/);
    expect(remote.code).toBe(0);
    expect(readFileSync(file, 'utf8')).toContain('"handle":"holder"');
    // The file restores into another folder, and the server's own folder is still healthy.
    const copy = { ...env, HARBINGER_DATA_DIR: join(root, 'restored') };
    expect((await harbinger(['restore', file], copy)).code).toBe(0);
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
  });

  it('never serves when a migration fails, and refuses a database a newer release has migrated', async () => {
    const dataDir = join(root, 'migrations');
    const broken = migrationsWith({ '9999_broken.sql': 'CREATE TABLE half_done (id integer);\nSELECT no_such_thing;' });
    const failed = await refusedStart(dataDir, { HARBINGER_MIGRATIONS_DIR: broken });
    expect(failed.code).toBe(1);
    expect(failed.answered).toBe(false);
    expect(failed.output).toContain('cannot start');
    expect(failed.output).toContain('no_such_thing');

    const newer = migrationsWith({ '9999_from_the_future.sql': 'CREATE TABLE from_the_future (id integer);' });
    await (await serve(dataDir, { HARBINGER_MIGRATIONS_DIR: newer })).stop();
    const older = await refusedStart(dataDir);
    expect(older.code).toBe(1);
    expect(older.answered).toBe(false);
    expect(older.output).toContain('The database schema is newer than this release of Harbinger');
    expect(older.output).toContain('9999_from_the_future');
  });

  it('refuses to start with an admin token too weak to guard the backups, or a body limit that is no size', async () => {
    const weak = await refusedStart(join(root, 'weak-token'), { HARBINGER_ADMIN_TOKEN: 'hunter2' });
    expect(weak.code).toBe(1);
    expect(weak.answered).toBe(false);
    expect(weak.output).toContain('cannot start: HARBINGER_ADMIN_TOKEN must be at least 32 characters');
    const limit = await refusedStart(join(root, 'bad-limit'), { HARBINGER_BODY_LIMIT: 'lots' });
    expect(limit.code).toBe(1);
    expect(limit.answered).toBe(false);
    expect(limit.output).toContain('cannot start: HARBINGER_BODY_LIMIT must be a size in bytes');
  });

  it('reports the database on /health', async () => {
    const app = await startApp();
    try {
      const health = await fetch(`${app.url}/health`);
      expect(health.status).toBe(200);
      expect(await health.text()).toContain('Database reachable');
    } finally {
      await app.stop();
    }
  });
});
