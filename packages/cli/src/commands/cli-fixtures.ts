// Test support only: runs `harbinger` in this process, and gives each test an embedded database of its own.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { memoryIo } from '../io.js';
import { main } from '../main.js';

/** Runs `harbinger <argv>` in this process: its exit code and everything it printed. */
export async function run(argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const io = memoryIo();
  const code = await main(argv, io);
  return { code, out: io.stdout.join('\n'), err: io.stderr.join('\n') };
}

/**
 * Before each test of the file, a fresh temporary folder whose `pglite` folder is the embedded database the commands
 * open (HARBINGER_DATA_DIR set, DATABASE_URL unset); afterwards both settings are put back and the folder removed.
 * Answers the current test's folder.
 * @example const folder = useEmbeddedDataDir('harbinger-cli-db-'); … join(folder(), 'backup.json')
 */
export function useEmbeddedDataDir(prefix: string): () => string {
  const saved = { data: process.env.HARBINGER_DATA_DIR, url: process.env.DATABASE_URL };
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), prefix));
    process.env.HARBINGER_DATA_DIR = join(dir, 'pglite');
    delete process.env.DATABASE_URL;
  });
  afterEach(() => {
    if (saved.data === undefined) delete process.env.HARBINGER_DATA_DIR;
    else process.env.HARBINGER_DATA_DIR = saved.data;
    if (saved.url !== undefined) process.env.DATABASE_URL = saved.url;
    rmSync(dir, { recursive: true, force: true });
  });
  return () => dir;
}
