import type { LedgerEntry } from './ledger-entry.js';

/**
 * The ids of every entry a Contract caused that still counts: voiding a Contract voids exactly these.
 * Entries already voided are left out, so voiding twice changes nothing.
 * @example voidEntries(entries, 'c1') // ['e7', 'e8', …] in ledger order
 */
export function voidEntries(
  entries: readonly Pick<LedgerEntry, 'id' | 'cause' | 'voided'>[],
  contractId: string,
): string[] {
  return entries.filter((e) => !e.voided && e.cause.contractId === contractId).map((e) => e.id);
}

/** A copy of the ledger with the given entries marked voided (nothing removed, nothing else changed). */
export function markVoided<T extends Pick<LedgerEntry, 'id' | 'voided'>>(
  entries: readonly T[],
  ids: readonly string[],
): T[] {
  const voiding = new Set(ids);
  return entries.map((e) => (voiding.has(e.id) && !e.voided ? { ...e, voided: true } : e));
}
