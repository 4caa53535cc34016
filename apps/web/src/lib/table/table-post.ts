/** A table endpoint's answer: its value, or the refusal's code, words and field. */
export type TableAnswer<T> =
  { ok: true; value: T } | { ok: false; code: string; message: string; field: string | null };

/** What the page says when the request never reached the server. */
export const UNREACHABLE = 'The table could not be reached. Check the connection and try again.';

/**
 * Posts JSON to one of the table page's endpoints (`/contracts/{id}/table/{part}`, session cookie) and reads the
 * answer, or the `{ error: { code, message, field? } }` it was refused with. Every panel of the table posts
 * through here, so they all word a dropped connection or an unreadable answer alike.
 * @example await postToTable<CombatView | null>(contractId, 'combat', { type: 'next_round' })
 */
export async function postToTable<T>(
  contractId: string,
  part: string,
  body: unknown,
  fetcher: typeof fetch = fetch,
): Promise<TableAnswer<T>> {
  let response: Response;
  try {
    response = await fetcher(`/contracts/${encodeURIComponent(contractId)}/table/${part}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, code: 'network', message: UNREACHABLE, field: null };
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    json = undefined;
  }
  if (response.ok) return { ok: true, value: (json ?? null) as T };
  const error = (json as { error?: { code?: unknown; message?: unknown; field?: unknown } } | undefined)?.error;
  return {
    ok: false,
    code: typeof error?.code === 'string' ? error.code : 'error',
    message: typeof error?.message === 'string' ? error.message : 'The table refused that. Try again.',
    field: typeof error?.field === 'string' ? error.field : null,
  };
}
