import { CONTRACT_STATES, type ContractState } from '@harbinger/rules';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../db/connection.js';
import { contractAttendances, contracts } from '../db/schema.js';
import type { PlatformError } from '../errors.js';

/** The Contract states in which attending sheets may not spend Exp (the rules say which). */
const LOCKING_STATES = (Object.keys(CONTRACT_STATES) as ContractState[]).filter((s) => CONTRACT_STATES[s].locksSheets);

/**
 * Why a Contractor may not spend Exp right now: it attends an Active Contract (a past one declared after the fact,
 * waiting for confirmations, locks nothing). Null when nothing locks its sheet.
 * @example const locked = await sheetLock(tx, contractorId); if (locked) return failure(locked);
 */
export async function sheetLock(tx: Db | Tx, contractorId: string): Promise<PlatformError | null> {
  const [row] = await tx
    .select({ id: contracts.id, title: contracts.title })
    .from(contractAttendances)
    .innerJoin(contracts, eq(contracts.id, contractAttendances.contractId))
    .where(
      and(
        eq(contractAttendances.contractorId, contractorId),
        inArray(contracts.state, LOCKING_STATES),
        isNull(contracts.declaredBy),
      ),
    )
    .limit(1);
  if (!row) return null;
  return {
    code: 'sheet_locked',
    status: 409,
    message: `This Contractor is on the Active Contract “${row.title}”: Exp can be spent again once the GM finishes it.`,
  };
}
