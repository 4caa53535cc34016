import { statusFromVictories, tookPart, type StatusId } from '@harbinger/rules';
import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Actor } from '../accounts/views.js';
import type { Db, Tx } from '../db/connection.js';
import { contractAttendances, contractVoidVotes, contractors, contracts, playgroups, users } from '../db/schema.js';
import { failure, refusals, success, type Outcome } from '../errors.js';
import { isId } from '../parse.js';
import { can, loadMembership, type Membership } from '../playgroups/roles.js';
import { contractScenario, spoiledAtContract } from '../scenarios/contract-link.js';
import { spoiledAmong } from '../scenarios/discovery.js';
import { contractCycleView } from '../cycles/cycles.js';
import { healingToGiveBack } from './heal-undo.js';
import { rewardLinesOf } from './reward-lines.js';
import type { PlayMode } from './schemas.js';
import type { ContractView } from './views.js';

export type ContractRow = typeof contracts.$inferSelect;
export type AttendanceRow = typeof contractAttendances.$inferSelect;

/** A Contract with the actor's standing in its Playgroup. */
export interface LoadedContract {
  contract: ContractRow;
  membership: Membership;
  /** The actor is the GM or may manage the Playgroup's Contracts. */
  canRun: boolean;
}

/** Loads a Contract (locked for update when asked) and the actor's standing in its Playgroup. */
export async function loadContract(
  tx: Db | Tx,
  id: unknown,
  actor: Actor,
  lock = false,
): Promise<Outcome<LoadedContract>> {
  if (!isId(id)) return failure(refusals.notFound('That Contract'));
  const query = tx.select().from(contracts).where(eq(contracts.id, id));
  const [contract] = lock ? await query.for('update') : await query;
  if (!contract) return failure(refusals.notFound('That Contract'));
  const loaded = await loadMembership(tx, contract.playgroupId, actor?.userId);
  if (!loaded.ok) return loaded;
  const canRun = actor !== null && (contract.gmId === actor.userId || can(loaded.value, 'manage_contracts'));
  return success({ contract, membership: loaded.value, canRun });
}

/** The seats of a Contract, in the order they were taken. */
export async function attendancesOf(tx: Db | Tx, contractId: string): Promise<AttendanceRow[]> {
  return tx
    .select()
    .from(contractAttendances)
    .where(eq(contractAttendances.contractId, contractId))
    .orderBy(asc(contractAttendances.createdAt), asc(contractAttendances.id));
}

/** Players entitled to vote on voiding: everyone whose seat took part. */
export function voters(seats: readonly AttendanceRow[]): string[] {
  return [
    ...new Set(
      seats.filter((s) => s.ringer || (s.outcome !== null && tookPart({ outcome: s.outcome }))).map((s) => s.userId),
    ),
  ];
}

const home = alias(playgroups, 'home');

/**
 * Builds a Contract's page for a viewer; private Contractors show only to their owner, the GM and Playgroup managers.
 */
export async function buildContractView(tx: Db | Tx, actor: Actor, loaded: LoadedContract): Promise<ContractView> {
  const { contract: c, membership: m, canRun } = loaded;
  const [gm] = await tx.select({ handle: users.handle }).from(users).where(eq(users.id, c.gmId));
  const seats = await tx
    .select({ a: contractAttendances, handle: users.handle, k: contractors, homeName: home.name })
    .from(contractAttendances)
    .innerJoin(users, eq(users.id, contractAttendances.userId))
    .leftJoin(contractors, eq(contractors.id, contractAttendances.contractorId))
    .leftJoin(home, eq(home.id, contractAttendances.homePlaygroupId))
    .where(eq(contractAttendances.contractId, c.id))
    .orderBy(asc(contractAttendances.createdAt), asc(contractAttendances.id));
  const seesPrivate = canRun || can(m, 'manage_contractors');
  const votes =
    c.state === 'finished'
      ? await tx.select().from(contractVoidVotes).where(eq(contractVoidVotes.contractId, c.id))
      : [];
  const eligible = voters(seats.map((s) => s.a));
  const mine = actor ? seats.find((s) => s.a.userId === actor.userId) : undefined;
  const scenario = await contractScenario(tx, c.scenarioId);
  const spoilers =
    scenario && canRun
      ? await spoiledAtContract(tx, {
          contractId: c.id,
          scenarioId: scenario.id,
          seats: seats.map((s) => ({ userId: s.a.userId, ringer: s.a.ringer })),
        })
      : null;
  // The run notes spoil the Scenario: only those who know it (and those who run the Contract) read them.
  const readsNotes =
    scenario !== null &&
    actor !== null &&
    (canRun || (await spoiledAmong(tx, scenario.id, [actor.userId])).has(actor.userId));
  const cycle = await contractCycleView(tx, c);
  return {
    id: c.id,
    playgroup: { id: m.playgroup.id, name: m.playgroup.name },
    gm: { handle: gm?.handle ?? 'unknown' },
    title: c.title,
    invitation: c.invitation,
    startsAt: c.startsAt,
    requiredStatus: c.requiredStatus as StatusId | 'any',
    rsvpRule: c.rsvpRule,
    capacity: c.capacity,
    seatsTaken: seats.length,
    ringersAllowed: c.ringersAllowed,
    playMode: c.playMode as PlayMode,
    venue: c.venue,
    lookingForPlayers: c.lookingForPlayers,
    splitOverSessions: c.splitOverSessions,
    state: c.state,
    version: c.version,
    startedAt: c.startedAt,
    finishedAt: c.finishedAt,
    canceledAt: c.canceledAt,
    voidedAt: c.voidedAt,
    voidReason: c.voidReason,
    declared: c.declaredBy !== null,
    notes: m.member || canRun || mine !== undefined ? c.notes : '',
    commissionContractorId: c.commissionContractorId,
    gmImprovementContractorId: c.gmImprovementContractorId,
    gmBonusContractorId: c.gmBonusContractorId,
    gmRewardsPending: c.gmRewardsPending,
    attendees: seats.map(({ a, handle, k, homeName }) => {
      const own = actor?.userId === a.userId;
      const hidden = k !== null && k.private && !own && !seesPrivate;
      return {
        attendanceId: a.id,
        player: { handle },
        ringer: a.ringer,
        contractor:
          k === null || hidden
            ? null
            : {
                id: k.id,
                name: k.name,
                status: statusFromVictories(k.victories),
                victories: k.victories,
                private: k.private,
              },
        hidden,
        home: a.homePlaygroupId === null ? null : { id: a.homePlaygroupId, name: homeName ?? '' },
        visiting: !a.ringer && a.homePlaygroupId !== c.playgroupId,
        outcome: a.outcome,
        ringerAchieved: a.ringerAchieved,
        ringerBonusContractorId: own || canRun ? a.ringerBonusContractorId : null,
        firstContract: a.firstContract,
        confirmed: a.confirmedAt !== null,
        gmMayOpenSheet: canRun && c.state === 'active' && k !== null,
      };
    }),
    rewards: c.state === 'finished' || c.state === 'voided' ? await rewardLinesOf(tx, c.id, actor, seesPrivate) : [],
    voidVotes:
      c.state === 'finished'
        ? { for: votes.filter((v) => v.inFavour && eligible.includes(v.userId)).length, eligible: eligible.length }
        : null,
    healingBack: c.state === 'finished' ? await healingToGiveBack(tx, c.id) : null,
    scenario,
    spoilers,
    scenarioNotes: readsNotes ? c.scenarioNotes : null,
    cycle,
    viewer: {
      isGm: actor?.userId === c.gmId,
      canRun,
      canVoid: c.state === 'finished' && can(m, 'manage_contracts'),
      attendanceId: mine?.a.id ?? null,
      mayVote: c.state === 'finished' && actor !== null && eligible.includes(actor.userId),
      voted: actor !== null && votes.some((v) => v.userId === actor.userId && v.inFavour),
      mayConfirm: c.declaredBy !== null && c.state === 'active' && mine !== undefined && mine.a.confirmedAt === null,
      mayChooseGmRewards:
        actor?.userId === c.gmId &&
        ((c.declaredBy !== null && c.state === 'active') || (c.state === 'finished' && c.gmRewardsPending)),
      mayWriteScenarioNotes:
        scenario !== null && actor?.userId === c.gmId && (c.state === 'active' || c.state === 'finished'),
    },
  };
}
