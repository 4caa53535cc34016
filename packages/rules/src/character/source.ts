import type { CharacterIssueCode } from '../issue-codes.js';
import { fail, ok, type Issue, type Result } from '../result.js';
import type { StatusId } from './status.js';

/** Source capacity the first Gift brings (no Gift, no Source). */
export const STARTING_SOURCE_CAPACITY = 1;

/** Source points that come back every day on their own. */
export const SOURCE_DAILY_REGENERATION = 1;

/** How many replenishment conditions a Status allows and how long each waits before it can fire again. */
export interface ReplenishmentConfig {
  conditions: number;
  /** Minutes before the same condition can refill a point again; null when no condition is allowed. */
  cooldownMinutes: number | null;
}

const DAY = 24 * 60;
const HOUR = 60;

/** Replenishment conditions by Status: none for Newbies, one a day for Novices, hourly from Seasoned on. */
export const SOURCE_REPLENISHMENT = {
  newbie: { conditions: 0, cooldownMinutes: null },
  novice: { conditions: 1, cooldownMinutes: DAY },
  seasoned: { conditions: 1, cooldownMinutes: HOUR },
  professional: { conditions: 2, cooldownMinutes: HOUR },
  veteran: { conditions: 3, cooldownMinutes: HOUR },
} as const satisfies Record<StatusId, ReplenishmentConfig>;

/** The replenishment allowance of a Status (each condition keeps its own cooldown). */
export function sourceReplenishment(status: StatusId): ReplenishmentConfig {
  return SOURCE_REPLENISHMENT[status];
}

/** Source capacity before any Exp is spent on it: 1 once the Contractor has a Gift, else 0. */
export function startingSourceCapacity(giftCount: number): number {
  return giftCount > 0 ? STARTING_SOURCE_CAPACITY : 0;
}

/**
 * Checks that a Contractor names no more replenishment conditions than their Status allows.
 * @example
 * validateReplenishmentConditions(['howling at the moon'], 'newbie') // fails: too_many_replenishment_conditions
 */
export function validateReplenishmentConditions(
  conditions: readonly string[],
  status: StatusId,
): Result<readonly string[], Issue<CharacterIssueCode>> {
  const allowed = SOURCE_REPLENISHMENT[status].conditions;
  if (conditions.length > allowed) {
    return fail({
      code: 'too_many_replenishment_conditions',
      path: ['replenishmentConditions'],
      max: allowed,
      received: String(conditions.length),
    });
  }
  const blank = conditions.findIndex((c) => c.trim() === '');
  if (blank >= 0) return fail({ code: 'replenishment_condition_empty', path: ['replenishmentConditions', blank] });
  return ok(conditions);
}
