import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** PostgreSQL's `DBState` numbers for the two states that matter here (`pg_control.h`). */
const SHUT_DOWN = 1;
const IN_PRODUCTION = 6;
/** The state follows the system identifier (8 bytes) and two version numbers (4 bytes each). */
const STATE_OFFSET = 16;

/** How the engine last left a data folder, as its control file says; null for a folder with no database yet. */
export type LastStop = 'clean' | 'unclean' | 'other' | null;

/**
 * Reads how the embedded engine last stopped: `clean` after an orderly close, `unclean` when the process died with
 * the database open (the next start replays the journal: "automatic recovery in progress").
 */
export async function lastStop(dataDir: string): Promise<LastStop> {
  const file = join(dataDir, 'global', 'pg_control');
  if (!existsSync(file)) return null;
  const bytes = await readFile(file);
  if (bytes.length < STATE_OFFSET + 4) return 'other';
  const state = bytes.readInt32LE(STATE_OFFSET);
  return state === SHUT_DOWN ? 'clean' : state === IN_PRODUCTION ? 'unclean' : 'other';
}
