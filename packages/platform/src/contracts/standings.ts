import { LEDGER_KINDS, capStanding, type ContractorStanding, type FoldableEntry, type LedgerKind } from '@harbinger/rules';
import { and, asc, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../db/connection.js';
import { contractorDeaths, contractors, ledgerEntries } from '../db/schema.js';

type EntryRow = typeof ledgerEntries.$inferSelect;

/** A stored entry as the rules' folds read it; kinds the rules do not know count as bookkeeping adjustments. */
export function foldable(row: Pick<EntryRow, 'resource' | 'amount' | 'kind' | 'voidedAt'>): FoldableEntry {
  const kind = (Object.hasOwn(LEDGER_KINDS, row.kind) ? row.kind : 'adjustment') as LedgerKind;
  return { resource: row.resource, amount: row.amount, kind, voided: row.voidedAt !== null };
}

/** A Contractor's row (locked) with its standing against the caps. */
export interface LockedStanding {
  id: string;
  name: string;
  ownerId: string;
  victories: number;
  standing: ContractorStanding;
}

/**
 * Locks the Contractors' rows (in id order, so two Contracts finishing at once cannot deadlock) and folds each one's
 * ledger with the rules' `capStanding`: victories, earned Exp for the bonus cap, credits received, and death.
 */
export async function lockStandings(tx: Tx, contractorIds: readonly string[]): Promise<Map<string, LockedStanding>> {
  const ids = [...new Set(contractorIds)].sort();
  const out = new Map<string, LockedStanding>();
  if (ids.length === 0) return out;
  const rows = await tx.select().from(contractors).where(inArray(contractors.id, ids)).orderBy(asc(contractors.id)).for('update');
  const entries = await tx.select().from(ledgerEntries).where(inArray(ledgerEntries.contractorId, ids));
  const dead = new Set((await tx.select({ id: contractorDeaths.contractorId }).from(contractorDeaths).where(and(inArray(contractorDeaths.contractorId, ids), isNull(contractorDeaths.voidedAt)))).map((d) => d.id));
  for (const row of rows) {
    const cap = capStanding(entries.filter((e) => e.contractorId === row.id).map(foldable), row.victories);
    out.set(row.id, {
      id: row.id,
      name: row.name,
      ownerId: row.ownerId,
      victories: row.victories,
      standing: { victories: row.victories, earnedExpForCap: cap.earnedExpForCap, creditsReceived: cap.creditsReceived, dead: dead.has(row.id) },
    });
  }
  return out;
}
