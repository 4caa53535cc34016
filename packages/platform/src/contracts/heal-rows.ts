import { scarHealsWithInjury } from '@harbinger/rules';
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/connection.js';
import { battleScars, contractHealings, injuries, type StoredScarChange } from '../db/schema.js';
import { injurySnapshot, scarSnapshot } from './heal-snapshots.js';

export type InjuryRow = typeof injuries.$inferSelect;

/**
 * Writes a healing result: lowered Injuries keep their new Severity, closed ones go, and the scar a closed Injury
 * left fades after a clean heal or else stays for good (as healing an Injury by hand does). Every Injury changed is
 * noted against `record`'s Contract (`contract_healings`) so voiding it can give the healing back. Answers the
 * Contractors touched.
 */
export async function applyHealing(
  tx: Tx,
  options: {
    before: readonly InjuryRow[];
    result: { remaining: { id: string; severity: number }[]; healed: { id: string }[] };
    record: { contractId: string; phase: 'start' | 'finish' };
    now: Date;
  },
): Promise<Set<string>> {
  const { result, record, now } = options;
  const touched = new Set<string>();
  const owner = new Map(options.before.map((r) => [r.id, r]));
  const closed = result.healed.map((h) => owner.get(h.id)!);
  const scarChanges = new Map<string, StoredScarChange[]>();
  if (closed.length > 0) {
    const scars = await tx
      .select()
      .from(battleScars)
      .where(
        inArray(
          battleScars.injuryId,
          closed.map((c) => c.id),
        ),
      );
    for (const scar of scars) {
      const injury = owner.get(scar.injuryId!)!;
      const fades = scarHealsWithInjury({ cleanHeal: injury.cleanHeal, fromWillToSurvive: scar.willToSurvive });
      if (fades) await tx.delete(battleScars).where(eq(battleScars.id, scar.id));
      else await tx.update(battleScars).set({ permanent: true }).where(eq(battleScars.id, scar.id));
      const list = scarChanges.get(injury.id) ?? [];
      list.push({ change: fades ? 'faded' : 'permanent', scar: scarSnapshot(scar) });
      scarChanges.set(injury.id, list);
    }
    await tx.delete(injuries).where(
      inArray(
        injuries.id,
        closed.map((c) => c.id),
      ),
    );
  }
  const notes: (typeof contractHealings.$inferInsert)[] = [];
  const note = (old: InjuryRow, after: number | null) =>
    notes.push({
      contractId: record.contractId,
      contractorId: old.contractorId,
      injuryId: old.id,
      phase: record.phase,
      severityBefore: old.severity,
      severityAfter: after,
      closed: after === null,
      injury: injurySnapshot(old),
      scars: scarChanges.get(old.id) ?? [],
      healedAt: now,
    });
  for (const c of closed) {
    touched.add(c.contractorId);
    note(c, null);
  }
  for (const r of result.remaining) {
    const old = owner.get(r.id)!;
    if (old.severity === r.severity) continue;
    await tx.update(injuries).set({ severity: r.severity, degradingSince: now }).where(eq(injuries.id, r.id));
    touched.add(old.contractorId);
    note(old, r.severity);
  }
  if (notes.length > 0) await tx.insert(contractHealings).values(notes);
  return touched;
}
