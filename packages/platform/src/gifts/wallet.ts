import {
  assetsGiftCredits,
  checkGiftCreditCap,
  giftCreditCap,
  improvementsAllowed,
  isAssetId,
  statusFromVictories,
  type AssetId,
  type StatusId,
} from '@harbinger/rules';
import type { Tx } from '../db/connection.js';
import type { PlatformError } from '../errors.js';
import { appendLedger, foldLedger, readLedger, type LedgerEntryInput } from '../contractors/ledger.js';
import type { ContractorRow } from '../contractors/sheet.js';

type EntryRow = Awaited<ReturnType<typeof readLedger>>[number];

/** What a Contractor can spend on Gifts and crafting, folded from the ledger. */
export interface Wallet {
  status: StatusId;
  victories: number;
  giftCredits: number;
  improvements: number;
  /** Improvements spent so far (the cap counts these). */
  improvementsSpent: number;
  gifted: boolean;
  charonCoin: boolean;
  exp: number;
  /** Which Downtime it is: the Contracts attended so far (the free Consumable comes once per Downtime). */
  downtime: number;
}

/** Folds a Contractor's ledger into what the Gift workflows need. */
export function walletOf(row: Pick<ContractorRow, 'victories' | 'assets'>, ledger: readonly EntryRow[]): Wallet {
  const totals = foldLedger(ledger);
  const live = ledger.filter((e) => e.voidedAt === null);
  const assets = row.assets.filter(isAssetId) as AssetId[];
  return {
    status: statusFromVictories(row.victories),
    victories: row.victories,
    giftCredits: totals.giftCredits,
    improvements: totals.improvements,
    improvementsSpent: -live
      .filter((e) => e.resource === 'improvement' && e.amount < 0)
      .reduce((sum, e) => sum + e.amount, 0),
    gifted: assetsGiftCredits(assets) > 0,
    charonCoin: live.some((e) => e.kind === 'coin_of_charon'),
    exp: totals.exp.available,
    downtime: live.filter((e) => e.kind === 'contract_attendance').length,
  };
}

/** Reads the ledger and folds it. */
export async function readWallet(tx: Tx, row: ContractorRow): Promise<Wallet> {
  return walletOf(row, await readLedger(tx, row.id));
}

/** How a Gift Cost (or the rise of one) is paid. */
export interface Payment {
  giftCredits: number;
  improvements: number;
}

/**
 * Splits what is due between Gift Credits and Improvements: a new Gift takes one Gift Credit first (only credits
 * unlock Gifts), then Improvements go first, since they can buy nothing else. Assumes the compiler found the
 * balance sufficient.
 */
export function planPayment(options: { due: number; creating: boolean; wallet: Wallet }): Payment {
  let due = Math.max(0, options.due);
  let giftCredits = 0;
  if (options.creating && due > 0) {
    giftCredits = 1;
    due -= 1;
  }
  const improvements = Math.min(due, Math.max(0, options.wallet.improvements));
  return { giftCredits: giftCredits + (due - improvements), improvements };
}

/** The refusal when spending `improvements` more would pass the Gift Credit + Improvement cap, else undefined. */
export function capRefusal(wallet: Wallet, improvements: number): PlatformError | undefined {
  if (improvements === 0) return undefined;
  const checked = checkGiftCreditCap({
    victories: wallet.victories,
    gifted: wallet.gifted,
    charonCoin: wallet.charonCoin,
    improvements: wallet.improvementsSpent + improvements,
  });
  if (checked.ok) return undefined;
  const allowed = improvementsAllowed({
    victories: wallet.victories,
    gifted: wallet.gifted,
    charonCoin: wallet.charonCoin,
  });
  const word = (n: number) => `${n} Improvement${n === 1 ? '' : 's'}`;
  return {
    code: 'gift_credit_cap_exceeded',
    status: 422,
    message:
      `This would spend ${word(improvements)}, bringing the total spent to ${wallet.improvementsSpent + improvements}; with ${wallet.victories} ` +
      `victor${wallet.victories === 1 ? 'y' : 'ies'} the cap on Gift Credits and Improvements is ${giftCreditCap(wallet.victories)}, which leaves room ` +
      `for ${word(allowed)} in all. Win more Contracts, or pay with Gift Credits.`,
  };
}

/** Writes the ledger entries of a payment; the first Gift Credit of a new Gift is its purchase, the rest improve it. */
export async function recordPayment(
  tx: Tx,
  options: { contractorId: string; payment: Payment; creating: boolean; cause: Record<string, unknown>; now: Date },
): Promise<void> {
  const { payment, creating, cause } = options;
  const entries: LedgerEntryInput[] = [];
  if (payment.giftCredits > 0) {
    entries.push({
      resource: 'gift_credit',
      amount: -payment.giftCredits,
      kind: creating ? 'gift_purchase' : 'gift_improvement',
      cause,
    });
  }
  if (payment.improvements > 0)
    entries.push({ resource: 'improvement', amount: -payment.improvements, kind: 'gift_improvement', cause });
  await appendLedger(tx, options.contractorId, entries, options.now);
}
