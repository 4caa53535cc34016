import { bonusExpAllowed, bonusExpCap } from '../character/experience.js';
import { giftCreditCap } from '../character/gift-credits.js';
import { LEDGER_KINDS, type LedgerEntry } from './ledger-entry.js';

/** The fields a fold reads; stored rows with more columns fit too. */
export type FoldableEntry = Pick<LedgerEntry, 'resource' | 'amount' | 'kind' | 'voided'>;

/** Exp folded over a ledger: gains from play, costs, and what is left to spend. */
export interface ExpTally {
  /**
   * Every positive Exp amount except those made while building the Contractor (the starting 150, Liability credits).
   */
  earned: number;
  /** Every negative Exp amount, as a positive number. */
  spent: number;
  /** The sum of every Exp amount, creation included. */
  available: number;
}

/** Gift Credits, Improvements or Coins folded over a ledger. */
export interface ResourceTally {
  /** Every positive amount. */
  received: number;
  /** Every negative amount, as a positive number. */
  spent: number;
  /** The sum of every amount. */
  available: number;
}

/** Every balance a ledger holds, skipping voided entries. */
export interface LedgerBalances {
  exp: ExpTally;
  giftCredits: ResourceTally;
  improvements: ResourceTally;
  coins: ResourceTally;
}

const emptyTally = (): ResourceTally => ({ received: 0, spent: 0, available: 0 });

function add(tally: ResourceTally, amount: number): void {
  tally.available += amount;
  if (amount > 0) tally.received += amount;
  else tally.spent -= amount;
}

/**
 * Folds entries into balances; voided entries count for nothing. Pass one holder's entries (a Contractor's ledger,
 * or a player's Coins); the fold does not look at who holds what.
 * @example
 * balances([{ resource: 'exp', amount: 150, kind: 'starting_exp', voided: false }]).exp
 * // { earned: 0, spent: 0, available: 150 }
 */
export function balances(entries: readonly FoldableEntry[]): LedgerBalances {
  const exp: ExpTally = { earned: 0, spent: 0, available: 0 };
  const result: LedgerBalances = { exp, giftCredits: emptyTally(), improvements: emptyTally(), coins: emptyTally() };
  for (const entry of entries) {
    if (entry.voided) continue;
    switch (entry.resource) {
      case 'exp':
        exp.available += entry.amount;
        // A refund undoes a spend: it lowers what was spent and is never Exp earned.
        if (entry.kind === 'refund') exp.spent -= entry.amount;
        else if (entry.amount < 0) exp.spent -= entry.amount;
        else if (LEDGER_KINDS[entry.kind].group !== 'creation') exp.earned += entry.amount;
        break;
      case 'gift_credit':
        add(result.giftCredits, entry.amount);
        break;
      case 'improvement':
        add(result.improvements, entry.amount);
        break;
      case 'coin_of_charon':
        add(result.coins, entry.amount);
        break;
    }
  }
  return result;
}

/**
 * The earned Exp the bonus-Exp cap compares against 10 + 12 × victories: everything gained in play, never the
 * starting 150 nor the Exp a Liability credited at creation.
 */
export function earnedExpForCap(entries: readonly FoldableEntry[]): number {
  return balances(entries).exp.earned;
}

/** Where a Contractor stands against both caps. */
export interface CapStanding {
  earnedExpForCap: number;
  bonusExpCap: number;
  /** Whether bonus Exp may still be assigned. */
  bonusExpAllowed: boolean;
  /**
   * Gift Credits and Improvements received, from every source (victories, Gifted, a Coin of Charon, GMing, Journals).
   */
  creditsReceived: number;
  creditCap: number;
  /** How many more Gift Credits or Improvements fit under the cap (0 when at or over it). */
  creditRoom: number;
}

/**
 * A Contractor's standing against the bonus-Exp cap and the Gift Credit + Improvement cap, from its ledger and its
 * victory count (kept with the Contractor, since imported histories may lack entries for old victories).
 * @example capStanding(entries, 1).bonusExpCap === 22
 */
export function capStanding(entries: readonly FoldableEntry[], victories: number): CapStanding {
  const folded = balances(entries);
  const earned = folded.exp.earned;
  const creditsReceived = folded.giftCredits.received + folded.improvements.received;
  const creditCap = giftCreditCap(victories);
  return {
    earnedExpForCap: earned,
    bonusExpCap: bonusExpCap(victories),
    bonusExpAllowed: bonusExpAllowed({ earnedExp: earned, victories }),
    creditsReceived,
    creditCap,
    creditRoom: Math.max(0, creditCap - creditsReceived),
  };
}
