import { dangerLabel } from '@harbinger/rules';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/connection.js';
import { queryRows } from '../db/raw.js';
import type { PlaygroupRecord } from './views.js';

interface RecordRow {
  playgroup_id: string;
  contracts: number | string;
  victories: number | string;
  failures: number | string;
  deaths: number | string;
}

const EMPTY = { contracts: 0, victories: 0, failures: 0, deaths: 0 };

/**
 * Victories, failures and deaths over each Playgroup's finished Contracts (voided ones never happened), with the
 * danger label the death ratio earns.
 */
export async function playgroupRecords(
  tx: Db | Tx,
  playgroupIds: readonly string[],
): Promise<Map<string, PlaygroupRecord>> {
  const out = new Map<string, PlaygroupRecord>();
  if (playgroupIds.length === 0) return out;
  const ids = sql.join(
    playgroupIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = await queryRows<RecordRow>(
    tx,
    sql`SELECT c.playgroup_id,
          count(DISTINCT c.id) AS contracts,
          count(a.id) FILTER (WHERE a.outcome = 'victory') AS victories,
          count(a.id) FILTER (WHERE a.outcome = 'failure') AS failures,
          count(a.id) FILTER (WHERE a.outcome = 'death') AS deaths
        FROM contracts c LEFT JOIN contract_attendances a ON a.contract_id = c.id AND a.contractor_id IS NOT NULL
        WHERE c.state = 'finished' AND c.playgroup_id IN (${ids})
        GROUP BY c.playgroup_id`,
  );
  for (const id of playgroupIds) out.set(id, { ...EMPTY, danger: dangerLabel(EMPTY) });
  for (const r of rows) {
    const counts = {
      contracts: Number(r.contracts),
      victories: Number(r.victories),
      failures: Number(r.failures),
      deaths: Number(r.deaths),
    };
    out.set(r.playgroup_id, { ...counts, danger: dangerLabel(counts) });
  }
  return out;
}

/** One Playgroup's record. */
export async function playgroupRecord(tx: Db | Tx, playgroupId: string): Promise<PlaygroupRecord> {
  return (await playgroupRecords(tx, [playgroupId])).get(playgroupId)!;
}
