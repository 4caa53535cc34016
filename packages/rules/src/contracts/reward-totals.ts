import type { LedgerEntryDraft, LedgerResource } from '../ledger/ledger-entry.js';

/** What one holder gains from a Contract, by resource. */
export type RewardTotals = Record<LedgerResource, number>;

const empty = (): RewardTotals => ({ exp: 0, gift_credit: 0, improvement: 0, coin_of_charon: 0 });

/**
 * Sums a Contract's ledger entries by holder: a Contractor's id, or `player:<userId>` for what a player holds
 * (Coins of Charon). The finish form's preview and the recorded Contract page both read rewards this way.
 * @example
 * rewardTotals([{ contractorId: 'k1', userId: 'u1', resource: 'exp', amount: 3 }])
 * // Map { 'k1' => { exp: 3, gift_credit: 0, improvement: 0, coin_of_charon: 0 } }
 */
export function rewardTotals(
  entries: readonly Pick<LedgerEntryDraft, 'contractorId' | 'userId' | 'resource' | 'amount'>[],
): Map<string, RewardTotals> {
  const out = new Map<string, RewardTotals>();
  for (const e of entries) {
    const key = e.contractorId ?? `player:${e.userId ?? ''}`;
    const sums = out.get(key) ?? empty();
    sums[e.resource] += e.amount;
    out.set(key, sums);
  }
  return out;
}
