import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/connection.js';
import {
  contractAttendances,
  contracts,
  playgroupContractors,
  playgroupMembers,
  playgroupRoles,
} from '../db/schema.js';
import type { PlaygroupPermission } from '@harbinger/rules';
import { can, resolveRoles } from './roles.js';

/** What a Playgroup role or a running Contract lets someone other than the owner do with a sheet. */
export type SheetAccess = 'edit' | 'view' | null;

/**
 * Whether the user holds `permission` in the Contractor's home Playgroup: one query for anyone who is not a member
 * there, one more to resolve a member's roles (every sheet read by a signed-in visitor asks it).
 * @example if (await mayAtHome(db, actor.userId, contractorId, 'run_contracts')) { … offer the GM forms … }
 */
export async function mayAtHome(
  tx: Db | Tx,
  userId: string,
  contractorId: string,
  permission: PlaygroupPermission,
): Promise<boolean> {
  const [home] = await tx
    .select({ playgroupId: playgroupContractors.playgroupId, roles: playgroupMembers.roles })
    .from(playgroupContractors)
    .innerJoin(
      playgroupMembers,
      and(
        eq(playgroupMembers.playgroupId, playgroupContractors.playgroupId),
        eq(playgroupMembers.userId, userId),
        eq(playgroupMembers.state, 'member'),
      ),
    )
    .where(eq(playgroupContractors.contractorId, contractorId));
  if (!home) return false;
  const custom = await tx.select().from(playgroupRoles).where(eq(playgroupRoles.playgroupId, home.playgroupId));
  return can({ member: true, roles: resolveRoles(home.roles, custom) }, permission);
}

/**
 * Whether the user manages Contractors in the Contractor's home Playgroup, and so may see (private or not) and edit
 * it.
 * @example if (await leaderAccess(db, actor.userId, contractorId)) { … offer the edit controls … }
 */
export function leaderAccess(tx: Db | Tx, userId: string, contractorId: string): Promise<boolean> {
  return mayAtHome(tx, userId, contractorId, 'manage_contractors');
}

/**
 * Access to another player's Contractor through the Playgroups: whoever manages Contractors in its home Playgroup
 * may view and edit it (private or not); the GM of an Active Contract it attends may view it.
 * @example if (await sheetAccess(tx, actor.userId, contractorId)) { … show the private sheet … }
 */
export async function sheetAccess(tx: Db | Tx, userId: string, contractorId: string): Promise<SheetAccess> {
  if (await leaderAccess(tx, userId, contractorId)) return 'edit';
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
