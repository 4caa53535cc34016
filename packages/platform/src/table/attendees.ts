import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/connection.js';
import { contractAttendances, contractors, injuries } from '../db/schema.js';
import type { ContractorRow, InjuryRow } from '../contractors/sheet.js';

/** The ids of the Contractors seated at a Contract. */
export async function attendeeIds(db: Db | Tx, contractId: string): Promise<string[]> {
  const rows = await db
    .select({ contractorId: contractAttendances.contractorId })
    .from(contractAttendances)
    .where(eq(contractAttendances.contractId, contractId));
  return rows.flatMap((r) => (r.contractorId ? [r.contractorId] : []));
}

/**
 * Locks the rows of these Contractors, always in id order (so two table workflows never wait on each other in a
 * circle), and returns them by id. Contractors are locked before the table's state row, as every sheet workflow does.
 */
export async function lockContractors(tx: Tx, ids: readonly string[]): Promise<Map<string, ContractorRow>> {
  const unique = [...new Set(ids)].sort();
  if (unique.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(contractors)
    .where(inArray(contractors.id, unique))
    .orderBy(asc(contractors.id))
    .for('update');
  return new Map(rows.map((row) => [row.id, row]));
}

/** An open Injury of a seated Contractor, with whose it is. */
export interface AttendeeInjury extends InjuryRow {
  contractorName: string;
  ownerId: string;
}

/** Every open Injury on the sheets of the Contractors seated at a Contract. */
export async function attendeeInjuries(db: Db | Tx, contractId: string): Promise<AttendeeInjury[]> {
  const rows = await db
    .select({ injury: injuries, contractorName: contractors.name, ownerId: contractors.ownerId })
    .from(injuries)
    .innerJoin(contractAttendances, eq(contractAttendances.contractorId, injuries.contractorId))
    .innerJoin(contractors, eq(contractors.id, injuries.contractorId))
    .where(eq(contractAttendances.contractId, contractId))
    .orderBy(asc(injuries.receivedAt), asc(injuries.id));
  return rows.map((r) => ({ ...r.injury, contractorName: r.contractorName, ownerId: r.ownerId }));
}

/** One Injury when it is on the sheet of a Contractor seated at this Contract, else undefined. */
export async function attendeeInjury(
  db: Db | Tx,
  contractId: string,
  injuryId: string,
): Promise<AttendeeInjury | undefined> {
  const rows = await db
    .select({ injury: injuries, contractorName: contractors.name, ownerId: contractors.ownerId })
    .from(injuries)
    .innerJoin(contractAttendances, eq(contractAttendances.contractorId, injuries.contractorId))
    .innerJoin(contractors, eq(contractors.id, injuries.contractorId))
    .where(and(eq(contractAttendances.contractId, contractId), eq(injuries.id, injuryId)));
  const row = rows[0];
  return row ? { ...row.injury, contractorName: row.contractorName, ownerId: row.ownerId } : undefined;
}
