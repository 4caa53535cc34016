// Test helper: at least one Journal (for backup round trips).
import type { Platform } from '../context.js';
import { finishContract } from '../contracts/finish.js';
import { openTable, runningContract } from '../contracts/fixtures.js';
import { expectOk } from '../testing/fixtures.js';
import { writeJournal } from './write.js';

/** Plays a Contract and writes a rewarded Journal about it. */
export async function fillJournalTables(p: Platform): Promise<void> {
  const table = await openTable(p, {}, 'journalgm');
  const seat = await table.seat('journalist');
  const id = await runningContract(table, [seat]);
  expectOk(
    await finishContract(p, table.gm, id, { outcomes: [{ contractorId: seat.contractorId, outcome: 'failure' }] }),
  );
  expectOk(
    await writeJournal(p, seat.player, {
      contractorId: seat.contractorId,
      kind: 'contract',
      contractId: id,
      title: 'Notes from the dock',
      body: Array.from({ length: 260 }, () => 'tide').join(' '),
    }),
  );
}
