import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import { mayView } from '../contractors/access.js';
import { fromJson } from '../contractors/sheet-query.js';
import { GenerationMemo } from '../db/generation-memo.js';
import { readPrepared, statement } from '../db/prepared.js';
import { contractorNotices } from '../db/schema.js';
import { failure, refusals, success, type Outcome } from '../errors.js';
import { isId } from '../parse.js';

/** A lasting note on a sheet (a voided Contract, a voided death), with the Contract it is about. */
export interface SheetNotice {
  id: string;
  /** `contract_voided` or `death_voided`. */
  code: string;
  message: string;
  createdAt: Date;
  /** Null once the Contract itself is gone. */
  contract: { id: string; title: string } | null;
}

// Every sheet page asks for these, so the read is one statement planned once per connection: who may see the
// sheet, and its notices (with their Contracts' titles) aggregated to JSON oldest first.
const noticesStatement = statement(
  'sheet_notices',
  ['uuid'],
  `SELECT c.private, c.owner_id, coalesce((
     SELECT json_agg(json_build_object('notice', row_to_json(n), 'title', k.title) ORDER BY n.created_at, n.id)
     FROM contractor_notices n LEFT JOIN contracts k ON k.id = n.contract_id WHERE n.contractor_id = c.id
   ), '[]'::json) AS notices
   FROM contractors c WHERE c.id = $1`,
);

interface NoticesRecord {
  private: boolean;
  owner_id: string;
  notices: { notice: Record<string, unknown>; title: string | null }[];
}

// Every tab of every sheet asks, and notices change only on a write: on PGlite the record is kept until the next
// possible write (see db/write-generation.ts), like the sheet's stamp. Visibility is still decided per actor.
const kept = new GenerationMemo<NoticesRecord | undefined>();

/**
 * Just the lasting notices of a sheet, oldest first, for the banner every tab and the print view show (the Story
 * tab has them in full through `getContractorRecord`). One query for a public sheet; a private one answers not_found
 * to all but those who may see it.
 * @example const notices = await getSheetNotices(p, actor, id); notices.value[0]?.code // 'death_voided'
 */
export async function getSheetNotices(
  p: Platform,
  actor: Actor,
  contractorId: unknown,
): Promise<Outcome<SheetNotice[]>> {
  const notFound = () => failure(refusals.notFound('That Contractor'));
  if (!isId(contractorId)) return notFound();
  const found = await kept.get(
    p.db,
    contractorId,
    async () => (await readPrepared<NoticesRecord>(p, noticesStatement, [contractorId]))[0],
  );
  if (!found) return notFound();
  if (!(await mayView(p.db, actor, { id: contractorId, private: found.private, ownerId: found.owner_id }))) {
    return notFound();
  }
  return success(
    found.notices.map(({ notice, title }) => {
      const n = fromJson(contractorNotices, notice);
      const contract = n.contractId && title !== null ? { id: n.contractId, title } : null;
      return { id: n.id, code: n.code, message: n.message, createdAt: n.createdAt, contract };
    }),
  );
}
