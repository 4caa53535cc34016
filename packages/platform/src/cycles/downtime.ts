import { cycleRunning } from '@harbinger/rules';
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db, Tx } from '../db/connection.js';
import { contractAttendances, contracts } from '../db/schema.js';
import { cycleHold } from './cycle-hold.js';
import { readCycles } from './cycle-rows.js';

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

/**
 * Which of these attended, finished Contracts no Downtime followed for the Contractor. A Contract of a Cycle is
 * followed by one only once the Cycle is over (its last Contract played, or ended early), and only when it is the last
 * of that Cycle the Contractor played; a Contract outside any Cycle always is.
 * @example (await contractsWithoutDowntime(tx, contractorId, [partOne])).has(partOne) // true while the Cycle runs
 */
export async function contractsWithoutDowntime(
  tx: Db | Tx,
  contractorId: string,
  contractIds: readonly string[],
): Promise<Set<string>> {
  const none = new Set<string>();
  if (contractIds.length === 0) return none;
  const inCycles = await tx
    .select({ id: contracts.id, cycleId: contracts.cycleId })
    .from(contracts)
    .where(and(inArray(contracts.id, [...contractIds]), isNotNull(contracts.cycleId)));
  if (inCycles.length === 0) return none;
  const cycles = await readCycles(
    tx,
    inCycles.map((c) => c.cycleId!),
  );
  const played = await tx
    .select({ id: contracts.id })
    .from(contractAttendances)
    .innerJoin(contracts, eq(contracts.id, contractAttendances.contractId))
    .where(
      and(
        eq(contractAttendances.contractorId, contractorId),
        eq(contracts.state, 'finished'),
        inArray(contracts.cycleId, [...cycles.keys()]),
      ),
    );
  const mine = new Set(played.map((r) => r.id));
  for (const { id, cycleId } of inCycles) {
    const found = cycles.get(cycleId!);
    if (!found) continue;
    const standing = { length: found.cycle.length, played: found.played, ended: found.cycle.endedAt !== null };
    const lastOfMine = Math.max(
      0,
      ...found.contracts.filter((c) => mine.has(c.id) && c.position !== null).map((c) => c.position!),
    );
    const place = found.contracts.find((c) => c.id === id)?.position ?? null;
    if (cycleRunning(standing) || place === null || place < lastOfMine) none.add(id);
  }
  return none;
}
