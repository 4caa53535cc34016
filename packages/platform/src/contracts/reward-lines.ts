import type { LedgerKind, LedgerResource } from '@harbinger/rules';
import { asc, eq, sql } from 'drizzle-orm';
import type { Actor } from '../accounts/views.js';
import type { Db, Tx } from '../db/connection.js';
import { contractors, ledgerEntries, users } from '../db/schema.js';
import type { ContractRewardView } from './views.js';

/**
 * Every ledger entry a Contract wrote (its rewards, the GM's, Coins of Charon), oldest first, with who holds it. A
 * private Contractor is named only to its owner and to those who see private sheets here (`seesPrivate`); voided
 * entries stay listed with `voided`, so a voided Contract shows what it took back.
 */
export async function rewardLinesOf(
  tx: Db | Tx,
  contractId: string,
  actor: Actor,
  seesPrivate: boolean,
): Promise<ContractRewardView[]> {
  const rows = await tx
    .select({
      e: ledgerEntries,
      k: { id: contractors.id, name: contractors.name, private: contractors.private, ownerId: contractors.ownerId },
      handle: users.handle,
    })
    .from(ledgerEntries)
    .leftJoin(contractors, eq(contractors.id, ledgerEntries.contractorId))
    .leftJoin(users, eq(users.id, sql`coalesce(${contractors.ownerId}, ${ledgerEntries.userId})`))
    .where(sql`${ledgerEntries.cause} ->> 'contractId' = ${contractId}`)
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
  return rows.map(({ e, k, handle }) => {
    const shown = k !== null && (!k.private || seesPrivate || k.ownerId === actor?.userId);
    return {
      contractor: k !== null && shown ? { id: k.id, name: k.name } : null,
      hidden: k !== null && !shown,
      player: { handle: handle ?? 'unknown' },
      resource: e.resource as LedgerResource,
      amount: e.amount,
      kind: e.kind as LedgerKind,
      voided: e.voidedAt !== null,
    };
  });
}
