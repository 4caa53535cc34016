import { fail, ok, type Result } from '../result.js';

/** The players' vote on voiding a finished Contract. */
export interface VoidVotes {
  for: number;
  against: number;
  /** Players entitled to vote: those whose Contractors (or Ringers) took part. */
  eligible: number;
}

/** What `canVoid` weighs. */
export interface VoidRequest {
  /** The one asking may manage the Playgroup's Contracts (Leaders and Judges by default). */
  actorManagesContracts: boolean;
  votes: VoidVotes;
  /** The Contract was played over more than one session. */
  splitOverSessions: boolean;
}

/** Which of the three ways allowed the voiding. */
export type VoidAuthority = 'manage_contracts' | 'unanimous' | 'majority';

/**
 * Whether a finished Contract may be voided: anyone who may manage the Playgroup's Contracts (Leaders and Judges by
 * default) may always; otherwise every eligible player must vote for it, or, for a Contract split over sessions, more
 * than half of the eligible players (abstentions count as no).
 * @example
 * canVoid({ actorManagesContracts: false, votes: { for: 3, against: 1, eligible: 4 }, splitOverSessions: true })
 * // ok: 'majority'
 */
export function canVoid({ actorManagesContracts, votes, splitOverSessions }: VoidRequest): Result<VoidAuthority> {
  const counts = [votes.for, votes.against, votes.eligible];
  if (counts.some((n) => !Number.isInteger(n) || n < 0) || votes.for + votes.against > votes.eligible) {
    throw new RangeError(
      `vote counts must be whole numbers ≥ 0 with for + against ≤ eligible, got ${JSON.stringify(votes)}`,
    );
  }
  if (actorManagesContracts) return ok('manage_contracts');
  if (votes.eligible === 0) return fail({ code: 'no_eligible_voters', path: ['votes', 'eligible'] });
  if (votes.for === votes.eligible) return ok('unanimous');
  if (splitOverSessions) {
    // A simple majority of the players, not of the votes cast: a quiet table cannot be outvoted by two.
    if (2 * votes.for > votes.eligible) return ok('majority');
    return fail({
      code: 'no_majority',
      path: ['votes', 'for'],
      min: Math.floor(votes.eligible / 2) + 1,
      received: String(votes.for),
    });
  }
  return fail({ code: 'not_unanimous', path: ['votes', 'for'], min: votes.eligible, received: String(votes.for) });
}
