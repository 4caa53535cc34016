import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Actor } from '../accounts/views.js';
import type { Db, Tx } from '../db/connection.js';
import { contractAttendances, contracts, playgroupMembers, playgroups } from '../db/schema.js';
import type { PlatformError } from '../errors.js';
import { privatePlaygroup, seesInside } from '../playgroups/listing.js';
import type { LoadedContract } from './contract-view.js';

/**
 * Why the actor may not read a Contract, or null when they may. A listed Playgroup's Contracts are public; an
 * unlisted one's show to its members, the Contract's GM and anyone holding a seat at it, and to nobody else.
 */
export async function contractReadRefusal(
  tx: Db | Tx,
  actor: Actor,
  loaded: LoadedContract,
): Promise<PlatformError | null> {
  const { contract, membership } = loaded;
  if (seesInside(membership) || loaded.canRun) return null;
  if (actor) {
    const [seat] = await tx
      .select({ id: contractAttendances.id })
      .from(contractAttendances)
      .where(and(eq(contractAttendances.contractId, contract.id), eq(contractAttendances.userId, actor.userId)))
      .limit(1);
    if (seat) return null;
  }
  return privatePlaygroup(membership.playgroup.name);
}

/**
 * The condition (over `contracts` joined with `playgroups`) that keeps the Contracts the actor may read, for lists:
 * the same rule as `contractReadRefusal`.
 */
export function readableContracts(db: Db | Tx, actor: Actor): SQL {
  if (!actor) return eq(playgroups.listed, true);
  const memberOf = db
    .select({ id: playgroupMembers.playgroupId })
    .from(playgroupMembers)
    .where(and(eq(playgroupMembers.userId, actor.userId), eq(playgroupMembers.state, 'member')));
  const seated = db
    .select({ id: contractAttendances.contractId })
    .from(contractAttendances)
    .where(eq(contractAttendances.userId, actor.userId));
  return or(
    eq(playgroups.listed, true),
    inArray(contracts.playgroupId, memberOf),
    eq(contracts.gmId, actor.userId),
    inArray(contracts.id, seated),
  )!;
}

/**
 * Which of the given Contracts the actor may read (`readableContracts` over those ids): a record, a grave or a
 * Contractor's history names a Contract only when its reader could open it.
 */
export async function readableContractIds(
  db: Db | Tx,
  actor: Actor,
  ids: readonly (string | null)[],
): Promise<Set<string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Set();
  const rows = await db
    .select({ id: contracts.id })
    .from(contracts)
    .innerJoin(playgroups, eq(playgroups.id, contracts.playgroupId))
    .where(and(inArray(contracts.id, wanted), readableContracts(db, actor)));
  return new Set(rows.map((r) => r.id));
}
