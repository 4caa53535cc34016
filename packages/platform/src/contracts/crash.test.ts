import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import type { Actor } from '../accounts/views.js';
import { openPlatform, type Platform } from '../context.js';
import { getContractor } from '../contractors/read.js';
import { lastStop } from '../db/control-file.js';
import { lockFileOf } from '../db/folder-lock.js';
import { memoryLogger } from '../log.js';
import { memoryMailer } from '../mail/mailer.js';
import { expectOk } from '../testing/fixtures.js';
import { getContractorLedger } from './coins.js';
import { finishContract } from './finish.js';
import { listGraveyard } from './graveyard.js';
import { getContract } from './schedule.js';

const child = fileURLToPath(new URL('./crash-child.ts', import.meta.url));

interface Ready {
  gm: NonNullable<Actor>;
  contractId: string;
  outcomes: { contractorId: string; outcome: string; commission?: boolean }[];
  gmImprovementContractorId: string;
}

/** Runs the child on `dataDir` until it reports `until`, then kills it with SIGKILL (no chance to clean up). */
async function runAndKill(dataDir: string, until: 'frozen' | 'finished true'): Promise<Ready> {
  const run = spawn(process.execPath, ['--import', 'tsx', child, dataDir, until === 'frozen' ? 'freeze' : 'complete'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((done) => run.once('exit', done));
  let ready: Ready | undefined;
  for await (const line of createInterface({ input: run.stdout })) {
    if (line.startsWith('ready ')) ready = JSON.parse(line.slice(6)) as Ready;
    if (line === until) break;
  }
  run.kill('SIGKILL');
  await exited;
  if (!ready) throw new Error('the child never got ready');
  return ready;
}

describe('recording a Contract survives the server being killed (PGlite on disk)', () => {
  let dataDir: string;
  let p: Platform | undefined;

  afterEach(async () => {
    await p?.close();
    p = undefined;
    await rm(dataDir, { recursive: true, force: true });
  });

  const seatEntries = async (ready: Ready) =>
    (await Promise.all(ready.outcomes.map(async (o) => expectOk(await getContractorLedger(p!, null, o.contractorId)))))
      .flat()
      .filter((e) => e.cause.contractId === ready.contractId);

  it('killed in the middle of the transaction: none of it is kept, and the GM can record it again', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'harbinger-crash-'));
    const ready = await runAndKill(dataDir, 'frozen');
    // The killed process left its lock and an open database behind: the lock is taken over, the journal replayed.
    expect(existsSync(lockFileOf(dataDir))).toBe(true);
    expect(await lastStop(dataDir)).toBe('unclean');
    const log = memoryLogger();
    p = await openPlatform({ dataDir, log, mailer: memoryMailer() });
    expect(log.entries.map((e) => e.message)).toContain(
      'the data folder was not closed cleanly last time; the engine recovers it from its journal',
    );
    expect(expectOk(await getContract(p, ready.gm, ready.contractId)).state).toBe('active');
    expect(await seatEntries(ready)).toEqual([]);
    expect(expectOk(await getContractor(p, null, ready.outcomes[0]!.contractorId)).victories).toBe(0);
    expect(expectOk(await listGraveyard(p, null, {})).items).toEqual([]);

    expectOk(
      await finishContract(p, ready.gm, ready.contractId, {
        outcomes: ready.outcomes,
        gmImprovementContractorId: ready.gmImprovementContractorId,
      }),
    );
    expect((await seatEntries(ready)).length).toBeGreaterThan(0);
    expect(expectOk(await getContract(p, ready.gm, ready.contractId)).state).toBe('finished');
    expect(expectOk(await getContractor(p, null, ready.outcomes[0]!.contractorId)).victories).toBe(1);
  }, 120_000);

  it('killed right after it answered: all of it is kept', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'harbinger-crash-'));
    const ready = await runAndKill(dataDir, 'finished true');
    p = await openPlatform({ dataDir, log: memoryLogger(), mailer: memoryMailer() });
    expect(expectOk(await getContract(p, ready.gm, ready.contractId)).state).toBe('finished');
    const kinds = (await seatEntries(ready)).map((e) => e.kind).sort();
    expect(kinds).toContain('contract_victory');
    expect(expectOk(await listGraveyard(p, null, {})).items).toHaveLength(1);
  }, 120_000);
});
