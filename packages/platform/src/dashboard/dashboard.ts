import { CREATION_STATUS, improvementRoom, improvementsAllowed, raisePrice } from '@harbinger/rules';
import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import {
  contractAttendances,
  contractorChangeRequests,
  contractorDeaths,
  contractors,
  contracts,
  ledgerEntries,
  notifications,
  playgroupContractors,
  playgroupMembers,
  playgroupRoles,
  playgroups,
  users,
} from '../db/schema.js';
import { failure, refusals, success, type Outcome } from '../errors.js';
import { walletOf } from '../gifts/wallet.js';
import { can, resolveRoles } from '../playgroups/roles.js';

/** A Contract coming up (or running) on the dashboard. */
export interface DashboardContract {
  id: string;
  title: string;
  startsAt: Date;
  state: 'scheduled' | 'active';
  /**
   * A past Contract declared after the fact: while its players confirm it is stored as `active` but nobody is
   * playing it (the page says "Awaiting confirmation", and shows no seats).
   */
  declared: boolean;
  playgroup: { id: string; name: string };
  /** As a player: the Contractor in the seat (null for a Ringer). */
  contractor: { id: string; name: string } | null;
  /** As GM of a Contract that is not declared: how many seats are taken, of how many. */
  seats?: { taken: number; capacity: number };
}

/** Something waiting for the actor's decision in a Playgroup they help run. */
export interface DashboardApproval {
  kind: 'contractor' | 'change_request';
  playgroup: { id: string; name: string };
  contractor: { id: string; name: string };
  owner: { handle: string };
  since: Date;
}

/** A Contractor of the actor's with something to spend. */
export interface DashboardSpendable {
  id: string;
  name: string;
  exp: number;
  giftCredits: number;
  /** Improvements that may be spent now (those waiting for a victory under the cap are left out). */
  improvements: number;
}

/** Everything the signed-in home page shows, in one read. */
export interface DashboardView {
  handle: string;
  /** The actor's time zone, for the times. */
  timezone: string;
  asPlayer: DashboardContract[];
  asGm: DashboardContract[];
  approvals: DashboardApproval[];
  /** The newest few unread notifications, and how many are unread in all. */
  unread: { items: { id: string; kind: string; message: string; link: string; createdAt: Date }[]; total: number };
  spendable: DashboardSpendable[];
  /** How many living, active Contractors the actor has (0: the page suggests building one). */
  contractorCount: number;
  /** How many Playgroups the actor belongs to (0: the page suggests finding or founding one). */
  playgroupCount: number;
}

const SHOWN = 5;
// The least Exp that buys anything (an Ability's first rank): less is nothing to spend yet.
const CHEAPEST_RAISE = (() => {
  const price = raisePrice({ trait: 'ability', from: 0, status: CREATION_STATUS });
  return price.ok ? price.value : 1;
})();

/**
 * The signed-in home page: the actor's next Contracts as player and as GM, Contractors and change requests waiting
 * in Playgroups where they may decide, their newest unread notifications, and their Contractors with Exp, Gift
 * Credits or Improvements to spend. Plain reads, no transaction.
 * @example const view = expectOk(await getDashboard(p, actor))
 */
export async function getDashboard(p: Platform, actor: Actor): Promise<Outcome<DashboardView>> {
  if (!actor) return failure(refusals.unauthenticated());
  const [user] = await p.db
    .select({ handle: users.handle, timezone: users.timezone })
    .from(users)
    .where(eq(users.id, actor.userId));
  if (!user) return failure(refusals.unauthenticated());
  const [asPlayer, asGm, approvals, unread, mine, playgroupCount] = await Promise.all([
    nextAsPlayer(p, actor.userId),
    nextAsGm(p, actor.userId),
    pendingApprovals(p, actor.userId),
    unreadNotifications(p, actor.userId),
    ownContractors(p, actor.userId),
    memberships(p, actor.userId),
  ]);
  return success({
    handle: user.handle,
    timezone: user.timezone,
    asPlayer,
    asGm,
    approvals,
    unread,
    spendable: mine.spendable,
    contractorCount: mine.count,
    playgroupCount,
  });
}

const upcoming = inArray(contracts.state, ['scheduled', 'active']);

/** The columns both lists show of a Contract and its Playgroup. */
const contractColumns = {
  id: contracts.id,
  title: contracts.title,
  startsAt: contracts.startsAt,
  state: contracts.state,
  declaredBy: contracts.declaredBy,
  playgroupId: playgroups.id,
  playgroupName: playgroups.name,
};

interface ContractRow {
  id: string;
  title: string;
  startsAt: Date;
  state: string;
  declaredBy: string | null;
  playgroupId: string;
  playgroupName: string;
}

function dashboardContract(r: ContractRow): Omit<DashboardContract, 'contractor'> {
  return {
    id: r.id,
    title: r.title,
    startsAt: r.startsAt,
    state: r.state as DashboardContract['state'],
    declared: r.declaredBy !== null,
    playgroup: { id: r.playgroupId, name: r.playgroupName },
  };
}

async function nextAsPlayer(p: Platform, userId: string): Promise<DashboardContract[]> {
  const rows = await p.db
    .select({ ...contractColumns, contractorId: contractors.id, contractorName: contractors.name })
    .from(contractAttendances)
    .innerJoin(contracts, eq(contracts.id, contractAttendances.contractId))
    .innerJoin(playgroups, eq(playgroups.id, contracts.playgroupId))
    .leftJoin(contractors, eq(contractors.id, contractAttendances.contractorId))
    .where(and(eq(contractAttendances.userId, userId), upcoming))
    .orderBy(asc(contracts.startsAt), asc(contracts.id))
    .limit(SHOWN);
  return rows.map((r) => ({
    ...dashboardContract(r),
    contractor: r.contractorId && r.contractorName ? { id: r.contractorId, name: r.contractorName } : null,
  }));
}

async function nextAsGm(p: Platform, userId: string): Promise<DashboardContract[]> {
  const seated = p.db
    .select({ contractId: contractAttendances.contractId, n: count().as('n') })
    .from(contractAttendances)
    .groupBy(contractAttendances.contractId)
    .as('seated');
  const rows = await p.db
    .select({ ...contractColumns, capacity: contracts.capacity, taken: seated.n })
    .from(contracts)
    .innerJoin(playgroups, eq(playgroups.id, contracts.playgroupId))
    .leftJoin(seated, eq(seated.contractId, contracts.id))
    .where(and(eq(contracts.gmId, userId), upcoming))
    .orderBy(asc(contracts.startsAt), asc(contracts.id))
    .limit(SHOWN);
  return rows.map((r) => ({
    ...dashboardContract(r),
    contractor: null,
    // A declared Contract's seats are the players who took part, not places still open.
    ...(r.declaredBy === null ? { seats: { taken: Number(r.taken ?? 0), capacity: r.capacity } } : {}),
  }));
}

/** Playgroups where the user approves Contractors (`manage_contractors`) and decides changes (`administrate`). */
async function decidingPlaygroups(
  p: Platform,
  userId: string,
): Promise<{ contractors: Map<string, string>; changes: Map<string, string> }> {
  const rows = await p.db
    .select({ playgroupId: playgroupMembers.playgroupId, roles: playgroupMembers.roles, name: playgroups.name })
    .from(playgroupMembers)
    .innerJoin(playgroups, eq(playgroups.id, playgroupMembers.playgroupId))
    .where(and(eq(playgroupMembers.userId, userId), eq(playgroupMembers.state, 'member')));
  const result = { contractors: new Map<string, string>(), changes: new Map<string, string>() };
  if (rows.length === 0) return result;
  const custom = await p.db
    .select()
    .from(playgroupRoles)
    .where(
      inArray(
        playgroupRoles.playgroupId,
        rows.map((r) => r.playgroupId),
      ),
    );
  for (const r of rows) {
    const standing = {
      member: true,
      roles: resolveRoles(
        r.roles,
        custom.filter((c) => c.playgroupId === r.playgroupId),
      ),
    };
    if (can(standing, 'manage_contractors')) result.contractors.set(r.playgroupId, r.name);
    if (can(standing, 'administrate')) result.changes.set(r.playgroupId, r.name);
  }
  return result;
}

async function pendingApprovals(p: Platform, userId: string): Promise<DashboardApproval[]> {
  const where = await decidingPlaygroups(p, userId);
  const [waiting, changes] = await Promise.all([
    where.contractors.size === 0
      ? []
      : p.db
          .select({
            playgroupId: playgroupContractors.playgroupId,
            contractorId: contractors.id,
            name: contractors.name,
            ownerId: contractors.ownerId,
            handle: users.handle,
            since: playgroupContractors.updatedAt,
          })
          .from(playgroupContractors)
          .innerJoin(contractors, eq(contractors.id, playgroupContractors.contractorId))
          .innerJoin(users, eq(users.id, contractors.ownerId))
          .where(
            and(
              inArray(playgroupContractors.playgroupId, [...where.contractors.keys()]),
              eq(playgroupContractors.approval, 'pending'),
            ),
          ),
    where.changes.size === 0
      ? []
      : p.db
          .select({
            playgroupId: contractorChangeRequests.playgroupId,
            contractorId: contractors.id,
            name: contractors.name,
            ownerId: contractors.ownerId,
            handle: users.handle,
            since: contractorChangeRequests.createdAt,
          })
          .from(contractorChangeRequests)
          .innerJoin(contractors, eq(contractors.id, contractorChangeRequests.contractorId))
          .innerJoin(users, eq(users.id, contractors.ownerId))
          .where(
            and(
              inArray(contractorChangeRequests.playgroupId, [...where.changes.keys()]),
              eq(contractorChangeRequests.state, 'pending'),
            ),
          ),
  ]);
  // Nobody decides on their own Contractor, so their own requests are not theirs to act on.
  const mine = (r: { ownerId: string }) => r.ownerId === userId;
  const as = (kind: DashboardApproval['kind'], names: Map<string, string>) => (r: (typeof waiting)[number]) => ({
    kind,
    playgroup: { id: r.playgroupId, name: names.get(r.playgroupId) ?? '' },
    contractor: { id: r.contractorId, name: r.name },
    owner: { handle: r.handle },
    since: r.since,
  });
  return [
    ...waiting.filter((r) => !mine(r)).map(as('contractor', where.contractors)),
    ...changes.filter((r) => !mine(r)).map(as('change_request', where.changes)),
  ].sort((a, b) => a.since.getTime() - b.since.getTime());
}

async function unreadNotifications(p: Platform, userId: string): Promise<DashboardView['unread']> {
  const unread = and(eq(notifications.userId, userId), isNull(notifications.readAt));
  const [items, [total]] = await Promise.all([
    p.db
      .select({
        id: notifications.id,
        kind: notifications.kind,
        message: notifications.message,
        link: notifications.link,
        createdAt: notifications.createdAt,
      })
      .from(notifications)
      .where(unread)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(SHOWN),
    p.db.select({ n: count() }).from(notifications).where(unread),
  ]);
  return { items, total: Number(total?.n ?? 0) };
}

async function ownContractors(
  p: Platform,
  userId: string,
): Promise<{ spendable: DashboardSpendable[]; count: number }> {
  const living = await p.db
    .select({
      id: contractors.id,
      name: contractors.name,
      victories: contractors.victories,
      assets: contractors.assets,
    })
    .from(contractors)
    .leftJoin(
      contractorDeaths,
      and(eq(contractorDeaths.contractorId, contractors.id), isNull(contractorDeaths.voidedAt)),
    )
    .where(and(eq(contractors.ownerId, userId), isNull(contractors.retiredAt), isNull(contractorDeaths.id)))
    .orderBy(desc(contractors.updatedAt), desc(contractors.id));
  if (living.length === 0) return { spendable: [], count: 0 };
  const ledger = await p.db
    .select()
    .from(ledgerEntries)
    .where(
      and(
        inArray(
          ledgerEntries.contractorId,
          living.map((c) => c.id),
        ),
        isNull(ledgerEntries.voidedAt),
      ),
    )
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
  const spendable = living
    .map((c) => {
      const wallet = walletOf(
        c,
        ledger.filter((e) => e.contractorId === c.id),
      );
      // Improvements past the Gift Credit + Improvement cap are held but wait for a victory: only the rest count.
      const room = improvementRoom({
        held: wallet.improvements,
        spent: wallet.improvementsSpent,
        allowed: improvementsAllowed(wallet),
      });
      return {
        id: c.id,
        name: c.name,
        exp: wallet.exp,
        giftCredits: wallet.giftCredits,
        improvements: room.spendable,
      };
    })
    .filter((c) => c.exp >= CHEAPEST_RAISE || c.giftCredits > 0 || c.improvements > 0);
  return { spendable, count: living.length };
}

async function memberships(p: Platform, userId: string): Promise<number> {
  const [row] = await p.db
    .select({ n: count() })
    .from(playgroupMembers)
    .where(and(eq(playgroupMembers.userId, userId), eq(playgroupMembers.state, 'member')));
  return Number(row?.n ?? 0);
}
