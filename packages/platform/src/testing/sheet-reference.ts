import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import type { Db } from '../db/connection.js';
import { battleScars, contractors, injuries, looseEnds, rolls, traumas, users } from '../db/schema.js';
import { readLedger } from '../contractors/ledger.js';
import { recordedDeath } from '../contractors/life.js';
import { ledgerEntryView } from '../contractors/ledger.js';
import { rollRecord } from '../contractors/roll-store.js';
import { buildView, type SheetRows } from '../contractors/sheet.js';
import type { ContractorView, LedgerEntryView, RollRecord } from '../contractors/views.js';
import { sheetAccess } from '../playgroups/sheet-access.js';

// The sheet as it was read before the one-query loader and the cache: one drizzle select per table, nothing kept.
// Tests compare the fast path against it, so "fast" can never drift from "right".

/** Every stored fact of a sheet, read table by table with drizzle. */
export async function referenceRows(db: Db, id: string): Promise<SheetRows | undefined> {
  const [found] = await db
    .select({ contractor: contractors, ownerHandle: users.handle })
    .from(contractors)
    .innerJoin(users, eq(users.id, contractors.ownerId))
    .where(eq(contractors.id, id))
    .limit(1);
  if (!found) return undefined;
  return {
    ...found,
    injuries: await db
      .select()
      .from(injuries)
      .where(eq(injuries.contractorId, id))
      .orderBy(asc(injuries.receivedAt), asc(injuries.id)),
    battleScars: await db
      .select()
      .from(battleScars)
      .where(eq(battleScars.contractorId, id))
      .orderBy(asc(battleScars.createdAt), asc(battleScars.id)),
    traumas: await db
      .select()
      .from(traumas)
      .where(eq(traumas.contractorId, id))
      .orderBy(asc(traumas.createdAt), asc(traumas.id)),
    ledger: await readLedger(db, id),
    death: await recordedDeath(db, id),
    openLooseEnds: await openLooseEnds(db, id),
  };
}

async function openLooseEnds(db: Db, id: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(looseEnds)
    .where(and(eq(looseEnds.contractorId, id), isNull(looseEnds.resolvedAt)));
  return row?.n ?? 0;
}

/** The latest rolls, newest first, read with drizzle. */
export async function referenceRolls(db: Db, id: string, limit: number): Promise<RollRecord[]> {
  const rows = await db
    .select({ roll: rolls, handle: users.handle })
    .from(rolls)
    .leftJoin(users, eq(users.id, rolls.rollerId))
    .where(eq(rolls.contractorId, id))
    .orderBy(desc(rolls.createdAt), desc(rolls.id))
    .limit(limit);
  return rows.map((r) => rollRecord(r.roll, r.handle));
}

/** What the sheet page must show `actor`, computed from scratch (undefined when there is no such Contractor). */
export async function referencePage(
  p: Platform,
  actor: Actor,
  id: string,
  rollLimit = 20,
): Promise<{ contractor: ContractorView; ledger: LedgerEntryView[]; rolls: RollRecord[] } | undefined> {
  const rows = await referenceRows(p.db, id);
  if (!rows) return undefined;
  return {
    contractor: buildView(
      rows,
      actor?.userId,
      actor !== null &&
        actor.userId !== rows.contractor.ownerId &&
        (await sheetAccess(p.db, actor.userId, id)) === 'edit',
    ),
    ledger: rows.ledger.map(ledgerEntryView),
    rolls: await referenceRolls(p.db, id, rollLimit),
  };
}
