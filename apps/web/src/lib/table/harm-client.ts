// Small helpers the table's harm components share: the page endpoints they post to, and words for the clock.

/** A page endpoint's answer: its value, or the refusal in words. */
export type TableAnswer<T> = { ok: true; value: T } | { ok: false; code: string; message: string };

/**
 * Posts to one of the table page's JSON endpoints (`/contracts/{id}/table/{part}`) with the session cookie, and
 * reads the answer or the `{ error: { code, message } }` it refused with.
 */
export async function postTable<T>(contractId: string, part: string, body: unknown): Promise<TableAnswer<T>> {
  try {
    const response = await fetch(`/contracts/${encodeURIComponent(contractId)}/table/${part}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await response.json()) as unknown;
    if (response.ok) return { ok: true, value: json as T };
    const error = (json as { error?: { code?: string; message?: string } }).error;
    return { ok: false, code: error?.code ?? 'error', message: error?.message ?? 'The table refused that.' };
  } catch {
    return {
      ok: false,
      code: 'offline',
      message: 'The table could not be reached. Check the connection and try again.',
    };
  }
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
