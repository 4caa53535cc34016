import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/connection.js';
import { playgroupContractors, playgroups } from '../db/schema.js';
import { queryRows } from '../db/raw.js';
import { notify } from '../playgroups/notifications.js';

// A Leader (anyone who manages Contractors in the home Playgroup) may edit a member's sheet; its owner is told who
// changed what. "What" is read from the columns the edit wrote and from the lists hanging off the sheet that changed.

const COLUMN_WORDS: Record<string, string> = {
  name: 'name',
  archetype: 'concept',
  paradigm: 'concept',
  ambition: 'concept',
  age: 'age',
  residence: 'residence',
  appearance: 'appearance',
  limits: 'Limits',
  attributes: 'Attributes',
  abilities: 'Abilities',
  secondaryAbilities: 'Secondary Abilities',
  assets: 'Assets',
  liabilities: 'Liabilities',
  mindDamage: 'Mind damage',
  source: 'Source',
  conditions: 'Conditions',
  circumstances: 'Circumstances',
  trophies: 'Trophies',
  equipment: 'equipment',
  weapons: 'weapons',
  armor: 'armor',
  biography: 'biography',
  notes: 'notes',
  private: 'privacy',
};

const LIST_WORDS = {
  injuries: 'Injuries',
  battle_scars: 'Battle Scars',
  traumas: 'Traumas',
  ledger_entries: 'Exp and rewards',
} as const;
type ListTable = keyof typeof LIST_WORDS;

/** A fingerprint of each list hanging off a sheet (row ids and row versions), to tell which ones an edit touched. */
export type ListPrints = Record<ListTable, string>;

/** Reads the fingerprints of a Contractor's lists (inside the edit's transaction, before and after it). */
export async function listPrints(tx: Tx, contractorId: string): Promise<ListPrints> {
  const part = (table: ListTable) =>
    sql.raw(
      `(SELECT count(*)::text || ':' || coalesce(sum(hashtextextended(x.id::text || ':' || x.xmin::text, 0)), 0)::text FROM ${table} x WHERE x.contractor_id = `,
    );
  const tables = Object.keys(LIST_WORDS) as ListTable[];
  const columns = sql.join(
    tables.map((t) => sql`${part(t)}${contractorId}::uuid) AS ${sql.raw(t)}`),
    sql`, `,
  );
  const [row] = await queryRows<ListPrints>(tx, sql`SELECT ${columns}`);
  return row!;
}

/** What an edit changed, in a few plain words: "notes and Limits". */
export function editWords(columns: readonly string[], before: ListPrints, after: ListPrints): string {
  const words = [
    ...new Set([
      ...columns.flatMap((c) => (COLUMN_WORDS[c] ? [COLUMN_WORDS[c]] : [])),
      ...(Object.keys(LIST_WORDS) as ListTable[]).filter((t) => before[t] !== after[t]).map((t) => LIST_WORDS[t]),
    ]),
  ];
  if (words.length === 0) return 'the sheet';
  return words.length === 1 ? words[0]! : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** Tells the owner that someone who manages Contractors in its home Playgroup edited their Contractor. */
export async function tellOwnerOfLeaderEdit(
  tx: Tx,
  o: { contractor: { id: string; name: string; ownerId: string }; editor: string; what: string; now: Date },
): Promise<void> {
  const [home] = await tx
    .select({ name: playgroups.name })
    .from(playgroupContractors)
    .innerJoin(playgroups, eq(playgroups.id, playgroupContractors.playgroupId))
    .where(eq(playgroupContractors.contractorId, o.contractor.id));
  const as = home ? `, a Leader of “${home.name}”,` : '';
  await notify(
    tx,
    [
      {
        userId: o.contractor.ownerId,
        kind: 'sheet_edited_by_leader',
        message: `@${o.editor}${as} changed ${o.contractor.name}: ${o.what}.`,
        link: `/contractors/${o.contractor.id}`,
      },
    ],
    o.now,
  );
}
