import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db, Tx } from '../db/connection.js';
import { contractAttendances, contracts } from '../db/schema.js';
import { cycleHold } from './cycle-hold.js';

/** A Contractor's current Downtime, named by the Contract it follows. */
export interface CurrentDowntime {
  afterContractId: string;
}

/**
 * The Downtime a Contractor is in: after its most recent finished, non-voided attended Contract. Null when it never
 * attended one, or while it is between the Contracts of a Cycle (they open no Downtime; the Cycle's last one does).
 * Per-Downtime limits (Downtime Journals, say) can key on `afterContractId`.
 * @example const downtime = await currentDowntime(tx, contractorId); downtime?.afterContractId
 */
export async function currentDowntime(tx: Db | Tx, contractorId: string): Promise<CurrentDowntime | null> {
  const [last] = await tx
    .select({ id: contracts.id })
    .from(contractAttendances)
    .innerJoin(contracts, eq(contracts.id, contractAttendances.contractId))
    .where(
      and(
        eq(contractAttendances.contractorId, contractorId),
        eq(contracts.state, 'finished'),
        isNotNull(contracts.finishedAt),
      ),
    )
    .orderBy(desc(contracts.finishedAt), desc(contracts.startsAt), desc(contracts.id))
    .limit(1);
  if (!last) return null;
  if (await cycleHold(tx, contractorId)) return null;
  return { afterContractId: last.id };
}
