import type { LedgerEntryDraft, LedgerResource } from '@harbinger/rules';

const UNITS: Record<LedgerResource, [string, string]> = {
  exp: ['Exp', 'Exp'],
  gift_credit: ['Gift Credit', 'Gift Credits'],
  improvement: ['Improvement', 'Improvements'],
  coin_of_charon: ['Coin of Charon', 'Coins of Charon'],
};

const amount = (n: number, resource: LedgerResource) =>
  `${n > 0 ? '+' : ''}${n} ${UNITS[resource][Math.abs(n) === 1 ? 0 : 1]}`;

/**
 * One player's rewards in a few words, grouped by holder: "Ada Quill +7 Exp, +1 Gift Credit; you +1 Coin of Charon".
 * @example
 * rewardWords([{ contractorId: 'k1', resource: 'exp', amount: 3, kind: 'contract_attendance', cause: {} }],
 *   new Map([['k1', 'Ada']])) === 'Ada +3 Exp'
 */
export function rewardWords(entries: readonly LedgerEntryDraft[], names: ReadonlyMap<string, string>): string {
  const holders = new Map<string, Map<LedgerResource, number>>();
  for (const e of entries) {
    const who = e.contractorId === null ? 'you' : (names.get(e.contractorId) ?? 'a Contractor');
    const sums = holders.get(who) ?? new Map<LedgerResource, number>();
    sums.set(e.resource, (sums.get(e.resource) ?? 0) + e.amount);
    holders.set(who, sums);
  }
  return [...holders].map(([who, sums]) => `${who} ${[...sums].map(([r, n]) => amount(n, r)).join(', ')}`).join('; ');
}
