import {
  capStanding,
  validateAssetsAndLiabilities,
  type ContractorStanding,
  type FoldableEntry,
  type TraitRatings,
} from '@harbinger/rules';
import { contractorCreateSchema } from '../contractors/create-schema.js';
import { checkLimits, createdColumns, creationLedger } from '../contractors/creation.js';
import { foldable } from '../contracts/standings.js';
import type { contractors, LedgerResource, ledgerEntries, playgroupContractors } from '../db/schema.js';
import type { PlannedContractor } from './seed-plan.js';

// What the seed keeps in memory about each Contractor while it writes the history: exactly the facts
// `lockStandings` would read back from the database at each Contract (victories, the ledger folded by resource,
// kind and sign, death), plus what the final row needs (version, last update).

/** A seeded Contractor's running record. */
export interface SeededContractor {
  id: string;
  key: number;
  ownerKey: number;
  name: string;
  homeId: string;
  victories: number;
  version: number;
  updatedAt: Date;
  dead: boolean;
  /** The ledger summed by resource, kind and sign: what the rules' folds need. */
  totals: Map<string, FoldableEntry>;
}

/** Adds one ledger amount to a Contractor's running totals. */
export function addToTotals(
  k: SeededContractor,
  entry: { resource: LedgerResource; kind: string; amount: number },
): void {
  const key = `${entry.resource}|${entry.kind}|${entry.amount < 0}`;
  const held = k.totals.get(key);
  if (held) held.amount += entry.amount;
  else
    k.totals.set(key, foldable({ resource: entry.resource, kind: entry.kind, amount: entry.amount, voidedAt: null }));
}

/** A Contractor's standing against the caps, as `lockStandings` would answer it. */
export function standingOf(k: SeededContractor): ContractorStanding {
  const cap = capStanding([...k.totals.values()], k.victories);
  return {
    victories: k.victories,
    earnedExpForCap: cap.earnedExpForCap,
    creditsReceived: cap.creditsReceived,
    dead: k.dead,
  };
}

/** The rows `createContractor`, `addContractorToPlaygroup` and `decideContractor` write for a planned Contractor. */
export interface ContractorRows {
  contractor: typeof contractors.$inferInsert;
  ledger: (typeof ledgerEntries.$inferInsert)[];
  home: typeof playgroupContractors.$inferInsert;
  /** Whether the creation spends a Coin of Charon (the caller checks the purse and writes that entry). */
  spendsCoin: boolean;
}

/**
 * Builds a planned Contractor's rows the way creation does (the same schema defaults, Limits, Asset checks and
 * starting ledger), approved in its home Playgroup by the Leader. Throws on a plan that creation would refuse (or that
 * takes Liabilities).
 */
export function contractorRows(
  planned: PlannedContractor,
  ids: { id: string; ownerId: string; homeId: string; leaderId: string; nextId: (at: Date) => string },
): ContractorRows {
  const value = contractorCreateSchema.parse(planned.input);
  const limits = checkLimits(value.limits);
  const picks = validateAssetsAndLiabilities({ assets: value.assets, liabilities: value.liabilities });
  if (!limits.ok || !picks.ok) throw new Error(`seed: planned Contractor ${planned.key} would be refused`);
  // Liabilities would add Battle Scars and Traumas; the seed's templates take none.
  if (picks.value.liabilities.length > 0) throw new Error('seed: planned Contractors take no Liabilities');
  const traits: TraitRatings = {
    attributes: value.attributes,
    abilities: value.abilities,
    secondaryAbilities: value.secondaryAbilities,
  };
  const at = planned.createdAt;
  const addedAt = new Date(at.getTime() + 60_000);
  return {
    contractor: {
      id: ids.id,
      ownerId: ids.ownerId,
      version: 1,
      ...createdColumns(value, limits.value, picks.value),
      victories: 0,
      createdAt: at,
      updatedAt: at,
    },
    ledger: creationLedger({ traits, ...picks.value, useCoinOfCharon: value.useCoinOfCharon }).map((e) => ({
      id: ids.nextId(at),
      contractorId: ids.id,
      userId: null,
      resource: e.resource,
      amount: e.amount,
      kind: e.kind,
      cause: e.cause ?? {},
      createdAt: at,
      voidedAt: null,
    })),
    home: {
      id: ids.nextId(addedAt),
      contractorId: ids.id,
      playgroupId: ids.homeId,
      approval: 'approved',
      message: '',
      decidedBy: ids.leaderId,
      decidedAt: planned.approvedAt,
      createdAt: addedAt,
      updatedAt: planned.approvedAt,
    },
    spendsCoin: value.useCoinOfCharon,
  };
}
