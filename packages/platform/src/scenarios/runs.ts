import { and, asc, count, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import type { Db, Tx } from '../db/connection.js';
import { contractAttendances, contracts, playgroups, scenarios, users } from '../db/schema.js';
import { failure, refusals, success, type Outcome } from '../errors.js';
import { isId } from '../parse.js';
import { readableContractIds } from '../contracts/contract-access.js';
import { spoiledAmong } from './discovery.js';
import { writingRewardStanding, type WritingRewardStanding } from './writing-reward.js';

// A Scenario's record as a Contract: every finished, unvoided run, who ran it, how it went. Anyone may read the
// numbers; a run in a private Playgroup shows its Playgroup's name only, and the GM's notes (which spoil the
// Scenario) go only to readers who discovered it and may open that Contract.

/** The numbers of a Scenario's runs (the Scenario page shows them as a summary line). */
export interface ScenarioRunSummary {
  /** Finished, unvoided Contracts that ran it. */
  runs: number;
  /** Distinct GMs who ran it. */
  gms: number;
  /** Contractor victories over all its runs. */
  victories: number;
  /** Contractor deaths over all its runs. */
  deaths: number;
  /** Deaths ÷ Contractor seats with an outcome, 0–1 (0 with no such seat). */
  deadliness: number;
  /** `deadliness` as a whole percentage, for showing. */
  deadlinessPercent: number;
}

/** One run of a Scenario. */
export interface ScenarioRunView {
  /** The Contract, when the reader may open it (null for a private Playgroup's Contract the reader cannot). */
  contract: { id: string; title: string } | null;
  startsAt: Date;
  gm: { handle: string };
  /** Its Playgroup: the name is always shown; `private`: unlisted and the reader is not inside (name only, no link). */
  playgroup: { id: string; name: string; private: boolean };
  outcomes: { victories: number; failures: number; deaths: number; declined: number };
  /** The GM's notes on the run; null for readers who have not discovered the Scenario (or may not open the run). */
  notes: string | null;
}

/** A Scenario's runs page (`GET /api/v1/scenarios/{id}/runs`). */
export interface ScenarioRunsView {
  scenario: { id: string; title: string; summary: string };
  summary: ScenarioRunSummary;
  /** Newest first. */
  runs: ScenarioRunView[];
  /** The reader discovered the Scenario (so reads the notes). */
  discovered: boolean;
  /** For the Scenario's writer only: whether the writing reward may be claimed, and with which Contractors. */
  writingReward: WritingRewardStanding | null;
}

type RunRow = { c: typeof contracts.$inferSelect; gm: string; pgName: string; listed: boolean };

async function finishedRuns(db: Db | Tx, scenarioId: string): Promise<RunRow[]> {
  return db
    .select({ c: contracts, gm: users.handle, pgName: playgroups.name, listed: playgroups.listed })
    .from(contracts)
    .innerJoin(users, eq(users.id, contracts.gmId))
    .innerJoin(playgroups, eq(playgroups.id, contracts.playgroupId))
    .where(and(eq(contracts.scenarioId, scenarioId), eq(contracts.state, 'finished')))
    .orderBy(desc(contracts.startsAt), asc(contracts.id));
}

async function outcomeCounts(db: Db | Tx, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ contractId: contractAttendances.contractId, outcome: contractAttendances.outcome, n: count() })
    .from(contractAttendances)
    .where(and(inArray(contractAttendances.contractId, [...ids]), isNotNull(contractAttendances.outcome)))
    .groupBy(contractAttendances.contractId, contractAttendances.outcome);
}

/** Folds runs and their outcome counts into the summary numbers. */
function summarize(runs: readonly RunRow[], counts: Awaited<ReturnType<typeof outcomeCounts>>): ScenarioRunSummary {
  const total = (outcome: string) =>
    counts.filter((r) => r.outcome === outcome).reduce((sum, r) => sum + Number(r.n), 0);
  const seats = counts.reduce((sum, r) => sum + Number(r.n), 0);
  const deaths = total('death');
  const deadliness = seats === 0 ? 0 : deaths / seats;
  return {
    runs: runs.length,
    gms: new Set(runs.map((r) => r.c.gmId)).size,
    victories: total('victory'),
    deaths,
    deadliness,
    deadlinessPercent: Math.round(deadliness * 100),
  };
}

/**
 * The numbers of a Scenario's runs, for its page's summary line; null when there is no such Scenario. Public: the
 * numbers spoil nothing.
 * @example const s = await scenarioRunSummary(p.db, scenarioId) // { runs: 2, gms: 1, deadlinessPercent: 25, … }
 */
export async function scenarioRunSummary(db: Db | Tx, scenarioId: string): Promise<ScenarioRunSummary> {
  const runs = await finishedRuns(db, scenarioId);
  return summarize(
    runs,
    await outcomeCounts(
      db,
      runs.map((r) => r.c.id),
    ),
  );
}

/**
 * A Scenario's runs and their numbers, readable by anyone (signed in or not): every finished, unvoided Contract that
 * ran it, newest first, with its GM, Playgroup (a private one by name only, its Contract unlinked for outsiders),
 * outcomes and the GM's notes for readers who discovered the Scenario. The writer also gets where the writing
 * reward stands.
 * @example const { summary, runs } = expectOk(await getScenarioRuns(p, actor, scenarioId))
 */
export async function getScenarioRuns(
  p: Platform,
  actor: Actor,
  scenarioId: unknown,
): Promise<Outcome<ScenarioRunsView>> {
  if (!isId(scenarioId)) return failure(refusals.notFound('That Scenario'));
  const [s] = await p.db.select().from(scenarios).where(eq(scenarios.id, scenarioId));
  if (!s) return failure(refusals.notFound('That Scenario'));
  const runs = await finishedRuns(p.db, s.id);
  const ids = runs.map((r) => r.c.id);
  const [counts, readable, known] = await Promise.all([
    outcomeCounts(p.db, ids),
    readableContractIds(p.db, actor, ids),
    actor ? spoiledAmong(p.db, s.id, [actor.userId]) : new Map<string, unknown>(),
  ]);
  const discovered = actor !== null && known.has(actor.userId);
  const n = (id: string, outcome: string) =>
    Number(counts.find((r) => r.contractId === id && r.outcome === outcome)?.n ?? 0);
  return success({
    scenario: { id: s.id, title: s.title, summary: s.summary },
    summary: summarize(runs, counts),
    runs: runs.map(({ c, gm, pgName, listed }) => {
      const open = readable.has(c.id);
      return {
        contract: open ? { id: c.id, title: c.title } : null,
        startsAt: c.startsAt,
        gm: { handle: gm },
        playgroup: { id: c.playgroupId, name: pgName, private: !listed && !open },
        outcomes: {
          victories: n(c.id, 'victory'),
          failures: n(c.id, 'failure'),
          deaths: n(c.id, 'death'),
          declined: n(c.id, 'declined'),
        },
        notes: discovered && open ? c.scenarioNotes : null,
      };
    }),
    discovered,
    writingReward: actor && s.authorId === actor.userId ? await writingRewardStanding(p.db, actor, s) : null,
  });
}
