import {
  isAssetId,
  isLiabilityId,
  refundSpend,
  refundableIds,
  type RefundLedgerEntry,
  type RefundPlan,
} from '@harbinger/rules';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Actor } from '../accounts/views.js';
import type { Platform } from '../context.js';
import type { Db, Tx } from '../db/connection.js';
import { contractAttendances, contracts, traumas } from '../db/schema.js';
import { failure, success, type Outcome, type PlatformError } from '../errors.js';
import { sheetLock } from '../contracts/sheet-lock.js';
import { parseInput } from '../parse.js';
import { changeOwned, findVisible, type ChangeResult, type OwnedChange } from './access.js';
import { restoreGranted } from './asset-trade.js';
import { rulesRefusal } from './describe-issue.js';
import { appendLedger, readLedger } from './ledger.js';
import { undoSpendSchema } from './play-schemas.js';
import type { ContractorView } from './views.js';

type EntryRow = Awaited<ReturnType<typeof readLedger>>[number];

/** When each Contract the Contractor attends reached its started state. */
async function contractStarts(tx: Db | Tx, contractorId: string): Promise<number[]> {
  const rows = await tx
    .select({ startedAt: contracts.startedAt })
    .from(contractAttendances)
    .innerJoin(contracts, eq(contracts.id, contractAttendances.contractId))
    .where(and(eq(contractAttendances.contractorId, contractorId), isNotNull(contracts.startedAt)));
  return rows.flatMap((r) => (r.startedAt ? [r.startedAt.getTime()] : []));
}

const forRefund = (e: EntryRow): RefundLedgerEntry => ({
  id: e.id,
  resource: e.resource,
  amount: e.amount,
  kind: e.kind,
  cause: e.cause,
  voided: e.voidedAt !== null,
  at: e.createdAt.getTime(),
});

const changedSince = (what: string): PlatformError => ({
  code: 'sheet_changed_since',
  status: 409,
  field: 'entryId',
  message: `${what} has changed since this purchase, so it cannot be undone here; ask the Playgroup to correct it.`,
});

/** The sheet columns (and rows) that put back what the spend bought; a refusal when the sheet moved on since. */
async function reverse(plan: RefundPlan, { tx, row, now }: OwnedChange): Promise<Outcome<ChangeResult['set']>> {
  const c = plan.spend.cause;
  const from = typeof c.from === 'number' ? c.from : -1;
  const to = typeof c.to === 'number' ? c.to : -1;
  const trait = typeof c.trait === 'string' ? c.trait : '';
  switch (plan.spend.kind) {
    case 'raise_attribute': {
      if (row.attributes[trait] !== to) return failure(changedSince('That Attribute'));
      return success({ attributes: { ...row.attributes, [trait]: from } });
    }
    case 'raise_ability': {
      if (c.secondary === true) {
        const held = row.secondaryAbilities;
        const key = Object.keys(held).find((k) => k.toLowerCase() === trait.toLowerCase());
        if (key === undefined || held[key] !== to) return failure(changedSince('That Secondary Ability'));
        const next = { ...held, [key]: from };
        // A Secondary Ability learned by this purchase is forgotten again.
        if (from === 0) delete next[key];
        return success({ secondaryAbilities: next });
      }
      if ((row.abilities[trait] ?? 0) !== to) return failure(changedSince('That Ability'));
      const next = { ...row.abilities, [trait]: from };
      if (from === 0) delete next[trait];
      return success({ abilities: next });
    }
    case 'raise_source': {
      if (!row.source || row.source.capacity !== to) return failure(changedSince('The Source'));
      return success({ source: { ...row.source, capacity: from, current: Math.min(row.source.current, from) } });
    }
    case 'therapy': {
      // The treated Trauma comes back as it was (same id, so anything pointing at it still finds it).
      const id = typeof c.traumaId === 'string' ? c.traumaId : undefined;
      await tx
        .insert(traumas)
        .values({
          ...(id ? { id } : {}),
          contractorId: row.id,
          stockId: typeof c.stockId === 'string' ? c.stockId : null,
          name: typeof c.name === 'string' ? c.name : 'Trauma',
          summary: typeof c.summary === 'string' ? c.summary : '',
          createdAt: typeof c.receivedAt === 'string' ? new Date(c.receivedAt) : now,
        })
        .onConflictDoNothing();
      return success({});
    }
    case 'asset_purchase': {
      const id = String(c.id);
      if (!isAssetId(id) || !row.assets.includes(id)) return failure(changedSince('The list of Assets'));
      return success({ assets: row.assets.filter((a) => a !== id) });
    }
    case 'liability_removal': {
      const id = String(c.id);
      if (!isLiabilityId(id) || row.liabilities.includes(id)) return failure(changedSince('The list of Liabilities'));
      // The Battle Scar or Trauma the Liability brought comes back with it.
      await restoreGranted(tx, row.id, c);
      return success({ liabilities: [...row.liabilities, id] });
    }
  }
}

/**
 * Undoes one Exp spend until the next Contract the Contractor attends starts: writes a refund entry that gives the
 * Exp back (the spend itself stays in the ledger) and puts the sheet back as it was (the rank goes down, the Trauma
 * returns, the Asset goes). Spends on the same thing are undone newest first.
 * @example await undoSpend(p, actor, id, { version: 5, entryId: raise.id })
 */
export async function undoSpend(
  p: Platform,
  actor: Actor,
  id: unknown,
  input: unknown,
): Promise<Outcome<ContractorView>> {
  const parsed = parseInput(undoSpendSchema, input);
  if (!parsed.ok) return parsed;
  return changeOwned(p, actor, id, parsed.value.version, async (change) => {
    const locked = await sheetLock(change.tx, change.row.id);
    if (locked) return failure(locked);
    const ledger = (await readLedger(change.tx, change.row.id)).map(forRefund);
    const plan = refundSpend({
      ledger,
      entryId: parsed.value.entryId,
      contractStarts: await contractStarts(change.tx, change.row.id),
    });
    if (!plan.ok) {
      const [issue] = plan.issues;
      const status = issue?.code === 'spend_not_found' ? 404 : issue?.code === 'not_refundable' ? 422 : 409;
      return failure(rulesRefusal(plan.issues, { code: issue?.code ?? 'not_refundable', status }));
    }
    const set = await reverse(plan.value, change);
    if (!set.ok) return set;
    await appendLedger(
      change.tx,
      change.row.id,
      [{ resource: 'exp', amount: plan.value.amount, kind: 'refund', cause: plan.value.cause }],
      change.now,
    );
    return success({ set: set.value });
  });
}

/**
 * The ids of the spends its owner could undo now (for the sheet's "undo" buttons); empty for anyone else.
 * @example const open = await refundableSpends(p, actor, id); if (open.ok) open.value.includes(entry.id)
 */
export async function refundableSpends(p: Platform, actor: Actor, id: unknown): Promise<Outcome<string[]>> {
  const found = await findVisible(p.db, actor, id);
  if (!found.ok) return found;
  const row = found.value.contractor;
  if (actor?.userId !== row.ownerId) return success([]);
  const ledger = found.value.ledger.map(forRefund);
  return success([...refundableIds({ ledger, contractStarts: await contractStarts(p.db, row.id) })]);
}
