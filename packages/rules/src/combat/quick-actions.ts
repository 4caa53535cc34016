import { fail, ok, type Result } from '../result.js';
import type { RollOptions } from '../dice/pool.js';
import { assertWhole } from '../movement/whole-number.js';

/** Dice each Quick Action takes from the round's Action or Reaction. */
export const QUICK_ACTION_DICE = 2;
/** Quick Actions allowed in one round; taking all of them uses up the Action. */
export const MAX_QUICK_ACTIONS = 3;

/** What a round's Quick Actions cost. */
export interface QuickActionCost {
  dicePenalty: number;
  /** Three Quick Actions leave no Action to take. */
  usesAction: boolean;
}

/**
 * The cost of Quick Actions (free ones from Gifts not counted): 2 dice each, and the third uses up the Action.
 * @example quickActionCost(2) // → ok({ dicePenalty: 4, usesAction: false })
 */
export function quickActionCost(count: number): Result<QuickActionCost> {
  assertWhole('count', count);
  if (count > MAX_QUICK_ACTIONS) {
    return fail({
      code: 'too_many_quick_actions',
      path: ['quickActions'],
      max: MAX_QUICK_ACTIONS,
      received: String(count),
    });
  }
  return ok({ dicePenalty: QUICK_ACTION_DICE * count, usesAction: count === MAX_QUICK_ACTIONS });
}

/**
 * Takes Quick Actions' dice off a roll's base pool. Unlike other penalties these may leave 0 dice (no floor of 2);
 * three Quick Actions leave no Action to roll (`action_used_up`).
 * @example withQuickActions({ pool: 5 }, 1) // → ok({ pool: 3 })
 */
export function withQuickActions(options: RollOptions, quickActions: number): Result<RollOptions> {
  const cost = quickActionCost(quickActions);
  if (!cost.ok) return cost;
  if (cost.value.usesAction) return fail({ code: 'action_used_up', path: ['quickActions'] });
  return ok({ ...options, pool: Math.max(0, options.pool - cost.value.dicePenalty) });
}
