// Test helpers: a Contract played and recorded, ready for Journals (for suites outside this package too).
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import { finishContract } from '../contracts/finish.js';
import { openTable, runningContract } from '../contracts/fixtures.js';
import { expectOk } from '../testing/fixtures.js';
import { writeJournal } from './write.js';

/** A recorded Contract with one player's Contractor on it (a failure, so no victory). */
export interface PlayedContract {
  gm: NonNullable<Actor>;
  player: NonNullable<Actor>;
  contractorId: string;
  contractId: string;
}

/** Opens a Playgroup led by `gmHandle`, seats `handle`'s Contractor, and plays and records one Contract. */
export async function playedContract(
  p: Platform,
  options: { gmHandle?: string; handle?: string; scenarioId?: string } = {},
): Promise<PlayedContract> {
  const table = await openTable(p, {}, options.gmHandle ?? 'journalgm');
  const seat = await table.seat(options.handle ?? 'journalist');
  const contractId = await runningContract(table, [seat], options.scenarioId ? { scenarioId: options.scenarioId } : {});
  expectOk(
    await finishContract(p, table.gm, contractId, {
      outcomes: [{ contractorId: seat.contractorId, outcome: 'failure' }],
    }),
  );
  return { gm: table.gm, player: seat.player, contractorId: seat.contractorId, contractId };
}

/** Plays a Contract and writes a rewarded Journal about it (for backup round trips). */
export async function fillJournalTables(p: Platform): Promise<void> {
  const played = await playedContract(p);
  expectOk(
    await writeJournal(p, played.player, {
      contractorId: played.contractorId,
      kind: 'contract',
      contractId: played.contractId,
      title: 'Notes from the dock',
      body: Array.from({ length: 260 }, () => 'tide').join(' '),
    }),
  );
}
