import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/connection.js';
import { contractAttendances, contracts, playgroupContractors } from '../db/schema.js';
import { can, loadMembership } from './roles.js';

/** What a Playgroup role or a running Contract lets someone other than the owner do with a sheet. */
export type SheetAccess = 'edit' | 'view' | null;

/**
 * Access to another player's Contractor through the Playgroups: whoever manages Contractors in its home Playgroup
 * may view and edit it (private or not); the GM of an Active Contract it attends may view it.
 * @example if (await sheetAccess(tx, actor.userId, contractorId)) { … show the private sheet … }
 */
export async function sheetAccess(tx: Db | Tx, userId: string, contractorId: string): Promise<SheetAccess> {
  const [home] = await tx
    .select({ playgroupId: playgroupContractors.playgroupId })
    .from(playgroupContractors)
    .where(eq(playgroupContractors.contractorId, contractorId));
  if (home) {
    const m = await loadMembership(tx, home.playgroupId, userId);
    if (m.ok && can(m.value, 'manage_contractors')) return 'edit';
  }
  const [running] = await tx
    .select({ id: contracts.id })
    .from(contractAttendances)
    .innerJoin(contracts, eq(contracts.id, contractAttendances.contractId))
    .where(
      and(
        eq(contractAttendances.contractorId, contractorId),
        eq(contracts.state, 'active'),
        eq(contracts.gmId, userId),
      ),
    )
    .limit(1);
  return running ? 'view' : null;
}
