import type { IncapacityReason } from '@harbinger/rules';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../db/connection.js';
import { contractorDeaths } from '../db/schema.js';
import { failure, success, type Outcome, type PlatformError } from '../errors.js';

// The one place that says whether a Contractor is dead or retired. Every workflow that acts for a Contractor (rolls,
// exertion, Exp, sheet edits, RSVPs, approvals) asks `refuseIfInactive` right after its permission check, so a death,
// the voiding of one, or a retirement reaches them all at once.

/** A death that stands (not voided): when, and on which Contract. */
export interface DeathFact {
  id: string;
  /** The date of the Contract on which the Contractor died. */
  diedAt: Date;
  /** Every death is recorded on a Contract; null only for a death stored before that was so. */
  contractId: string | null;
}

/** The Contractor's standing death, or null while it lives (a voided death does not count). */
export async function recordedDeath(tx: Db | Tx, contractorId: string): Promise<DeathFact | null> {
  const [row] = await tx
    .select({ id: contractorDeaths.id, diedAt: contractorDeaths.diedAt, contractId: contractorDeaths.contractId })
    .from(contractorDeaths)
    .where(and(eq(contractorDeaths.contractorId, contractorId), isNull(contractorDeaths.voidedAt)))
    .limit(1);
  return row ?? null;
}

/** The refusal every workflow gives for a dead Contractor: 409 `contractor_dead`. */
export function deadRefusal(name: string, field?: string): PlatformError {
  return {
    code: 'contractor_dead',
    status: 409,
    ...(field === undefined ? {} : { field }),
    message: `${name} is dead: the sheet is read-only (only the obituary can still be written). If the death is voided, everything comes back.`,
  };
}

/** Refuses with `contractor_dead` when the Contractor's death stands; succeeds with null while it lives. */
export async function refuseIfDead(
  tx: Db | Tx,
  contractor: { id: string; name: string },
  field?: string,
): Promise<Outcome<null>> {
  return (await recordedDeath(tx, contractor.id)) ? failure(deadRefusal(contractor.name, field)) : success(null);
}

/** The refusal every workflow gives for a retired Contractor: 409 `contractor_retired`. */
export function retiredRefusal(name: string, field?: string): PlatformError {
  return {
    code: 'contractor_retired',
    status: 409,
    ...(field === undefined ? {} : { field }),
    message: `${name} is retired: the sheet is kept as it was and can no longer change, roll or take a seat.`,
  };
}

/**
 * Refuses with 409 `contractor_dead` when the Contractor's death stands, or `contractor_retired` when its owner
 * retired it; succeeds with null while it is active. Every workflow that acts for a Contractor asks this.
 */
export async function refuseIfInactive(
  tx: Db | Tx,
  contractor: { id: string; name: string; retiredAt: Date | null },
  field?: string,
): Promise<Outcome<null>> {
  const alive = await refuseIfDead(tx, contractor, field);
  if (!alive.ok) return alive;
  return contractor.retiredAt ? failure(retiredRefusal(contractor.name, field)) : success(null);
}

/** Why an incapacitated Contractor cannot act, in words. */
export const INCAPACITY_WORDS: Record<IncapacityReason, string> = {
  body_spent: 'Body is at 0, so the Contractor is incapacitated',
  mind_spent: 'Mind is at 0, so the Contractor is incapacitated',
  body_below_zero: 'Body is below 0: dead unless the GM rules otherwise',
};

/** The refusal for something an incapacitated Contractor cannot do: 409 `contractor_incapacitated`. */
export function incapacityRefusal(name: string, reason: IncapacityReason, doing: string): PlatformError {
  return {
    code: 'contractor_incapacitated',
    status: 409,
    message: `${name} cannot ${doing}: ${INCAPACITY_WORDS[reason]}.`,
  };
}
