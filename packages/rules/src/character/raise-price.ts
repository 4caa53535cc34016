import type { CharacterIssueCode } from '../issue-codes.js';
import { fail, ok, type Issue, type Result } from '../result.js';
import { abilityRaiseCost, attributeRaiseCost, sourceRaiseCost } from './costs.js';
import { STARTING_SOURCE_CAPACITY } from './source.js';
import { statusAtLeast, type StatusId } from './status.js';
import { ABILITY_RANGE, ATTRIBUTE_RANGE } from './traits.js';

/** What one Exp purchase raises by a rank. */
export type RaiseTrait = 'attribute' | 'ability' | 'source';

/** A brand-new Contractor is a Newbie, so creation stops every Ability at rank 5. */
export const CREATION_STATUS: StatusId = 'newbie';

/** The Ability rank only Seasoned Contractors and above may buy: the top of the Ability range. */
export const SIXTH_ABILITY_RANK = ABILITY_RANGE.max;

/** The Status a Contractor needs before an Ability may reach its sixth rank. */
export const SIXTH_RANK_STATUS: StatusId = 'seasoned';

/** Input to `raisePrice`. */
export interface RaiseQuery {
  trait: RaiseTrait;
  /** The rating before the raise. */
  from: number;
  /**
   * The Contractor's Status (`CREATION_STATUS` while building one). Without it the sixth Ability rank is priced
   * like any other and the caller checks the Status itself.
   */
  status?: StatusId;
}

/** The lowest rating each trait can be raised from (Source's first point is free, never bought). */
const FLOOR: Record<RaiseTrait, number> = {
  attribute: ATTRIBUTE_RANGE.min,
  ability: ABILITY_RANGE.min,
  source: STARTING_SOURCE_CAPACITY,
};

/**
 * The highest rating a trait may reach: Attributes 5, Abilities 6 (5 below Seasoned when a Status is given),
 * Source without a ceiling.
 * @example raiseCap({ trait: 'ability', status: CREATION_STATUS }) === 5
 */
export function raiseCap(options: { trait: RaiseTrait; status?: StatusId }): number {
  switch (options.trait) {
    case 'attribute':
      return ATTRIBUTE_RANGE.max;
    case 'ability':
      if (options.status === undefined || statusAtLeast(options.status, SIXTH_RANK_STATUS)) return SIXTH_ABILITY_RANK;
      return SIXTH_ABILITY_RANK - 1;
    case 'source':
      return Number.POSITIVE_INFINITY;
  }
}

/**
 * The Exp one rank costs (Attributes 5 × the rating, Abilities 2 for the first rank then 2 × the rating, Source
 * 2 × the capacity), or why it cannot be bought: `at_maximum` at the cap, `sixth_rank_requires_seasoned` for an
 * Ability's sixth rank below Seasoned, `rating_out_of_range` for a rating that is not a whole number in range.
 * @example raisePrice({ trait: 'attribute', from: 2 }) // → { ok: true, value: 10 }
 */
export function raisePrice(query: RaiseQuery): Result<number, Issue<CharacterIssueCode>> {
  const { trait, from, status } = query;
  const path = ['from'];
  if (!Number.isInteger(from) || from < FLOOR[trait]) {
    return fail({ code: 'rating_out_of_range', path, min: FLOOR[trait], received: String(from) });
  }
  const absolute = raiseCap({ trait });
  if (from >= absolute) return fail({ code: 'at_maximum', path, max: absolute, received: String(from) });
  if (from >= raiseCap({ trait, status })) {
    const received = String(from + 1);
    return fail({ code: 'sixth_rank_requires_seasoned', path, max: SIXTH_ABILITY_RANK - 1, received });
  }
  switch (trait) {
    case 'attribute':
      return ok(attributeRaiseCost(from));
    case 'ability':
      return ok(abilityRaiseCost(from));
    case 'source':
      return ok(sourceRaiseCost(from));
  }
}

/** The highest Ability rank a brand-new Contractor may take. */
export const CREATION_ABILITY_CAP = raiseCap({ trait: 'ability', status: CREATION_STATUS });
