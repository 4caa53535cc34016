import { and, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import type { Db, Tx } from '../db/connection.js';
import { contractors, contracts, journals, scenarioDiscoveries, scenarios, users } from '../db/schema.js';
import { failure, refusals, success, type Outcome } from '../errors.js';
import { isId } from '../parse.js';
import { mayView } from '../contractors/access.js';
import { refuseIfInactive } from '../contractors/life.js';
import { readableContractIds } from '../contracts/contract-access.js';
import { attendedContracts, journalStanding, liveJournalRewards, standingView } from './standing.js';
import type { ContractorJournalsView, JournalChoice, JournalView } from './views.js';
import { contractsWithoutDowntime } from '../cycles/downtime.js';

// Reading Journals. Two secrets are kept here, never in the page: a private Contractor's Journals show only to those
// who may see its sheet, and a spoiler Journal's title and text only to its writer and to players who discovered the
// Contract's Scenario; everyone else sees that it exists (who wrote it, for which Scenario, how long) and no more.
// Feeds (the community's latest, a Scenario's) list public Contractors' Journals and the reader's own.

/** How many Journals a feed shows. */
export const JOURNAL_FEED_SIZE = 30;

const notFound = () => failure(refusals.notFound('That Journal'));

function journalRows(db: Db | Tx, where: SQL | undefined, limit?: number) {
  const q = db
    .select({
      j: journals,
      contractorName: contractors.name,
      ownerId: contractors.ownerId,
      private: contractors.private,
      handle: users.handle,
      contractTitle: contracts.title,
      startsAt: contracts.startsAt,
      scenarioId: scenarios.id,
      scenarioTitle: scenarios.title,
    })
    .from(journals)
    .innerJoin(contractors, eq(contractors.id, journals.contractorId))
    .innerJoin(users, eq(users.id, contractors.ownerId))
    .innerJoin(contracts, eq(contracts.id, journals.contractId))
    .leftJoin(scenarios, eq(scenarios.id, contracts.scenarioId))
    .where(where)
    .orderBy(desc(journals.createdAt), desc(journals.id));
  return limit === undefined ? q : q.limit(limit);
}
type JournalRow = Awaited<ReturnType<typeof journalRows>>[number];

/** Only public Contractors' Journals, and the reader's own (what feeds list). */
function feedVisible(actor: Actor): SQL | undefined {
  return actor
    ? or(eq(contractors.private, false), eq(contractors.ownerId, actor.userId))
    : eq(contractors.private, false);
}

/** The Scenarios, of `ids`, the actor has discovered. */
async function discovered(db: Db | Tx, actor: Actor, ids: readonly (string | null)[]): Promise<Set<string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (!actor || wanted.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: scenarioDiscoveries.scenarioId })
    .from(scenarioDiscoveries)
    .where(and(eq(scenarioDiscoveries.userId, actor.userId), inArray(scenarioDiscoveries.scenarioId, wanted)));
  return new Set(rows.map((r) => r.id));
}

/** The views of rows the actor may see (the caller checked the Contractors' privacy). */
async function views(db: Db | Tx, actor: Actor, rows: readonly JournalRow[]): Promise<JournalView[]> {
  const [readable, spoiled, rewards] = await Promise.all([
    readableContractIds(
      db,
      actor,
      rows.map((r) => r.j.contractId),
    ),
    discovered(
      db,
      actor,
      rows.map((r) => r.scenarioId),
    ),
    liveJournalRewards(db, [...new Set(rows.map((r) => r.j.contractorId))]),
  ]);
  return rows.map((r) => {
    const mine = actor?.userId === r.ownerId;
    const hidden = r.j.spoiler && r.scenarioId !== null && !mine && !spoiled.has(r.scenarioId);
    return {
      id: r.j.id,
      kind: r.j.kind,
      contractor: { id: r.j.contractorId, name: r.contractorName },
      author: { handle: r.handle },
      contract: readable.has(r.j.contractId)
        ? { id: r.j.contractId, title: r.contractTitle, startsAt: r.startsAt }
        : null,
      scenario: r.scenarioId && r.scenarioTitle !== null ? { id: r.scenarioId, title: r.scenarioTitle } : null,
      spoiler: r.j.spoiler,
      hidden,
      title: hidden ? null : r.j.title,
      body: hidden ? null : r.j.body,
      wordCount: r.j.wordCount,
      reward: rewards.get(r.j.id)?.reward ?? 'none',
      mine,
      standing: null,
      version: r.j.version,
      createdAt: r.j.createdAt,
      updatedAt: r.j.updatedAt,
    };
  });
}

/** One Journal as the actor may read it; its writer also gets where its reward stands. */
export async function getJournal(p: Platform, actor: Actor, id: unknown): Promise<Outcome<JournalView>> {
  if (!isId(id)) return notFound();
  const [row] = await journalRows(p.db, eq(journals.id, id));
  if (!row || !(await mayView(p.db, actor, { id: row.j.contractorId, private: row.private, ownerId: row.ownerId })))
    return notFound();
  const [view] = await views(p.db, actor, [row]);
  if (!view!.mine) return success(view!);
  const { standing } = await journalStanding(p.db, row.j.contractorId, {
    id: row.j.id,
    kind: row.j.kind,
    contractId: row.j.contractId,
    words: row.j.wordCount,
    slot: row.j.slot,
  });
  return success({ ...view!, standing: standingView(standing) });
}

/** The Contracts (and the Downtimes after them) the Contractor may write about, with what is already written. */
async function choicesOf(db: Db | Tx, contractorId: string): Promise<JournalChoice[]> {
  const [attended, written] = await Promise.all([
    attendedContracts(db, contractorId),
    db
      .select({ id: journals.id, kind: journals.kind, contractId: journals.contractId })
      .from(journals)
      .where(eq(journals.contractorId, contractorId)),
  ]);
  const titles = attended.some((c) => c.scenarioId)
    ? await db
        .select({ id: scenarios.id, title: scenarios.title })
        .from(scenarios)
        .where(
          inArray(
            scenarios.id,
            attended.flatMap((c) => (c.scenarioId ? [c.scenarioId] : [])),
          ),
        )
    : [];
  // A Contract of a Cycle the Contractor is still in (or not the last of it it played) opened no Downtime.
  const noDowntime = await contractsWithoutDowntime(
    db,
    contractorId,
    attended.map((c) => c.id),
  );
  return attended.flatMap((c) =>
    (noDowntime.has(c.id) ? (['contract'] as const) : (['contract', 'downtime'] as const)).map((kind) => {
      const title = titles.find((s) => s.id === c.scenarioId)?.title;
      return {
        kind,
        contract: { id: c.id, title: c.title, startsAt: c.startsAt },
        scenario: c.scenarioId && title !== undefined ? { id: c.scenarioId, title } : null,
        journalId: written.find((w) => w.kind === kind && w.contractId === c.id)?.id ?? null,
      };
    }),
  );
}

/** A Contractor's Journals, newest first, as its sheet's reader may see them; its owner also gets the form's facts. */
export async function getContractorJournals(
  p: Platform,
  actor: Actor,
  contractorId: unknown,
): Promise<Outcome<ContractorJournalsView>> {
  if (!isId(contractorId)) return failure(refusals.notFound('That Contractor'));
  const [k] = await p.db.select().from(contractors).where(eq(contractors.id, contractorId));
  if (!k || !(await mayView(p.db, actor, k))) return failure(refusals.notFound('That Contractor'));
  const list = await views(p.db, actor, await journalRows(p.db, eq(journals.contractorId, k.id)));
  const contractor = { id: k.id, name: k.name };
  if (actor?.userId !== k.ownerId)
    return success({ contractor, journals: list, mayWrite: false, standing: null, choices: [] });
  const [active, { standing }, choices] = await Promise.all([
    refuseIfInactive(p.db, k),
    journalStanding(p.db, k.id, { id: null, kind: 'contract', contractId: '', words: 0, slot: null }),
    choicesOf(p.db, k.id),
  ]);
  return success({
    contractor,
    journals: list,
    mayWrite: active.ok && choices.length > 0,
    standing: standingView({ ...standing, eligible: true }),
    choices,
  });
}

/** The community's latest Journals (public Contractors', and the reader's own), newest first. */
export async function getJournalFeed(p: Platform, actor: Actor): Promise<Outcome<JournalView[]>> {
  return success(await views(p.db, actor, await journalRows(p.db, feedVisible(actor), JOURNAL_FEED_SIZE)));
}

/** The Journals of a Scenario's runs (public Contractors', and the reader's own), newest first. */
export async function getScenarioJournals(
  p: Platform,
  actor: Actor,
  scenarioId: unknown,
): Promise<Outcome<JournalView[]>> {
  if (!isId(scenarioId)) return failure(refusals.notFound('That Scenario'));
  const rows = await journalRows(p.db, and(eq(contracts.scenarioId, scenarioId), feedVisible(actor)), 100);
  return success(await views(p.db, actor, rows));
}
