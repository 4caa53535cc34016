import { OPEN_CONTRACT_STATES, checkContractTransition, type StatusId } from '@harbinger/rules';
import { and, asc, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import { contractAttendances, contracts, playgroupMembers, playgroups, users } from '../db/schema.js';
import { transact } from '../db/transaction.js';
import { failure, refusals, success, type Outcome, type PlatformError } from '../errors.js';
import { parseInput } from '../parse.js';
import { notify } from '../playgroups/notifications.js';
import { can, lacks, loadMembership } from '../playgroups/roles.js';
import { enqueueWebhookEvent } from '../webhooks/enqueue.js';
import { contractScheduledMessage } from '../webhooks/messages.js';
import { nudgeWebhooksAfter } from '../webhooks/nudge.js';
import { scenarioLinkRefusal } from '../scenarios/contract-link.js';
import { contractCycleView, cycleForNewContract } from '../cycles/cycles.js';
import { contractReadRefusal, readableContracts } from './contract-access.js';
import { attendancesOf, buildContractView, loadContract } from './contract-view.js';
import { applyContractChanges } from './schedule-changes.js';
import { clearWaitlist } from './waitlist.js';
import { contractPatchSchema, listContractsSchema, scheduleContractSchema, type PlayMode } from './schemas.js';
import type { ContractSummary, ContractView } from './views.js';

/** The refusal when a Contract is not in the state an action needs. */
export function wrongState(state: string, wanted: string, doing: string): PlatformError {
  const article = /^[aeiou]/.test(wanted) ? 'an' : 'a';
  return {
    code: `contract_not_${wanted.split(' ')[0]}`,
    status: 409,
    message: `This Contract is ${state}; only ${article} ${wanted} Contract can be ${doing}.`,
  };
}

/** The refusal for a start before now: a Contract is scheduled ahead (a past one is declared instead). */
export function startInPast(): PlatformError {
  return {
    code: 'start_in_past',
    status: 422,
    field: 'startsAt',
    message: 'The start is in the past: pick a time ahead of now.',
    issues: [
      {
        field: 'startsAt',
        message: 'That time has already passed. Pick a time ahead of now (a game already played is declared instead).',
      },
    ],
  };
}

/** The refusal for someone who is neither the GM nor allowed to manage the Playgroup's Contracts. */
export const notTheGm = (): PlatformError => ({
  code: 'not_the_gm',
  status: 403,
  message: 'Only the GM of this Contract, or someone who manages the Playgroup’s Contracts, may do this.',
});

/**
 * Schedules a Contract in a Playgroup (needs `run_contracts` there); the actor is its GM. Members are notified.
 * @example
 * await scheduleContract(p, actor, { playgroupId, title: 'The Lighthouse', startsAt: '2030-02-01T19:00:00+01:00' })
 */
export async function scheduleContract(p: Platform, actor: Actor, input: unknown): Promise<Outcome<ContractView>> {
  if (!actor) return failure(refusals.unauthenticated());
  const parsed = parseInput(scheduleContractSchema, input);
  if (!parsed.ok) return parsed;
  const { playgroupId, cycle, ...fields } = parsed.value;
  if (fields.startsAt.getTime() < p.now().getTime()) return failure(startInPast());
  return nudgeWebhooksAfter(
    p,
    await transact(p.db, async (tx) => {
      const loaded = await loadMembership(tx, playgroupId, actor.userId);
      if (!loaded.ok) return { ...loaded, error: { ...loaded.error, field: 'playgroupId' } };
      if (!can(loaded.value, 'run_contracts')) return failure(lacks(loaded.value, 'run_contracts'));
      if (fields.scenarioId) {
        const refused = await scenarioLinkRefusal(tx, { scenarioId: fields.scenarioId, gmId: actor.userId });
        if (refused) return failure(refused);
      }
      const now = p.now();
      const cycleId = cycle
        ? await cycleForNewContract(tx, { playgroupId, choice: cycle, actorId: actor.userId, now })
        : success(null);
      if (!cycleId.ok) return cycleId;
      const [row] = await tx
        .insert(contracts)
        .values({ ...fields, playgroupId, cycleId: cycleId.value, gmId: actor.userId, createdAt: now, updatedAt: now })
        .returning();
      const members = await tx
        .select({ userId: playgroupMembers.userId })
        .from(playgroupMembers)
        .where(and(eq(playgroupMembers.playgroupId, playgroupId), eq(playgroupMembers.state, 'member')));
      // Players are told up front that a Contract belongs to a Cycle, and how long it is.
      const inCycle = await contractCycleView(tx, row!);
      const cycleNote = inCycle ? ` It is Contract ${inCycle.position} of a Cycle of ${inCycle.length}.` : '';
      const message = `@${actor.handle} scheduled “${row!.title}” in “${loaded.value.playgroup.name}”.${cycleNote}`;
      await notify(
        tx,
        members
          .filter((r) => r.userId !== actor.userId)
          .map((r) => ({
            userId: r.userId,
            kind: 'contract_scheduled' as const,
            message,
            link: `/contracts/${row!.id}`,
          })),
        now,
      );
      const announced = {
        playgroupName: loaded.value.playgroup.name,
        contractId: row!.id,
        title: row!.title,
        startsAt: row!.startsAt,
        invitation: row!.invitation,
        gmHandle: actor.handle,
        at: now,
      };
      await enqueueWebhookEvent(tx, {
        playgroupId,
        event: 'contract_scheduled',
        message: contractScheduledMessage(announced),
        at: now,
      });
      const view = await loadContract(tx, row!.id, actor);
      return view.ok ? success(await buildContractView(tx, actor, view.value)) : view;
    }),
  );
}

/**
 * Changes a scheduled Contract (its GM, or a manager of the Playgroup's Contracts), with the version read. Every
 * seat is checked again: one that no longer qualifies is released (the last answered first when seats are cut),
 * seated players are told what changed, and freed seats go to the line.
 */
export async function updateContract(
  p: Platform,
  actor: Actor,
  id: unknown,
  input: unknown,
): Promise<Outcome<ContractView>> {
  if (!actor) return failure(refusals.unauthenticated());
  const parsed = parseInput(contractPatchSchema, input);
  if (!parsed.ok) return parsed;
  const { version, ...fields } = parsed.value;
  return transact(p.db, async (tx) => {
    const loaded = await loadContract(tx, id, actor, true);
    if (!loaded.ok) return loaded;
    const c = loaded.value.contract;
    if (!loaded.value.canRun) return failure(notTheGm());
    if (c.state !== 'scheduled') return failure(wrongState(c.state, 'scheduled', 'changed'));
    if (c.version !== version)
      return failure({
        ...refusals.versionConflict(),
        message: 'Someone changed this Contract since you opened it. Reload to see their changes.',
      });
    // A new start must lie ahead; an unchanged one may have slipped into the past while the table waits.
    const now = p.now();
    if (fields.startsAt && fields.startsAt.getTime() !== c.startsAt.getTime() && fields.startsAt < now)
      return failure(startInPast());
    // A newly linked Scenario must be one the Contract's GM knows (whoever edits it).
    if (fields.scenarioId && fields.scenarioId !== c.scenarioId) {
      const refused = await scenarioLinkRefusal(tx, { scenarioId: fields.scenarioId, gmId: c.gmId });
      if (refused) return failure(refused);
    }
    const set = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
    const [after] = await tx
      .update(contracts)
      .set({ ...set, version: c.version + 1, updatedAt: now })
      .where(eq(contracts.id, c.id))
      .returning();
    await applyContractChanges(tx, {
      before: c,
      after: after!,
      visitorsAllowed: loaded.value.membership.playgroup.visitorsAllowed,
      now,
    });
    const view = await loadContract(tx, c.id, actor);
    return view.ok ? success(await buildContractView(tx, actor, view.value)) : view;
  });
}

/** Cancels a scheduled Contract; everyone who answered is told. */
export async function cancelContract(p: Platform, actor: Actor, id: unknown): Promise<Outcome<ContractView>> {
  if (!actor) return failure(refusals.unauthenticated());
  return transact(p.db, async (tx) => {
    const loaded = await loadContract(tx, id, actor, true);
    if (!loaded.ok) return loaded;
    const c = loaded.value.contract;
    if (!loaded.value.canRun) return failure(notTheGm());
    if (!checkContractTransition(c.state, 'canceled').ok) return failure(wrongState(c.state, 'scheduled', 'canceled'));
    const now = p.now();
    await tx
      .update(contracts)
      .set({ state: 'canceled', canceledAt: now, version: c.version + 1, updatedAt: now })
      .where(eq(contracts.id, c.id));
    const seats = await attendancesOf(tx, c.id);
    const waiting = await clearWaitlist(tx, c.id);
    await notify(
      tx,
      [
        ...seats.map((s) => ({ userId: s.userId, message: `“${c.title}” was canceled.` })),
        ...waiting.map((userId) => ({ userId, message: `“${c.title}”, which you were in line for, was canceled.` })),
      ].map((n) => ({ ...n, kind: 'contract_canceled' as const, link: `/contracts/${c.id}` })),
      now,
    );
    const view = await loadContract(tx, c.id, actor);
    return view.ok ? success(await buildContractView(tx, actor, view.value)) : view;
  });
}

/**
 * A Contract's page: public when its Playgroup is listed, else only to members, its GM and the seated (private
 * Contractors' names are hidden from those who may not see them).
 */
export async function getContract(p: Platform, actor: Actor, id: unknown): Promise<Outcome<ContractView>> {
  const loaded = await loadContract(p.db, id, actor);
  if (!loaded.ok) return loaded;
  const refused = await contractReadRefusal(p.db, actor, loaded.value);
  return refused ? failure(refused) : success(await buildContractView(p.db, actor, loaded.value));
}

/**
 * Lists Contracts: a Playgroup's (newest start first), the actor's own, or scheduled ones looking for players
 * (soonest first).
 */
export async function listContracts(
  p: Platform,
  actor: Actor,
  input: unknown = {},
): Promise<Outcome<ContractSummary[]>> {
  const parsed = parseInput(listContractsSchema, input ?? {});
  if (!parsed.ok) return parsed;
  const { playgroupId, mine, lookingForPlayers, upcoming, limit } = parsed.value;
  if (mine && !actor) return failure(refusals.unauthenticated());
  const filters: (SQL | undefined)[] = [readableContracts(p.db, actor)];
  if (playgroupId) filters.push(eq(contracts.playgroupId, playgroupId));
  if (mine) {
    const seated = p.db
      .select({ id: contractAttendances.contractId })
      .from(contractAttendances)
      .where(eq(contractAttendances.userId, actor!.userId));
    filters.push(or(eq(contracts.gmId, actor!.userId), inArray(contracts.id, seated)));
  }
  if (lookingForPlayers) filters.push(and(eq(contracts.lookingForPlayers, true), eq(contracts.state, 'scheduled')));
  if (upcoming) filters.push(inArray(contracts.state, OPEN_CONTRACT_STATES));
  const soonest = lookingForPlayers || upcoming;
  const rows = await p.db
    .select({ c: contracts, pgName: playgroups.name, gm: users.handle })
    .from(contracts)
    .innerJoin(playgroups, eq(playgroups.id, contracts.playgroupId))
    .innerJoin(users, eq(users.id, contracts.gmId))
    .where(and(...filters))
    .orderBy(soonest ? asc(contracts.startsAt) : desc(contracts.startsAt), asc(contracts.id))
    .limit(limit);
  const ids = rows.map((r) => r.c.id);
  const seats =
    ids.length === 0
      ? []
      : await p.db
          .select({ id: contractAttendances.contractId, n: count() })
          .from(contractAttendances)
          .where(inArray(contractAttendances.contractId, ids))
          .groupBy(contractAttendances.contractId);
  return success(
    rows.map(({ c, pgName, gm }) => ({
      id: c.id,
      playgroup: { id: c.playgroupId, name: pgName },
      gm: { handle: gm },
      title: c.title,
      startsAt: c.startsAt,
      state: c.state,
      declared: c.declaredBy !== null,
      requiredStatus: c.requiredStatus as StatusId | 'any',
      capacity: c.capacity,
      seatsTaken: Number(seats.find((s) => s.id === c.id)?.n ?? 0),
      lookingForPlayers: c.lookingForPlayers,
      playMode: c.playMode as PlayMode,
    })),
  );
}
