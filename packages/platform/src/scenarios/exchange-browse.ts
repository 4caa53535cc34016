import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import { scenarioDiscoveries, scenarios, users } from '../db/schema.js';
import { queryRows } from '../db/raw.js';
import { success, type Outcome } from '../errors.js';
import { parseInput } from '../parse.js';
import { beforeCursor, decodeCursor, pageOf } from '../playgroups/cursor.js';
import { creditBalance } from './credits.js';
import { browseExchangeSchema } from './exchange-schemas.js';
import { cardOf, type ScenarioCard } from './exchange-scenario.js';

/** A Scenario on the Exchange as the browser lists it. */
export interface ExchangeItem extends ScenarioCard {
  approvedAt: Date;
  /** The viewer wrote it. */
  mine: boolean;
  /** The viewer has discovered it already (may read it; no need to unlock). */
  discovered: boolean;
}

/** One page of the Exchange, with the viewer's credits (null for a visitor). */
export interface ExchangePage {
  items: ExchangeItem[];
  next: string | null;
  credits: number | null;
}

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Browse the Exchange: approved Scenarios, newest approval first, a page at a time (keyset on the approval time and
 * id, so page 1,000 costs what page 1 does). Filters: words in the title or summary, tags (all of them), a table of
 * `players` the Scenario fits, and a suggested Status (Scenarios suggested for any Status match every Status).
 * @example const { items, next } = (await browseExchange(p, actor, { tags: ['heist'], players: 4 })).value
 */
export async function browseExchange(p: Platform, actor: Actor, input: unknown = {}): Promise<Outcome<ExchangePage>> {
  const parsed = parseInput(browseExchangeSchema, input ?? {});
  if (!parsed.ok) return parsed;
  const f = parsed.value;
  const rows = await exchangeQuery(p, f);
  const page = pageOf(rows, f.limit, (r) => ({ at: r.scenario.exchangeApprovedAt!, id: r.scenario.id }));
  const ids = page.items.map((r) => r.scenario.id);
  const [known, credits] = actor
    ? await Promise.all([
        ids.length === 0
          ? Promise.resolve([])
          : p.db
              .selectDistinct({ id: scenarioDiscoveries.scenarioId })
              .from(scenarioDiscoveries)
              .where(and(eq(scenarioDiscoveries.userId, actor.userId), inArray(scenarioDiscoveries.scenarioId, ids))),
        creditBalance(p.db, actor.userId),
      ])
    : [[], null];
  const discovered = new Set(known.map((k) => k.id));
  return success({
    items: page.items.map((r) => ({
      ...cardOf(r.scenario, r.writer),
      approvedAt: r.scenario.exchangeApprovedAt!,
      mine: actor !== null && r.scenario.authorId === actor.userId,
      discovered: discovered.has(r.scenario.id),
    })),
    next: page.next,
    credits,
  });
}

/** The page's query, one row more than the page (the same builder the plan check explains). */
function exchangeQuery(p: Pick<Platform, 'db'>, f: z.output<typeof browseExchangeSchema>) {
  const filters: (SQL | undefined)[] = [eq(scenarios.exchangeState, 'approved')];
  if (f.text) {
    const pattern = `%${likeLiteral(f.text)}%`;
    filters.push(sql`(${scenarios.title} ILIKE ${pattern} OR ${scenarios.summary} ILIKE ${pattern})`);
  }
  if (f.tags.length > 0) filters.push(sql`${scenarios.tags} @> ${sql.param(f.tags)}::text[]`);
  if (f.players !== undefined)
    filters.push(sql`${scenarios.minPlayers} <= ${f.players} AND ${scenarios.maxPlayers} >= ${f.players}`);
  if (f.status && f.status !== 'any') filters.push(inArray(scenarios.suggestedStatus, [f.status, 'any']));
  filters.push(beforeCursor(scenarios.exchangeApprovedAt, scenarios.id, decodeCursor(f.before)));
  return p.db
    .select({ scenario: scenarios, writer: users.handle })
    .from(scenarios)
    .leftJoin(users, eq(users.id, scenarios.authorId))
    .where(and(...filters))
    .orderBy(desc(scenarios.exchangeApprovedAt), desc(scenarios.id))
    .limit(f.limit + 1);
}

/**
 * The database's plan for one page of the Exchange (EXPLAIN of the very query {@link browseExchange} runs), for the
 * benchmark's check that paging and the filters use the indexes.
 */
export async function explainExchangePage(p: Pick<Platform, 'db'>, input: unknown = {}): Promise<string[]> {
  const f = browseExchangeSchema.parse(input ?? {});
  const rows = await queryRows<{ 'QUERY PLAN': string }>(p.db, sql`EXPLAIN ${exchangeQuery(p, f)}`);
  return rows.map((r) => r['QUERY PLAN']);
}
