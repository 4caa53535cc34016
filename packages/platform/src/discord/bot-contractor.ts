import { and, asc, eq, inArray, isNull, notExists } from 'drizzle-orm';
import type { Db, Tx } from '../db/connection.js';
import { contractAttendances, contractorDeaths, contractors, contracts } from '../db/schema.js';

/** A Contractor the bot may roll for: the player's own, not retired, not dead. */
export interface LivingContractor {
  id: string;
  name: string;
}

/** The player's living Contractors (not retired, no standing death), oldest first. */
export async function livingContractors(db: Db | Tx, userId: string): Promise<LivingContractor[]> {
  return db
    .select({ id: contractors.id, name: contractors.name })
    .from(contractors)
    .where(
      and(
        eq(contractors.ownerId, userId),
        isNull(contractors.retiredAt),
        notExists(
          db
            .select({ id: contractorDeaths.id })
            .from(contractorDeaths)
            .where(and(eq(contractorDeaths.contractorId, contractors.id), isNull(contractorDeaths.voidedAt))),
        ),
      ),
    )
    .orderBy(asc(contractors.createdAt), asc(contractors.id));
}

/** An Active Contract a Contractor is seated at. */
export interface ActiveSeat {
  contractId: string;
  title: string;
}

/** The Active Contracts where these Contractors hold a seat, with whose seat it is. */
export async function activeSeats(
  db: Db | Tx,
  contractorIds: readonly string[],
): Promise<(ActiveSeat & { contractorId: string })[]> {
  if (contractorIds.length === 0) return [];
  const rows = await db
    .select({
      contractorId: contractAttendances.contractorId,
      contractId: contracts.id,
      title: contracts.title,
    })
    .from(contractAttendances)
    .innerJoin(contracts, eq(contracts.id, contractAttendances.contractId))
    .where(and(inArray(contractAttendances.contractorId, [...contractorIds]), eq(contracts.state, 'active')))
    .orderBy(asc(contracts.id));
  return rows.flatMap((r) => (r.contractorId ? [{ ...r, contractorId: r.contractorId }] : []));
}

/** How the bot's Contractor was found: the player's choice, the one seated at an Active Contract, or the only one. */
export type BotContractorReason = 'chosen' | 'seated' | 'only';

/** What the bot rolls for, or why there is nothing: none living, several and no way to tell, or a stale choice. */
export type BotContractor =
  | { contractor: LivingContractor; reason: BotContractorReason }
  | { contractor: null; reason: 'none' | 'ambiguous' | 'chosen_unavailable' };

/**
 * Picks the Contractor the bot rolls for. A choice stands while that Contractor is still the player's and alive (a
 * choice that no longer stands gives nothing, so the bot never silently rolls for someone else); with no choice, the
 * one of the player's Contractors seated at an Active Contract when exactly one is, else their only living one.
 */
export async function botContractor(db: Db | Tx, userId: string, chosenId: string | null): Promise<BotContractor> {
  const living = await livingContractors(db, userId);
  if (chosenId !== null) {
    const chosen = living.find((c) => c.id === chosenId);
    return chosen ? { contractor: chosen, reason: 'chosen' } : { contractor: null, reason: 'chosen_unavailable' };
  }
  if (living.length === 0) return { contractor: null, reason: 'none' };
  const seatedIds = new Set(
    (
      await activeSeats(
        db,
        living.map((c) => c.id),
      )
    ).map((s) => s.contractorId),
  );
  if (seatedIds.size === 1) {
    const [id] = seatedIds;
    return { contractor: living.find((c) => c.id === id)!, reason: 'seated' };
  }
  if (living.length === 1) return { contractor: living[0]!, reason: 'only' };
  return { contractor: null, reason: 'ambiguous' };
}
