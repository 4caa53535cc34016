import { cycleRunning, healGritty, type HealingMode } from '@harbinger/rules';
import { and, eq, inArray, isNull, notExists, notInArray } from 'drizzle-orm';
import type { Tx } from '../db/connection.js';
import {
  contractAttendances,
  contractorDeaths,
  contractors,
  contracts,
  injuries,
  playgroupContractors,
} from '../db/schema.js';
import { cycleHolds } from '../cycles/cycle-hold.js';
import { readCycles } from '../cycles/cycle-rows.js';
import { applyHealing } from './heal-rows.js';

/**
 * The Contractors among `contractorIds` a Contract being finished leaves between the Contracts of a Cycle: when its own
 * Cycle still runs after it (it is not the last), those `seated` at it and those already held by that Cycle; and any
 * held by another Cycle. Its own Cycle's last Contract frees everyone it held.
 */
export async function heldAfterFinish(
  tx: Tx,
  contract: { id: string; cycleId: string | null },
  options: { contractorIds: readonly string[]; seated: ReadonlySet<string> },
): Promise<Set<string>> {
  const holds = await cycleHolds(tx, options.contractorIds);
  const held = new Set([...holds].filter(([, h]) => h.cycleId !== contract.cycleId).map(([id]) => id));
  if (!contract.cycleId) return held;
  const found = (await readCycles(tx, [contract.cycleId])).get(contract.cycleId);
  if (!found) return held;
  // This Contract is not marked finished yet: it counts as played here.
  const played = found.contracts.filter((c) => c.state === 'finished' && c.id !== contract.id).length + 1;
  if (cycleRunning({ length: found.cycle.length, played, ended: found.cycle.endedAt !== null }))
    for (const id of options.contractorIds)
      if (options.seated.has(id) || holds.get(id)?.cycleId === contract.cycleId) held.add(id);
  return held;
}

/** Which of these Contractors sit at an Active Contract (a declared one awaiting confirmation is not running). */
async function onActiveContracts(tx: Tx, contractorIds: readonly string[]): Promise<string[]> {
  if (contractorIds.length === 0) return [];
  const rows = await tx
    .select({ id: contractAttendances.contractorId })
    .from(contractAttendances)
    .innerJoin(contracts, eq(contracts.id, contractAttendances.contractId))
    .where(
      and(
        inArray(contractAttendances.contractorId, [...contractorIds]),
        eq(contracts.state, 'active'),
        isNull(contracts.declaredBy),
      ),
    );
  return rows.map((r) => r.id!);
}

/**
 * Under `gritty` healing, finishing a Contract lets a month pass in its Playgroup (the Downtime that follows it): every
 * Injury of its surviving attendees, and of the Playgroup's other living home Contractors, loses 2 Severity. No time
 * passes for anyone between the Contracts of a Cycle (`heldSurvivors`, and others a Cycle holds). Under `arcade`
 * nothing happens here (see arcade-healing.ts). Answers the Contractors whose sheets changed.
 */
export async function healGrittyMonth(
  tx: Tx,
  options: {
    mode: HealingMode;
    contract: { id: string; playgroupId: string; cycleId: string | null };
    /** Everyone seated with a Contractor, living or not: only the others of the Playgroup are added. */
    seated: readonly string[];
    survivors: readonly string[];
    heldSurvivors: ReadonlySet<string>;
    now: Date;
  },
): Promise<Set<string>> {
  if (options.mode !== 'gritty') return new Set();
  const home = await tx
    .select({ id: contractors.id })
    .from(playgroupContractors)
    .innerJoin(contractors, eq(contractors.id, playgroupContractors.contractorId))
    .where(
      and(
        eq(playgroupContractors.playgroupId, options.contract.playgroupId),
        eq(playgroupContractors.approval, 'approved'),
        isNull(contractors.retiredAt),
        options.seated.length === 0 ? undefined : notInArray(contractors.id, [...options.seated]),
        notExists(
          tx
            .select({ id: contractorDeaths.id })
            .from(contractorDeaths)
            .where(and(eq(contractorDeaths.contractorId, contractors.id), isNull(contractorDeaths.voidedAt))),
        ),
      ),
    );
  const others = home.map((h) => h.id);
  const heldOthers = await heldAfterFinish(tx, options.contract, { contractorIds: others, seated: new Set() });
  // Someone at another Contract still running is not in a Downtime either.
  for (const id of await onActiveContracts(tx, others)) heldOthers.add(id);
  const resting = [
    ...options.survivors.filter((id) => !options.heldSurvivors.has(id)),
    ...others.filter((id) => !heldOthers.has(id)),
  ];
  if (resting.length === 0) return new Set();
  const before = await tx.select().from(injuries).where(inArray(injuries.contractorId, resting));
  if (before.length === 0) return new Set();
  return applyHealing(tx, {
    before,
    result: healGritty(before, 1),
    record: { contractId: options.contract.id, phase: 'finish' },
    now: options.now,
  });
}
