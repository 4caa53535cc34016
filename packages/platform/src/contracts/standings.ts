import {
  LEDGER_KINDS,
  capStanding,
  type ContractorStanding,
  type FoldableEntry,
  type LedgerKind,
} from '@harbinger/rules';
import { asc, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/connection.js';
import { queryRows } from '../db/raw.js';
import { contractors, type LedgerResource, type ledgerEntries } from '../db/schema.js';

type EntryRow = typeof ledgerEntries.$inferSelect;

/** A stored entry as the rules' folds read it; kinds the rules do not know count as bookkeeping adjustments. */
export function foldable(row: Pick<EntryRow, 'resource' | 'amount' | 'kind' | 'voidedAt'>): FoldableEntry {
  const kind = (Object.hasOwn(LEDGER_KINDS, row.kind) ? row.kind : 'adjustment') as LedgerKind;
  return { resource: row.resource, amount: row.amount, kind, voided: row.voidedAt !== null };
}

/** A Contractor's row (locked) with its standing against the caps. */
export interface LockedStanding {
  id: string;
  name: string;
  ownerId: string;
  victories: number;
  standing: ContractorStanding;
}

/** The ledger kinds written while building a Contractor (their Exp never counts as earned). */
const CREATION_KINDS = sql.join(
  (Object.keys(LEDGER_KINDS) as LedgerKind[])
    .filter((kind) => LEDGER_KINDS[kind].group === 'creation')
    .map((kind) => sql`${kind}::text`),
  sql`, `,
);

/**
 * The ledger in eight sums: Exp gained at creation, Exp gained otherwise, Exp given back by a refund (never
 * earned), Exp lost; Gift Credits and Improvements gained and lost. The rules' folds only add amounts and look at
 * the resource, the sign and whether the kind is a creation kind or a refund, so folding one entry per sum (see
 * `summedEntries`) gives exactly what folding every entry gives.
 */
const SUMS = [
  ['exp', 'starting_exp', sql`e.resource = 'exp' AND e.amount >= 0 AND e.kind IN (${CREATION_KINDS})`],
  [
    'exp',
    'adjustment',
    sql`e.resource = 'exp' AND e.amount >= 0 AND e.kind NOT IN (${CREATION_KINDS}) AND e.kind <> 'refund'`,
  ],
  ['exp', 'refund', sql`e.resource = 'exp' AND e.amount >= 0 AND e.kind = 'refund'`],
  ['exp', 'adjustment', sql`e.resource = 'exp' AND e.amount < 0`],
  ['gift_credit', 'adjustment', sql`e.resource = 'gift_credit' AND e.amount >= 0`],
  ['gift_credit', 'adjustment', sql`e.resource = 'gift_credit' AND e.amount < 0`],
  ['improvement', 'adjustment', sql`e.resource = 'improvement' AND e.amount >= 0`],
  ['improvement', 'adjustment', sql`e.resource = 'improvement' AND e.amount < 0`],
] as const satisfies readonly (readonly [LedgerResource, LedgerKind, SQL])[];

/** One foldable entry per non-zero sum. */
function summedEntries(sums: readonly number[]): FoldableEntry[] {
  return SUMS.flatMap(([resource, kind], i) => (sums[i] ? [{ resource, kind, amount: sums[i], voided: false }] : []));
}

/**
 * Locks the Contractors' rows (in id order, so two Contracts finishing at once cannot deadlock) and folds each one's
 * ledger with the rules' `capStanding`: victories, earned Exp for the bonus cap, credits received, and death. The
 * ledger is summed in SQL in one pass with no sorting (see SUMS), so a history of thousands of entries costs one
 * short answer. The sums and deaths are read after the lock is held, so they include whatever a Contract finished
 * just before committed.
 */
export async function lockStandings(tx: Tx, contractorIds: readonly string[]): Promise<Map<string, LockedStanding>> {
  return readStandings(tx, contractorIds, true);
}

/**
 * The same standings without a lock, for a read that only shows them (the finish form's reward preview); the
 * recording reads them again under its lock.
 */
export async function readStandings(
  tx: Db | Tx,
  contractorIds: readonly string[],
  lock = false,
): Promise<Map<string, LockedStanding>> {
  const ids = [...new Set(contractorIds)].sort();
  const out = new Map<string, LockedStanding>();
  if (ids.length === 0) return out;
  const query = tx
    .select({
      id: contractors.id,
      name: contractors.name,
      ownerId: contractors.ownerId,
      victories: contractors.victories,
    })
    .from(contractors)
    .where(inArray(contractors.id, ids))
    .orderBy(asc(contractors.id));
  const rows = lock ? await query.for('update') : await query;
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const sums = sql.join(
    SUMS.map(([, , filter]) => sql`coalesce(sum(e.amount) FILTER (WHERE ${filter}), 0)::integer`),
    sql`, `,
  );
  const totals = await queryRows<{ id: string; dead: boolean; sums: number[] }>(
    tx,
    sql`SELECT k.id, EXISTS (SELECT 1 FROM contractor_deaths d WHERE d.contractor_id = k.id AND d.voided_at IS NULL) AS dead,
      (SELECT ARRAY[${sums}] FROM ledger_entries e WHERE e.contractor_id = k.id AND e.voided_at IS NULL) AS sums
      FROM contractors k WHERE k.id IN (${list})`,
  );
  const byId = new Map(totals.map((t) => [t.id, t]));
  for (const row of rows) {
    const found = byId.get(row.id);
    const cap = capStanding(summedEntries(found?.sums ?? []), row.victories);
    out.set(row.id, {
      id: row.id,
      name: row.name,
      ownerId: row.ownerId,
      victories: row.victories,
      standing: {
        victories: row.victories,
        earnedExpForCap: cap.earnedExpForCap,
        creditsReceived: cap.creditsReceived,
        dead: found?.dead ?? false,
      },
    });
  }
  return out;
}
