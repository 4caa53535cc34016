import { rewardTotals, type RewardTotals } from '@harbinger/rules';
import type { ContractRewardView } from '@harbinger/platform';

/** One holder's share of a recorded Contract. */
export interface HolderRewards {
  key: string;
  /** The Contractor's name, or the player's handle for what the player holds. */
  who: string;
  contractorId: string | null;
  handle: string;
  totals: RewardTotals;
  /** Earned the Commission. */
  commission: boolean;
  /** The GM's Improvement or bonus Exp. */
  gm: boolean;
}

const GM_KINDS = new Set(['gm_improvement', 'into_the_fold', 'golden_ratio']);

/**
 * A recorded Contract's rewards grouped by holder (live lines, or the voided ones for a voided Contract), in the
 * order they were written.
 */
export function rewardsByHolder(lines: readonly ContractRewardView[], voided = false): HolderRewards[] {
  const kept = lines.filter((l) => l.voided === voided);
  const keyOf = (l: ContractRewardView) =>
    l.contractor ? l.contractor.id : l.hidden ? `hidden:${l.player.handle}` : `player:${l.player.handle}`;
  const totals = rewardTotals(
    kept.map((l) => ({ contractorId: keyOf(l), userId: null, resource: l.resource, amount: l.amount })),
  );
  const seen: HolderRewards[] = [];
  for (const l of kept) {
    const key = keyOf(l);
    let h = seen.find((x) => x.key === key);
    if (!h) {
      h = {
        key,
        who: l.contractor ? l.contractor.name : l.hidden ? 'a private Contractor' : `@${l.player.handle}`,
        contractorId: l.contractor?.id ?? null,
        handle: l.player.handle,
        totals: totals.get(key)!,
        commission: false,
        gm: false,
      };
      seen.push(h);
    }
    if (l.kind === 'commission') h.commission = true;
    if (GM_KINDS.has(l.kind)) h.gm = true;
  }
  return seen;
}
