import { spawn } from 'node:child_process';
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { backupDatabase, openPlatform } from '@harbinger/platform';
import { contractorFor, openMemoryPlatform, player } from '@harbinger/platform/testing';
import { run, useEmbeddedDataDir } from './cli-fixtures.js';

const folder = useEmbeddedDataDir('harbinger-cli-db-');

describe('harbinger migrate, backup and restore on the embedded database', () => {
  it('migrates once, then reports the database up to date', async () => {
    expect((await run(['migrate'])).out).toMatch(/Applied \d+ migration/);
    expect((await run(['migrate'])).out).toContain('up to date');
  }, 60_000);

  it('a backup restored over changed data brings back identical data', async () => {
    const platform = await openPlatform();
    await contractorFor(platform, await player(platform, 'restorer'), { name: 'Kept Safe' });
    await platform.close();

    const first = join(folder(), 'first.json');
    const second = join(folder(), 'second.json');
    expect((await run(['backup', first])).code).toBe(0);

    const changing = await openPlatform();
    await player(changing, 'intruder');
    await changing.close();

    expect((await run(['restore', first])).code).toBe(0);
    expect((await run(['backup', second])).code).toBe(0);
    const tables = (file: string) => JSON.parse(readFileSync(file, 'utf8')).tables;
    expect(tables(second)).toEqual(tables(first));
    expect(JSON.stringify(tables(second))).not.toContain('intruder');
  }, 120_000);

  it('refuses a file that is not a backup, changing nothing', async () => {
    const bad = join(folder(), 'bad.json');
    const { writeFileSync } = await import('node:fs');
    writeFileSync(bad, '{"format":"something else"}');
    const result = await run(['restore', bad]);
    expect(result.code).toBe(2);
    expect(result.err).toContain('not a Harbinger backup');
    expect((await run(['restore', join(folder(), 'missing.json')])).code).toBe(2);
  }, 60_000);
});

describe('a data folder another process holds (a running server)', () => {
  /** Starts a process that holds the configured data folder; resolves once it has it open. */
  async function holdFolder(): Promise<{ release(): Promise<void> }> {
    const fixture = fileURLToPath(new URL('./hold-folder.fixture.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', fixture, process.env.HARBINGER_DATA_DIR!], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    const exited = new Promise((done) => child.once('exit', done));
    for await (const line of createInterface({ input: child.stdout })) if (line === 'ready') break;
    return {
      async release() {
        child.stdin.end();
        await exited;
      },
    };
  }

  it('backup and restore refuse it, say what to do instead, and leave it intact', async () => {
    const seeded = await openPlatform();
    await player(seeded, 'keeper');
    await seeded.close();
    const file = join(folder(), 'taken.json');
    const holder = await holdFolder();
    try {
      const backup = await run(['backup', file]);
      expect(backup.code).toBe(1);
      expect(backup.err).toMatch(/in use by process \d+/);
      expect(backup.err).toContain('harbinger backup --url');
      expect(existsSync(file)).toBe(false);
      const restore = await run(['restore', file]);
      expect(restore.code).toBe(1);
      expect(restore.err).toMatch(/in use by process \d+/);
      expect(restore.err).toContain('stop the server first, then run harbinger restore again');
      const migrated = await run(['migrate']);
      expect(migrated.code).toBe(1);
      expect(migrated.err).toContain('The server applies migrations itself when it starts');
    } finally {
      await holder.release();
    }
    // Once the holder closed it, the folder opens again with its data and no recovery to do.
    const backup = await run(['backup', file]);
    expect(backup.code).toBe(0);
    expect(readFileSync(file, 'utf8')).toContain('keeper');
  }, 120_000);
});

describe('harbinger backup --url: through a running server', () => {
  const TOKEN = 'c'.repeat(32);
  const savedToken = process.env.HARBINGER_ADMIN_TOKEN;
  beforeEach(() => delete process.env.HARBINGER_ADMIN_TOKEN);
  afterEach(() => {
    if (savedToken !== undefined) process.env.HARBINGER_ADMIN_TOKEN = savedToken;
  });

  /** Serves `listener` on a free loopback port for the length of `work`. */
  async function serving<T>(listener: RequestListener, work: (url: string) => Promise<T>): Promise<T> {
    const server = createServer(listener);
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    try {
      return await work(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    } finally {
      server.closeAllConnections();
      await new Promise((closed) => server.close(closed));
    }
  }

  it('asks the server with the admin token and writes the backup it answers', async () => {
    const source = await openMemoryPlatform();
    await player(source, 'remote_keeper');
    const backup = await backupDatabase(source);
    await source.close();
    const seen: { path?: string; authorization?: string } = {};
    const file = join(folder(), 'remote.json');
    const result = await serving(
      (request, response) => {
        Object.assign(seen, { path: request.url, authorization: request.headers.authorization });
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify(backup));
      },
      (url) => run(['backup', '--url', url, '--token', TOKEN, file]),
    );
    expect(seen).toEqual({ path: '/api/v1/admin/backup', authorization: `Bearer ${TOKEN}` });
    expect(result.code).toBe(0);
    const rows = Object.values(backup.tables).reduce((sum, table) => sum + table.length, 0);
    expect(result.out).toBe(`Backed up ${rows} rows from ${Object.keys(backup.tables).length} tables to ${file}.`);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(backup);
    // The token may come from the environment instead; the embedded folder is never opened.
    process.env.HARBINGER_ADMIN_TOKEN = TOKEN;
    const fromEnv = await serving(
      (request, response) => {
        seen.authorization = request.headers.authorization;
        response.end(JSON.stringify(backup));
      },
      (url) => run(['backup', '--url', url, join(folder(), 'env.json')]),
    );
    expect(fromEnv.code).toBe(0);
    expect(seen.authorization).toBe(`Bearer ${TOKEN}`);
    expect(existsSync(process.env.HARBINGER_DATA_DIR!)).toBe(false);
  }, 60_000);

  it('says why when the server refuses, answers something else, or cannot be reached, and writes nothing', async () => {
    const file = join(folder(), 'never.json');
    const refused = await serving(
      (_request, response) => {
        response.statusCode = 403;
        response.end(JSON.stringify({ error: { code: 'admin_token_wrong', message: 'Not the token.' } }));
      },
      (url) => run(['backup', '--url', url, '--token', TOKEN, file]),
    );
    expect(refused).toMatchObject({ code: 1, err: 'harbinger backup: Not the token. (403 admin_token_wrong)' });
    const proxyPage = await serving(
      (_request, response) => {
        response.statusCode = 502;
        response.end('<h1>Bad Gateway</h1>');
      },
      (url) => run(['backup', '--url', url, '--token', TOKEN, file]),
    );
    expect(proxyPage).toMatchObject({ code: 1, err: 'harbinger backup: the server answered 502 Bad Gateway' });
    const notABackup = await serving(
      (_request, response) => response.end('{"hello":"world"}'),
      (url) => run(['backup', '--url', url, '--token', TOKEN, file]),
    );
    expect(notABackup.code).toBe(1);
    expect(notABackup.err).toMatch(
      /^harbinger backup: http:\/\/127\.0\.0\.1:\d+ did not answer with a Harbinger backup$/,
    );
    const closedPort = await serving(
      (_request, response) => response.end(),
      async (url) => url,
    );
    const unreachable = await run(['backup', '--url', closedPort, '--token', TOKEN, file]);
    expect(unreachable.code).toBe(1);
    expect(unreachable.err).toContain(`cannot reach ${closedPort}`);
    expect(existsSync(file)).toBe(false);
  });

  it('refuses --token without --url, --url without a token, and an address that is not one', async () => {
    const file = join(folder(), 'never.json');
    expect(await run(['backup', '--token', TOKEN, file])).toMatchObject({
      code: 2,
      err: 'harbinger backup: --token goes with --url (a backup through a running server)',
    });
    const noToken = await run(['backup', '--url', 'http://127.0.0.1:1', file]);
    expect(noToken.code).toBe(2);
    expect(noToken.err).toContain('--url needs the server’s admin token');
    expect(await run(['backup', '--url', 'not an address', '--token', TOKEN, file])).toMatchObject({
      code: 1,
      err: 'harbinger backup: --url is not an address: not an address',
    });
    expect(existsSync(file)).toBe(false);
  });
});
