import type { Platform } from '../context.js';
import { openTable } from '../contracts/fixtures.js';
import { expectOk } from '../testing/fixtures.js';
import { getContractor } from './read.js';
import { updateContractor } from './update.js';

/** Writes at least one row into every table of the contractor-edits migration (for backup round trips). */
export async function fillEditTables(p: Platform): Promise<void> {
  const table = await openTable(p, {}, 'editgm');
  const one = await table.seat('editone');
  const { version } = expectOk(await getContractor(p, one.player, one.contractorId));
  expectOk(
    await updateContractor(p, one.player, one.contractorId, {
      version,
      limits: [{ id: 'anguish' }, { id: 'atrocities' }, { custom: 'Never leave a friend behind' }],
    }),
  );
}
