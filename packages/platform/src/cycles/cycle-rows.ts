import { cyclePositions } from '@harbinger/rules';
import { and, asc, count, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db, Tx } from '../db/connection.js';
import { contractAttendances, contractCycles, contracts } from '../db/schema.js';

export type CycleRow = typeof contractCycles.$inferSelect;

/** Contract states that still count in a Cycle: canceled and voided Contracts give their place up. */
export const COUNTED_STATES = ['scheduled', 'active', 'finished'] as const;

/** A Cycle's Contracts in order, with each counted one's place. */
export interface CycleContracts {
  cycle: CycleRow;
  contracts: { id: string; title: string; startsAt: Date; state: string; position: number | null }[];
  /** Finished Contracts that still count. */
  played: number;
}

/** Reads Cycles with their Contracts (ordered by start), keyed by Cycle id. */
export async function readCycles(tx: Db | Tx, cycleIds: readonly string[]): Promise<Map<string, CycleContracts>> {
  const ids = [...new Set(cycleIds)];
  if (ids.length === 0) return new Map();
  const cycles = await tx.select().from(contractCycles).where(inArray(contractCycles.id, ids));
  const rows = await tx
    .select({
      id: contracts.id,
      cycleId: contracts.cycleId,
      title: contracts.title,
      startsAt: contracts.startsAt,
      state: contracts.state,
    })
    .from(contracts)
    .where(inArray(contracts.cycleId, ids))
    .orderBy(asc(contracts.startsAt), asc(contracts.id));
  const out = new Map<string, CycleContracts>();
  for (const cycle of cycles) {
    const mine = rows.filter((r) => r.cycleId === cycle.id);
    const places = cyclePositions(
      mine.map((r) => ({ ...r, counted: (COUNTED_STATES as readonly string[]).includes(r.state) })),
    );
    out.set(cycle.id, {
      cycle,
      contracts: mine.map(({ id, title, startsAt, state }) => ({
        id,
        title,
        startsAt,
        state,
        position: places.get(id) ?? null,
      })),
      played: mine.filter((r) => r.state === 'finished').length,
    });
  }
  return out;
}

/**
 * For each Contractor, how many finished, non-voided Contracts of each Cycle it attended (Cycles it never played are
 * absent).
 */
export async function cyclesPlayedBy(
  tx: Db | Tx,
  contractorIds: readonly string[],
): Promise<Map<string, Map<string, number>>> {
  const out = new Map<string, Map<string, number>>();
  if (contractorIds.length === 0) return out;
  const rows = await tx
    .select({ contractorId: contractAttendances.contractorId, cycleId: contracts.cycleId, n: count() })
    .from(contractAttendances)
    .innerJoin(contracts, eq(contracts.id, contractAttendances.contractId))
    .where(
      and(
        inArray(contractAttendances.contractorId, [...new Set(contractorIds)]),
        eq(contracts.state, 'finished'),
        isNotNull(contracts.cycleId),
      ),
    )
    .groupBy(contractAttendances.contractorId, contracts.cycleId);
  for (const r of rows) {
    const mine = out.get(r.contractorId!) ?? new Map<string, number>();
    mine.set(r.cycleId!, Number(r.n));
    out.set(r.contractorId!, mine);
  }
  return out;
}
