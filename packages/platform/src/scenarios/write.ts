import { scenarioWordCount } from '@harbinger/rules';
import { and, eq, max } from 'drizzle-orm';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import type { Tx } from '../db/connection.js';
import { scenarioAftermathSpoilers, scenarioRevisions, scenarios } from '../db/schema.js';
import { transact } from '../db/transaction.js';
import { failure, refusals, success, type Outcome, type PlatformError } from '../errors.js';
import { isId, parseInput } from '../parse.js';
import { readContent, sectionsOf, storedHandouts, type ScenarioContent } from './content.js';
import { discover } from './discovery.js';
import { accessFor, loadScenario, scenarioNotFound, scenarioView } from './read.js';
import { scenarioCreateSchema, scenarioReviseSchema, scenarioRevertSchema } from './schemas.js';
import type { ScenarioView } from './views.js';

type ScenarioRow = typeof scenarios.$inferSelect;

/** The refusal of a stale `version`: someone saved the Scenario since the editor opened it. */
export function scenarioConflict(): PlatformError {
  return {
    ...refusals.versionConflict(),
    message: 'This Scenario was saved again since you opened it. Reload to see that revision; your text was kept here.',
  };
}

const stockRefusal = (): PlatformError => ({
  code: 'stock_scenario',
  status: 403,
  message: 'Stock Scenarios are ours and stay as written: nobody edits them.',
});
const notWriter = (): PlatformError => refusals.forbidden('Only the writer of this Scenario may change it.');

/** The columns a content fills. */
function columnsOf(content: ScenarioContent) {
  return { ...content, wordCount: scenarioWordCount(sectionsOf(content)) };
}

/**
 * Creates a Scenario written by `actor` as its revision 1; the writer discovers it (reason `wrote`).
 * @example await createScenario(p, actor, { title: 'The Salt Ledger', summary: 'A harbour audit goes wrong.' })
 */
export async function createScenario(p: Platform, actor: Actor, input: unknown): Promise<Outcome<ScenarioView>> {
  if (!actor) return failure(refusals.unauthenticated());
  const parsed = parseInput(scenarioCreateSchema, input);
  if (!parsed.ok) return parsed;
  return transact(p.db, async (tx) => {
    const now = p.now();
    const content: ScenarioContent = { ...parsed.value, handouts: storedHandouts(parsed.value.handouts) };
    const [row] = await tx
      .insert(scenarios)
      .values({ ...columnsOf(content), authorId: actor.userId, version: 1, createdAt: now, updatedAt: now })
      .returning();
    await tx
      .insert(scenarioRevisions)
      .values({ scenarioId: row!.id, number: 1, authorId: actor.userId, content, createdAt: now });
    await discover(tx, [{ scenarioId: row!.id, userId: actor.userId, reason: 'wrote' }], now);
    return success(scenarioView(row!, actor.handle, await accessFor(tx, row!, actor)));
  });
}

/** Locks the Scenario for a writer's change; refuses anyone else, stock Scenarios and a stale version. */
async function lockForWriter(
  tx: Tx,
  actor: NonNullable<Actor>,
  id: unknown,
  version: number,
): Promise<Outcome<ScenarioRow>> {
  if (!isId(id)) return failure(scenarioNotFound());
  const [row] = await tx.select().from(scenarios).where(eq(scenarios.id, id)).for('update');
  if (!row) return failure(scenarioNotFound());
  if (row.stockKey !== null) return failure(stockRefusal());
  if (row.authorId !== actor.userId) return failure(notWriter());
  if (row.version !== version) return failure(scenarioConflict());
  return success(row);
}

/** Stores `content` as the Scenario's next revision and its current text. */
async function saveRevision(
  tx: Tx,
  options: { row: ScenarioRow; actor: NonNullable<Actor>; content: ScenarioContent; note: string; now: Date },
  revertedTo: number | null = null,
): Promise<ScenarioView> {
  const { row, actor, content, note, now } = options;
  const [last] = await tx
    .select({ number: max(scenarioRevisions.number) })
    .from(scenarioRevisions)
    .where(eq(scenarioRevisions.scenarioId, row.id));
  await tx.insert(scenarioRevisions).values({
    scenarioId: row.id,
    number: (last?.number ?? 0) + 1,
    authorId: actor.userId,
    content,
    note,
    revertedTo,
    createdAt: now,
  });
  const [saved] = await tx
    .update(scenarios)
    .set({ ...columnsOf(content), version: row.version + 1, updatedAt: now })
    .where(and(eq(scenarios.id, row.id), eq(scenarios.version, row.version)))
    .returning();
  return scenarioView(saved!, actor.handle, await accessFor(tx, saved!, actor));
}

/**
 * Saves a writer's edit as a new numbered revision holding every field and the handouts. `version` is the one the
 * editor read: a save since then answers 409 `version_conflict` and nothing is written. A kept handout keeps its id.
 */
export async function reviseScenario(
  p: Platform,
  actor: Actor,
  id: unknown,
  input: unknown,
): Promise<Outcome<ScenarioView>> {
  if (!actor) return failure(refusals.unauthenticated());
  const parsed = parseInput(scenarioReviseSchema, input);
  if (!parsed.ok) return parsed;
  return transact(p.db, async (tx) => {
    const locked = await lockForWriter(tx, actor, id, parsed.value.version);
    if (!locked.ok) return locked;
    const { version: _version, note, ...fields } = parsed.value;
    const content: ScenarioContent = { ...fields, handouts: storedHandouts(fields.handouts, locked.value.handouts) };
    return success(await saveRevision(tx, { row: locked.value, actor, content, note, now: p.now() }));
  });
}

/** Puts revision `revision` back as a new revision (marked `reverted_to`), so nothing in the history is lost. */
export async function revertScenario(
  p: Platform,
  actor: Actor,
  id: unknown,
  input: unknown,
): Promise<Outcome<ScenarioView>> {
  if (!actor) return failure(refusals.unauthenticated());
  const parsed = parseInput(scenarioRevertSchema, input);
  if (!parsed.ok) return parsed;
  return transact(p.db, async (tx) => {
    const locked = await lockForWriter(tx, actor, id, parsed.value.version);
    if (!locked.ok) return locked;
    const [old] = await tx
      .select()
      .from(scenarioRevisions)
      .where(
        and(eq(scenarioRevisions.scenarioId, locked.value.id), eq(scenarioRevisions.number, parsed.value.revision)),
      );
    if (!old)
      return failure({
        ...refusals.notFound('That revision'),
        field: 'revision',
      });
    const content = readContent(old.content);
    const note = `Put back revision ${String(old.number)}`;
    return success(await saveRevision(tx, { row: locked.value, actor, content, note, now: p.now() }, old.number));
  });
}

/**
 * A reader chooses to read the Aftermath and handouts of a Scenario whose write-up they may read. Choosing twice
 * changes nothing. Visitors cannot: the choice is remembered per player.
 */
export async function spoilAftermath(p: Platform, actor: Actor, id: unknown): Promise<Outcome<ScenarioView>> {
  if (!actor) return failure(refusals.unauthenticated());
  return transact(p.db, async (tx) => {
    const loaded = await loadScenario(tx, id);
    if (!loaded) return failure(scenarioNotFound());
    const before = await accessFor(tx, loaded.row, actor);
    if (!before.readsWriteup)
      return failure({
        code: 'not_discovered',
        status: 403,
        message: 'You have not discovered this Scenario, so its Aftermath stays closed to you.',
      });
    await tx
      .insert(scenarioAftermathSpoilers)
      .values({ scenarioId: loaded.row.id, userId: actor.userId, createdAt: p.now() })
      .onConflictDoNothing();
    return success(scenarioView(loaded.row, loaded.writerHandle, await accessFor(tx, loaded.row, actor)));
  });
}
