import {
  ATTRIBUTE_IDS,
  LEDGER_KINDS,
  attributes,
  describeEntry,
  findPrimaryAbility,
  formatEntry,
  primaryAbilities,
  type AttributeId,
  type LedgerKind,
} from '@harbinger/rules';
import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/connection.js';
import { ledgerEntries, type LedgerResource } from '../db/schema.js';
import type { ExpTotals, LedgerEntryView } from './views.js';

type EntryRow = typeof ledgerEntries.$inferSelect;
type Foldable = Pick<EntryRow, 'resource' | 'amount' | 'kind' | 'voidedAt'>;

/** Balances folded over a Contractor's ledger. */
export interface LedgerTotals {
  exp: ExpTotals;
  giftCredits: number;
  improvements: number;
}

/**
 * Folds ledger entries into balances, skipping voided ones: Exp earned counts every gain except the starting
 * Exp, spent every loss, available is the sum.
 * @example foldLedger([{ resource: 'exp', amount: 150, kind: 'starting_exp', voidedAt: null }]).exp.available === 150
 */
export function foldLedger(entries: readonly Foldable[]): LedgerTotals {
  const totals: LedgerTotals = { exp: { earned: 0, spent: 0, available: 0 }, giftCredits: 0, improvements: 0 };
  for (const entry of entries) {
    if (entry.voidedAt !== null) continue;
    if (entry.resource === 'exp') {
      totals.exp.available += entry.amount;
      // A refund undoes a spend: it lowers what was spent and is never Exp earned.
      if (entry.kind === 'refund' || entry.amount < 0) totals.exp.spent -= entry.amount;
      else if (entry.kind !== 'starting_exp') totals.exp.earned += entry.amount;
    } else if (entry.resource === 'gift_credit') {
      totals.giftCredits += entry.amount;
    } else if (entry.resource === 'improvement') {
      totals.improvements += entry.amount;
    }
  }
  return totals;
}

/** A new ledger entry before it is written. */
export interface LedgerEntryInput {
  resource: LedgerResource;
  amount: number;
  kind: string;
  cause?: Record<string, unknown>;
}

/** Appends entries to a Contractor's ledger. */
export async function appendLedger(
  tx: Tx,
  contractorId: string,
  entries: readonly LedgerEntryInput[],
  now: Date,
): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(ledgerEntries).values(
    entries.map((e) => ({
      contractorId,
      resource: e.resource,
      amount: e.amount,
      kind: e.kind,
      cause: e.cause ?? {},
      createdAt: now,
    })),
  );
}

/** A Contractor's ledger, oldest first. */
export async function readLedger(tx: Db | Tx, contractorId: string): Promise<EntryRow[]> {
  return tx
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.contractorId, contractorId))
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
}

function traitName(trait: unknown): string {
  if (typeof trait !== 'string') return 'a trait';
  if ((ATTRIBUTE_IDS as string[]).includes(trait)) return attributes[trait as AttributeId].name;
  const primary = findPrimaryAbility(trait);
  return primary && primary === trait ? primaryAbilities[primary].name : trait;
}

const text = (value: unknown, fallback: string) => (typeof value === 'string' && value !== '' ? value : fallback);

/** Words for one ledger entry, from its kind and cause. */
export function describeLedgerEntry(entry: Pick<EntryRow, 'kind' | 'cause' | 'amount' | 'resource'>): string {
  const c = entry.cause;
  switch (entry.kind) {
    case 'starting_exp':
      return 'Starting Exp of a new Contractor';
    case 'creation_traits':
      return 'Attributes and Abilities bought at creation';
    case 'asset':
      return `Asset taken at creation: ${text(c.name, text(c.id, 'unknown'))}`;
    case 'liability':
      return `Liability taken at creation: ${text(c.name, text(c.id, 'unknown'))}`;
    case 'coin_of_charon':
      return 'Gift Credit from a Coin of Charon spent at creation';
    case 'gifted':
      return 'Gift Credit from the Gifted Asset';
    case 'raise_attribute':
    case 'raise_ability':
      return `Raised ${traitName(c.trait)} from ${String(c.from)} to ${String(c.to)}`;
    case 'raise_source':
      return `Raised Source capacity from ${String(c.from)} to ${String(c.to)}`;
    case 'therapy':
      return `Therapy for the Trauma ${text(c.name, 'treated')}`;
    case 'asset_purchase':
      return `Bought the Asset ${text(c.name, text(c.id, 'unknown'))}`;
    case 'liability_removal':
      return `Bought off the Liability ${text(c.name, text(c.id, 'unknown'))}`;
    case 'refund': {
      const undone = typeof c.refunded === 'string' ? c.refunded : 'purchase';
      const words = describeLedgerEntry({ kind: undone, cause: c, amount: -entry.amount, resource: entry.resource });
      return `Undone: ${words.charAt(0).toLowerCase()}${words.slice(1)}`;
    }
    default:
      if (Object.hasOwn(LEDGER_KINDS, entry.kind)) {
        // Contract rewards and the rest: the rules' words, plus the Contract's title when the cause carries it.
        const words = formatEntry(
          describeEntry({
            contractorId: null,
            resource: entry.resource,
            amount: entry.amount,
            kind: entry.kind as LedgerKind,
            cause: c,
          }),
        );
        if (typeof c.contractTitle === 'string') return `${words}: “${c.contractTitle}”`;
        // The writing reward names the Scenario it was earned for.
        return typeof c.scenarioTitle === 'string' ? `${words}: “${c.scenarioTitle}”` : words;
      }
      return `${entry.kind.replaceAll('_', ' ')} (${entry.amount > 0 ? '+' : ''}${entry.amount} ${entry.resource.replaceAll('_', ' ')})`;
  }
}

/** The view of a ledger entry. */
export function ledgerEntryView(entry: EntryRow): LedgerEntryView {
  return {
    id: entry.id,
    resource: entry.resource,
    amount: entry.amount,
    kind: entry.kind,
    cause: entry.cause,
    createdAt: entry.createdAt,
    voidedAt: entry.voidedAt,
    description: describeLedgerEntry(entry),
  };
}
