import { FREE_AGENT_CONTRACT_LIMIT, freeAgentContractsLeft } from '@harbinger/rules';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import { contractAttendances, contractors, contracts, playgroupContractors } from '../db/schema.js';
import { failure, refusals, success, type Outcome } from '../errors.js';
import { isId } from '../parse.js';

/** A Contractor with no home Playgroup, as its owner's sheet explains it. */
export interface FreeAgentStanding {
  /** Contracts that count: attended (started, not voided or canceled) and answered ones still ahead. */
  counted: number;
  /** How many more it may answer before it needs a home. */
  left: number;
  limit: number;
}

/**
 * For the owner of a Contractor without a home Playgroup: how many more Contracts it may attend as a Free Agent.
 * Null for a Contractor with a home (or, for anyone but its owner, always null: the sheet's notice is the owner's).
 * @example (await getFreeAgentStanding(p, owner, id)).value // { counted: 1, left: 2, limit: 3 }
 */
export async function getFreeAgentStanding(
  p: Platform,
  actor: Actor,
  contractorId: unknown,
): Promise<Outcome<FreeAgentStanding | null>> {
  if (!isId(contractorId)) return failure(refusals.notFound('That Contractor'));
  const [k] = await p.db
    .select({ ownerId: contractors.ownerId, home: playgroupContractors.id })
    .from(contractors)
    .leftJoin(playgroupContractors, eq(playgroupContractors.contractorId, contractors.id))
    .where(eq(contractors.id, contractorId));
  if (!k) return failure(refusals.notFound('That Contractor'));
  if (k.home !== null || actor?.userId !== k.ownerId) return success(null);
  const [seats] = await p.db
    .select({ n: count() })
    .from(contractAttendances)
    .innerJoin(contracts, eq(contracts.id, contractAttendances.contractId))
    .where(
      and(
        eq(contractAttendances.contractorId, contractorId),
        inArray(contracts.state, ['scheduled', 'active', 'finished']),
      ),
    );
  const counted = Number(seats?.n ?? 0);
  return success({ counted, left: freeAgentContractsLeft(counted), limit: FREE_AGENT_CONTRACT_LIMIT });
}
