import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../db/connection.js';
import { battleScars, contractHealings, contractorNotices, injuries } from '../db/schema.js';
import type { InjuryRow } from './heal-rows.js';
import { injuryFromSnapshot, scarFromSnapshot } from './heal-snapshots.js';

type HealingRow = typeof contractHealings.$inferSelect;

/** An Injury a voided Contract had healed: given back, or left because it changed since. */
export interface HealingUndone {
  contractorId: string;
  injuryId: string;
}

/** Whether a lowered Injury is still exactly as this healing left it (a changed note does not count). */
function untouchedSince(row: HealingRow, current: InjuryRow): boolean {
  const was = row.injury;
  return (
    row.severityAfter !== null &&
    current.severity === row.severityAfter &&
    current.degradingSince.getTime() === row.healedAt.getTime() &&
    current.originalSeverity === was.originalSeverity &&
    current.stabilized === was.stabilized &&
    current.cleanHeal === was.cleanHeal &&
    current.failedAttempts === was.failedAttempts &&
    current.scarClass === was.scarClass
  );
}

/** Opens a closed Injury again with its id, and puts its scars back as they were where nobody changed them since. */
async function reopen(tx: Tx, row: HealingRow): Promise<void> {
  await tx.insert(injuries).values(injuryFromSnapshot(row.injury));
  for (const { change, scar } of row.scars) {
    const [current] = await tx.select().from(battleScars).where(eq(battleScars.id, scar.id));
    if (change === 'faded') {
      if (!current) await tx.insert(battleScars).values(scarFromSnapshot(scar));
    } else if (current && current.permanent && current.injuryId === null) {
      await tx
        .update(battleScars)
        .set({ permanent: scar.permanent, injuryId: scar.injuryId })
        .where(eq(battleScars.id, scar.id));
    }
  }
}

/**
 * Inside a void's transaction: gives back the healing the Contract's recording (and start) did, newest first. A
 * lowered Injury nobody changed since gets its Severity and its degrading clock back; one that changed since (healed
 * by hand, treated, healed again by a later Contract) is left as it is, and its sheet gets a notice naming the
 * Severity it had before, for a GM to judge. A closed Injury opens again with its scar as it was, unless the scar was
 * removed or changed since (then the scar stays as it is).
 */
export async function restoreHealing(
  tx: Tx,
  options: { contract: { id: string; title: string }; now: Date },
): Promise<{ restored: HealingUndone[]; kept: HealingUndone[] }> {
  const { contract: c, now } = options;
  const rows = await tx
    .select()
    .from(contractHealings)
    .where(and(eq(contractHealings.contractId, c.id), isNull(contractHealings.undone)))
    .orderBy(desc(contractHealings.id));
  const restored: HealingUndone[] = [];
  const kept: (HealingUndone & { row: HealingRow })[] = [];
  if (rows.length === 0) return { restored, kept };
  const current = await tx
    .select()
    .from(injuries)
    .where(
      inArray(
        injuries.id,
        rows.map((r) => r.injuryId),
      ),
    );
  const byId = new Map(current.map((i) => [i.id, i]));
  for (const row of rows) {
    const seen = { contractorId: row.contractorId, injuryId: row.injuryId };
    const found = byId.get(row.injuryId);
    let outcome: 'restored' | 'kept' = 'restored';
    if (row.closed && !found) {
      await reopen(tx, row);
      byId.set(row.injuryId, injuryFromSnapshot(row.injury));
    } else if (found && untouchedSince(row, found)) {
      const degradingSince = new Date(row.injury.degradingSince);
      await tx
        .update(injuries)
        .set({ severity: row.severityBefore, degradingSince })
        .where(eq(injuries.id, row.injuryId));
      byId.set(row.injuryId, { ...found, severity: row.severityBefore, degradingSince });
    } else outcome = 'kept';
    if (outcome === 'restored') restored.push(seen);
    else kept.push({ ...seen, row });
    await tx.update(contractHealings).set({ undone: outcome, undoneAt: now }).where(eq(contractHealings.id, row.id));
  }
  if (kept.length > 0)
    await tx.insert(contractorNotices).values(
      kept.map(({ row }) => ({
        contractorId: row.contractorId,
        contractId: c.id,
        code: 'healing_kept',
        message:
          `“${c.title}” was voided, but the Injury${row.injury.note ? ` “${row.injury.note}”` : ''} it healed ` +
          `(Severity ${row.severityBefore} to ${row.severityAfter ?? 'closed'}) had changed since, so it was left as ` +
          'it is. A GM may set its Severity by hand.',
        createdAt: now,
      })),
    );
  return { restored, kept: kept.map(({ contractorId, injuryId }) => ({ contractorId, injuryId })) };
}

/** The Contractors whose Injuries this Contract's healing changed and a void has not given back yet. */
export async function healedContractors(tx: Tx, contractId: string): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ id: contractHealings.contractorId })
    .from(contractHealings)
    .where(and(eq(contractHealings.contractId, contractId), isNull(contractHealings.undone)));
  return rows.map((r) => r.id);
}

/** What voiding this Contract would give back now: Injuries its healing lowered, and Injuries it closed. */
export async function healingToGiveBack(tx: Db | Tx, contractId: string): Promise<{ lowered: number; closed: number }> {
  const rows = await tx
    .select({ closed: contractHealings.closed })
    .from(contractHealings)
    .where(and(eq(contractHealings.contractId, contractId), isNull(contractHealings.undone)));
  const closed = rows.filter((r) => r.closed).length;
  return { lowered: rows.length - closed, closed };
}
