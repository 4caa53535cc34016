import { sql } from 'drizzle-orm';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import type { Db, Tx } from '../db/connection.js';
import { queryRows } from '../db/raw.js';
import { failure, refusals, success, type Outcome } from '../errors.js';
import { isId } from '../parse.js';
import { mayView } from './access.js';

/** Whether Will to Survive is still there for "this Contract", and what the sheet counts as this Contract. */
export interface WillToSurviveStatus {
  /** The Contract the Contractor is playing now (started, not finished), or null when none is under way. */
  contract: { id: string; title: string } | null;
  /**
   * Where "this Contract" starts: the running Contract's start, else the end of the Contractor's last finished
   * Contract, else null (since the Contractor was made).
   */
  since: Date | null;
  /** When Will to Survive was used inside that window, or null when it is still available. */
  usedAt: Date | null;
}

interface WindowRow {
  id: string | null;
  title: string | null;
  since: Date | string | null;
  used_at: Date | string | null;
}

const asDate = (value: Date | string | null): Date | null =>
  value === null ? null : value instanceof Date ? value : new Date(value);

/**
 * Reads the Will to Survive window of one Contractor: its latest started-but-unfinished Contract attendance, or
 * when there is none the time since its last finished Contract, and the Will to Survive scar taken inside it.
 */
export async function willToSurviveWindow(db: Db | Tx, contractorId: string): Promise<WillToSurviveStatus> {
  const [row] = await queryRows<WindowRow>(
    db,
    sql`WITH running AS (
          SELECT k.id, k.title, k.started_at FROM contract_attendances a JOIN contracts k ON k.id = a.contract_id
          WHERE a.contractor_id = ${contractorId} AND k.started_at IS NOT NULL AND k.finished_at IS NULL
            AND k.state NOT IN ('canceled', 'voided')
          ORDER BY k.started_at DESC LIMIT 1),
        window_start AS (
          SELECT coalesce((SELECT started_at FROM running), (
            SELECT max(k.finished_at) FROM contract_attendances a JOIN contracts k ON k.id = a.contract_id
            WHERE a.contractor_id = ${contractorId} AND k.state = 'finished')) AS since)
        SELECT (SELECT id FROM running) AS id, (SELECT title FROM running) AS title, w.since, (
          SELECT max(s.created_at) FROM battle_scars s
          WHERE s.contractor_id = ${contractorId} AND s.will_to_survive AND (w.since IS NULL OR s.created_at >= w.since)
        ) AS used_at
        FROM window_start w`,
  );
  return {
    contract: row?.id && row.title !== null ? { id: row.id, title: row.title } : null,
    since: asDate(row?.since ?? null),
    usedAt: asDate(row?.used_at ?? null),
  };
}

/**
 * Whether the Contractor may still use Will to Survive "this Contract", for the sheet's add-Injury form. Anyone who
 * may see the sheet may ask; a private one answers not_found to the rest.
 * @example (await getWillToSurviveStatus(p, actor, id)).value?.usedAt // null while it is still available
 */
export async function getWillToSurviveStatus(
  p: Platform,
  actor: Actor,
  contractorId: unknown,
): Promise<Outcome<WillToSurviveStatus>> {
  const notFound = () => failure(refusals.notFound('That Contractor'));
  if (!isId(contractorId)) return notFound();
  const [owner] = await queryRows<{ private: boolean; owner_id: string }>(
    p.db,
    sql`SELECT private, owner_id FROM contractors WHERE id = ${contractorId}`,
  );
  if (!owner) return notFound();
  if (!(await mayView(p.db, actor, { id: contractorId, private: owner.private, ownerId: owner.owner_id })))
    return notFound();
  return success(await willToSurviveWindow(p.db, contractorId));
}
