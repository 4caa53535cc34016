import { countWords, journalRewardChange, type JournalRewardChange } from '@harbinger/rules';
import { and, eq, sql } from 'drizzle-orm';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import type { Tx } from '../db/connection.js';
import { contractors, contracts, journals, ledgerEntries } from '../db/schema.js';
import { transact } from '../db/transaction.js';
import { failure, refusals, success, type Outcome, type PlatformError } from '../errors.js';
import { canView } from '../contractors/access.js';
import { refuseIfInactive } from '../contractors/life.js';
import { isId, parseInput } from '../parse.js';
import { getJournal } from './read.js';
import { journalEditSchema, journalWriteSchema } from './schemas.js';
import { attendedContracts, journalStanding, type JournalDraft } from './standing.js';
import type { JournalView } from './views.js';
import { contractsWithoutDowntime } from '../cycles/downtime.js';

// Writing and editing a Journal: one transaction each, the Contractor's row locked first so two saves for the same
// Contractor take turns (the reward count depends on its other Journals). The rules decide the reward; a grant is a
// `journal` ledger entry citing the Journal and its Contract (so voiding the Contract voids it), a void marks that
// entry voided. The Journal's text is stored as written: it is rendered escape-first wherever it is shown.

type ContractorRow = typeof contractors.$inferSelect;

const notYours = (): PlatformError =>
  refusals.forbidden('Only the player who owns this Contractor can write or edit its Journals.');

/** Locks the Contractor and checks the actor owns it and it is active. */
async function lockOwn(tx: Tx, actor: NonNullable<Actor>, contractorId: string): Promise<Outcome<ContractorRow>> {
  const [k] = await tx.select().from(contractors).where(eq(contractors.id, contractorId)).for('update');
  if (!k || !canView(actor, k)) return failure(refusals.notFound('That Contractor'));
  if (k.ownerId !== actor.userId) return failure(notYours());
  const active = await refuseIfInactive(tx, k);
  return active.ok ? success(k) : active;
}

/** Writes what the rules decided to the ledger and bumps the Contractor's version (its sheet changes). */
async function applyChange(
  tx: Tx,
  o: {
    k: ContractorRow;
    journalId: string;
    contractId: string;
    change: JournalRewardChange;
    heldEntryId: string | null;
    now: Date;
  },
): Promise<void> {
  const { k, change, now } = o;
  if (change.action === 'keep') return;
  if (change.action === 'void' && o.heldEntryId)
    await tx.update(ledgerEntries).set({ voidedAt: now }).where(eq(ledgerEntries.id, o.heldEntryId));
  if (change.action === 'grant')
    await tx.insert(ledgerEntries).values({
      contractorId: k.id,
      userId: k.ownerId,
      resource: change.reward,
      amount: 1,
      kind: 'journal',
      cause: { journalId: o.journalId, contractId: o.contractId },
      createdAt: now,
    });
  await tx
    .update(contractors)
    .set({ version: sql`${contractors.version} + 1`, updatedAt: now })
    .where(eq(contractors.id, k.id));
}

/**
 * Writes a Journal for a Contractor of the actor's, about a finished, unvoided Contract it took part in (`contract`)
 * or about the Downtime after one (`downtime`): one of each per Contract. At 250 words or more it earns what the
 * rules say (1 Exp, or an Improvement for every 4th Contract Journal); a spoiler flag needs a Contract that ran a
 * Scenario. Answers the Journal as its writer reads it (201).
 * @example await writeJournal(p, ana, { contractorId, kind: 'contract', contractId, title: 'Night one', body })
 */
export async function writeJournal(p: Platform, actor: Actor, input: unknown): Promise<Outcome<JournalView>> {
  if (!actor) return failure(refusals.unauthenticated());
  const parsed = parseInput(journalWriteSchema, input);
  if (!parsed.ok) return parsed;
  const w = parsed.value;
  const outcome = await transact(p.db, async (tx) => {
    const own = await lockOwn(tx, actor, w.contractorId);
    if (!own.ok) return own;
    const k = own.value;
    const attended = (await attendedContracts(tx, k.id)).find((c) => c.id === w.contractId);
    if (!attended)
      return failure({
        code: 'not_attended',
        status: 422,
        field: 'contractId',
        message: `${k.name} did not take part in that Contract, or it is not recorded (or was voided): a Journal needs a finished Contract it attended.`,
      });
    // Between the Contracts of a Cycle there is no Downtime to write about.
    if (w.kind === 'downtime' && (await contractsWithoutDowntime(tx, k.id, [attended.id])).has(attended.id))
      return failure({
        code: 'no_downtime',
        status: 422,
        field: 'contractId',
        message: `No Downtime followed “${attended.title}” for ${k.name}: it belongs to a Cycle, whose Contracts are played back to back. Write about the Downtime after the last Contract of the Cycle ${k.name} played, once the Cycle is over.`,
      });
    if (w.spoiler && !attended.scenarioId)
      return failure({
        code: 'no_scenario',
        status: 422,
        field: 'spoiler',
        message: 'That Contract ran no Scenario, so there is nothing to mark as a spoiler.',
      });
    const [existing] = await tx
      .select({ id: journals.id })
      .from(journals)
      .where(and(eq(journals.contractorId, k.id), eq(journals.kind, w.kind), eq(journals.contractId, w.contractId)));
    if (existing)
      return failure({
        code: 'journal_exists',
        status: 409,
        field: 'contractId',
        message: `${k.name} already has a ${w.kind === 'contract' ? 'Journal for that Contract' : 'Journal for the Downtime after that Contract'}: edit that one instead.`,
      });
    const words = countWords(w.body);
    const draft: JournalDraft = { id: null, kind: w.kind, contractId: w.contractId, words, slot: null };
    const { standing } = await journalStanding(tx, k.id, draft);
    const change = journalRewardChange(standing);
    const now = p.now();
    const [row] = await tx
      .insert(journals)
      .values({
        contractorId: k.id,
        kind: w.kind,
        contractId: w.contractId,
        title: w.title,
        body: w.body,
        wordCount: words,
        spoiler: w.spoiler,
        slot: change.slot,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: journals.id });
    await applyChange(tx, { k, journalId: row!.id, contractId: w.contractId, change, heldEntryId: null, now });
    return success(row!.id);
  });
  return outcome.ok ? getJournal(p, actor, outcome.value) : outcome;
}

/**
 * Saves a new text for a Journal (its writer only; a stale `version` answers 409). Going under 250 words voids the
 * reward it holds (the ledger entry is marked voided, never edited); coming back to 250 or more earns the reward of
 * its place in the count again (see the rules' journal-reward.ts).
 * @example await editJournal(p, ana, journalId, { title, body, spoiler: false, version: 1 })
 */
export async function editJournal(
  p: Platform,
  actor: Actor,
  id: unknown,
  input: unknown,
): Promise<Outcome<JournalView>> {
  if (!actor) return failure(refusals.unauthenticated());
  if (!isId(id)) return failure(refusals.notFound('That Journal'));
  const parsed = parseInput(journalEditSchema, input);
  if (!parsed.ok) return parsed;
  const e = parsed.value;
  const outcome = await transact(p.db, async (tx) => {
    const [found] = await tx.select({ contractorId: journals.contractorId }).from(journals).where(eq(journals.id, id));
    if (!found) return failure(refusals.notFound('That Journal'));
    const own = await lockOwn(tx, actor, found.contractorId);
    if (!own.ok) return own.error.code === 'not_found' ? failure(refusals.notFound('That Journal')) : own;
    const k = own.value;
    const [j] = await tx.select().from(journals).where(eq(journals.id, id)).for('update');
    if (!j) return failure(refusals.notFound('That Journal'));
    if (j.version !== e.version)
      return failure({
        ...refusals.versionConflict(),
        message:
          'This Journal was saved elsewhere since you opened it. Reload to see that version; your text was kept.',
      });
    if (e.spoiler) {
      const [c] = await tx
        .select({ scenarioId: contracts.scenarioId })
        .from(contracts)
        .where(eq(contracts.id, j.contractId));
      if (!c?.scenarioId)
        return failure({
          code: 'no_scenario',
          status: 422,
          field: 'spoiler',
          message: 'That Contract ran no Scenario, so there is nothing to mark as a spoiler.',
        });
    }
    const words = countWords(e.body);
    const draft: JournalDraft = { id: j.id, kind: j.kind, contractId: j.contractId, words, slot: j.slot };
    const { standing, heldEntryId } = await journalStanding(tx, k.id, draft);
    const change = journalRewardChange(standing);
    const now = p.now();
    await tx
      .update(journals)
      .set({
        title: e.title,
        body: e.body,
        wordCount: words,
        spoiler: e.spoiler,
        slot: change.slot,
        version: j.version + 1,
        updatedAt: now,
      })
      .where(eq(journals.id, j.id));
    await applyChange(tx, { k, journalId: j.id, contractId: j.contractId, change, heldEntryId, now });
    return success(j.id);
  });
  return outcome.ok ? getJournal(p, actor, outcome.value) : outcome;
}
