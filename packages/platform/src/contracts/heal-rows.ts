import { scarHealsWithInjury } from '@harbinger/rules';
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/connection.js';
import { battleScars, injuries } from '../db/schema.js';

export type InjuryRow = typeof injuries.$inferSelect;

/**
 * Writes a healing result: lowered Injuries keep their new Severity, closed ones go, and the scar a closed Injury
 * left fades after a clean heal or else stays for good (as healing an Injury by hand does). Answers the Contractors
 * touched.
 */
export async function applyHealing(
  tx: Tx,
  before: readonly InjuryRow[],
  result: { remaining: { id: string; severity: number }[]; healed: { id: string }[] },
  now: Date,
): Promise<Set<string>> {
  const touched = new Set<string>();
  const owner = new Map(before.map((r) => [r.id, r]));
  const closed = result.healed.map((h) => owner.get(h.id)!);
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
      if (scarHealsWithInjury({ cleanHeal: injury.cleanHeal, fromWillToSurvive: scar.willToSurvive }))
        await tx.delete(battleScars).where(eq(battleScars.id, scar.id));
      else await tx.update(battleScars).set({ permanent: true }).where(eq(battleScars.id, scar.id));
    }
    await tx.delete(injuries).where(
      inArray(
        injuries.id,
        closed.map((c) => c.id),
      ),
    );
  }
  for (const c of closed) touched.add(c.contractorId);
  for (const r of result.remaining) {
    const old = owner.get(r.id)!;
    if (old.severity === r.severity) continue;
    await tx.update(injuries).set({ severity: r.severity, degradingSince: now }).where(eq(injuries.id, r.id));
    touched.add(old.contractorId);
  }
  return touched;
}
