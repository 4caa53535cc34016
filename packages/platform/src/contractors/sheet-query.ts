import { getTableColumns, type Table } from 'drizzle-orm';
import type { Db, DbKind, Tx } from '../db/connection.js';
import { readIn, readPrepared, statement, type Statement, type StatementParam } from '../db/prepared.js';
import { battleScars, contractors, injuries, ledgerEntries, rolls, traumas } from '../db/schema.js';
import type { ContractorRow, SheetRows } from './sheet.js';

// A whole sheet in one round trip: the Contractor joined with its owner, and each list hanging off it aggregated
// to JSON in the order the sheet shows it. JSON turns timestamps into ISO strings; `fromJson` maps every column back
// through drizzle's own decoder, so the rows equal what drizzle's selects return.

/**
 * What identifies one stored state of a sheet. Besides `version` it fingerprints the rows themselves through
 * PostgreSQL's `xmin` (the transaction that wrote each row version): a write that forgot to bump `version` (say a
 * Contract reward appended to the ledger by another workflow) still changes the stamp.
 */
export interface SheetStamp {
  version: number;
  private: boolean;
  owner_id: string;
  /** `updated_at` as seconds since the epoch, in full precision (text). */
  stamp: string;
  handle: string;
  /** The contractor row's `xmin`, then a hash of every child row's id and `xmin`. */
  rows_seen: string;
}

/** A roll row with its roller's handle, as the roll history lists it. */
export interface RollRow {
  roll: typeof rolls.$inferSelect;
  handle: string | null;
}

/** A sheet read from the database, with the stamp it was read at. */
export interface LoadedSheet {
  stamp: SheetStamp;
  rows: SheetRows;
}

// Notices (of voided Contracts) are not part of the sheet's facts, but every tab shows them above the tabs; a death
// (or its voiding) makes the whole sheet read-only.
const SHEET_TABLES = [
  'injuries',
  'battle_scars',
  'traumas',
  'ledger_entries',
  'contractor_notices',
  'contractor_deaths',
  'loose_ends',
] as const;
// Per table: how many rows, and the sum of a 64-bit hash of each row's id and xmin. Any row added, removed or
// rewritten changes it (barring a 1 in 2^64 clash), and needing no sort it stays cheap for a ledger of thousands.
const seen = (table: string) =>
  `(SELECT count(*)::text || ':' || coalesce(sum(hashtextextended(x.id::text || ':' || x.xmin::text, 0)), 0)::text FROM ${table} x WHERE x.contractor_id = c.id)`;
const STAMP = `c.version, c.private, c.owner_id, extract(epoch from c.updated_at)::text AS stamp, u.handle,
  c.xmin::text || '/' || md5(concat_ws(';', ${SHEET_TABLES.map(seen).join(', ')})) AS rows_seen`;
const FROM = `FROM contractors c JOIN users u ON u.id = c.owner_id WHERE c.id = $1`;
const list = (table: string, order: string) =>
  `coalesce((SELECT json_agg(x ORDER BY ${order}) FROM ${table} x WHERE x.contractor_id = c.id), '[]'::json) AS ${table}`;
const SHEET = [
  `row_to_json(c) AS contractor`,
  list('injuries', 'x.received_at, x.id'),
  list('battle_scars', 'x.created_at, x.id'),
  list('traumas', 'x.created_at, x.id'),
  list('ledger_entries', 'x.created_at, x.id'),
  `(SELECT json_build_object('id', d.id, 'died_at', d.died_at, 'contract_id', d.contract_id) FROM contractor_deaths d
    WHERE d.contractor_id = c.id AND d.voided_at IS NULL LIMIT 1) AS death`,
  // Only how many: the rows carry per-reader secrets and are read apart (scenarios/loose-ends.ts) when any are open.
  `(SELECT count(*)::int FROM loose_ends x WHERE x.contractor_id = c.id AND x.resolved_at IS NULL) AS open_loose_ends`,
].join(',\n  ');
const latest = (columns: string) =>
  `(SELECT ${columns} FROM rolls WHERE contractor_id = c.id ORDER BY created_at DESC, id DESC LIMIT $2) x LEFT JOIN users ru ON ru.id = x.roller_id`;
const ROLLS = `coalesce((SELECT json_agg(json_build_object('roll', row_to_json(x), 'handle', ru.handle) ORDER BY x.created_at DESC, x.id DESC) FROM ${latest('*')}), '[]'::json) AS rolls`;
// The latest rolls' ids, row versions and rollers' handles: what the history shows changes only when this does.
const ROLLS_SEEN = `(SELECT md5(coalesce(string_agg(x.id::text || ':' || x.row_xmin::text || ':' || coalesce(ru.handle, ''), ',' ORDER BY x.created_at DESC, x.id DESC), ''))
    FROM ${latest('id, xmin AS row_xmin, roller_id, created_at')}) AS rolls_seen`;

/** Who owns a sheet, whether it is private, and its stamp: the cheap query that validates a cached sheet. */
export const sheetStampStatement: Statement = statement('sheet_stamp', ['uuid'], `SELECT ${STAMP} ${FROM}`);
/** The stamp of the sheet and of its latest `$2` rolls. */
export const sheetStampRollsStatement: Statement = statement(
  'sheet_stamp_rolls',
  ['uuid', 'int4'],
  `SELECT ${STAMP}, ${ROLLS_SEEN} ${FROM}`,
);
/** The stamp and every stored fact of the sheet. */
export const sheetStatement: Statement = statement('sheet', ['uuid'], `SELECT ${STAMP},\n  ${SHEET} ${FROM}`);
/** The stamp, every stored fact of the sheet, and the latest `$2` rolls with their stamp. */
export const sheetRollsStatement: Statement = statement(
  'sheet_rolls',
  ['uuid', 'int4'],
  `SELECT ${STAMP},\n  ${SHEET}, ${ROLLS}, ${ROLLS_SEEN} ${FROM}`,
);
/** Who may see the sheet, and the stamp of its latest `$2` rolls. */
export const rollsStampStatement: Statement = statement(
  'rolls_stamp',
  ['uuid', 'int4'],
  `SELECT c.private, c.owner_id, ${ROLLS_SEEN} ${FROM}`,
);
/** Who may see the sheet, and its latest `$2` rolls with their stamp. */
export const rollsStatement: Statement = statement(
  'rolls',
  ['uuid', 'int4'],
  `SELECT c.private, c.owner_id, ${ROLLS}, ${ROLLS_SEEN} ${FROM}`,
);

type JsonRoll = { roll: Record<string, unknown>; handle: string | null };

/** A row of a full sheet query, as the driver hands it over (JSON already parsed). */
export type SheetRecord = SheetStamp & {
  contractor: Record<string, unknown>;
  injuries: Record<string, unknown>[];
  battle_scars: Record<string, unknown>[];
  traumas: Record<string, unknown>[];
  ledger_entries: Record<string, unknown>[];
  death: { id: string; died_at: string; contract_id: string | null } | null;
  open_loose_ends: number;
  rolls?: JsonRoll[];
  rolls_seen?: string;
};

/** A row of the sheet stamp query; `rolls_seen` when rolls were asked for. */
export type StampRecord = SheetStamp & { rolls_seen?: string };

/** A row of the rolls queries; `rolls` only from the full one. */
export interface RollsRecord {
  private: boolean;
  owner_id: string;
  rolls_seen: string;
  rolls?: JsonRoll[];
}

const columnsOf = new WeakMap<Table, [key: string, column: ReturnType<typeof getTableColumns>[string]][]>();

/** Turns a row that went through JSON back into the row drizzle would have selected (timestamps become Dates). */
export function fromJson<T extends Table>(table: T, json: Record<string, unknown>): T['$inferSelect'] {
  let columns = columnsOf.get(table);
  if (!columns) columnsOf.set(table, (columns = Object.entries(getTableColumns(table))));
  const row: Record<string, unknown> = {};
  for (const [key, column] of columns) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}

/** Just the stamp of a record (which may carry more columns). */
export function stampOf(record: SheetStamp): SheetStamp {
  return {
    version: record.version,
    private: record.private,
    owner_id: record.owner_id,
    stamp: record.stamp,
    handle: record.handle,
    rows_seen: record.rows_seen,
  };
}

/** The facts of a full sheet record. */
export function sheetOf(record: SheetRecord): LoadedSheet {
  return {
    stamp: stampOf(record),
    rows: {
      contractor: fromJson(contractors, record.contractor) as ContractorRow,
      ownerHandle: record.handle,
      injuries: record.injuries.map((r) => fromJson(injuries, r)),
      battleScars: record.battle_scars.map((r) => fromJson(battleScars, r)),
      traumas: record.traumas.map((r) => fromJson(traumas, r)),
      ledger: record.ledger_entries.map((r) => fromJson(ledgerEntries, r)),
      death: record.death
        ? { id: record.death.id, diedAt: new Date(record.death.died_at), contractId: record.death.contract_id }
        : null,
      openLooseEnds: record.open_loose_ends,
    },
  };
}

/** The roll rows of a record that asked for them. */
export function rollsOf(record: { rolls?: JsonRoll[] }): RollRow[] {
  return (record.rolls ?? []).map((r) => ({ roll: fromJson(rolls, r.roll), handle: r.handle }));
}

/** Reads a sheet in one query inside a transaction (or on the plain connection), or undefined when there is none. */
export async function loadSheetIn(db: Db | Tx, id: string): Promise<LoadedSheet | undefined> {
  const [record] = await readIn<SheetRecord>(db, sheetStatement, [id]);
  return record ? sheetOf(record) : undefined;
}

/** The first row a prepared statement answers, outside any transaction. */
export async function readFirst<T>(
  p: { db: Db; kind: DbKind },
  query: Statement,
  params: readonly StatementParam[],
): Promise<T | undefined> {
  const [record] = await readPrepared<T>(p, query, params);
  return record;
}
