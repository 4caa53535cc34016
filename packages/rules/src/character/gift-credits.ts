import type { CharacterIssueCode } from '../issue-codes.js';
import { fail, ok, type Issue, type Result } from '../result.js';

/** Gift Credits a Coin of Charon buys a Contractor started with it. */
export const COIN_OF_CHARON_GIFT_CREDITS = 1;

/** Gift Credits plus Improvements allowed per Contract won. */
const CAP_PER_VICTORY = 2;

/**
 * The most Gift Credits and Improvements, together, a Contractor may hold: twice their victories.
 * @example giftCreditCap(7) === 14
 */
export function giftCreditCap(victories: number): number {
  if (!Number.isInteger(victories) || victories < 0)
    throw new RangeError(`victories must be a whole number ≥ 0, got ${victories}`);
  return CAP_PER_VICTORY * victories;
}

/** Where a Contractor's Gift Credits came from; every source counts toward the cap. */
export interface GiftCreditSources {
  victories: number;
  /** Took the Gifted Asset at creation (one credit). */
  gifted?: boolean;
  /** Was started with a Coin of Charon (`COIN_OF_CHARON_GIFT_CREDITS`). */
  charonCoin?: boolean;
}

/** Gift Credits a Contractor has received: one per victory, plus Gifted and a Coin of Charon. */
export function giftCreditsReceived(sources: GiftCreditSources): number {
  return sources.victories + (sources.gifted ? 1 : 0) + (sources.charonCoin ? COIN_OF_CHARON_GIFT_CREDITS : 0);
}

/**
 * How many Improvements may be spent in all before the cap: twice the victories less every Gift Credit received.
 * @example improvementsAllowed({ victories: 7, charonCoin: true }) === 6
 */
export function improvementsAllowed(sources: GiftCreditSources): number {
  return Math.max(0, giftCreditCap(sources.victories) - giftCreditsReceived(sources));
}

/** A Contractor's credits and the Improvements spent (or about to be spent) on them. */
export interface GiftCreditTally extends GiftCreditSources {
  improvements: number;
}

/** The standing against the cap when it holds. */
export interface GiftCreditStanding {
  cap: number;
  total: number;
  improvementsLeft: number;
}

/**
 * Checks that spent Improvements stay within the cap once Gifted and Coin of Charon credits are counted.
 * Credits received at creation are never refused themselves; they only shrink the room left for Improvements.
 */
export function checkGiftCreditCap(tally: GiftCreditTally): Result<GiftCreditStanding, Issue<CharacterIssueCode>> {
  const allowed = improvementsAllowed(tally);
  const cap = giftCreditCap(tally.victories);
  if (tally.improvements > allowed) {
    return fail({
      code: 'gift_credit_cap_exceeded',
      path: ['improvements'],
      max: allowed,
      received: String(tally.improvements),
    });
  }
  return ok({
    cap,
    total: giftCreditsReceived(tally) + tally.improvements,
    improvementsLeft: allowed - tally.improvements,
  });
}
