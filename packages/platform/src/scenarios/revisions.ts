import { scenarioWordCount } from '@harbinger/rules';
import { and, desc, eq, lte } from 'drizzle-orm';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import { scenarioRevisions, users } from '../db/schema.js';
import { failure, refusals, success, type Outcome, type PlatformError } from '../errors.js';
import { readContent, sectionsOf } from './content.js';
import { accessFor, loadScenario, scenarioNotFound } from './read.js';
import { diffContent } from './revision-diff.js';
import type { RevisionDetail, RevisionSummary } from './views.js';

const historyRefusal = (): PlatformError =>
  refusals.forbidden("Only the Scenario's writer may read its history: older revisions may hold spoilers.");

type RevisionRow = typeof scenarioRevisions.$inferSelect;

function summaryOf(row: RevisionRow, handle: string | null): RevisionSummary {
  return {
    number: row.number,
    author: handle === null ? null : { handle },
    note: row.note,
    revertedTo: row.revertedTo,
    wordCount: scenarioWordCount(sectionsOf(readContent(row.content))),
    createdAt: row.createdAt,
  };
}

/** Loads the Scenario and checks the reader may read its history (its writer only). */
async function historyOf(p: Platform, actor: Actor, id: unknown): Promise<Outcome<string>> {
  if (!actor) return failure(refusals.unauthenticated());
  const loaded = await loadScenario(p.db, id);
  if (!loaded) return failure(scenarioNotFound());
  const access = await accessFor(p.db, loaded.row, actor);
  if (!access.mayViewHistory) return failure(historyRefusal());
  return success(loaded.row.id);
}

/**
 * A Scenario's revisions, newest first, for its writer.
 * @example const { items } = await listRevisions(p, writer, scenarioId);
 */
export async function listRevisions(
  p: Platform,
  actor: Actor,
  id: unknown,
): Promise<Outcome<{ items: RevisionSummary[] }>> {
  const scenarioId = await historyOf(p, actor, id);
  if (!scenarioId.ok) return scenarioId;
  const rows = await p.db
    .select({ r: scenarioRevisions, handle: users.handle })
    .from(scenarioRevisions)
    .leftJoin(users, eq(users.id, scenarioRevisions.authorId))
    .where(eq(scenarioRevisions.scenarioId, scenarioId.value))
    .orderBy(desc(scenarioRevisions.number));
  return success({ items: rows.map(({ r, handle }) => summaryOf(r, handle)) });
}

/**
 * One revision and what changed since the one before it, for the Scenario's writer.
 * @example const detail = await getRevision(p, writer, scenarioId, 2); // detail.changes
 */
export async function getRevision(
  p: Platform,
  actor: Actor,
  id: unknown,
  number: unknown,
): Promise<Outcome<RevisionDetail>> {
  const scenarioId = await historyOf(p, actor, id);
  if (!scenarioId.ok) return scenarioId;
  const wanted = typeof number === 'string' && /^\d{1,9}$/u.test(number) ? Number(number) : number;
  if (typeof wanted !== 'number' || !Number.isSafeInteger(wanted) || wanted < 1)
    return failure(refusals.notFound('That revision'));
  const rows = await p.db
    .select({ r: scenarioRevisions, handle: users.handle })
    .from(scenarioRevisions)
    .leftJoin(users, eq(users.id, scenarioRevisions.authorId))
    .where(and(eq(scenarioRevisions.scenarioId, scenarioId.value), lte(scenarioRevisions.number, wanted)))
    .orderBy(desc(scenarioRevisions.number))
    .limit(2);
  const [current, previous] = rows;
  if (current?.r.number !== wanted) return failure(refusals.notFound('That revision'));
  return success({
    ...summaryOf(current.r, current.handle),
    previous: previous?.r.number ?? null,
    changes: diffContent(previous ? readContent(previous.r.content) : null, readContent(current.r.content)),
  });
}
