import { and, eq, inArray } from 'drizzle-orm';
import type { DiscoveryReason } from '@harbinger/rules';
import type { Db, Tx } from '../db/connection.js';
import { scenarioAftermathSpoilers, scenarioDiscoveries } from '../db/schema.js';

/** One way a player came to know a Scenario. */
export interface Discovery {
  scenarioId: string;
  userId: string;
  reason: DiscoveryReason;
  /** The Contract played or GMed, for those reasons. */
  contractId?: string | null;
  /** Who shared it, for `shared`. */
  sharedBy?: string | null;
}

/**
 * Records discoveries inside the caller's transaction; a reason already recorded for that player stays as it was
 * (its first Contract, its first sharer). Discovery is never undone: a voided Contract does not un-spoil anyone.
 */
export async function discover(tx: Tx, discoveries: readonly Discovery[], now: Date): Promise<void> {
  if (discoveries.length === 0) return;
  await tx
    .insert(scenarioDiscoveries)
    .values(
      discoveries.map((d) => ({
        scenarioId: d.scenarioId,
        userId: d.userId,
        reason: d.reason,
        contractId: d.contractId ?? null,
        sharedBy: d.sharedBy ?? null,
        createdAt: now,
      })),
    )
    .onConflictDoNothing();
}

/** The reasons `userId` has discovered a Scenario, oldest first; empty when they have not. */
export async function discoveryReasons(db: Db | Tx, scenarioId: string, userId: string): Promise<DiscoveryReason[]> {
  const rows = await db
    .select({ reason: scenarioDiscoveries.reason })
    .from(scenarioDiscoveries)
    .where(and(eq(scenarioDiscoveries.scenarioId, scenarioId), eq(scenarioDiscoveries.userId, userId)))
    .orderBy(scenarioDiscoveries.createdAt);
  return rows.map((r) => r.reason);
}

/** Of `userIds`, who has discovered the Scenario, with their reasons (for the RSVP check and the GM's view). */
export async function spoiledAmong(
  db: Db | Tx,
  scenarioId: string,
  userIds: readonly string[],
): Promise<Map<string, DiscoveryReason[]>> {
  const spoiled = new Map<string, DiscoveryReason[]>();
  if (userIds.length === 0) return spoiled;
  const rows = await db
    .select({ userId: scenarioDiscoveries.userId, reason: scenarioDiscoveries.reason })
    .from(scenarioDiscoveries)
    .where(and(eq(scenarioDiscoveries.scenarioId, scenarioId), inArray(scenarioDiscoveries.userId, [...userIds])))
    .orderBy(scenarioDiscoveries.createdAt);
  for (const row of rows) spoiled.set(row.userId, [...(spoiled.get(row.userId) ?? []), row.reason]);
  return spoiled;
}

/** Whether `userId` chose to read the Scenario's Aftermath and handouts. */
export async function readAftermath(db: Db | Tx, scenarioId: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ userId: scenarioAftermathSpoilers.userId })
    .from(scenarioAftermathSpoilers)
    .where(and(eq(scenarioAftermathSpoilers.scenarioId, scenarioId), eq(scenarioAftermathSpoilers.userId, userId)))
    .limit(1);
  return rows.length > 0;
}
