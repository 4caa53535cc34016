import { statusFromVictories } from '../character/status.js';
import { balances, type LedgerBalances } from '../ledger/balances.js';
import type { LedgerEntry, LedgerResource } from '../ledger/ledger-entry.js';
import { markVoided, voidEntries } from '../ledger/void-entries.js';
import type { StatusChange } from './contract-rewards.js';

/** What `voidContract` reads. */
export interface VoidContractInput {
  /** Every entry of every Contractor and player the Contract paid (their whole ledgers, voided entries included). */
  entries: readonly LedgerEntry[];
  contractId: string;
  /** The current victory count of each Contractor who won the Contract. */
  victories: Readonly<Record<string, number>>;
}

/** A balance that voiding takes below zero (the reward was already spent); the platform decides what to do. */
export interface Overdraft {
  contractorId: string | null;
  userId: string | null;
  resource: LedgerResource;
  available: number;
}

/** Everything voiding a Contract undoes. */
export interface ContractVoiding {
  /** Entries to mark voided; they stay on the ledger as a visible trace. */
  entryIds: string[];
  /** Contractors who lose the victory the Contract gave them. */
  victoriesLost: string[];
  statusChanges: StatusChange[];
  /** Contractors who died on the Contract and live again (their sheets keep a notice of the voided death). */
  revived: string[];
  /** Every Contractor whose ledger changes, for the note on their sheet. */
  contractorIds: string[];
  overdrawn: Overdraft[];
}

const AVAILABLE: Record<LedgerResource, (b: LedgerBalances) => number> = {
  exp: (b) => b.exp.available,
  gift_credit: (b) => b.giftCredits.available,
  improvement: (b) => b.improvements.available,
  coin_of_charon: (b) => b.coins.available,
};

const unique = (items: readonly string[]) => [...new Set(items)];

/**
 * Voids a Contract: every entry it caused, the victories (and so Statuses) it gave, and the deaths it caused.
 * Folding the ledger afterwards gives exactly the balances it would have without the Contract.
 * @example
 * voidContract({ entries, contractId: 'c1', victories: { k1: 4 } }).statusChanges
 * // [{ contractorId: 'k1', before: 'novice', after: 'newbie' }]
 */
export function voidContract({ entries, contractId, victories }: VoidContractInput): ContractVoiding {
  const entryIds = voidEntries(entries, contractId);
  const voiding = new Set(entryIds);
  const voided = entries.filter((e) => voiding.has(e.id));
  const victoriesLost = voided
    .filter((e) => e.kind === 'contract_victory' && e.resource === 'exp' && e.contractorId !== null)
    .map((e) => e.contractorId!);

  const statusChanges: StatusChange[] = [];
  for (const contractorId of unique(victoriesLost)) {
    const now = victories[contractorId];
    const lost = victoriesLost.filter((id) => id === contractorId).length;
    if (now === undefined || now < lost)
      throw new RangeError(
        `voidContract: Contractor ${contractorId} needs a victory count of at least ${lost}, got ${now}`,
      );
    const before = statusFromVictories(now);
    const after = statusFromVictories(now - lost);
    if (before !== after) statusChanges.push({ contractorId, before, after });
  }

  const revived = unique(
    voided
      .filter((e) => e.kind === 'death' && typeof e.cause.deceasedContractorId === 'string')
      .map((e) => e.cause.deceasedContractorId as string),
  );

  // Group what is voided by holder (a Contractor, or a player for Coins), then fold each holder's remaining ledger.
  const touched = new Map<
    string,
    { contractorId: string | null; userId: string | null; resources: Set<LedgerResource> }
  >();
  for (const e of voided) {
    const key = e.contractorId === null ? `player ${e.userId ?? ''}` : `contractor ${e.contractorId}`;
    const holder = touched.get(key) ?? {
      contractorId: e.contractorId,
      userId: e.contractorId === null ? (e.userId ?? null) : null,
      resources: new Set(),
    };
    holder.resources.add(e.resource);
    touched.set(key, holder);
  }
  const after = markVoided(entries, entryIds);
  const overdrawn: Overdraft[] = [];
  for (const h of touched.values()) {
    const owns = (e: LedgerEntry) =>
      h.contractorId === null
        ? e.contractorId === null && (e.userId ?? null) === h.userId
        : e.contractorId === h.contractorId;
    const folded = balances(after.filter(owns));
    for (const resource of h.resources) {
      const available = AVAILABLE[resource](folded);
      if (available < 0) overdrawn.push({ contractorId: h.contractorId, userId: h.userId, resource, available });
    }
  }

  const contractorIds = unique([
    ...voided.flatMap((e) => (e.contractorId === null ? [] : [e.contractorId])),
    ...revived,
  ]);
  return { entryIds, victoriesLost: unique(victoriesLost), statusChanges, revived, contractorIds, overdrawn };
}
