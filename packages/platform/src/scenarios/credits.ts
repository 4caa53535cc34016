import { createHash } from 'node:crypto';
import { EXCHANGE_UNLOCK_CREDITS } from '@harbinger/rules';
import { eq, sql, sum } from 'drizzle-orm';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import type { Db, Tx } from '../db/connection.js';
import { creditEntries } from '../db/schema.js';
import { transact } from '../db/transaction.js';
import { failure, refusals, success, type Outcome } from '../errors.js';
import { discover, discoveryReasons } from './discovery.js';
import { loadScenario } from './exchange-scenario.js';

// The advisory lock class that makes one player's credit spending take turns (sign-in uses 7301 and 7302,
// unclaimed Contractors 7303).
const CREDIT_LOCK_CLASS = 7304;

/** A player's Exchange credits: the sum of their entries (approvals paid, unlocks spent). */
export async function creditBalance(db: Db | Tx, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sum(creditEntries.amount) })
    .from(creditEntries)
    .where(eq(creditEntries.userId, userId));
  return Number(row?.total ?? 0);
}

/** Waits for the player's other credit spending to finish and holds it off until this transaction ends. */
async function lockCredits(tx: Tx, userId: string): Promise<void> {
  const key = createHash('sha256').update(userId).digest().readInt32BE(0);
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${CREDIT_LOCK_CLASS}::int, ${key}::int)`);
}

/** What unlocking did. */
export interface UnlockResult {
  id: string;
  spent: number;
  balance: number;
}

/**
 * Unlocks an approved Scenario from the Exchange for {@link EXCHANGE_UNLOCK_CREDITS} credits: the player discovers it
 * (reason `purchased`), which opens the write-up and spoils it for playing. Not one's own, not one already
 * discovered. The balance is checked and spent under a per-player lock, so two unlocks at once cannot overdraw it.
 * @example await unlockFromExchange(p, actor, scenarioId)
 */
export async function unlockFromExchange(
  p: Platform,
  actor: Actor,
  scenarioId: unknown,
): Promise<Outcome<UnlockResult>> {
  if (!actor) return failure(refusals.unauthenticated());
  return transact(p.db, async (tx) => {
    const loaded = await loadScenario(tx, scenarioId);
    if (!loaded.ok) return loaded;
    const s = loaded.value;
    if (s.exchangeState !== 'approved')
      return failure({
        code: 'not_on_exchange',
        status: 409,
        message: 'That Scenario is not on the Exchange, so it cannot be unlocked with credits.',
      });
    if (s.authorId === actor.userId)
      return failure({
        code: 'own_scenario',
        status: 409,
        message: 'You wrote this Scenario: it is yours to read already.',
      });
    await lockCredits(tx, actor.userId);
    if ((await discoveryReasons(tx, s.id, actor.userId)).length > 0)
      return failure({
        code: 'already_discovered',
        status: 409,
        message: 'You have discovered this Scenario already, so you may read it without spending credits.',
      });
    const balance = await creditBalance(tx, actor.userId);
    if (balance < EXCHANGE_UNLOCK_CREDITS)
      return failure({
        code: 'not_enough_credits',
        status: 409,
        message: `Unlocking costs ${EXCHANGE_UNLOCK_CREDITS} credits and you have ${balance}. Writers earn credits when an approver first puts one of their Scenarios on the Exchange.`,
      });
    const now = p.now();
    await tx.insert(creditEntries).values({
      userId: actor.userId,
      amount: -EXCHANGE_UNLOCK_CREDITS,
      kind: 'exchange_unlock',
      scenarioId: s.id,
      createdAt: now,
    });
    await discover(tx, [{ scenarioId: s.id, userId: actor.userId, reason: 'purchased' }], now);
    return success({ id: s.id, spent: EXCHANGE_UNLOCK_CREDITS, balance: balance - EXCHANGE_UNLOCK_CREDITS });
  });
}
