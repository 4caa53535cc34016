import { STATUSES, type StatusId } from '@harbinger/rules';

// Words the Exchange's pages share: states, Status, table sizes.

/** What each Exchange state means to the writer. */
export const EXCHANGE_STATE_WORDS: Record<string, string> = {
  none: 'Not sent to the Exchange',
  awaiting: 'Waiting for an approver',
  approved: 'On the Exchange',
  rejected: 'Not approved',
  withdrawn: 'Withdrawn',
  removed: 'Taken off the Exchange',
};

/** A suggested Status in words ("Any Status", "Novice"). */
export function statusWords(status: string): string {
  return status === 'any' ? 'Any Status' : (STATUSES[status as StatusId]?.name ?? status);
}

/** A player range in words ("3–5 players", "1 player"). */
export function playersWords(min: number, max: number): string {
  if (min === max) return `${String(min)} ${min === 1 ? 'player' : 'players'}`;
  return `${String(min)}–${String(max)} players`;
}

/** Handles typed into one box, separated by commas, spaces or new lines (a leading @ is fine). */
export function handlesOf(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((h) => h.trim())
    .filter((h) => h !== '');
}
