import { STARTED_CONTRACT_STATES } from '@harbinger/rules';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/connection.js';
import { contractAttendances, contracts } from '../db/schema.js';

/** True when the Contractor holds a seat at a Contract that started (finished and voided ones included). */
export async function attendedStartedContract(tx: Tx, contractorId: string): Promise<boolean> {
  const [seat] = await tx
    .select({ id: contractAttendances.id })
    .from(contractAttendances)
    .innerJoin(contracts, eq(contracts.id, contractAttendances.contractId))
    .where(and(eq(contractAttendances.contractorId, contractorId), inArray(contracts.state, STARTED_CONTRACT_STATES)))
    .limit(1);
  return seat !== undefined;
}
