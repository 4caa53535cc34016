import type { DiscoveryReason, StatusId } from '@harbinger/rules';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Actor } from '../../accounts/views.js';
import type { Platform } from '../../context.js';
import type { Db, Tx } from '../../db/connection.js';
import { queryRows } from '../../db/raw.js';
import { scenarioDiscoveries, scenarios } from '../../db/schema.js';
import { transact } from '../../db/transaction.js';
import { failure, refusals, success, type Outcome } from '../../errors.js';
import { discover } from '../discovery.js';
import { STOCK_KEYS, type StockKey } from './stock-scenario.js';

/** The achievement a stock Scenario asks for. */
export type StockRequirement = 'none' | 'create_playgroup' | 'play_contract' | 'gm_contract' | 'lose_contractor';

const REQUIREMENT: Record<StockKey, StockRequirement> = {
  free: 'none',
  playgroup: 'create_playgroup',
  player: 'play_contract',
  gm: 'gm_contract',
  loss: 'lose_contractor',
  learning: 'none',
};

/** How to earn each stock Scenario, in our words. */
const HOW: Record<StockKey, string> = {
  free: 'Free to everyone, signed in or not.',
  playgroup: 'Create a Playgroup.',
  player: 'Play a Contractor in a Contract that is finished and not voided.',
  gm: 'GM a Contract that is finished and not voided.',
  loss: 'Lose a Contractor on a Contract: a death that stands (not voided).',
  learning: 'Readable by everyone: it is for learning, not for play, and never needs unlocking.',
};

/** One stock Scenario on the shelf, as the reader sees it. */
export interface StockShelfItem {
  id: string;
  stockKey: StockKey;
  forLearning: boolean;
  title: string;
  summary: string;
  objective: string;
  minPlayers: number;
  maxPlayers: number;
  suggestedStatus: StatusId | 'any';
  highlander: boolean;
  rivalry: boolean;
  needsRinger: boolean;
  tags: string[];
  wordCount: number;
  /** The achievement that earns it, and how to earn it in words. */
  requirement: StockRequirement;
  how: string;
  /** The reader has earned it (always for the free and the teaching one). */
  qualifies: boolean;
  /** The reader unlocked it here (a discovery with reason `unlocked`). */
  unlocked: boolean;
  /** Every reason the reader has discovered it (played, GMed, unlocked…); empty for visitors. */
  discovered: DiscoveryReason[];
  /** The reader may read the write-up now: free and teaching ones for all, others once discovered. */
  readable: boolean;
  /** The reader could press Unlock now: signed in, qualifies, not the teaching one, not discovered in any way yet. */
  canUnlock: boolean;
}

/** The stock shelf: our Scenarios with what the reader has earned, and whether they are signed in. */
export interface StockShelf {
  signedIn: boolean;
  items: StockShelfItem[];
}

type Achievements = Record<StockKey, boolean>;

/** Which achievements `userId` holds, in one read. */
async function achievementsOf(db: Db | Tx, userId: string | null): Promise<Achievements> {
  const none = { free: true, learning: true, playgroup: false, player: false, gm: false, loss: false };
  if (userId === null) return none;
  const [row] = await queryRows<{ playgroup: boolean; player: boolean; gm: boolean; loss: boolean }>(
    db,
    sql`SELECT
      EXISTS (SELECT 1 FROM playgroups WHERE created_by = ${userId}) AS playgroup,
      EXISTS (
        SELECT 1 FROM contract_attendances a JOIN contracts c ON c.id = a.contract_id
        WHERE a.user_id = ${userId} AND a.contractor_id IS NOT NULL AND NOT a.ringer
          AND a.outcome IS DISTINCT FROM 'declined' AND c.state = 'finished'
      ) AS player,
      EXISTS (SELECT 1 FROM contracts WHERE gm_id = ${userId} AND state = 'finished') AS gm,
      EXISTS (
        SELECT 1 FROM contractor_deaths d
        JOIN contracts c ON c.id = d.contract_id
        JOIN contract_attendances a ON a.contract_id = d.contract_id AND a.contractor_id = d.contractor_id
        WHERE a.user_id = ${userId} AND d.voided_at IS NULL AND c.state = 'finished'
      ) AS loss`,
  );
  return { ...none, ...row };
}

const shelfColumns = {
  id: scenarios.id,
  stockKey: scenarios.stockKey,
  forLearning: scenarios.forLearning,
  title: scenarios.title,
  summary: scenarios.summary,
  objective: scenarios.objective,
  minPlayers: scenarios.minPlayers,
  maxPlayers: scenarios.maxPlayers,
  suggestedStatus: scenarios.suggestedStatus,
  highlander: scenarios.highlander,
  rivalry: scenarios.rivalry,
  needsRinger: scenarios.needsRinger,
  tags: scenarios.tags,
  wordCount: scenarios.wordCount,
};

async function readShelf(db: Db | Tx, actor: Actor): Promise<StockShelfItem[]> {
  const userId = actor?.userId ?? null;
  const rows = await db.select(shelfColumns).from(scenarios).where(isNotNull(scenarios.stockKey));
  const earned = await achievementsOf(db, userId);
  const found =
    userId === null
      ? []
      : await db
          .select({ scenarioId: scenarioDiscoveries.scenarioId, reason: scenarioDiscoveries.reason })
          .from(scenarioDiscoveries)
          .innerJoin(scenarios, eq(scenarios.id, scenarioDiscoveries.scenarioId))
          .where(and(eq(scenarioDiscoveries.userId, userId), isNotNull(scenarios.stockKey)))
          .orderBy(scenarioDiscoveries.createdAt);
  const order = (key: string | null) => STOCK_KEYS.indexOf(key as StockKey);
  return rows
    .filter((row) => order(row.stockKey) >= 0)
    .sort((a, b) => order(a.stockKey) - order(b.stockKey))
    .map((row) => {
      const key = row.stockKey as StockKey;
      const discovered = found.filter((d) => d.scenarioId === row.id).map((d) => d.reason);
      const unlocked = discovered.includes('unlocked');
      const openToAll = key === 'free' || key === 'learning';
      return {
        ...row,
        stockKey: key,
        suggestedStatus: row.suggestedStatus as StatusId | 'any',
        requirement: REQUIREMENT[key],
        how: HOW[key],
        qualifies: earned[key],
        unlocked,
        discovered,
        readable: openToAll || discovered.length > 0,
        canUnlock: userId !== null && key !== 'learning' && earned[key] && discovered.length === 0,
      };
    });
}

/**
 * The stock shelf for the reader (anyone, signed in or not): each stock Scenario with whether the reader qualifies,
 * has unlocked it, may read it, and how to earn it. Plain reads, no transaction.
 * @example const shelf = await getStockShelf(platform, actor);
 */
export async function getStockShelf(p: Pick<Platform, 'db'>, actor: Actor): Promise<Outcome<StockShelf>> {
  return success({ signedIn: actor !== null, items: await readShelf(p.db, actor) });
}

/**
 * Unlocks a stock Scenario the reader has earned: records a discovery with reason `unlocked`, which lets them read
 * the whole write-up and spoils it for playing (they may still GM it or sit in as a Ringer). Unlocking again is
 * harmless; the teaching Scenario is never unlocked. Answers the shelf item as it now stands.
 * @example const item = await unlockStockScenario(platform, actor, scenarioId);
 */
export async function unlockStockScenario(
  p: Pick<Platform, 'db' | 'now'>,
  actor: Actor,
  scenarioId: string,
): Promise<Outcome<StockShelfItem>> {
  if (actor === null) return failure(refusals.unauthenticated());
  return transact(p.db, async (tx) => {
    const before = (await readShelf(tx, actor)).find((item) => item.id === scenarioId);
    if (!before) return failure(refusals.notFound('That stock Scenario'));
    if (before.forLearning)
      return failure({
        code: 'learning_scenario',
        status: 409,
        message:
          'This Scenario is for learning, not for play: everyone can read it already, so there is nothing to unlock.',
      });
    if (before.unlocked) return success(before);
    if (!before.qualifies)
      return failure({
        code: 'stock_not_earned',
        status: 403,
        message: `You have not earned “${before.title}” yet. ${before.how}`,
      });
    await discover(tx, [{ scenarioId, userId: actor.userId, reason: 'unlocked' }], p.now());
    const after = (await readShelf(tx, actor)).find((item) => item.id === scenarioId);
    return success(after!);
  });
}
