import { EXCHANGE_APPROVAL_CREDITS } from '@harbinger/rules';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import type { Db, Tx } from '../db/connection.js';
import { creditEntries, exchangeReviews, scenarios, users } from '../db/schema.js';
import type { StoredExchangeState, StoredHandout } from '../db/schema-scenarios.js';
import { transact } from '../db/transaction.js';
import { failure, refusals, success, type Outcome, type PlatformError } from '../errors.js';
import { parseInput } from '../parse.js';
import { notify } from '../playgroups/notifications.js';
import { reviewSubmissionSchema } from './exchange-schemas.js';
import { cardOf, handleOf, loadScenario, type ScenarioCard, type ScenarioRow } from './exchange-scenario.js';
import { hasSitePermission } from './site-permissions.js';

/** How many waiting submissions the queue shows at once (oldest first). */
export const APPROVAL_QUEUE_LIMIT = 50;

const notApprover = (): PlatformError => ({
  code: 'not_an_approver',
  status: 403,
  message:
    'Only Exchange approvers see this. The site’s operator grants the approve_scenarios permission (see the deploy guide).',
});

/** Refuses anyone who does not hold `approve_scenarios`. */
async function requireApprover(db: Db | Tx, actor: Actor): Promise<Outcome<NonNullable<Actor>>> {
  if (!actor) return failure(refusals.unauthenticated());
  return (await hasSitePermission(db, actor.userId, 'approve_scenarios')) ? success(actor) : failure(notApprover());
}

/**
 * The platform's rule for judging: an approver may read the whole write-up of a Scenario waiting for a decision or
 * on the Exchange (whose removal they may decide), whether or not they discovered it. Reading it records no
 * discovery: judging is not playing, and the discovery reasons stay the ones a player chose.
 */
export async function approverMayRead(db: Db | Tx, scenario: ScenarioRow, userId: string): Promise<boolean> {
  if (scenario.exchangeState !== 'awaiting' && scenario.exchangeState !== 'approved') return false;
  return hasSitePermission(db, userId, 'approve_scenarios');
}

/** A submission waiting in the approvers' queue. */
export interface QueuedSubmission extends ScenarioCard {
  submittedAt: Date;
  /** The approver wrote it: another approver decides. */
  own: boolean;
}

/**
 * The approvers' queue: Scenarios waiting for a decision, oldest submission first, with their summaries.
 * @example const queue = (await listExchangeQueue(p, approver)).value
 */
export async function listExchangeQueue(p: Platform, actor: Actor): Promise<Outcome<QueuedSubmission[]>> {
  const approver = await requireApprover(p.db, actor);
  if (!approver.ok) return approver;
  const rows = await p.db
    .select({ scenario: scenarios, writer: users.handle, submittedAt: exchangeReviews.submittedAt })
    .from(exchangeReviews)
    .innerJoin(scenarios, eq(scenarios.id, exchangeReviews.scenarioId))
    .leftJoin(users, eq(users.id, scenarios.authorId))
    .where(and(eq(exchangeReviews.state, 'awaiting'), eq(scenarios.exchangeState, 'awaiting')))
    .orderBy(asc(exchangeReviews.submittedAt), asc(exchangeReviews.id))
    .limit(APPROVAL_QUEUE_LIMIT);
  return success(
    rows.map((r) => ({
      ...cardOf(r.scenario, r.writer),
      submittedAt: r.submittedAt,
      own: r.scenario.authorId === approver.value.userId,
    })),
  );
}

/** A submitted Scenario in full, for an approver to judge. */
export interface SubmissionForReview extends ScenarioCard {
  objective: string;
  exchangeState: StoredExchangeState;
  sections: { overview: string; backstory: string; introduction: string; mission: string; aftermath: string };
  handouts: StoredHandout[];
  own: boolean;
}

/**
 * An approver reads a submitted Scenario's whole write-up, the Aftermath and handouts included (see
 * {@link approverMayRead}); no discovery is recorded.
 * @example const full = (await readSubmission(p, approver, scenarioId)).value
 */
export async function readSubmission(
  p: Platform,
  actor: Actor,
  scenarioId: unknown,
): Promise<Outcome<SubmissionForReview>> {
  const approver = await requireApprover(p.db, actor);
  if (!approver.ok) return approver;
  const loaded = await loadScenario(p.db, scenarioId);
  if (!loaded.ok) return loaded;
  const s = loaded.value;
  if (!(await approverMayRead(p.db, s, approver.value.userId)))
    return failure({
      code: 'not_submitted',
      status: 409,
      message: 'That Scenario is not waiting for a decision or on the Exchange, so approvers do not read it.',
    });
  return success({
    ...cardOf(s, await handleOf(p.db, s.authorId)),
    objective: s.objective,
    exchangeState: s.exchangeState,
    sections: {
      overview: s.overview,
      backstory: s.backstory,
      introduction: s.introduction,
      mission: s.mission,
      aftermath: s.aftermath,
    },
    handouts: s.handouts,
    own: s.authorId === approver.value.userId,
  });
}

/** What a decision did. */
export interface ReviewResult {
  id: string;
  exchangeState: StoredExchangeState;
  exchangeApprovedAt: Date | null;
  /** Credits paid to the writer by this decision (340 on a Scenario's first approval, else 0). */
  creditsPaid: number;
}

const DECIDED_STATE = { approve: 'approved', reject: 'rejected', remove: 'removed' } as const;

/**
 * An approver decides: approve or reject a waiting submission (rejecting needs a reason), or remove an approved
 * Scenario from the Exchange (with a reason). Never one's own. The first approval of a Scenario pays the writer
 * {@link EXCHANGE_APPROVAL_CREDITS}; later approvals pay nothing (a unique index guards it).
 * The writer is told, with the reason.
 * @example await reviewSubmission(p, approver, scenarioId, { decision: 'reject', reason: 'The Mission is empty.' })
 */
export async function reviewSubmission(
  p: Platform,
  actor: Actor,
  scenarioId: unknown,
  input: unknown,
): Promise<Outcome<ReviewResult>> {
  if (!actor) return failure(refusals.unauthenticated());
  const parsed = parseInput(reviewSubmissionSchema, input);
  if (!parsed.ok) return parsed;
  const { decision, reason } = parsed.value;
  return transact(p.db, async (tx) => {
    const approver = await requireApprover(tx, actor);
    if (!approver.ok) return approver;
    const loaded = await loadScenario(tx, scenarioId, true);
    if (!loaded.ok) return loaded;
    const s = loaded.value;
    if (s.authorId === actor.userId)
      return failure(refusals.forbidden('You wrote this Scenario: another approver decides it.'));
    const from = decision === 'remove' ? 'approved' : 'awaiting';
    if (s.exchangeState !== from)
      return failure({
        code: 'not_waiting',
        status: 409,
        message:
          decision === 'remove'
            ? 'It is not on the Exchange, so there is nothing to remove.'
            : 'It is not waiting for a decision (someone decided it, or the writer withdrew it).',
      });
    const [latest] = await tx
      .select({ id: exchangeReviews.id })
      .from(exchangeReviews)
      .where(and(eq(exchangeReviews.scenarioId, s.id), eq(exchangeReviews.state, from)))
      .orderBy(desc(exchangeReviews.submittedAt), desc(exchangeReviews.id))
      .limit(1);
    const now = p.now();
    const state = DECIDED_STATE[decision];
    if (latest)
      await tx
        .update(exchangeReviews)
        .set({ state, decidedBy: actor.userId, decidedAt: now, reason })
        .where(eq(exchangeReviews.id, latest.id));
    const [row] = await tx
      .update(scenarios)
      .set({ exchangeState: state, ...(decision === 'approve' ? { exchangeApprovedAt: now } : {}) })
      .where(eq(scenarios.id, s.id))
      .returning();
    let creditsPaid = 0;
    if (decision === 'approve' && s.authorId !== null) {
      const paid = await tx
        .insert(creditEntries)
        .values({
          userId: s.authorId,
          amount: EXCHANGE_APPROVAL_CREDITS,
          kind: 'exchange_approval',
          scenarioId: s.id,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: creditEntries.id });
      creditsPaid = paid.length > 0 ? EXCHANGE_APPROVAL_CREDITS : 0;
    }
    if (s.authorId !== null)
      await notify(
        tx,
        [
          {
            userId: s.authorId,
            kind: 'exchange_reviewed',
            message: decisionWords(s.title, decision, reason, creditsPaid),
            link: `/scenarios/${s.id}/share`,
          },
        ],
        now,
      );
    return success({ id: s.id, exchangeState: state, exchangeApprovedAt: row!.exchangeApprovedAt, creditsPaid });
  });
}

function decisionWords(title: string, decision: 'approve' | 'reject' | 'remove', reason: string, paid: number) {
  const why = reason ? ` The approver’s words: ${reason}` : '';
  if (decision === 'approve')
    return `“${title}” is on the Exchange now.${paid > 0 ? ` You earned ${paid} credits for its first approval.` : ''}${why}`;
  if (decision === 'reject')
    return `“${title}” was not approved for the Exchange.${why} You may change it and send it again.`;
  return `“${title}” was taken off the Exchange by an approver.${why}`;
}
