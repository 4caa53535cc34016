import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../db/connection.js';
import {
  contractAttendances,
  contracts,
  giftVetoes,
  gifts,
  playgroupContractors,
  playgroupMembers,
  playgroupRoles,
  playgroups,
  users,
} from '../db/schema.js';
import type { PlatformError } from '../errors.js';
import { can, resolveRoles } from '../playgroups/roles.js';
import type { GiftVetoView, VetoPlaygroup } from './views.js';

type VetoRow = typeof giftVetoes.$inferSelect;

/** Builds a veto's view from its row and the names around it. */
export function vetoView(
  row: VetoRow,
  names: {
    giftName: string;
    contractorId: string;
    playgroupName: string;
    vetoedBy: string | null;
    endedBy?: string | null;
  },
): GiftVetoView {
  return {
    id: row.id,
    giftId: row.giftId,
    giftName: names.giftName,
    contractorId: names.contractorId,
    playgroup: { id: row.playgroupId, name: names.playgroupName },
    reason: row.reason,
    giftRevision: row.giftRevision,
    vetoedBy: names.vetoedBy,
    vetoedAt: row.createdAt,
    ended: row.endedAt && row.endedHow ? { at: row.endedAt, how: row.endedHow, by: names.endedBy ?? null } : null,
  };
}

/** The vetoes in force on some Gifts, oldest first. */
export async function vetoesInForce(db: Db | Tx, giftIds: readonly string[]): Promise<GiftVetoView[]> {
  if (giftIds.length === 0) return [];
  const rows = await db
    .select({
      v: giftVetoes,
      playgroupName: playgroups.name,
      giftName: gifts.name,
      contractorId: gifts.contractorId,
      vetoedBy: users.handle,
    })
    .from(giftVetoes)
    .innerJoin(gifts, eq(gifts.id, giftVetoes.giftId))
    .innerJoin(playgroups, eq(playgroups.id, giftVetoes.playgroupId))
    .leftJoin(users, eq(users.id, giftVetoes.vetoedBy))
    .where(and(inArray(giftVetoes.giftId, [...giftIds]), isNull(giftVetoes.endedAt)))
    .orderBy(asc(giftVetoes.createdAt), asc(giftVetoes.id));
  return rows.map((r) => vetoView(r.v, r));
}

/** Whether a Contractor has to do with a Playgroup: it calls it home, or it has held a seat at one of its Contracts. */
export async function linkedToPlaygroup(tx: Db | Tx, contractorId: string, playgroupId: string): Promise<boolean> {
  const [home] = await tx
    .select({ id: playgroupContractors.id })
    .from(playgroupContractors)
    .where(and(eq(playgroupContractors.contractorId, contractorId), eq(playgroupContractors.playgroupId, playgroupId)));
  if (home) return true;
  const [seat] = await tx
    .select({ id: contractAttendances.id })
    .from(contractAttendances)
    .innerJoin(contracts, eq(contracts.id, contractAttendances.contractId))
    .where(and(eq(contractAttendances.contractorId, contractorId), eq(contracts.playgroupId, playgroupId)))
    .limit(1);
  return seat !== undefined;
}

/** The Playgroups a Contractor has to do with: its home and those whose Contracts it attended. */
async function linkedPlaygroupIds(db: Db | Tx, contractorId: string): Promise<string[]> {
  const [home, visits] = await Promise.all([
    db
      .select({ id: playgroupContractors.playgroupId })
      .from(playgroupContractors)
      .where(eq(playgroupContractors.contractorId, contractorId)),
    db
      .selectDistinct({ id: contracts.playgroupId })
      .from(contractAttendances)
      .innerJoin(contracts, eq(contracts.id, contractAttendances.contractId))
      .where(eq(contractAttendances.contractorId, contractorId)),
  ]);
  return [...new Set([...home, ...visits].map((r) => r.id))];
}

/**
 * The Playgroups where `userId` may veto this Contractor's Gifts: those it has to do with, in which one of the
 * user's roles manages Contractors. Sorted by name; empty for most viewers.
 */
export async function vetoPlaygroupsFor(db: Db | Tx, userId: string, contractorId: string): Promise<VetoPlaygroup[]> {
  const ids = await linkedPlaygroupIds(db, contractorId);
  if (ids.length === 0) return [];
  const rows = await db
    .select({ playgroupId: playgroupMembers.playgroupId, roles: playgroupMembers.roles, name: playgroups.name })
    .from(playgroupMembers)
    .innerJoin(playgroups, eq(playgroups.id, playgroupMembers.playgroupId))
    .where(
      and(
        eq(playgroupMembers.userId, userId),
        eq(playgroupMembers.state, 'member'),
        inArray(playgroupMembers.playgroupId, ids),
      ),
    );
  if (rows.length === 0) return [];
  const custom = await db
    .select()
    .from(playgroupRoles)
    .where(
      inArray(
        playgroupRoles.playgroupId,
        rows.map((r) => r.playgroupId),
      ),
    );
  return rows
    .filter((r) =>
      can(
        {
          member: true,
          roles: resolveRoles(
            r.roles,
            custom.filter((c) => c.playgroupId === r.playgroupId),
          ),
        },
        'manage_contractors',
      ),
    )
    .map((r) => ({ id: r.playgroupId, name: r.name }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}

/** Everyone who manages Contractors in a Playgroup (to tell them about a reworked Gift). */
export async function contractorManagers(tx: Tx, playgroupId: string): Promise<string[]> {
  const [members, custom] = await Promise.all([
    tx
      .select()
      .from(playgroupMembers)
      .where(and(eq(playgroupMembers.playgroupId, playgroupId), eq(playgroupMembers.state, 'member'))),
    tx.select().from(playgroupRoles).where(eq(playgroupRoles.playgroupId, playgroupId)),
  ]);
  return members
    .filter((r) => can({ member: true, roles: resolveRoles(r.roles, custom) }, 'manage_contractors'))
    .map((r) => r.userId);
}

/** A Gift of a Contractor vetoed in a Playgroup. */
export interface VetoedGift {
  giftId: string;
  name: string;
  reason: string;
}

/** The Gifts a Contractor holds that a Playgroup has vetoed (the veto still in force). */
export async function vetoedGiftsIn(
  tx: Db | Tx,
  options: { contractorId: string; playgroupId: string },
): Promise<VetoedGift[]> {
  return tx
    .select({ giftId: gifts.id, name: gifts.name, reason: giftVetoes.reason })
    .from(giftVetoes)
    .innerJoin(gifts, eq(gifts.id, giftVetoes.giftId))
    .where(
      and(
        eq(gifts.contractorId, options.contractorId),
        eq(giftVetoes.playgroupId, options.playgroupId),
        isNull(giftVetoes.endedAt),
      ),
    )
    .orderBy(asc(gifts.name), asc(gifts.id));
}

/** The refusal for playing in a Playgroup that vetoed some of the Contractor's Gifts, naming each Gift and why. */
export function vetoedRefusal(
  contractorName: string,
  vetoed: readonly VetoedGift[],
  field = 'contractorId',
): PlatformError {
  const list = vetoed.map((g) => `“${g.name}” (${g.reason})`).join('; ');
  const one = vetoed.length === 1;
  return {
    code: 'gift_vetoed',
    status: 422,
    field,
    message: `${contractorName} cannot play in this Playgroup: it vetoed ${one ? 'the Gift' : 'the Gifts'} ${list}. Rework ${one ? 'the Gift' : 'them'} and ask the Playgroup’s Leaders to lift the veto.`,
  };
}
