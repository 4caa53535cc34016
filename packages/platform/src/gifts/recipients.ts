import { improvementsAllowed, type StatusId } from '@harbinger/rules';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import { contractors, ledgerEntries } from '../db/schema.js';
import { failure, refusals, success, type Outcome } from '../errors.js';
import { walletOf } from './wallet.js';

/** One of the player's Contractors as the builder needs it: who can receive a Gift, and with what. */
export interface GiftRecipientView {
  id: string;
  name: string;
  version: number;
  status: StatusId;
  victories: number;
  giftCredits: number;
  improvements: number;
  /** Improvements that may still be spent before the cap. */
  improvementsLeft: number;
}

/**
 * The actor's Contractors with their Status, Gift Credits and Improvements (two queries, whatever their number),
 * most recently changed first: the builder's "save to" list, and what it compiles against in the browser.
 * @example const mine = await listGiftRecipients(p, actor)
 */
export async function listGiftRecipients(p: Platform, actor: Actor): Promise<Outcome<GiftRecipientView[]>> {
  if (!actor) return failure(refusals.unauthenticated());
  const rows = await p.db
    .select()
    .from(contractors)
    .where(eq(contractors.ownerId, actor.userId))
    .orderBy(desc(contractors.updatedAt), desc(contractors.id));
  if (rows.length === 0) return success([]);
  const entries = await p.db
    .select()
    .from(ledgerEntries)
    .where(
      inArray(
        ledgerEntries.contractorId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
  return success(
    rows.map((row) => {
      const wallet = walletOf(
        row,
        entries.filter((e) => e.contractorId === row.id),
      );
      return {
        id: row.id,
        name: row.name,
        version: row.version,
        status: wallet.status,
        victories: wallet.victories,
        giftCredits: wallet.giftCredits,
        improvements: wallet.improvements,
        improvementsLeft: Math.max(0, improvementsAllowed(wallet) - wallet.improvementsSpent),
      };
    }),
  );
}
