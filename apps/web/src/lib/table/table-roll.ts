import type { TableEventView, TableRollInput } from '@harbinger/platform';
import { postToTable } from './table-post.js';

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
  const answer = await postToTable<TableEventView>(contractId, 'rolls', input, post);
  return answer.ok ? { ok: true, view: answer.value } : answer;
}
