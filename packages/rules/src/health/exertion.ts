import type { HealthIssueCode } from '../issue-codes.js';
import { fail, ok, type Issue, type Result } from '../result.js';

/** Mind damage one Exertion costs (its own penalty does not touch the roll it paid for). */
export const EXERTION_MIND_COST = 1;

/** What the Exertion is for. */
export type ExertionUse = 'action' | 'gift_activation' | 'desperate_defense' | 'initiative' | 'trauma' | 'passive';

/** Rolls that can never be exerted. */
const NO_EXERTION: ReadonlySet<ExertionUse> = new Set(['initiative', 'trauma', 'passive']);

/** The moment a Contractor wants to Exert. */
export interface ExertionRequest {
  use: ExertionUse;
  /** The Contractor already Exerted this Round (spending Source on a Gift does not count). */
  exertedThisRound: boolean;
}

/**
 * Checks an Exertion and gives its cost: 1 Mind damage, at most once per Round, never on Initiative, Trauma or
 * passive rolls.
 * @example exertMind({ use: 'action', exertedThisRound: false }) // ok { mindDamage: 1 }
 */
export function exertMind(request: ExertionRequest): Result<{ mindDamage: number }, Issue<HealthIssueCode>> {
  if (NO_EXERTION.has(request.use)) return fail({ code: 'exertion_not_allowed', path: ['use'], received: request.use });
  if (request.exertedThisRound) return fail({ code: 'already_exerted_this_round', path: ['exertedThisRound'] });
  return ok({ mindDamage: EXERTION_MIND_COST });
}
