// Test helper: a row in every table of the Moves migration (for backup round trips).
import type { Platform } from '../context.js';
import { finishContract } from '../contracts/finish.js';
import { openTable, runningContract } from '../contracts/fixtures.js';
import { expectOk } from '../testing/fixtures.js';
import { grantLooseEnd } from './loose-end-write.js';
import { recordMove } from './record-move.js';

/** A Move with a bonus that granted a Loose End, and a Loose End a finished Contract counted down. */
export async function fillMoveTables(p: Platform): Promise<void> {
  const table = await openTable(p, {}, 'movegm');
  const one = await table.seat('moveone');
  expectOk(
    await recordMove(p, table.gm, {
      contractorId: one.contractorId,
      goal: 'Buy silence',
      summary: Array.from({ length: 250 }, () => 'hush').join(' '),
      worldEventTitle: 'Quiet streets',
      bonusContractorId: table.gmContractor,
      grantLooseEnds: [{ name: 'A debt', threat: 'Collectors', threatLevel: 'dangerous', cutoff: 2 }],
    }),
  );
  expectOk(
    await grantLooseEnd(p, table.gm, one.contractorId, {
      name: 'Seen',
      threat: 'Sleuths',
      threatLevel: 'deadly',
      cutoff: 3,
      needsHustle: true,
    }),
  );
  const id = await runningContract(table, [one]);
  expectOk(
    await finishContract(p, table.gm, id, { outcomes: [{ contractorId: one.contractorId, outcome: 'failure' }] }),
  );
}
