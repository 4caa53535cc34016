import { healAfterContract, healBeforeContract, type HealingMode } from '@harbinger/rules';
import { and, gte, inArray, notInArray } from 'drizzle-orm';
import type { Tx } from '../db/connection.js';
import { contractInjuries, injuries } from '../db/schema.js';
import { applyHealing, type InjuryRow } from './heal-rows.js';

async function withOrigins(
  tx: Tx,
  contractorIds: readonly string[],
): Promise<(InjuryRow & { origin: 'contract' | 'downtime' })[]> {
  if (contractorIds.length === 0) return [];
  const rows = await tx
    .select()
    .from(injuries)
    .where(inArray(injuries.contractorId, [...contractorIds]));
  const marked =
    rows.length === 0
      ? []
      : await tx
          .select({ id: contractInjuries.injuryId })
          .from(contractInjuries)
          .where(
            inArray(
              contractInjuries.injuryId,
              rows.map((r) => r.id),
            ),
          );
  const fromContracts = new Set(marked.map((m) => m.id));
  return rows.map((r) => ({ ...r, origin: fromContracts.has(r.id) ? 'contract' : 'downtime' }));
}

/**
 * As a Contract starts under `arcade` healing: Injuries earlier Contracts dealt close, and Downtime Injuries are
 * carried in as this Contract's own. Under `gritty` nothing changes. Contractors `held` between the Contracts of a
 * Cycle had no Downtime, so nothing closes for them. Answers the Contractors whose sheets changed.
 */
export async function healAtStart(
  tx: Tx,
  options: {
    mode: HealingMode;
    contractId: string;
    contractorIds: readonly string[];
    held: ReadonlySet<string>;
    now: Date;
  },
): Promise<Set<string>> {
  if (options.mode !== 'arcade') return new Set();
  const before = await withOrigins(
    tx,
    options.contractorIds.filter((id) => !options.held.has(id)),
  );
  const result = healBeforeContract(options.mode, before);
  const carried = result.remaining.filter(
    (r) => r.origin === 'contract' && before.find((b) => b.id === r.id)?.origin === 'downtime',
  );
  if (carried.length > 0)
    await tx
      .insert(contractInjuries)
      .values(carried.map((r) => ({ injuryId: r.id, contractId: options.contractId, createdAt: options.now })));
  return applyHealing(tx, {
    before,
    result,
    record: { contractId: options.contractId, phase: 'start' },
    now: options.now,
  });
}

/**
 * As a Contract is finished under `arcade` healing: Injuries received during it become Contract Injuries, then the
 * survivors' Contract Injuries lose 2 Severity for the Downtime — except for survivors `held` between the Contracts
 * of a Cycle, who have no Downtime yet. Answers the Contractors whose sheets changed.
 */
export async function healAtFinish(
  tx: Tx,
  options: {
    mode: HealingMode;
    contractId: string;
    survivors: readonly string[];
    held: ReadonlySet<string>;
    startedAt: Date;
    now: Date;
  },
): Promise<Set<string>> {
  if (options.mode !== 'arcade' || options.survivors.length === 0) return new Set();
  const marked = tx.select({ id: contractInjuries.injuryId }).from(contractInjuries);
  const dealt = await tx
    .select({ id: injuries.id })
    .from(injuries)
    .where(
      and(
        inArray(injuries.contractorId, [...options.survivors]),
        gte(injuries.receivedAt, options.startedAt),
        notInArray(injuries.id, marked),
      ),
    );
  if (dealt.length > 0)
    await tx
      .insert(contractInjuries)
      .values(dealt.map((d) => ({ injuryId: d.id, contractId: options.contractId, createdAt: options.now })));
  const before = await withOrigins(
    tx,
    options.survivors.filter((id) => !options.held.has(id)),
  );
  return applyHealing(tx, {
    before,
    result: healAfterContract(options.mode, before),
    record: { contractId: options.contractId, phase: 'finish' },
    now: options.now,
  });
}
