import { balances } from '@harbinger/rules';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../db/connection.js';
import { ledgerEntries } from '../db/schema.js';
import { foldable } from './standings.js';

/**
 * Spends one of the player's Coins of Charon on a new Contractor (its Gift Credit is written by creation): a
 * player-level `coin_spent` entry pointing at the Contractor. Answers false, spending nothing, when the player holds
 * no Coin (creation then refuses).
 */
export async function spendCoinOfCharon(
  tx: Tx,
  options: { userId: string; contractorId: string; now: Date },
): Promise<boolean> {
  const rows = await tx
    .select()
    .from(ledgerEntries)
    .where(and(isNull(ledgerEntries.contractorId), eq(ledgerEntries.userId, options.userId)))
    .for('update');
  if (balances(rows.map(foldable)).coins.available < 1) return false;
  await tx.insert(ledgerEntries).values({
    contractorId: null,
    userId: options.userId,
    resource: 'coin_of_charon',
    amount: -1,
    kind: 'coin_spent',
    cause: { contractorId: options.contractorId },
    createdAt: options.now,
  });
  return true;
}
