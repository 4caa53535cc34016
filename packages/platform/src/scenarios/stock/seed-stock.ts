import { isDeepStrictEqual } from 'node:util';
import { scenarioWordCount } from '@harbinger/rules';
import { eq, inArray, max, sql } from 'drizzle-orm';
import type { Platform } from '../../context.js';
import type { Tx } from '../../db/connection.js';
import { scenarioRevisions, scenarios } from '../../db/schema.js';
import { STOCK_SCENARIOS } from './catalog.js';
import type { StockScenario } from './stock-scenario.js';

// The advisory lock class that makes servers starting together on one database seed the stock one at a time
// (sign-in uses 7301 and 7302, unclaimed Contractors 7303).
const STOCK_LOCK_CLASS = 7314;

/** What a revision of a stock Scenario keeps: every field a writer could change. */
export function stockContent(s: StockScenario) {
  return {
    title: s.title,
    summary: s.summary,
    objective: s.objective,
    minPlayers: s.minPlayers,
    maxPlayers: s.maxPlayers,
    suggestedStatus: s.suggestedStatus,
    highlander: s.highlander,
    rivalry: s.rivalry,
    needsRinger: s.needsRinger,
    tags: [...s.tags],
    overview: s.overview,
    backstory: s.backstory,
    introduction: s.introduction,
    mission: s.mission,
    aftermath: s.aftermath,
    // Through JSON, so it compares equal to what jsonb hands back (no undefined keys).
    handouts: JSON.parse(JSON.stringify(s.handouts)) as StockScenario['handouts'],
  };
}

type StoredRow = typeof scenarios.$inferSelect;

/** The row's current content, in the shape of {@link stockContent}. */
function rowContent(row: StoredRow): ReturnType<typeof stockContent> {
  return {
    title: row.title,
    summary: row.summary,
    objective: row.objective,
    minPlayers: row.minPlayers,
    maxPlayers: row.maxPlayers,
    suggestedStatus: row.suggestedStatus as StockScenario['suggestedStatus'],
    highlander: row.highlander,
    rivalry: row.rivalry,
    needsRinger: row.needsRinger,
    tags: row.tags,
    overview: row.overview,
    backstory: row.backstory,
    introduction: row.introduction,
    mission: row.mission,
    aftermath: row.aftermath,
    handouts: row.handouts,
  };
}

/** What the seeding did: ids inserted and ids whose text this release improved. */
export interface StockSeedResult {
  inserted: string[];
  updated: string[];
}

/**
 * Upserts our stock Scenarios by their fixed ids (run by `openPlatform` after the migrations). A new one is inserted
 * at version 1 with its first revision; one whose text this release changed is updated, its version bumped and a
 * revision added; an unchanged one is left alone. Discoveries are never touched.
 * @example const { inserted, updated } = await seedStockScenarios(platform);
 */
export async function seedStockScenarios(
  p: Pick<Platform, 'db' | 'now'>,
  catalog: readonly StockScenario[] = STOCK_SCENARIOS,
): Promise<StockSeedResult> {
  const ids = catalog.map((s) => s.id);
  // Most starts find everything current: one plain read and no transaction.
  const current = await p.db.select().from(scenarios).where(inArray(scenarios.id, ids));
  if (
    catalog.every((s) =>
      isCurrent(
        s,
        current.find((row) => row.id === s.id),
      ),
    )
  )
    return { inserted: [], updated: [] };
  return p.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${STOCK_LOCK_CLASS}::int, 0)`);
    const rows = await tx.select().from(scenarios).where(inArray(scenarios.id, ids));
    const result: StockSeedResult = { inserted: [], updated: [] };
    for (const stock of catalog) {
      const row = rows.find((r) => r.id === stock.id);
      if (isCurrent(stock, row)) continue;
      if (row) {
        await update(tx, stock, row, p.now());
        result.updated.push(stock.id);
      } else {
        await insert(tx, stock, p.now());
        result.inserted.push(stock.id);
      }
    }
    return result;
  });
}

function isCurrent(stock: StockScenario, row: StoredRow | undefined): boolean {
  return (
    row !== undefined &&
    row.stockKey === stock.stockKey &&
    row.forLearning === stock.forLearning &&
    isDeepStrictEqual(rowContent(row), stockContent(stock))
  );
}

async function insert(tx: Tx, stock: StockScenario, now: Date): Promise<void> {
  const content = stockContent(stock);
  await tx.insert(scenarios).values({
    id: stock.id,
    authorId: null,
    stockKey: stock.stockKey,
    forLearning: stock.forLearning,
    ...content,
    wordCount: scenarioWordCount(content),
    version: 1,
    createdAt: now,
    updatedAt: now,
  });
  await tx.insert(scenarioRevisions).values({
    scenarioId: stock.id,
    number: 1,
    authorId: null,
    content,
    note: 'Stock Scenario, as shipped.',
    createdAt: now,
  });
}

async function update(tx: Tx, stock: StockScenario, row: StoredRow, now: Date): Promise<void> {
  const content = stockContent(stock);
  await tx
    .update(scenarios)
    .set({
      stockKey: stock.stockKey,
      forLearning: stock.forLearning,
      ...content,
      wordCount: scenarioWordCount(content),
      version: row.version + 1,
      updatedAt: now,
    })
    .where(eq(scenarios.id, stock.id));
  const [last] = await tx
    .select({ number: max(scenarioRevisions.number) })
    .from(scenarioRevisions)
    .where(eq(scenarioRevisions.scenarioId, stock.id));
  await tx.insert(scenarioRevisions).values({
    scenarioId: stock.id,
    number: (last?.number ?? 0) + 1,
    authorId: null,
    content,
    note: 'Stock Scenario, improved in a new release.',
    createdAt: now,
  });
}
