import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { openPlatform } from '@harbinger/platform';
import { contractorFor, player } from '@harbinger/platform/testing';
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
      expect(restore.code).not.toBe(0);
      expect((await run(['migrate'])).err).toContain('in use');
    } finally {
      await holder.release();
    }
    // Once the holder closed it, the folder opens again with its data and no recovery to do.
    const backup = await run(['backup', file]);
    expect(backup.code).toBe(0);
    expect(readFileSync(file, 'utf8')).toContain('keeper');
  }, 120_000);
});
