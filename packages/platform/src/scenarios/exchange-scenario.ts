import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/connection.js';
import { scenarios, users } from '../db/schema.js';
import { failure, refusals, success, type Outcome } from '../errors.js';
import { isId } from '../parse.js';

/** The Scenario row the sharing and Exchange workflows read. */
export type ScenarioRow = typeof scenarios.$inferSelect;

/** The facts about a Scenario anyone may see (no write-up), as the Exchange's pages show them. */
export interface ScenarioCard {
  id: string;
  title: string;
  summary: string;
  tags: string[];
  minPlayers: number;
  maxPlayers: number;
  suggestedStatus: string;
  highlander: boolean;
  rivalry: boolean;
  needsRinger: boolean;
  wordCount: number;
  /** The writer's handle (null for our stock Scenarios, or when the account is gone). */
  writer: string | null;
}

/** The card of a Scenario row, with its writer's handle. */
export function cardOf(row: ScenarioRow, writer: string | null): ScenarioCard {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    tags: row.tags,
    minPlayers: row.minPlayers,
    maxPlayers: row.maxPlayers,
    suggestedStatus: row.suggestedStatus,
    highlander: row.highlander,
    rivalry: row.rivalry,
    needsRinger: row.needsRinger,
    wordCount: row.wordCount,
    writer,
  };
}

/** Reads a Scenario (locked for the transaction when `lock`), or the not-found refusal. */
export async function loadScenario(db: Db | Tx, id: unknown, lock = false): Promise<Outcome<ScenarioRow>> {
  const notHere = failure<ScenarioRow>(refusals.notFound('That Scenario'));
  if (!isId(id)) return notHere;
  const query = db.select().from(scenarios).where(eq(scenarios.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ? success(row) : notHere;
}

/** Reads a Scenario its writer is changing (locked), refusing anyone else as not found or forbidden. */
export async function loadOwnScenario(tx: Tx, id: unknown, userId: string): Promise<Outcome<ScenarioRow>> {
  const loaded = await loadScenario(tx, id, true);
  if (!loaded.ok) return loaded;
  if (loaded.value.authorId !== userId)
    return failure(refusals.forbidden('Only the Scenario’s writer may share it or send it to the Exchange.'));
  return loaded;
}

/** The handle of a player, or null. */
export async function handleOf(db: Db | Tx, userId: string | null): Promise<string | null> {
  if (userId === null) return null;
  const [row] = await db.select({ handle: users.handle }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.handle ?? null;
}
