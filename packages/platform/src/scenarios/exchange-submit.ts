import { and, desc, eq, inArray } from 'drizzle-orm';
import { SCENARIO_SECTIONS } from '@harbinger/rules';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import type { Tx } from '../db/connection.js';
import { exchangeReviews, scenarios } from '../db/schema.js';
import type { StoredExchangeState } from '../db/schema-scenarios.js';
import { transact } from '../db/transaction.js';
import { failure, refusals, success, type Outcome, type PlatformError } from '../errors.js';
import { notify } from '../playgroups/notifications.js';
import { loadOwnScenario, type ScenarioRow } from './exchange-scenario.js';
import { holdersOf } from './site-permissions.js';

/** A Scenario's standing on the Exchange after a submission or withdrawal. */
export interface ExchangeStanding {
  id: string;
  exchangeState: StoredExchangeState;
  exchangeApprovedAt: Date | null;
}

/** Why a Scenario may not be sent to the Exchange now, or null when it may. */
export function submissionRefusal(s: ScenarioRow): PlatformError | null {
  if (s.stockKey !== null || s.forLearning)
    return {
      code: 'stock_scenario',
      status: 409,
      message: 'Our own stock and teaching Scenarios are not offered on the Exchange.',
    };
  if (s.exchangeState === 'awaiting')
    return { code: 'already_submitted', status: 409, message: 'It is waiting for an approver already.' };
  if (s.exchangeState === 'approved')
    return { code: 'already_on_exchange', status: 409, message: 'It is on the Exchange already.' };
  if (s.summary.trim() === '')
    return {
      code: 'summary_missing',
      status: 422,
      field: 'summary',
      message: 'Write a spoiler-free summary first: it is all a player sees before unlocking.',
    };
  if (SCENARIO_SECTIONS.every((section) => s[section].trim() === ''))
    return { code: 'writeup_empty', status: 422, message: 'The write-up is empty: write it before submitting.' };
  return null;
}

const standing = (row: ScenarioRow): ExchangeStanding => ({
  id: row.id,
  exchangeState: row.exchangeState,
  exchangeApprovedAt: row.exchangeApprovedAt,
});

/** Sets the Scenario's mirror of its latest submission. */
async function mirror(tx: Tx, id: string, state: StoredExchangeState, extra: Partial<ScenarioRow> = {}) {
  const [row] = await tx
    .update(scenarios)
    .set({ exchangeState: state, ...extra })
    .where(eq(scenarios.id, id))
    .returning();
  return row!;
}

/**
 * The writer sends a Scenario to the Exchange: a new submission waits for an approver, and every approver (but the
 * writer) is told. Needs a summary and a write-up; stock and teaching Scenarios are refused. A rejected or withdrawn
 * Scenario may be sent again.
 * @example await submitToExchange(p, writer, scenarioId)
 */
export async function submitToExchange(
  p: Platform,
  actor: Actor,
  scenarioId: unknown,
): Promise<Outcome<ExchangeStanding>> {
  if (!actor) return failure(refusals.unauthenticated());
  return transact(p.db, async (tx) => {
    const loaded = await loadOwnScenario(tx, scenarioId, actor.userId);
    if (!loaded.ok) return loaded;
    const s = loaded.value;
    const refused = submissionRefusal(s);
    if (refused) return failure(refused);
    const now = p.now();
    await tx.insert(exchangeReviews).values({
      scenarioId: s.id,
      submittedBy: actor.userId,
      submittedAt: now,
      state: 'awaiting',
    });
    const row = await mirror(tx, s.id, 'awaiting');
    const approvers = (await holdersOf(tx, 'approve_scenarios')).filter((id) => id !== actor.userId);
    await notify(
      tx,
      approvers.map((userId) => ({
        userId,
        kind: 'exchange_submitted' as const,
        message: `${actor.handle} sent “${s.title}” to the Exchange: it waits for an approver.`,
        link: '/scenarios/approvals',
      })),
      now,
    );
    return success(standing(row));
  });
}

/**
 * The writer takes a Scenario back: a submission still waiting leaves the queue, an approved one leaves the
 * Exchange (players who unlocked it keep it). It may be sent again later; a second approval pays nothing more.
 * @example await withdrawFromExchange(p, writer, scenarioId)
 */
export async function withdrawFromExchange(
  p: Platform,
  actor: Actor,
  scenarioId: unknown,
): Promise<Outcome<ExchangeStanding>> {
  if (!actor) return failure(refusals.unauthenticated());
  return transact(p.db, async (tx) => {
    const loaded = await loadOwnScenario(tx, scenarioId, actor.userId);
    if (!loaded.ok) return loaded;
    const s = loaded.value;
    if (s.exchangeState !== 'awaiting' && s.exchangeState !== 'approved')
      return failure({
        code: 'not_submitted',
        status: 409,
        message: 'It is neither waiting for an approver nor on the Exchange, so there is nothing to withdraw.',
      });
    const [latest] = await tx
      .select({ id: exchangeReviews.id })
      .from(exchangeReviews)
      .where(and(eq(exchangeReviews.scenarioId, s.id), inArray(exchangeReviews.state, ['awaiting', 'approved'])))
      .orderBy(desc(exchangeReviews.submittedAt), desc(exchangeReviews.id))
      .limit(1);
    const now = p.now();
    if (latest)
      await tx
        .update(exchangeReviews)
        .set({ state: 'withdrawn', decidedBy: actor.userId, decidedAt: now })
        .where(eq(exchangeReviews.id, latest.id));
    return success(standing(await mirror(tx, s.id, 'withdrawn')));
  });
}
