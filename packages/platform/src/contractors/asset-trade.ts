import { ASSETS, LIABILITIES, assetCost, isAssetId, isLiabilityId, liabilityRemovalCost } from '@harbinger/rules';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/connection.js';
import { contractAttendances, contracts, ledgerEntries, playgroupContractors, playgroups } from '../db/schema.js';
import { failure, success, type Outcome, type PlatformError } from '../errors.js';
import type { ChangeResult } from './access.js';
import { appendLedger, foldLedger, readLedger } from './ledger.js';
import type { ContractorRow } from './sheet.js';

/** An Asset bought or a Liability bought off after creation, priced at three times its value. */
export interface AssetTrade {
  kind: 'asset_purchase' | 'liability_removal';
  id: string;
  name: string;
  cost: number;
}

const refuse = (code: string, message: string, status: PlatformError['status'] = 422): Outcome<never> =>
  failure({ code, status, field: 'purchase.id', message });

/** Prices buying an Asset or buying off a Liability the Contractor has, or the refusal. */
export function priceTrade(
  row: Pick<ContractorRow, 'assets' | 'liabilities'>,
  purchase: { kind: 'asset' | 'liability'; id: string },
): Outcome<AssetTrade> {
  if (purchase.kind === 'asset') {
    if (!isAssetId(purchase.id)) return refuse('unknown_asset', `“${purchase.id}” is not an Asset in the catalog.`);
    const asset = ASSETS[purchase.id];
    if (row.assets.includes(purchase.id))
      return refuse('duplicate_asset', `This Contractor already has ${asset.name}.`);
    // Gift Credits come only with a new Contractor's starting Assets.
    if (asset.grantKind === 'gift_credit')
      return refuse('asset_creation_only', `${asset.name} can only be taken while the Contractor is being built.`);
    return success({
      kind: 'asset_purchase',
      id: purchase.id,
      name: asset.name,
      cost: assetCost(asset.value, { atCreation: false }),
    });
  }
  if (!isLiabilityId(purchase.id) || !row.liabilities.includes(purchase.id))
    return refuse('unknown_liability', `This Contractor has no Liability “${purchase.id}” to buy off.`);
  const liability = LIABILITIES[purchase.id];
  return success({
    kind: 'liability_removal',
    id: purchase.id,
    name: liability.name,
    cost: liabilityRemovalCost(liability.value),
  });
}

/** Exp the Contractor can spend now. */
export async function availableExp(tx: Tx, contractorId: string): Promise<number> {
  return foldLedger(await readLedger(tx, contractorId)).exp.available;
}

/** The refusal when the balance does not cover the trade, else undefined. */
export function shortOfExp(trade: AssetTrade, available: number): PlatformError | undefined {
  if (trade.cost <= available) return undefined;
  const what = trade.kind === 'asset_purchase' ? `Buying ${trade.name}` : `Buying off ${trade.name}`;
  return {
    code: 'not_enough_exp',
    status: 422,
    field: 'purchase',
    message: `${what} costs ${trade.cost} Exp (three times its value), but only ${Math.max(0, available)} Exp is available.`,
  };
}

/** Writes the trade's ledger entry and answers the columns it changes; refuses beyond the balance. */
export async function applyTrade(
  tx: Tx,
  row: ContractorRow,
  trade: AssetTrade,
  now: Date,
): Promise<Outcome<NonNullable<ChangeResult['set']>>> {
  const short = shortOfExp(trade, await availableExp(tx, row.id));
  if (short) return failure(short);
  await appendLedger(
    tx,
    row.id,
    [{ resource: 'exp', amount: -trade.cost, kind: trade.kind, cause: { id: trade.id, name: trade.name } }],
    now,
  );
  return success(
    trade.kind === 'asset_purchase'
      ? { assets: [...row.assets, trade.id] }
      : { liabilities: row.liabilities.filter((l) => l !== trade.id) },
  );
}

/** The Contractor's home Playgroup once a Leader approved it there, or null. */
export async function approvedHome(tx: Tx, contractorId: string): Promise<{ id: string; name: string } | null> {
  const [home] = await tx
    .select({ id: playgroups.id, name: playgroups.name })
    .from(playgroupContractors)
    .innerJoin(playgroups, eq(playgroups.id, playgroupContractors.playgroupId))
    .where(and(eq(playgroupContractors.contractorId, contractorId), eq(playgroupContractors.approval, 'approved')));
  return home ?? null;
}

/** True once the Contractor has been on a Contract (one that started, or one whose rewards were written). */
export async function hadFirstContract(tx: Tx, contractorId: string): Promise<boolean> {
  const [played] = await tx
    .select({ id: contractAttendances.id })
    .from(contractAttendances)
    .innerJoin(contracts, eq(contracts.id, contractAttendances.contractId))
    .where(
      and(
        eq(contractAttendances.contractorId, contractorId),
        inArray(contracts.state, ['active', 'finished', 'voided']),
      ),
    )
    .limit(1);
  if (played) return true;
  const [paid] = await tx
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.contractorId, contractorId), sql`${ledgerEntries.kind} = 'contract_attendance'`))
    .limit(1);
  return paid !== undefined;
}
