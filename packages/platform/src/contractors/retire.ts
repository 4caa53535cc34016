import { LEDGER_KINDS, OPEN_CONTRACT_STATES, type LedgerKind } from '@harbinger/rules';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import type { Tx } from '../db/connection.js';
import { contractAttendances, contractorDeaths, contractors, contracts, ledgerEntries } from '../db/schema.js';
import { transact } from '../db/transaction.js';
import { failure, refusals, success, type Outcome } from '../errors.js';
import { isId, parseInput } from '../parse.js';
import { attendedStartedContract } from './played.js';

/** Retiring: the version the owner read (a stale one answers 409). */
export const retireSchema = z.strictObject({ version: z.number().int().min(1) });
/** Deleting: the Contractor's name typed again, as the confirm step. */
export const deleteContractorSchema = z.strictObject({ confirmName: z.string().trim().min(1, 'is required').max(200) });

/** Ledger kinds only play writes (Contract pay, GM and bonus awards, deaths): one of them makes a history. */
const PLAYED_KINDS = (Object.keys(LEDGER_KINDS) as LedgerKind[]).filter((kind) =>
  ['contract', 'bonus'].includes(LEDGER_KINDS[kind].group),
);

/**
 * True when the Contractor has a recorded Contract: one that started, finished or was voided, any ledger entry play
 * wrote (Contract pay, a GM's or a bonus award), or a recorded death (voided or not).
 */
export async function hasRecordedContracts(tx: Tx, contractorId: string): Promise<boolean> {
  if (await attendedStartedContract(tx, contractorId)) return true;
  const [paid] = await tx
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.contractorId, contractorId), inArray(ledgerEntries.kind, PLAYED_KINDS)))
    .limit(1);
  if (paid) return true;
  const [died] = await tx
    .select({ id: contractorDeaths.id })
    .from(contractorDeaths)
    .where(eq(contractorDeaths.contractorId, contractorId))
    .limit(1);
  return died !== undefined;
}

/** The title of a scheduled or active Contract the Contractor is seated in, or undefined. */
async function openSeat(tx: Tx, contractorId: string): Promise<string | undefined> {
  const [seat] = await tx
    .select({ title: contracts.title })
    .from(contractAttendances)
    .innerJoin(contracts, eq(contracts.id, contractAttendances.contractId))
    .where(and(eq(contractAttendances.contractorId, contractorId), inArray(contracts.state, OPEN_CONTRACT_STATES)))
    .limit(1);
  return seat?.title;
}

type OwnedRow = typeof contractors.$inferSelect;

async function lockOwned(tx: Tx, actor: NonNullable<Actor>, id: unknown): Promise<Outcome<OwnedRow>> {
  const notFound = failure(refusals.notFound('That Contractor'));
  if (!isId(id)) return notFound;
  const [row] = await tx.select().from(contractors).where(eq(contractors.id, id)).for('update');
  if (!row || (row.private && row.ownerId !== actor.userId)) return notFound;
  if (row.ownerId !== actor.userId)
    return failure(refusals.forbidden('Only the player who owns this Contractor can retire or delete it.'));
  return success(row);
}

/**
 * Retires a Contractor: it is kept with its whole history, read-only, and listed as retired. Only one with a
 * recorded Contract is retired; one without is deleted instead (`deleteContractor`).
 * @example await retireContractor(p, actor, id, { version: 7 })
 */
export async function retireContractor(
  p: Platform,
  actor: Actor,
  id: unknown,
  input: unknown,
): Promise<Outcome<{ id: string; retiredAt: Date }>> {
  if (!actor) return failure(refusals.unauthenticated());
  const parsed = parseInput(retireSchema, input);
  if (!parsed.ok) return parsed;
  return transact(p.db, async (tx) => {
    const owned = await lockOwned(tx, actor, id);
    if (!owned.ok) return owned;
    const row = owned.value;
    if (row.retiredAt)
      return failure({ code: 'contractor_retired', status: 409, message: `${row.name} is already retired.` });
    if (parsed.value.version !== row.version) return failure(refusals.versionConflict());
    const seated = await openSeat(tx, row.id);
    if (seated !== undefined)
      return failure({
        code: 'seated_in_contract',
        status: 409,
        message: `${row.name} has a seat in “${seated}”, which is still scheduled or being played. Leave that Contract (or let it finish) before retiring.`,
      });
    if (!(await hasRecordedContracts(tx, row.id)))
      return failure({
        code: 'no_recorded_contracts',
        status: 422,
        message: `${row.name} has not been on a Contract, so there is nothing to keep: delete it instead.`,
      });
    const now = p.now();
    await tx
      .update(contractors)
      .set({ retiredAt: now, version: sql`${contractors.version} + 1`, updatedAt: now })
      .where(eq(contractors.id, row.id));
    return success({ id: row.id, retiredAt: now });
  });
}

/**
 * Deletes a Contractor that has never been on a Contract, once its owner typed its name again; one with a recorded
 * Contract is never erased (retire it).
 * @example await deleteContractor(p, actor, id, { confirmName: 'Ada Vale' })
 */
export async function deleteContractor(p: Platform, actor: Actor, id: unknown, input: unknown): Promise<Outcome<null>> {
  if (!actor) return failure(refusals.unauthenticated());
  const parsed = parseInput(deleteContractorSchema, input);
  if (!parsed.ok) return parsed;
  const outcome = await transact(p.db, async (tx) => {
    const owned = await lockOwned(tx, actor, id);
    if (!owned.ok) return owned;
    const row = owned.value;
    if (parsed.value.confirmName.toLowerCase() !== row.name.trim().toLowerCase())
      return failure({
        code: 'confirm_name_mismatch',
        status: 422,
        field: 'confirmName',
        message: `Type the Contractor’s name, “${row.name}”, to confirm.`,
      });
    if (await hasRecordedContracts(tx, row.id))
      return failure({
        code: 'has_recorded_contracts',
        status: 409,
        message: `${row.name} has been on a Contract, so it is part of the Playgroup’s history: retire it instead.`,
      });
    await tx.delete(contractors).where(eq(contractors.id, row.id));
    return success(row.id);
  });
  return outcome.ok ? success(null) : outcome;
}
