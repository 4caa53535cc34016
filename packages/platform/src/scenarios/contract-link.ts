import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DiscoveryReason } from '@harbinger/rules';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import type { Db, Tx } from '../db/connection.js';
import { contractWaitlist, scenarioAftermathSpoilers, scenarioDiscoveries, scenarios, users } from '../db/schema.js';
import { failure, refusals, success, type Outcome, type PlatformError } from '../errors.js';
import { spoiledAmong } from './discovery.js';

// A Contract runs at most one Scenario: the GM links one they have discovered. Anyone who may see the Contract
// reads the Scenario's title and summary (public anyway); its GM and managers see who at the table is spoiled.

/** The Scenario a Contract runs, as its page shows it: only what anyone may read. */
export interface ContractScenarioView {
  id: string;
  title: string;
  summary: string;
}

/** A seated or waiting player who already knows the Contract's Scenario (for the GM and managers only). */
export interface SpoiledPlayerView {
  handle: string;
  /** Holds a seat, or waits in line. */
  place: 'seat' | 'waitlist';
  /** The seat or answer is a Ringer's (a spoiled player may sit as one). */
  ringer: boolean;
  reasons: DiscoveryReason[];
  /** Also chose to read the Aftermath and handouts. */
  readAftermath: boolean;
}

/**
 * Why a Contract may not run `scenarioId` for the GM `gmId`, or null when it may: the Scenario must exist, not be a
 * learning one, and the GM must have discovered it.
 */
export async function scenarioLinkRefusal(
  db: Db | Tx,
  options: { scenarioId: string; gmId: string; field?: string },
): Promise<PlatformError | null> {
  const field = options.field ?? 'scenarioId';
  const [s] = await db
    .select({ id: scenarios.id, title: scenarios.title, forLearning: scenarios.forLearning })
    .from(scenarios)
    .where(eq(scenarios.id, options.scenarioId));
  if (!s) return { ...refusals.notFound('That Scenario'), code: 'scenario_not_found', field };
  if (s.forLearning)
    return {
      code: 'scenario_for_learning',
      status: 422,
      field,
      message: `“${s.title}” is for learning the game, not for play: choose another Scenario.`,
    };
  const known = await spoiledAmong(db, s.id, [options.gmId]);
  if (!known.has(options.gmId))
    return {
      code: 'scenario_not_discovered',
      status: 422,
      field,
      message: `The GM has not discovered “${s.title}”: a GM runs only a Scenario they can read (write it, unlock it, or have it shared with them).`,
    };
  return null;
}

/** The Scenario a Contract runs (title and summary), or null. */
export async function contractScenario(db: Db | Tx, scenarioId: string | null): Promise<ContractScenarioView | null> {
  if (!scenarioId) return null;
  const [s] = await db
    .select({ id: scenarios.id, title: scenarios.title, summary: scenarios.summary })
    .from(scenarios)
    .where(eq(scenarios.id, scenarioId));
  return s ?? null;
}

/** Who at a Contract (seated, then in line) already knows its Scenario, and why; for its GM and managers. */
export async function spoiledAtContract(
  db: Db | Tx,
  options: { contractId: string; scenarioId: string; seats: readonly { userId: string; ringer: boolean }[] },
): Promise<SpoiledPlayerView[]> {
  const line = await db
    .select({ userId: contractWaitlist.userId, ringer: contractWaitlist.ringer })
    .from(contractWaitlist)
    .where(eq(contractWaitlist.contractId, options.contractId))
    .orderBy(asc(contractWaitlist.createdAt), asc(contractWaitlist.id));
  const people = [
    ...options.seats.map((s) => ({ ...s, place: 'seat' as const })),
    ...line.map((l) => ({ ...l, place: 'waitlist' as const })),
  ];
  const ids = [...new Set(people.map((p) => p.userId))];
  const spoiled = await spoiledAmong(db, options.scenarioId, ids);
  if (spoiled.size === 0) return [];
  const known = [...spoiled.keys()];
  const [handles, readers] = await Promise.all([
    db.select({ id: users.id, handle: users.handle }).from(users).where(inArray(users.id, known)),
    db
      .select({ userId: scenarioAftermathSpoilers.userId })
      .from(scenarioAftermathSpoilers)
      .where(
        and(
          eq(scenarioAftermathSpoilers.scenarioId, options.scenarioId),
          inArray(scenarioAftermathSpoilers.userId, known),
        ),
      ),
  ]);
  return people.flatMap((p) => {
    const reasons = spoiled.get(p.userId);
    if (!reasons) return [];
    return [
      {
        handle: handles.find((h) => h.id === p.userId)?.handle ?? 'someone',
        place: p.place,
        ringer: p.ringer,
        reasons,
        readAftermath: readers.some((r) => r.userId === p.userId),
      },
    ];
  });
}

/** A Scenario a GM may link to a Contract. */
export interface LinkableScenario {
  id: string;
  title: string;
}

/**
 * The Scenarios the actor has discovered and may run (learning ones left out), by title: what the schedule and edit
 * forms offer. A GM editing another's Contract still needs the Contract's GM to know the one chosen.
 * @example const { value } = await listLinkableScenarios(p, actor)
 */
export async function listLinkableScenarios(p: Platform, actor: Actor): Promise<Outcome<LinkableScenario[]>> {
  if (!actor) return failure(refusals.unauthenticated());
  const rows = await p.db
    .selectDistinct({ id: scenarios.id, title: scenarios.title })
    .from(scenarios)
    .innerJoin(scenarioDiscoveries, eq(scenarioDiscoveries.scenarioId, scenarios.id))
    .where(and(eq(scenarioDiscoveries.userId, actor.userId), eq(scenarios.forLearning, false)))
    .orderBy(asc(scenarios.title), asc(scenarios.id));
  return success(rows);
}
