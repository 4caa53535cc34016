import { balances } from '@harbinger/rules';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import { ledgerEntries } from '../db/schema.js';
import { failure, refusals, success, type Outcome } from '../errors.js';
import { findVisible } from '../contractors/access.js';
import { ledgerEntryView } from '../contractors/ledger.js';
import type { LedgerEntryView } from '../contractors/views.js';
import { foldable } from './standings.js';

/** A player's Coins of Charon: the balance folded by the rules and every entry behind it. */
export interface CoinsView {
  available: number;
  received: number;
  spent: number;
  entries: LedgerEntryView[];
}

/**
 * The actor's own Coins of Charon (player-level ledger entries), folded with the rules' `balances`.
 * @example (await getCoins(p, actor)).value.available
 */
export async function getCoins(p: Platform, actor: Actor): Promise<Outcome<CoinsView>> {
  if (!actor) return failure(refusals.unauthenticated());
  const rows = await p.db
    .select()
    .from(ledgerEntries)
    .where(and(isNull(ledgerEntries.contractorId), eq(ledgerEntries.userId, actor.userId)))
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
  const { coins } = balances(rows.map(foldable));
  return success({ ...coins, entries: rows.map(ledgerEntryView) });
}

/**
 * A Contractor's whole ledger, oldest first (`GET /api/v1/contractors/{id}/ledger`): every entry with its amount,
 * resource, kind, cause (Contract and attendance ids, the Contract's title) and words; voided entries included.
 * Private sheets open to their owner, their home Playgroup's Contractor managers and the GM of an Active Contract.
 */
export async function getContractorLedger(
  p: Platform,
  actor: Actor,
  contractorId: unknown,
): Promise<Outcome<LedgerEntryView[]>> {
  const found = await findVisible(p.db, actor, contractorId);
  return found.ok ? success(found.value.ledger.map(ledgerEntryView)) : found;
}
