import type { DiscoveryReason } from '@harbinger/rules';
import { desc, eq, inArray, or } from 'drizzle-orm';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import type { Db, Tx } from '../db/connection.js';
import { scenarioDiscoveries, scenarios, users } from '../db/schema.js';
import { failure, refusals, success, type Outcome } from '../errors.js';
import { isId } from '../parse.js';
import { handoutView, scenarioAccess } from './access.js';
import { discoveryReasons, readAftermath } from './discovery.js';
import type { ScenarioAccess, ScenarioListItem, ScenarioSummaryView, ScenarioView } from './views.js';

type ScenarioRow = typeof scenarios.$inferSelect;

/** How many Scenarios a collection lists at most. */
export const COLLECTION_LIMIT = 500;

/** The refusal for a Scenario that is not there. */
export const scenarioNotFound = () => refusals.notFound('That Scenario');

/** A Scenario row with its writer's handle, or null. */
export async function loadScenario(
  db: Db | Tx,
  id: unknown,
): Promise<{ row: ScenarioRow; writerHandle: string | null } | null> {
  if (!isId(id)) return null;
  const [found] = await db
    .select({ row: scenarios, writerHandle: users.handle })
    .from(scenarios)
    .leftJoin(users, eq(users.id, scenarios.authorId))
    .where(eq(scenarios.id, id));
  return found ?? null;
}

/** The spoiler-free part of a Scenario, which anyone may read. */
export function summaryOf(row: ScenarioRow, writerHandle: string | null): ScenarioSummaryView {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    objective: row.objective,
    minPlayers: row.minPlayers,
    maxPlayers: row.maxPlayers,
    suggestedStatus: row.suggestedStatus,
    highlander: row.highlander,
    rivalry: row.rivalry,
    needsRinger: row.needsRinger,
    tags: [...row.tags],
    wordCount: row.wordCount,
    writer: writerHandle === null ? null : { handle: writerHandle },
    stock: row.stockKey !== null,
    stockKey: row.stockKey,
    forLearning: row.forLearning,
    exchangeState: row.exchangeState,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** The Scenario as a reader with `access` may see it: spoilers are left out here, never by the page. */
export function scenarioView(row: ScenarioRow, writerHandle: string | null, access: ScenarioAccess): ScenarioView {
  return {
    ...summaryOf(row, writerHandle),
    version: row.version,
    access,
    writeup: access.readsWriteup
      ? { overview: row.overview, backstory: row.backstory, introduction: row.introduction, mission: row.mission }
      : null,
    aftermath: access.readsAftermath
      ? { text: row.aftermath, handouts: row.handouts.map((h) => handoutView(h, access)) }
      : null,
  };
}

/** What `actor` may read and do with a loaded Scenario. */
export async function accessFor(db: Db | Tx, row: ScenarioRow, actor: Actor): Promise<ScenarioAccess> {
  const [reasons, revealed] = actor
    ? await Promise.all([discoveryReasons(db, row.id, actor.userId), readAftermath(db, row.id, actor.userId)])
    : [[], false];
  return scenarioAccess({
    signedIn: actor !== null,
    writer: actor !== null && row.authorId === actor.userId,
    reasons,
    revealed,
    forLearning: row.forLearning,
    stockKey: row.stockKey,
  });
}

/**
 * Reads a Scenario for anyone, visitors too: everyone gets the summary; the write-up, the Aftermath and the
 * handouts only as `access` allows. The view says why, and what the reader may do.
 * @example const view = await getScenario(p, null, id); // view.writeup === null unless it is open to all
 */
export async function getScenario(p: Platform, actor: Actor, id: unknown): Promise<Outcome<ScenarioView>> {
  const loaded = await loadScenario(p.db, id);
  if (!loaded) return failure(scenarioNotFound());
  return success(scenarioView(loaded.row, loaded.writerHandle, await accessFor(p.db, loaded.row, actor)));
}

/**
 * The reader's collection: the Scenarios they wrote or discovered, with how, newest change first.
 * @example const { items } = await listScenarios(p, actor);
 */
export async function listScenarios(p: Platform, actor: Actor): Promise<Outcome<{ items: ScenarioListItem[] }>> {
  if (!actor) return failure(refusals.unauthenticated());
  const discovered = p.db
    .select({ id: scenarioDiscoveries.scenarioId })
    .from(scenarioDiscoveries)
    .where(eq(scenarioDiscoveries.userId, actor.userId));
  const rows = await p.db
    .select({ row: scenarios, writerHandle: users.handle })
    .from(scenarios)
    .leftJoin(users, eq(users.id, scenarios.authorId))
    .where(or(eq(scenarios.authorId, actor.userId), inArray(scenarios.id, discovered)))
    .orderBy(desc(scenarios.updatedAt), desc(scenarios.id))
    .limit(COLLECTION_LIMIT);
  const reasons = new Map<string, DiscoveryReason[]>();
  if (rows.length > 0) {
    const found = await p.db
      .select({ scenarioId: scenarioDiscoveries.scenarioId, reason: scenarioDiscoveries.reason })
      .from(scenarioDiscoveries)
      .where(eq(scenarioDiscoveries.userId, actor.userId))
      .orderBy(scenarioDiscoveries.createdAt);
    for (const r of found) reasons.set(r.scenarioId, [...(reasons.get(r.scenarioId) ?? []), r.reason]);
  }
  return success({
    items: rows.map(({ row, writerHandle }) => ({
      ...summaryOf(row, writerHandle),
      reasons: reasons.get(row.id) ?? [],
      mine: row.authorId === actor.userId,
    })),
  });
}
