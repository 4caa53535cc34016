import { and, eq } from 'drizzle-orm';
import type { Actor } from '../accounts/views.js';
import type { Db, Tx } from '../db/connection.js';
import { contractAttendances, type StoredContractState } from '../db/schema.js';
import { contractReadRefusal } from '../contracts/contract-access.js';
import { loadContract } from '../contracts/contract-view.js';
import { failure, refusals, success, type Outcome, type PlatformError } from '../errors.js';

/** Who sits at a Contract's table, and as what. */
export interface TableSeat {
  contractId: string;
  title: string;
  contractState: StoredContractState;
  userId: string;
  /** The GM (or a manager of the Playgroup's Contracts) runs the table; players sit at it with their Contractors. */
  role: 'gm' | 'player';
  /** The Contractors this user brought to the Contract (empty for a GM who holds no seat). */
  contractorIds: string[];
  /** The Contract's GM, who sees every GM-only and blind event. */
  gmId: string;
}

const notSeated = (): PlatformError => ({
  code: 'not_at_table',
  status: 403,
  message: 'Only the GM and the players seated at this Contract sit at its table.',
});

/**
 * The caller's place at a Contract's table: the GM (or a manager), or a player holding a seat. Anyone else who may
 * read the Contract is refused with `not_at_table`; those who may not read it get not_found, as everywhere.
 * Pass `lock` inside a workflow that changes the table.
 */
export async function tableSeat(
  db: Db | Tx,
  actor: Actor,
  contractId: unknown,
  lock = false,
): Promise<Outcome<TableSeat>> {
  if (!actor) return failure(refusals.unauthenticated());
  const loaded = await loadContract(db, contractId, actor, lock);
  if (!loaded.ok) return loaded;
  const { contract, canRun } = loaded.value;
  const seats = await db
    .select({ contractorId: contractAttendances.contractorId })
    .from(contractAttendances)
    .where(and(eq(contractAttendances.contractId, contract.id), eq(contractAttendances.userId, actor.userId)));
  if (!canRun && seats.length === 0) {
    const refusal = await contractReadRefusal(db, actor, loaded.value);
    return failure(refusal ?? notSeated());
  }
  return success({
    contractId: contract.id,
    title: contract.title,
    contractState: contract.state,
    userId: actor.userId,
    role: canRun ? 'gm' : 'player',
    contractorIds: seats.flatMap((s) => (s.contractorId ? [s.contractorId] : [])),
    gmId: contract.gmId,
  });
}

/** Refuses a change to a table whose Contract is not being played (`table_closed`, 409). */
export function refuseUnlessPlaying(seat: TableSeat): PlatformError | null {
  if (seat.contractState === 'active') return null;
  return {
    code: 'table_closed',
    status: 409,
    message:
      seat.contractState === 'scheduled'
        ? 'The table opens when the GM starts the Contract.'
        : 'This Contract is over; its table can be read but no longer changed.',
  };
}

/** Refuses a GM-only table action to a player (`gm_only`, 403). */
export function refuseUnlessGm(seat: TableSeat): PlatformError | null {
  if (seat.role === 'gm') return null;
  return { code: 'gm_only', status: 403, message: 'Only the GM can do this at the table.' };
}
