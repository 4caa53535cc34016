import {
  SCENARIO_REWARD_WORDS,
  improvementRoom,
  improvementsAllowed,
  writingRewardRefusal,
  type WritingRewardRefusal,
} from '@harbinger/rules';
import { and, asc, count, eq, isNull, notExists } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import type { Db, Tx } from '../db/connection.js';
import { readLedger } from '../contractors/ledger.js';
import {
  contractorDeaths,
  contractors,
  contracts,
  ledgerEntries,
  scenarioWritingRewards,
  scenarios,
} from '../db/schema.js';
import { transact } from '../db/transaction.js';
import { failure, refusals, success, type Outcome, type PlatformError } from '../errors.js';
import { ownLivingContractor } from '../contracts/eligibility.js';
import { walletOf } from '../gifts/wallet.js';
import { isId, parseInput } from '../parse.js';

// The writing reward: a writer whose Scenario has at least 1,000 words and which they ran as a Contract takes one
// Improvement for a Contractor of theirs, once per Scenario. The rules decide (`writingRewardRefusal`); this file
// gathers the facts, words the refusals and writes the ledger entry with the reward's row in one transaction.

type ScenarioRow = typeof scenarios.$inferSelect;

/** Why the writing reward is not available, in a writer's words. */
export const WRITING_REWARD_WORDS: Record<WritingRewardRefusal, string> = {
  stock_scenario: 'this is one of the site’s own stock Scenarios: nobody here wrote it',
  already_rewarded: 'the writing Improvement for this Scenario was already taken',
  too_few_words: `the write-up needs at least ${SCENARIO_REWARD_WORDS.toLocaleString('en-GB')} words`,
  not_run_yet: 'you have not yet run it as a Contract that was recorded (and not voided)',
};

/** Where the writing reward stands for the writer. */
export interface WritingRewardStanding {
  /** Why it may not be claimed now, or null when it may. */
  refusal: { code: WritingRewardRefusal; message: string } | null;
  wordCount: number;
  wordsNeeded: number;
  /** Finished, unvoided runs the writer GMed. */
  runsByWriter: number;
  /** Once claimed: which Contractor took it (null when that Contractor is gone) and when. */
  claimed: { contractor: { id: string; name: string } | null; at: Date } | null;
  /** The writer's living, active Contractors, one of which takes the Improvement. */
  contractors: { id: string; name: string }[];
}

/** Claiming the writing reward (`POST /api/v1/scenarios/{id}/writing-reward`). */
export const writingRewardSchema = z.strictObject({
  contractorId: z
    .string()
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'is not a valid id'),
});
export type WritingRewardInput = z.input<typeof writingRewardSchema>;

async function rewardFacts(db: Db | Tx, s: ScenarioRow) {
  const [[runs], [claimed]] = await Promise.all([
    db
      .select({ n: count() })
      .from(contracts)
      .where(
        and(
          eq(contracts.scenarioId, s.id),
          eq(contracts.state, 'finished'),
          s.authorId ? eq(contracts.gmId, s.authorId) : isNull(contracts.gmId),
        ),
      ),
    db
      .select({ r: scenarioWritingRewards, name: contractors.name })
      .from(scenarioWritingRewards)
      .leftJoin(contractors, eq(contractors.id, scenarioWritingRewards.contractorId))
      .where(eq(scenarioWritingRewards.scenarioId, s.id)),
  ]);
  const runsByWriter = Number(runs?.n ?? 0);
  const code = writingRewardRefusal({
    wordCount: s.wordCount,
    runsByWriter,
    alreadyRewarded: claimed !== undefined,
    stock: s.stockKey !== null || s.authorId === null,
  });
  return { runsByWriter, claimed, code };
}

/** Where the writing reward stands for the writer `actor` (the caller checked they wrote `s`). */
export async function writingRewardStanding(
  db: Db | Tx,
  actor: NonNullable<Actor>,
  s: ScenarioRow,
): Promise<WritingRewardStanding> {
  const facts = await rewardFacts(db, s);
  const own = await db
    .select({ id: contractors.id, name: contractors.name })
    .from(contractors)
    .where(
      and(
        eq(contractors.ownerId, actor.userId),
        isNull(contractors.retiredAt),
        notExists(
          db
            .select({ id: contractorDeaths.id })
            .from(contractorDeaths)
            .where(and(eq(contractorDeaths.contractorId, contractors.id), isNull(contractorDeaths.voidedAt))),
        ),
      ),
    )
    .orderBy(asc(contractors.name), asc(contractors.id));
  return {
    refusal: facts.code ? { code: facts.code, message: WRITING_REWARD_WORDS[facts.code] } : null,
    wordCount: s.wordCount,
    wordsNeeded: SCENARIO_REWARD_WORDS,
    runsByWriter: facts.runsByWriter,
    claimed: facts.claimed
      ? {
          contractor:
            facts.claimed.r.contractorId && facts.claimed.name !== null
              ? { id: facts.claimed.r.contractorId, name: facts.claimed.name }
              : null,
          at: facts.claimed.r.createdAt,
        }
      : null,
    contractors: own,
  };
}

/** What claiming the writing reward did. */
export interface WritingRewardResult {
  contractor: { id: string; name: string };
  ledgerEntryId: string;
  /** The Contractor holds more Improvements than its cap lets it spend: this one waits for a victory. */
  waiting: boolean;
}

const rewardRefusal = (code: WritingRewardRefusal): PlatformError => ({
  code,
  status: code === 'already_rewarded' ? 409 : 422,
  message: `The writing reward is not available: ${WRITING_REWARD_WORDS[code]}.`,
});

/**
 * The writer of a Scenario takes its one writing Improvement for a living Contractor of theirs: at least 1,000 words,
 * run by them as a finished, unvoided Contract, once per Scenario, never for a stock one. The ledger entry
 * (`scenario_writeup`, citing the Scenario) and the reward's row are written together; like the GM Improvement it is
 * kept past the cap and waits for a victory.
 * @example await claimWritingReward(p, writer, scenarioId, { contractorId })
 */
export async function claimWritingReward(
  p: Platform,
  actor: Actor,
  scenarioId: unknown,
  input: unknown,
): Promise<Outcome<WritingRewardResult>> {
  if (!actor) return failure(refusals.unauthenticated());
  const parsed = parseInput(writingRewardSchema, input);
  if (!parsed.ok) return parsed;
  if (!isId(scenarioId)) return failure(refusals.notFound('That Scenario'));
  return transact(p.db, async (tx) => {
    // Locking the Scenario makes two claims at once wait for each other: the second sees the first's row.
    const [s] = await tx.select().from(scenarios).where(eq(scenarios.id, scenarioId)).for('update');
    if (!s) return failure(refusals.notFound('That Scenario'));
    if (s.authorId !== actor.userId)
      return failure({
        code: 'not_the_writer',
        status: 403,
        message: 'Only the writer of this Scenario may take its writing reward.',
      });
    const facts = await rewardFacts(tx, s);
    if (facts.code) return failure(rewardRefusal(facts.code));
    const own = await ownLivingContractor(tx, actor, parsed.value.contractorId, 'contractorId');
    if (!own.ok) return own;
    const k = own.value;
    const now = p.now();
    const [entry] = await tx
      .insert(ledgerEntries)
      .values({
        contractorId: k.id,
        userId: actor.userId,
        resource: 'improvement',
        amount: 1,
        kind: 'scenario_writeup',
        cause: { scenarioId: s.id, scenarioTitle: s.title },
        createdAt: now,
      })
      .returning({ id: ledgerEntries.id });
    await tx.insert(scenarioWritingRewards).values({
      scenarioId: s.id,
      userId: actor.userId,
      contractorId: k.id,
      ledgerEntryId: entry!.id,
      createdAt: now,
    });
    await tx
      .update(contractors)
      .set({ version: k.version + 1, updatedAt: now })
      .where(eq(contractors.id, k.id));
    const wallet = walletOf(k, await readLedger(tx, k.id));
    const room = improvementRoom({
      held: wallet.improvements,
      spent: wallet.improvementsSpent,
      allowed: improvementsAllowed(wallet),
    });
    return success({ contractor: { id: k.id, name: k.name }, ledgerEntryId: entry!.id, waiting: room.waiting > 0 });
  });
}
