import { asc, eq } from 'drizzle-orm';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import { contractorNotices, contractors, contracts } from '../db/schema.js';
import { failure, refusals, success, type Outcome } from '../errors.js';
import { isId } from '../parse.js';
import { sheetAccess } from '../playgroups/sheet-access.js';

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

function readNoticeRows(p: Platform, contractorId: string) {
  return p.db
    .select({ private: contractors.private, ownerId: contractors.ownerId, notice: contractorNotices, title: contracts.title })
    .from(contractors)
    .leftJoin(contractorNotices, eq(contractorNotices.contractorId, contractors.id))
    .leftJoin(contracts, eq(contracts.id, contractorNotices.contractId))
    .where(eq(contractors.id, contractorId))
    .orderBy(asc(contractorNotices.createdAt), asc(contractorNotices.id));
}

/**
 * Just the lasting notices of a sheet, oldest first, for the banner every tab and the print view show (the Story
 * tab has them in full through `getContractorRecord`). One query for a public sheet; a private one answers not_found
 * to all but those who may see it.
 * @example const notices = await getSheetNotices(p, actor, id); notices.value[0]?.code // 'death_voided'
 */
export async function getSheetNotices(p: Platform, actor: Actor, contractorId: unknown): Promise<Outcome<SheetNotice[]>> {
  const notFound = () => failure(refusals.notFound('That Contractor'));
  if (!isId(contractorId)) return notFound();
  const rows = await readNoticeRows(p, contractorId);
  const [first] = rows;
  if (!first) return notFound();
  if (first.private && actor?.userId !== first.ownerId && !(actor && (await sheetAccess(p.db, actor.userId, contractorId)))) return notFound();
  return success(
    rows.flatMap(({ notice: n, title }) =>
      n ? [{ id: n.id, code: n.code, message: n.message, createdAt: n.createdAt, contract: n.contractId && title !== null ? { id: n.contractId, title } : null }] : [],
    ),
  );
}
