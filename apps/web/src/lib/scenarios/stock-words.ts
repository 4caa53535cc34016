import type { StockKey, StockShelfItem } from '@harbinger/platform';
import { STATUSES, type DiscoveryReason } from '@harbinger/rules';

/** The badge that says how each stock Scenario is earned. */
export const STOCK_BADGE: Record<StockKey, string> = {
  free: 'Free to all',
  playgroup: 'For Playgroup founders',
  player: 'For players',
  gm: 'For GMs',
  loss: 'After a loss',
  learning: 'For learning, not for play',
};

/** Where a player goes to earn each stock Scenario (none for the free and the teaching one). */
export const EARN_LINK: Partial<Record<StockKey, { href: string; label: string }>> = {
  playgroup: { href: '/playgroups#create', label: 'Create a Playgroup' },
  player: { href: '/playgroups/find', label: 'Find a Playgroup to play with' },
  gm: { href: '/playgroups', label: 'Schedule a Contract in your Playgroup' },
};

const REASON_WORDS: Record<DiscoveryReason, string> = {
  played: 'you played it',
  wrote: 'you wrote it',
  gmed: 'you GMed it',
  shared: 'it was shared with you',
  unlocked: 'you unlocked it',
  purchased: 'you bought it on the Exchange',
};

/** "you unlocked it and you GMed it": why the reader has this Scenario in their collection. */
export function discoveredWords(reasons: readonly DiscoveryReason[]): string {
  const words = [...new Set(reasons)].map((r) => REASON_WORDS[r]);
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)!}`;
}

/** "2–5 players" or "3 players". */
export function playersWords(item: Pick<StockShelfItem, 'minPlayers' | 'maxPlayers'>): string {
  return item.minPlayers === item.maxPlayers
    ? `${String(item.minPlayers)} players`
    : `${String(item.minPlayers)}–${String(item.maxPlayers)} players`;
}

/** The suggested Status in words: "Newbie", or "Any Status". */
export function statusWords(status: StockShelfItem['suggestedStatus']): string {
  return status === 'any' ? 'Any Status' : STATUSES[status].name;
}
