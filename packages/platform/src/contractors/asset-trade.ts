import {
  ASSETS,
  LIABILITIES,
  assetCost,
  incompatiblePicks,
  isAssetId,
  isLiabilityId,
  liabilityRemovalCost,
  pickName,
  type AssetLiabilityConfig,
  type LiabilityId,
} from '@harbinger/rules';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../db/connection.js';
import { battleScars, ledgerEntries, playgroupContractors, playgroups, traumas } from '../db/schema.js';
import { failure, success, type Outcome, type PlatformError } from '../errors.js';
import type { ChangeResult } from './access.js';
import { appendLedger, foldLedger, readLedger } from './ledger.js';
import type { ContractorRow } from './sheet.js';
import { attendedStartedContract } from './played.js';

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
    const id = purchase.id;
    const clash = incompatiblePicks({ assets: [...row.assets, id], liabilities: row.liabilities }).find((pair) =>
      [pair.first, pair.second].some((pick) => pick.kind === 'asset' && pick.id === id),
    );
    if (clash) {
      const other = clash.first.kind === 'asset' && clash.first.id === id ? clash.second : clash.first;
      const why =
        clash.reason === 'contradicts' ? 'the two say opposite things' : 'it is the same thing at another size';
      return refuse('incompatible_picks', `${asset.name} cannot sit on a sheet that has ${pickName(other)}: ${why}.`);
    }
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

/** The Battle Scar and Trauma rows a Liability put on the sheet at creation, as a buy-off's cause keeps them. */
export interface GrantedRows {
  grantedScar?: {
    id: string;
    stockId: string | null;
    name: string | null;
    scarClass: string;
    permanent: boolean;
    createdAt: string;
  };
  grantedTrauma?: { id: string; stockId: string | null; name: string; summary: string; createdAt: string };
}

/**
 * Deletes the Battle Scar and the Trauma the Liability granted (the oldest permanent scar of its stock, not from an
 * Injury; the oldest Trauma of its stock) and answers them, so undoing the buy-off can put them back.
 */
async function takeGranted(tx: Tx, contractorId: string, liabilityId: LiabilityId): Promise<GrantedRows> {
  const { scarId, traumaId }: AssetLiabilityConfig = LIABILITIES[liabilityId];
  const taken: GrantedRows = {};
  if (scarId) {
    const [scar] = await tx
      .select()
      .from(battleScars)
      .where(
        and(
          eq(battleScars.contractorId, contractorId),
          eq(battleScars.stockId, scarId),
          eq(battleScars.permanent, true),
          eq(battleScars.willToSurvive, false),
          isNull(battleScars.injuryId),
        ),
      )
      .orderBy(asc(battleScars.createdAt), asc(battleScars.id))
      .limit(1);
    if (scar) {
      await tx.delete(battleScars).where(eq(battleScars.id, scar.id));
      const { id, stockId, name, scarClass, permanent } = scar;
      taken.grantedScar = { id, stockId, name, scarClass, permanent, createdAt: scar.createdAt.toISOString() };
    }
  }
  if (traumaId) {
    const [trauma] = await tx
      .select()
      .from(traumas)
      .where(and(eq(traumas.contractorId, contractorId), eq(traumas.stockId, traumaId)))
      .orderBy(asc(traumas.createdAt), asc(traumas.id))
      .limit(1);
    if (trauma) {
      await tx.delete(traumas).where(eq(traumas.id, trauma.id));
      const { id, stockId, name, summary } = trauma;
      taken.grantedTrauma = { id, stockId, name, summary, createdAt: trauma.createdAt.toISOString() };
    }
  }
  return taken;
}

/**
 * Puts back what a Liability buy-off took from the sheet (its cause keeps the rows), with the same ids.
 * @example await restoreGranted(tx, contractorId, entry.cause)
 */
export async function restoreGranted(tx: Tx, contractorId: string, cause: Readonly<Record<string, unknown>>) {
  const { grantedScar: scar, grantedTrauma: trauma } = cause as GrantedRows;
  if (scar)
    await tx
      .insert(battleScars)
      .values({ ...scar, contractorId, createdAt: new Date(scar.createdAt) })
      .onConflictDoNothing();
  if (trauma)
    await tx
      .insert(traumas)
      .values({ ...trauma, contractorId, createdAt: new Date(trauma.createdAt) })
      .onConflictDoNothing();
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
  const granted = trade.kind === 'liability_removal' ? await takeGranted(tx, row.id, trade.id as LiabilityId) : {};
  await appendLedger(
    tx,
    row.id,
    [{ resource: 'exp', amount: -trade.cost, kind: trade.kind, cause: { id: trade.id, name: trade.name, ...granted } }],
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
  if (await attendedStartedContract(tx, contractorId)) return true;
  const [paid] = await tx
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.contractorId, contractorId), eq(ledgerEntries.kind, 'contract_attendance')))
    .limit(1);
  return paid !== undefined;
}
