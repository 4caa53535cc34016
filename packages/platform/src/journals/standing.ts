import {
  JOURNAL_EXP_PER_CONTRACT,
  journalsUntilImprovement,
  type JournalReward,
  type JournalStanding,
} from '@harbinger/rules';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/connection.js';
import { contractAttendances, contracts, journals, ledgerEntries, type StoredJournalSlot } from '../db/schema.js';
import type { JournalStandingView } from './views.js';

// The facts a Journal's reward is decided from: the Contracts the Contractor took part in, its other Journals'
// places in the count and the Journal rewards live in its ledger. The rules decide; this file only reads.

/** Outcomes that mean the Contractor took part (a declined invitation does not). */
const TOOK_PART = ['victory', 'failure', 'death'] as const;

/** The Contracts the Contractor took part in that still stand (finished, not voided), newest first. */
export async function attendedContracts(db: Db | Tx, contractorId: string) {
  return db
    .select({
      id: contracts.id,
      title: contracts.title,
      startsAt: contracts.startsAt,
      scenarioId: contracts.scenarioId,
    })
    .from(contractAttendances)
    .innerJoin(contracts, eq(contracts.id, contractAttendances.contractId))
    .where(
      and(
        eq(contractAttendances.contractorId, contractorId),
        eq(contracts.state, 'finished'),
        inArray(contractAttendances.outcome, [...TOOK_PART]),
      ),
    )
    .orderBy(sql`${contracts.startsAt} DESC`, contracts.id);
}

/** The Journal rewards live in a Contractor's ledger, by Journal id. */
export async function liveJournalRewards(db: Db | Tx, contractorIds: readonly string[]) {
  const held = new Map<string, { entryId: string; reward: Exclude<JournalReward, 'none'>; amount: number }>();
  if (contractorIds.length === 0) return held;
  const rows = await db
    .select({
      id: ledgerEntries.id,
      resource: ledgerEntries.resource,
      amount: ledgerEntries.amount,
      journalId: sql<string | null>`${ledgerEntries.cause} ->> 'journalId'`,
    })
    .from(ledgerEntries)
    .where(
      and(
        inArray(ledgerEntries.contractorId, [...contractorIds]),
        eq(ledgerEntries.kind, 'journal'),
        isNull(ledgerEntries.voidedAt),
      ),
    );
  // Several entries may cite one id (an imported history's); their amounts add up.
  for (const r of rows) {
    if (!r.journalId) continue;
    const reward = r.resource === 'improvement' ? 'improvement' : 'exp';
    const before = held.get(r.journalId);
    held.set(r.journalId, { entryId: r.id, reward, amount: (before?.amount ?? 0) + r.amount });
  }
  return held;
}

/** One Journal being saved: its id once stored, what it is about and its words now. */
export interface JournalDraft {
  id: string | null;
  kind: 'contract' | 'downtime';
  contractId: string;
  words: number;
  slot: StoredJournalSlot | null;
}

/** Everything the rules need about the Contractor's Journals, with the Journal `draft` set apart. */
export async function journalStanding(
  db: Db | Tx,
  contractorId: string,
  draft: JournalDraft,
): Promise<{ standing: JournalStanding; heldEntryId: string | null }> {
  const [attended, others, rewards] = await Promise.all([
    attendedContracts(db, contractorId),
    db
      .select({ id: journals.id, kind: journals.kind, slot: journals.slot })
      .from(journals)
      .where(eq(journals.contractorId, contractorId)),
    liveJournalRewards(db, [contractorId]),
  ]);
  const rest = others.filter((j) => j.id !== draft.id);
  const own = draft.id ? rewards.get(draft.id) : undefined;
  // Every live Journal Exp but this Journal's own counts, an imported history's included.
  let journalExpBefore = 0;
  for (const [journalId, r] of rewards) if (journalId !== draft.id && r.reward === 'exp') journalExpBefore += r.amount;
  return {
    standing: {
      kind: draft.kind,
      words: draft.words,
      contractJournalsBefore: rest.filter((j) => j.kind === 'contract' && j.slot !== null).length,
      journalExpBefore,
      contractsAttended: attended.length,
      held: own?.reward ?? 'none',
      slot: draft.slot,
      eligible: attended.some((c) => c.id === draft.contractId),
    },
    heldEntryId: own?.entryId ?? null,
  };
}

/** A standing as the owner's form receives it (the words are counted as they type). */
export function standingView(s: JournalStanding): JournalStandingView {
  const { words: _words, ...rest } = s;
  return {
    ...rest,
    expAllowed: JOURNAL_EXP_PER_CONTRACT * s.contractsAttended,
    untilImprovement: journalsUntilImprovement(s.contractJournalsBefore),
  };
}
