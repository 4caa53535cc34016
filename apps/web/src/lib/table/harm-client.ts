// Small helpers the table's harm components share: the page endpoints they post to, and words for the clock.
import { postToTable, type TableAnswer } from './table-post.js';

export type { TableAnswer };

/** Posts one of the harm panels' requests (attacks, Will to Survive, clock, Stabilization) to the table. */
export function postTable<T>(contractId: string, part: string, body: unknown): Promise<TableAnswer<T>> {
  return postToTable<T>(contractId, part, body);
}

/**
 * A clock minute as people say it: "0:05", "1:30" (hours and minutes of in-game time since the table's clock began).
 * @example clockWords(95) === '1:35'
 */
export function clockWords(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `${hours}:${String(rest).padStart(2, '0')}`;
}

/** How long until a minute on the clock, in words: "in 5 minutes", "now". */
export function untilWords(now: number, at: number): string {
  const wait = at - now;
  if (wait <= 0) return 'now';
  return wait === 1 ? 'in 1 minute' : `in ${wait} minutes`;
}

/** Reads a whole number from a form field, or undefined when it is empty or not a whole number. */
export function wholeOrUndefined(value: string | number | null | undefined): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const n = Number(value);
  return Number.isInteger(n) ? n : undefined;
}
