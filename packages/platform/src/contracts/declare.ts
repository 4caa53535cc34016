import { and, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../accounts/views.js';
import { handleSchema } from '../accounts/schemas.js';
import type { Platform } from '../context.js';
import {
  contractAttendances,
  contractorDeaths,
  contractors,
  contracts,
  playgroupContractors,
  users,
} from '../db/schema.js';
import { transact } from '../db/transaction.js';
import { failure, refusals, success, type Outcome, type PlatformError } from '../errors.js';
import { parseInput } from '../parse.js';
import { notify } from '../playgroups/notifications.js';
import { can, lacks, loadMembership } from '../playgroups/roles.js';
import { attendancesOf, buildContractView, loadContract } from './contract-view.js';
import { scenarioLinkRefusal } from '../scenarios/contract-link.js';
import { causeWithoutDeath, recordFinish } from './finish.js';
import { checkGmPicks } from './gm-rewards.js';
import { readStandings } from './standings.js';
import { wrongState } from './schedule.js';
import { causeOfDeathField, finishContractSchema, scheduleContractSchema } from './schemas.js';
import type { ContractView, FinishResult } from './views.js';

const uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'is not a valid id');

/** Declaring a Contract played without the site (`POST /api/v1/playgroups/{id}/past-contracts`). */
export const declareContractSchema = z.strictObject({
  title: scheduleContractSchema.shape.title,
  startsAt: scheduleContractSchema.shape.startsAt,
  gmHandle: handleSchema,
  /** Each Contractor seat (its player is the Contractor's owner) and how it ended. */
  seats: z
    .array(
      z.strictObject({
        contractorId: uuid,
        outcome: z.enum(['victory', 'failure', 'death', 'declined']),
        commission: z.boolean().default(false),
        /** What killed the Contractor (a `death` seat only), shown on its grave once the Contract is recorded. */
        cause: causeOfDeathField.optional(),
      }),
    )
    .min(1)
    .max(50),
  ringers: z
    .array(z.strictObject({ handle: handleSchema, achieved: z.boolean() }))
    .max(50)
    .default([]),
  /**
   * The GM's own living Contractors that take the GM Improvement and the GM bonus Exp. Left out, the GM chooses on the
   * Contract's page (while it awaits confirmation, or after it is recorded); they are paid when it is recorded.
   */
  gmImprovementContractorId: uuid.nullable().optional(),
  gmBonusContractorId: uuid.nullable().optional(),
  notes: z.string().trim().max(8000).default(''),
  /** The Scenario it ran (one its GM has discovered); discovered by every seated player once it is recorded. */
  scenarioId: uuid.nullable().optional(),
});
export type DeclareContractInput = z.input<typeof declareContractSchema>;

const bad = (code: string, field: string, message: string): PlatformError => ({ code, status: 422, field, message });

/**
 * Declares a past Contract (needs `manage_contracts`: Leaders and Judges): its GM, seats and outcomes. Nothing is
 * paid yet: each player confirms their seat, and the last confirmation records it exactly as a GM finishing would.
 * @example
 * await declareContract(p, leader, playgroupId, { title: 'Old Mill', startsAt, gmHandle: 'gwen',
 *   seats: [{ contractorId, outcome: 'victory' }] })
 */
export async function declareContract(
  p: Platform,
  actor: Actor,
  playgroupId: unknown,
  input: unknown,
): Promise<Outcome<ContractView>> {
  if (!actor) return failure(refusals.unauthenticated());
  const parsed = parseInput(declareContractSchema, input);
  if (!parsed.ok) return parsed;
  const d = parsed.value;
  return transact(p.db, async (tx) => {
    const loaded = await loadMembership(tx, playgroupId, actor.userId);
    if (!loaded.ok) return loaded;
    if (!can(loaded.value, 'manage_contracts')) return failure(lacks(loaded.value, 'manage_contracts'));
    const pg = loaded.value.playgroup;
    const [gm] = await tx.select({ id: users.id }).from(users).where(eq(users.handleKey, d.gmHandle.toLowerCase()));
    if (!gm) return failure({ ...refusals.notFound('That GM'), field: 'gmHandle' });
    if (d.scenarioId) {
      const refused = await scenarioLinkRefusal(tx, { scenarioId: d.scenarioId, gmId: gm.id });
      if (refused) return failure(refused);
    }
    const ids = d.seats.map((s) => s.contractorId);
    const found = await tx
      .select({ k: contractors, home: playgroupContractors.playgroupId, deathId: contractorDeaths.id })
      .from(contractors)
      .leftJoin(playgroupContractors, eq(playgroupContractors.contractorId, contractors.id))
      .leftJoin(
        contractorDeaths,
        and(eq(contractorDeaths.contractorId, contractors.id), isNull(contractorDeaths.voidedAt)),
      )
      .where(inArray(contractors.id, ids));
    const players = new Set<string>();
    for (const [i, s] of d.seats.entries()) {
      const row = found.find((f) => f.k.id === s.contractorId);
      if (!row || (row.k.private && row.home !== pg.id))
        return failure({ ...refusals.notFound('That Contractor'), field: `seats.${i}.contractorId` });
      if (row.deathId !== null)
        return failure(bad('contractor_dead', `seats.${i}.contractorId`, `${row.k.name} is dead.`));
      if (row.k.ownerId === gm.id)
        return failure(bad('gm_is_player', `seats.${i}.contractorId`, 'The GM cannot also play.'));
      if (players.has(row.k.ownerId))
        return failure(bad('duplicate_player', `seats.${i}.contractorId`, 'A player holds one seat per Contract.'));
      players.add(row.k.ownerId);
      if (s.cause && s.outcome !== 'death') return failure(causeWithoutDeath(`seats.${i}.cause`, row.k.name));
      if (s.commission && (s.outcome === 'death' || s.outcome === 'declined'))
        return failure(
          bad(
            'commission_not_attending',
            `seats.${i}.commission`,
            'The Commission goes to a Contractor who took part and lived.',
          ),
        );
    }
    if (d.seats.filter((s) => s.commission).length > 1)
      return failure(bad('one_commission', 'seats', 'At most one Contractor earns the Commission.'));
    const ringerUsers =
      d.ringers.length === 0
        ? []
        : await tx
            .select({ id: users.id, handle: users.handle })
            .from(users)
            .where(
              inArray(
                users.handleKey,
                d.ringers.map((r) => r.handle.toLowerCase()),
              ),
            );
    for (const [i, r] of d.ringers.entries()) {
      const u = ringerUsers.find((x) => x.handle.toLowerCase() === r.handle.toLowerCase());
      if (!u) return failure({ ...refusals.notFound('That player'), field: `ringers.${i}.handle` });
      if (players.has(u.id) || u.id === gm.id)
        return failure(bad('duplicate_player', `ringers.${i}.handle`, 'A player holds one seat per Contract.'));
      players.add(u.id);
    }
    const picked = [d.gmImprovementContractorId, d.gmBonusContractorId].filter(
      (x): x is string => typeof x === 'string',
    );
    const pickRefused = checkGmPicks(await readStandings(tx, picked), gm.id, d);
    if (pickRefused) return failure(pickRefused);
    const now = p.now();
    const pendingFinish = {
      outcomes: d.seats.map((s) => ({
        contractorId: s.contractorId,
        outcome: s.outcome,
        commission: s.commission,
        ...(s.cause ? { cause: s.cause } : {}),
      })),
      ringers: d.ringers,
      notes: d.notes,
      ...(d.gmImprovementContractorId ? { gmImprovementContractorId: d.gmImprovementContractorId } : {}),
      ...(d.gmBonusContractorId ? { gmBonusContractorId: d.gmBonusContractorId } : {}),
    };
    const [row] = await tx
      .insert(contracts)
      .values({
        playgroupId: pg.id,
        gmId: gm.id,
        title: d.title,
        startsAt: d.startsAt,
        startedAt: d.startsAt,
        state: 'active',
        capacity: Math.max(1, players.size),
        declaredBy: actor.userId,
        pendingFinish,
        scenarioId: d.scenarioId ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx.insert(contractAttendances).values([
      ...d.seats.map((s) => {
        const f = found.find((x) => x.k.id === s.contractorId)!;
        return {
          contractId: row!.id,
          userId: f.k.ownerId,
          contractorId: f.k.id,
          homePlaygroupId: f.home,
          createdAt: now,
        };
      }),
      ...d.ringers.map((r) => ({
        contractId: row!.id,
        userId: ringerUsers.find((x) => x.handle.toLowerCase() === r.handle.toLowerCase())!.id,
        ringer: true,
        createdAt: now,
      })),
    ]);
    const message = `@${actor.handle} recorded that you played “${d.title}” in “${pg.name}”: confirm your seat so its rewards apply.`;
    const toGm =
      gm.id === actor.userId || d.gmImprovementContractorId
        ? []
        : [
            {
              userId: gm.id,
              kind: 'rewards' as const,
              message: `@${actor.handle} recorded that you ran “${d.title}” in “${pg.name}”: choose which of your Contractors takes the GM Improvement.`,
              link: `/contracts/${row!.id}`,
            },
          ];
    await notify(
      tx,
      [
        ...[...players].map((userId) => ({ userId, kind: 'rsvp' as const, message, link: `/contracts/${row!.id}` })),
        ...toGm,
      ],
      now,
    );
    const view = await loadContract(tx, row!.id, actor);
    return view.ok ? success(await buildContractView(tx, actor, view.value)) : view;
  });
}

/**
 * A player confirms their seat at a declared past Contract; the last confirmation records it (rewards, victories,
 * deaths) in the same transaction.
 */
export async function confirmAttendance(
  p: Platform,
  actor: Actor,
  contractId: unknown,
): Promise<Outcome<{ recorded: FinishResult | null; contract: ContractView }>> {
  if (!actor) return failure(refusals.unauthenticated());
  return transact(p.db, async (tx) => {
    const loaded = await loadContract(tx, contractId, actor, true);
    if (!loaded.ok) return loaded;
    const c = loaded.value.contract;
    if (c.declaredBy === null)
      return failure({
        code: 'not_declared',
        status: 409,
        message: 'Only a Contract declared after the fact waits for confirmations.',
      });
    if (c.state !== 'active') return failure(wrongState(c.state, 'active', 'confirmed'));
    const seats = await attendancesOf(tx, c.id);
    const mine = seats.find((s) => s.userId === actor.userId);
    if (!mine) return failure({ code: 'not_attending', status: 403, message: 'You hold no seat at this Contract.' });
    if (mine.confirmedAt !== null)
      return failure({ code: 'already_confirmed', status: 409, message: 'You have already confirmed your seat.' });
    const now = p.now();
    await tx.update(contractAttendances).set({ confirmedAt: now }).where(eq(contractAttendances.id, mine.id));
    if (seats.some((s) => s.id !== mine.id && s.confirmedAt === null)) {
      return success({ recorded: null, contract: await buildContractView(tx, actor, loaded.value) });
    }
    const choice = finishContractSchema.parse(c.pendingFinish ?? {});
    const recorded = await recordFinish(tx, actor, { ...loaded.value, canRun: true }, choice, now);
    if (!recorded.ok) return recorded;
    // The recording ran with the declarer's rights; the page goes back to the confirming player's own eyes.
    const view = await loadContract(tx, c.id, actor);
    if (!view.ok) return view;
    const contract = await buildContractView(tx, actor, view.value);
    return success({ recorded: { ...recorded.value, contract }, contract });
  });
}
