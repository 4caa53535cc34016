import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openPlatform } from '../context.js';
import { memoryLogger } from '../log.js';
import { lastStop } from './control-file.js';
import { DataFolderInUseError, lockDataFolder, lockFileOf } from './folder-lock.js';

let root: string;
let dataDir: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'harbinger-lock-'));
  dataDir = join(root, 'pglite');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Writes a lock file as another process would have left it. */
function leaveLock(holder: { pid: number; host?: string }): void {
  writeFileSync(
    lockFileOf(dataDir),
    JSON.stringify({ host: hostname(), since: '2030-01-01T00:00:00.000Z', ...holder }),
  );
}

/** The pid of a process that has already ended. */
function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '']).pid!;
}

describe('the data folder lock', () => {
  it('is held beside the folder, refuses a second taker, and is gone once released', () => {
    const lock = lockDataFolder(dataDir);
    expect(lock.path).toBe(`${dataDir}.lock`);
    expect(JSON.parse(readFileSync(lock.path, 'utf8'))).toMatchObject({ pid: process.pid, host: hostname() });
    expect(() => lockDataFolder(dataDir)).toThrow(DataFolderInUseError);
    lock.release();
    lock.release();
    expect(existsSync(lock.path)).toBe(false);
    lockDataFolder(dataDir).release();
  });

  it('refuses a folder a live process holds, naming it and the way out', () => {
    leaveLock({ pid: process.ppid });
    const refused = (() => {
      try {
        lockDataFolder(dataDir);
      } catch (error) {
        return error as DataFolderInUseError;
      }
    })();
    expect(refused).toBeInstanceOf(DataFolderInUseError);
    expect(refused?.holder?.pid).toBe(process.ppid);
    expect(refused?.message).toContain(`in use by process ${process.ppid} (since 2030-01-01T00:00:00.000Z)`);
    expect(refused?.message).toContain(`delete ${dataDir}.lock`);
  });

  it('takes over a lock whose process is gone, or that an earlier run with our own pid left', () => {
    for (const pid of [deadPid(), process.pid]) {
      leaveLock({ pid });
      const lock = lockDataFolder(dataDir);
      const holder = JSON.parse(readFileSync(lock.path, 'utf8')) as { pid: number; since: string };
      expect(holder.pid).toBe(process.pid);
      expect(holder.since).not.toBe('2030-01-01T00:00:00.000Z');
      lock.release();
    }
  });

  it('never takes over a lock from another host, whose processes it cannot see', () => {
    leaveLock({ pid: deadPid(), host: 'elsewhere.example' });
    expect(() => lockDataFolder(dataDir)).toThrow(/in use by process \d+ on elsewhere\.example/);
  });

  it('keeps a second platform off an open folder, and a closed one is left shut down cleanly', async () => {
    const log = memoryLogger();
    const first = await openPlatform({ dataDir, log });
    try {
      await expect(openPlatform({ dataDir, log })).rejects.toThrow(DataFolderInUseError);
    } finally {
      await first.close();
    }
    expect(existsSync(lockFileOf(dataDir))).toBe(false);
    expect(await lastStop(dataDir)).toBe('clean');
    await (await openPlatform({ dataDir, log })).close();
    expect(log.entries.filter((e) => e.level === 'warn')).toEqual([]);
  }, 60_000);
});
