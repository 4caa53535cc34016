import {
  STOCK_BATTLE_SCARS,
  WILL_TO_SURVIVE_MIND_DAMAGE,
  WILL_TO_SURVIVE_SCAR_CLASS,
  capMindDamage,
  scarClassForSeverity,
  type StockBattleScarId,
} from '@harbinger/rules';
import { eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/connection.js';
import { battleScars, contractors, injuries } from '../db/schema.js';
import type { PlatformError } from '../errors.js';
import { deriveSheet, loadSheet, type ContractorRow } from './sheet.js';

// The writes behind a new Injury and a Will to Survive, shared by the sheet's own form (addInjury) and the live
// table's attack helper, so both leave exactly the same rows.

const WILL_TO_SURVIVE_WORDS = {
  will_to_survive_not_against_falling: 'Will to Survive cannot soften damage from a fall.',
  will_to_survive_already_used: 'Will to Survive was already used this Contract.',
  nothing_to_reduce: 'Will to Survive needs an incoming Severity of 5 or more (it never goes below 4).',
  reduction_out_of_range: 'Will to Survive takes off 1 to 4 levels and never brings the Injury below Severity 4.',
} as const;

/** A rules code about Will to Survive, in words (422). */
export function willToSurviveRefusal(code: string, field: string): PlatformError {
  const message =
    (WILL_TO_SURVIVE_WORDS as Record<string, string>)[code] ?? 'Will to Survive cannot be used on this Injury.';
  return { code, status: 422, field, message };
}

/**
 * Writes a new Injury of this (final) Severity and, at Severity 4 or more, the Battle Scar of the class the rules
 * give it (its stock scar when already chosen, else waiting to be picked). Returns the Injury's id.
 */
export async function insertInjury(
  tx: Tx,
  input: { contractorId: string; severity: number; scarId?: string | undefined; note: string; now: Date },
): Promise<string> {
  const { contractorId, severity, scarId, now } = input;
  const scarClass = scarClassForSeverity(severity);
  const [injury] = await tx
    .insert(injuries)
    .values({
      contractorId,
      severity,
      originalSeverity: severity,
      scarClass,
      note: input.note,
      receivedAt: now,
      degradingSince: now,
    })
    .returning({ id: injuries.id });
  if (scarClass !== null) {
    const stock = scarId === undefined ? undefined : STOCK_BATTLE_SCARS[scarId as StockBattleScarId];
    await tx.insert(battleScars).values({
      contractorId,
      injuryId: injury!.id,
      stockId: scarId ?? null,
      name: stock?.name ?? null,
      scarClass,
      createdAt: now,
    });
  }
  return injury!.id;
}

/**
 * Writes what Will to Survive costs: the permanent Major Battle Scar (its stock scar when already chosen) and 1 Mind
 * damage, kept within the Mind rating like every Mind damage. Returns the sheet's new Mind damage, for the caller to
 * write with its version bump.
 */
export async function payWillToSurvive(
  tx: Tx,
  input: { row: ContractorRow; scarId?: string | undefined; now: Date },
): Promise<number> {
  const { row, scarId, now } = input;
  const stock = scarId === undefined ? undefined : STOCK_BATTLE_SCARS[scarId as StockBattleScarId];
  await tx.insert(battleScars).values({
    contractorId: row.id,
    stockId: scarId ?? null,
    name: stock?.name ?? null,
    scarClass: WILL_TO_SURVIVE_SCAR_CLASS,
    permanent: true,
    willToSurvive: true,
    createdAt: now,
  });
  const { mind } = deriveSheet((await loadSheet(tx, row.id))!);
  return capMindDamage({ mind, mindDamage: row.mindDamage + WILL_TO_SURVIVE_MIND_DAMAGE }).mindDamage;
}

/**
 * Bumps a sheet's version (with any column changes) after a workflow that is not the owner's own edit changed it
 * (the live table), so a form opened before it answers 409 instead of overwriting.
 */
export async function bumpSheet(
  tx: Tx,
  contractorId: string,
  now: Date,
  set: PgUpdateSetSource<typeof contractors> = {},
): Promise<void> {
  await tx
    .update(contractors)
    .set({ ...set, version: sql`${contractors.version} + 1`, updatedAt: now })
    .where(eq(contractors.id, contractorId));
}
