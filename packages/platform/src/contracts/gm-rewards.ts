import { contractRewards, type Attendee, type ContractorStanding } from '@harbinger/rules';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import type { Tx } from '../db/connection.js';
import { contracts, ledgerEntries } from '../db/schema.js';
import { transact } from '../db/transaction.js';
import { failure, refusals, success, type Outcome, type PlatformError } from '../errors.js';
import { parseInput } from '../parse.js';
import { attendancesOf, buildContractView, loadContract, type ContractRow } from './contract-view.js';
import { lockStandings, type LockedStanding } from './standings.js';
import type { ContractView } from './views.js';

const uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'is not a valid id');

/** The GM naming the Contractors that take the GM's rewards (`POST /api/v1/contracts/{id}/gm-rewards`). */
export const gmRewardsSchema = z.strictObject({
  /** The GM's own living Contractor that takes the GM Improvement. */
  gmImprovementContractorId: uuid,
  /** The GM's own living Contractor that takes the GM bonus Exp; left out, the Improvement's Contractor takes it. */
  gmBonusContractorId: uuid.nullable().optional(),
});
export type GmRewardsInput = z.input<typeof gmRewardsSchema>;

/** The GM's picks, as the finishing input names them. */
export interface GmPicks {
  gmImprovementContractorId?: string | null | undefined;
  gmBonusContractorId?: string | null | undefined;
}

/**
 * Refuses a GM pick that is not one of the GM's own living Contractors; `standings` holds every picked Contractor
 * (from `lockStandings`).
 */
export function checkGmPicks(
  standings: ReadonlyMap<string, Pick<LockedStanding, 'ownerId' | 'name' | 'standing'>>,
  gmId: string,
  picks: GmPicks,
): PlatformError | null {
  for (const field of ['gmImprovementContractorId', 'gmBonusContractorId'] as const) {
    const pick = picks[field];
    if (!pick) continue;
    const s = standings.get(pick);
    if (!s || s.ownerId !== gmId)
      return {
        code: 'not_gm_contractor',
        status: 422,
        field,
        message: 'The GM’s reward must go to one of the GM’s own Contractors.',
      };
    if (s.standing.dead)
      return { code: 'contractor_dead', status: 422, field, message: `${s.name} is dead and cannot take rewards.` };
  }
  return null;
}

const GM_KINDS = new Set(['gm_improvement', 'into_the_fold', 'golden_ratio']);
const GM_BONUS_KINDS = new Set(['into_the_fold', 'golden_ratio']);

/** Which of the GM's rewards of a Contract are already on the ledger (not voided): the Improvement, the bonus Exp. */
async function gmRewardsPaid(tx: Tx, c: ContractRow): Promise<{ improvement: boolean; bonus: boolean }> {
  const rows = await tx
    .select({ kind: ledgerEntries.kind })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.userId, c.gmId),
        inArray(ledgerEntries.kind, [...GM_KINDS]),
        isNull(ledgerEntries.voidedAt),
        sql`${ledgerEntries.cause}->>'contractId' = ${c.id}`,
      ),
    );
  return {
    improvement: rows.some((r) => r.kind === 'gm_improvement'),
    bonus: rows.some((r) => GM_BONUS_KINDS.has(r.kind)),
  };
}

/**
 * Pays the GM's rewards of a recorded Contract whose GM named no Contractor for the Improvement then: the rules'
 * `contractRewards` runs over the stored seats with the GM's picks, and only the GM's entries still owed are written
 * (a bonus already paid at recording, to the bonus Contractor named then, is not paid again). The attendees'
 * standings do not matter here (their own rewards were paid at recording and are not written again), so they are
 * given as zero.
 */
async function payLater(
  tx: Tx,
  c: ContractRow,
  goldenRatio: boolean,
  picks: GmPicks,
  standings: Map<string, LockedStanding>,
  paidAlready: { improvement: boolean; bonus: boolean },
  now: Date,
) {
  const seats = await attendancesOf(tx, c.id);
  const attendees: Attendee[] = seats.flatMap((s) =>
    s.contractorId && s.outcome
      ? [
          {
            attendanceId: s.id,
            contractorId: s.contractorId,
            playerUserId: s.userId,
            homePlaygroupId: s.homePlaygroupId ?? '',
            outcome: s.outcome,
            firstContractEver: s.firstContract,
          },
        ]
      : [],
  );
  const zero: ContractorStanding = { victories: 0, earnedExpForCap: 0, creditsReceived: 0 };
  const all: Record<string, ContractorStanding> = Object.fromEntries(attendees.map((a) => [a.contractorId, zero]));
  for (const [id, s] of standings) all[id] = s.standing;
  const paid = contractRewards({
    contract: {
      id: c.id,
      playgroupId: c.playgroupId,
      gm: {
        userId: c.gmId,
        improvementContractorId: picks.gmImprovementContractorId ?? null,
        bonusContractorId: picks.gmBonusContractorId ?? null,
      },
      houseRules: { goldenRatio, healing: 'gritty' },
      attendees,
      ringers: [],
      commissionContractorId: null,
    },
    standings: all,
  });
  if (!paid.ok) throw new Error(`payLater: a recorded Contract no longer checks: ${paid.issues[0]?.code}`);
  const mine = paid.value.entries.filter(
    (e) =>
      e.userId === c.gmId &&
      GM_KINDS.has(e.kind) &&
      !(e.kind === 'gm_improvement' ? paidAlready.improvement : paidAlready.bonus),
  );
  if (mine.length > 0)
    await tx.insert(ledgerEntries).values(
      mine.map((e) => ({
        contractorId: e.contractorId,
        userId: e.userId ?? null,
        resource: e.resource,
        amount: e.amount,
        kind: e.kind,
        cause: { ...e.cause, contractTitle: c.title },
        createdAt: now,
      })),
    );
  const touched = [...new Set(mine.flatMap((e) => (e.contractorId ? [e.contractorId] : [])))];
  for (const id of touched)
    await tx.execute(
      sql`UPDATE contractors SET version = version + 1, updated_at = ${now.toISOString()}::timestamptz WHERE id = ${id}::uuid`,
    );
}

/**
 * The GM names the Contractors that take the GM Improvement and bonus Exp. While a declared Contract awaits its
 * players' confirmations the choice is kept for the recording; on a recorded Contract whose GM chose "later"
 * (`gmRewardsPending`) the rewards are paid at once, from the rules, and the Contract stops waiting. Only the GM may.
 * @example await chooseGmRewards(p, gm, contractId, { gmImprovementContractorId: myContractorId })
 */
export async function chooseGmRewards(
  p: Platform,
  actor: Actor,
  id: unknown,
  input: unknown,
): Promise<Outcome<ContractView>> {
  if (!actor) return failure(refusals.unauthenticated());
  const parsed = parseInput(gmRewardsSchema, input);
  if (!parsed.ok) return parsed;
  const picks = parsed.value;
  return transact(p.db, async (tx) => {
    const loaded = await loadContract(tx, id, actor, true);
    if (!loaded.ok) return loaded;
    const c = loaded.value.contract;
    if (c.gmId !== actor.userId)
      return failure({
        code: 'not_the_gm',
        status: 403,
        message: 'Only the Contract’s GM chooses who takes the GM’s rewards.',
      });
    const awaiting = c.declaredBy !== null && c.state === 'active';
    if (!awaiting && !(c.state === 'finished' && c.gmRewardsPending))
      return failure({
        code: 'gm_rewards_settled',
        status: 409,
        message:
          c.state === 'finished'
            ? 'The GM’s rewards for this Contract were already paid.'
            : `This Contract is ${c.state}: the GM’s rewards are chosen when it is recorded.`,
      });
    const standings = await lockStandings(
      tx,
      [picks.gmImprovementContractorId, picks.gmBonusContractorId].filter((x): x is string => typeof x === 'string'),
    );
    const refused = checkGmPicks(standings, c.gmId, picks);
    if (refused) return failure(refused);
    const now = p.now();
    // A bonus paid at recording stays with the Contractor that took it (voiding reads this column to take it back).
    const paidAlready = awaiting ? { improvement: false, bonus: false } : await gmRewardsPaid(tx, c);
    const chosen = {
      gmImprovementContractorId: picks.gmImprovementContractorId,
      gmBonusContractorId: paidAlready.bonus ? c.gmBonusContractorId : (picks.gmBonusContractorId ?? null),
    };
    if (awaiting) {
      await tx
        .update(contracts)
        .set({ pendingFinish: { ...(c.pendingFinish ?? {}), ...chosen }, version: c.version + 1, updatedAt: now })
        .where(eq(contracts.id, c.id));
    } else {
      const owed = { ...picks, gmBonusContractorId: paidAlready.bonus ? null : picks.gmBonusContractorId };
      await payLater(tx, c, loaded.value.membership.playgroup.goldenRatio, owed, standings, paidAlready, now);
      await tx
        .update(contracts)
        .set({ ...chosen, gmRewardsPending: false, version: c.version + 1, updatedAt: now })
        .where(eq(contracts.id, c.id));
    }
    const view = await loadContract(tx, c.id, actor);
    return view.ok ? success(await buildContractView(tx, actor, view.value)) : view;
  });
}
