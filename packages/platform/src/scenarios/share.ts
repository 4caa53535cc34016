import { and, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import { exchangeReviews, scenarioDiscoveries, users } from '../db/schema.js';
import type { StoredExchangeState } from '../db/schema-scenarios.js';
import { transact } from '../db/transaction.js';
import { failure, refusals, success, type Outcome } from '../errors.js';
import { parseInput } from '../parse.js';
import { notify } from '../playgroups/notifications.js';
import { discover } from './discovery.js';
import { shareScenarioSchema } from './exchange-schemas.js';
import { loadOwnScenario, loadScenario } from './exchange-scenario.js';
import { submissionRefusal } from './exchange-submit.js';

/** What sharing did: who newly has the Scenario, and who had it already. */
export interface ShareResult {
  shared: string[];
  alreadyShared: string[];
}

/**
 * The writer shares a Scenario with named players: each discovers it (reason `shared`, naming the writer), which lets
 * them read the write-up and spoils it for playing, and is told. Unknown handles are refused by name, and nothing is
 * shared then.
 * @example await shareScenario(p, writer, scenarioId, { handles: ['mara', 'olek'] })
 */
export async function shareScenario(
  p: Platform,
  actor: Actor,
  scenarioId: unknown,
  input: unknown,
): Promise<Outcome<ShareResult>> {
  if (!actor) return failure(refusals.unauthenticated());
  const parsed = parseInput(shareScenarioSchema, input);
  if (!parsed.ok) return parsed;
  return transact(p.db, async (tx) => {
    const loaded = await loadOwnScenario(tx, scenarioId, actor.userId);
    if (!loaded.ok) return loaded;
    const scenario = loaded.value;
    const keys = [...new Set(parsed.value.handles.map((h) => h.replace(/^@/, '').toLowerCase()))];
    const found = await tx
      .select({ id: users.id, handle: users.handle, key: users.handleKey })
      .from(users)
      .where(inArray(users.handleKey, keys));
    const unknown = keys.filter((k) => !found.some((f) => f.key === k));
    if (unknown.length > 0)
      return failure({
        code: 'unknown_players',
        status: 422,
        field: 'handles',
        message: `No player has the handle ${unknown.map((h) => `“${h}”`).join(', ')}. Check the spelling; nothing was shared.`,
      });
    if (found.some((f) => f.id === actor.userId))
      return failure({
        code: 'share_with_self',
        status: 422,
        field: 'handles',
        message: 'You wrote this Scenario, so it is yours already: leave your own handle out.',
      });
    const earlier = await tx
      .select({ userId: scenarioDiscoveries.userId })
      .from(scenarioDiscoveries)
      .where(
        and(
          eq(scenarioDiscoveries.scenarioId, scenario.id),
          eq(scenarioDiscoveries.reason, 'shared'),
          inArray(
            scenarioDiscoveries.userId,
            found.map((f) => f.id),
          ),
        ),
      );
    const had = new Set(earlier.map((e) => e.userId));
    const fresh = found.filter((f) => !had.has(f.id));
    const now = p.now();
    await discover(
      tx,
      fresh.map((f) => ({ scenarioId: scenario.id, userId: f.id, reason: 'shared' as const, sharedBy: actor.userId })),
      now,
    );
    await notify(
      tx,
      fresh.map((f) => ({
        userId: f.id,
        kind: 'scenario_shared' as const,
        message: `${actor.handle} shared the Scenario “${scenario.title}” with you: you may read it now, and it counts as spoiled for you as a player.`,
        link: `/scenarios/${scenario.id}`,
      })),
      now,
    );
    return success({
      shared: fresh.map((f) => f.handle),
      alreadyShared: found.filter((f) => had.has(f.id)).map((f) => f.handle),
    });
  });
}

/** One player a Scenario was shared with. */
export interface SharedWith {
  handle: string;
  sharedAt: Date;
}

/** One Exchange submission of a Scenario and its decision. */
export interface SubmissionView {
  submittedAt: Date;
  state: Exclude<StoredExchangeState, 'none'>;
  decidedAt: Date | null;
  decidedBy: string | null;
  reason: string;
}

/** The writer's page for sharing and the Exchange. */
export interface ShareView {
  id: string;
  title: string;
  summary: string;
  exchangeState: StoredExchangeState;
  exchangeApprovedAt: Date | null;
  /** Why the Scenario cannot be submitted now (null when it can), in words. */
  submitProblem: string | null;
  sharedWith: SharedWith[];
  /** Every submission, newest first. */
  submissions: SubmissionView[];
}

/**
 * What the writer's share page shows: who the Scenario is shared with, its Exchange state and every submission with
 * its decision. The writer's only.
 * @example const view = (await getSharePage(p, writer, scenarioId)).value
 */
export async function getSharePage(p: Platform, actor: Actor, scenarioId: unknown): Promise<Outcome<ShareView>> {
  if (!actor) return failure(refusals.unauthenticated());
  const loaded = await loadScenario(p.db, scenarioId);
  if (!loaded.ok) return loaded;
  const s = loaded.value;
  if (s.authorId !== actor.userId)
    return failure(refusals.forbidden('Only the Scenario’s writer may share it or send it to the Exchange.'));
  const decider = alias(users, 'decider');
  const [shared, reviews] = await Promise.all([
    p.db
      .select({ handle: users.handle, sharedAt: scenarioDiscoveries.createdAt })
      .from(scenarioDiscoveries)
      .innerJoin(users, eq(users.id, scenarioDiscoveries.userId))
      .where(and(eq(scenarioDiscoveries.scenarioId, s.id), eq(scenarioDiscoveries.reason, 'shared')))
      .orderBy(users.handleKey),
    p.db
      .select({
        submittedAt: exchangeReviews.submittedAt,
        state: exchangeReviews.state,
        decidedAt: exchangeReviews.decidedAt,
        decidedBy: decider.handle,
        reason: exchangeReviews.reason,
      })
      .from(exchangeReviews)
      .leftJoin(decider, eq(decider.id, exchangeReviews.decidedBy))
      .where(eq(exchangeReviews.scenarioId, s.id))
      .orderBy(desc(exchangeReviews.submittedAt), desc(exchangeReviews.id)),
  ]);
  const problem = submissionRefusal(s);
  return success({
    id: s.id,
    title: s.title,
    summary: s.summary,
    exchangeState: s.exchangeState,
    exchangeApprovedAt: s.exchangeApprovedAt,
    submitProblem: problem ? problem.message : null,
    sharedWith: shared,
    submissions: reviews.map((r) => ({ ...r, decidedBy: r.decidedBy ?? null })),
  });
}
