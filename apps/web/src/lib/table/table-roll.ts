import type { TableEventView, TableRollInput } from '@harbinger/platform';

/** What a roll made from the table page came to: the roll as the roller sees it, or the refusal's words. */
export type TableRollAnswer =
  { ok: true; view: TableEventView } | { ok: false; code: string; message: string; field: string | null };

/**
 * Posts the table page's roll form (`POST /contracts/{id}/table/rolls`, cookie session). Everyone at the table,
 * the roller included, also gets the roll through the event stream; the answer is for the form itself.
 * @example const answer = await rollAtTable(contractId, { expression: 'dex+firearms@7', visibility: 'gm' });
 */
export async function rollAtTable(
  contractId: string,
  input: TableRollInput,
  post: typeof fetch = fetch,
): Promise<TableRollAnswer> {
  try {
    const response = await post(`/contracts/${encodeURIComponent(contractId)}/table/rolls`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(input),
    });
    const body = (await response.json()) as
      TableEventView | { error: { code: string; message: string; field?: string } };
    if (response.ok) return { ok: true, view: body as TableEventView };
    const { error } = body as { error: { code: string; message: string; field?: string } };
    return { ok: false, code: error.code, message: error.message, field: error.field ?? null };
  } catch {
    return {
      ok: false,
      code: 'network',
      message: 'The roll did not reach the server. Check your connection and roll again.',
      field: null,
    };
  }
}
