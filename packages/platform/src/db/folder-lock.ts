import { linkSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { resolve } from 'node:path';

/** Who holds a data folder: written into its lock file. */
export interface LockHolder {
  pid: number;
  host: string;
  /** When the holder took the lock (ISO time). */
  since: string;
}

/** A held lock on one data folder; `release` is safe to call more than once. */
export interface FolderLock {
  path: string;
  release(): void;
}

/**
 * Thrown when another process (or another open in this one) uses the data folder. PGlite has no lock of its own, and
 * two engines writing one folder corrupt it.
 */
export class DataFolderInUseError extends Error {
  readonly code = 'data_folder_in_use';
  constructor(
    readonly dataDir: string,
    readonly lockFile: string,
    readonly holder: LockHolder | null,
  ) {
    super(
      `The data folder ${dataDir} is in use by ${describeHolder(holder)}. ` +
        `If no such process runs any more, delete ${lockFile} and try again.`,
    );
    this.name = 'DataFolderInUseError';
  }
}

function describeHolder(holder: LockHolder | null): string {
  if (!holder) return 'another process';
  const where = holder.host === hostname() ? '' : ` on ${holder.host}`;
  return `process ${holder.pid}${where} (since ${holder.since})`;
}

/** The lock files this process holds, so a second open here is refused and an exit still cleans up. */
const held = new Set<string>();
let exitHookInstalled = false;

/** The lock file of a data folder: beside it, so renaming or replacing the folder keeps the lock. */
export function lockFileOf(dataDir: string): string {
  return `${resolve(dataDir)}.lock`;
}

function readHolder(path: string): LockHolder | null {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockHolder>;
    if (typeof parsed.pid !== 'number' || typeof parsed.host !== 'string') return null;
    return { pid: parsed.pid, host: parsed.host, since: String(parsed.since) };
  } catch {
    return null;
  }
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // alive, but someone else's
  }
}

/**
 * A lock is stale when its process is gone: only decidable on this host. Our own pid in a lock we do not hold is a
 * previous run that happened to get the same pid (a container's process 1).
 */
function isStale(path: string, holder: LockHolder | null): boolean {
  if (!holder || holder.host !== hostname()) return false;
  if (holder.pid === process.pid) return !held.has(path);
  return !processIsAlive(holder.pid);
}

/** Creates the lock file with its content in one step (a hard link fails when the name exists). */
function tryCreate(path: string, holder: LockHolder): boolean {
  const draft = `${path}.${process.pid}.${Date.now()}`;
  writeFileSync(draft, JSON.stringify(holder));
  try {
    linkSync(draft, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(draft);
  }
}

function removeIfPresent(path: string): void {
  try {
    unlinkSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

function releaseAllOnExit(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  // The process no longer touches the folder once it exits, whatever state the engine was left in.
  process.once('exit', () => held.forEach(removeIfPresent));
}

/**
 * Takes the data folder for this process, or throws {@link DataFolderInUseError}. A lock left by a process that is
 * gone (killed, crashed) is taken over.
 * @example const lock = lockDataFolder('./data/pglite'); try { … } finally { lock.release(); }
 */
export function lockDataFolder(dataDir: string): FolderLock {
  const path = lockFileOf(dataDir);
  const holder: LockHolder = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  for (let attempt = 0; !tryCreate(path, holder); attempt++) {
    const current = readHolder(path);
    if (attempt > 0 || !isStale(path, current)) throw new DataFolderInUseError(resolve(dataDir), path, current);
    removeIfPresent(path);
  }
  held.add(path);
  releaseAllOnExit();
  return {
    path,
    release() {
      if (held.delete(path)) removeIfPresent(path);
    },
  };
}
