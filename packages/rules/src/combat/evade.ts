import { fail, ok, type Result } from '../result.js';
import { assertOutcome } from '../movement/whole-number.js';

/** The roll for Evading (and for Dodging): Dexterity + Athletics at Difficulty 6. */
export const EVADE_ROLL = { attributes: ['dexterity'], ability: 'athletics', difficulty: 6 } as const;

/** One attack met by an Evade, after the Evade Outcome spent on it. */
export interface EvadedAttack {
  id: string;
  attackOutcome: number;
  spent: number;
  contestedOutcome: number;
  hit: boolean;
}

/** Input to `spreadEvasion`. */
export interface EvasionInput {
  /** The Evade roll's Outcome: a budget spent against attacks until the evader's next Action. */
  evadeOutcome: number;
  /** Attacks in the order they arrive. */
  attacks: readonly { id: string; outcome: number }[];
  /** How much of the budget goes to each attack by id; by default each attack in turn gets what it needs to miss. */
  allocation?: Readonly<Record<string, number>>;
}

/**
 * Spreads an Evade Outcome over incoming attacks; spending more than the Outcome is an `evasion_overspent` issue.
 * @example
 * spreadEvasion({ evadeOutcome: 3, attacks: [{ id: 'a', outcome: 2 }, { id: 'b', outcome: 2 }] }) // a misses, b hits
 */
export function spreadEvasion(input: EvasionInput): Result<EvadedAttack[]> {
  assertOutcome('evadeOutcome', input.evadeOutcome);
  let budget = Math.max(0, input.evadeOutcome);
  const known = new Set(input.attacks.map((attack) => attack.id));
  for (const [id, spend] of Object.entries(input.allocation ?? {})) {
    if (!known.has(id)) return fail({ code: 'unknown_attack', path: ['allocation', id] });
    if (!Number.isInteger(spend) || spend < 0)
      return fail({ code: 'invalid_allocation', path: ['allocation', id], min: 0, received: String(spend) });
  }
  const total = Object.values(input.allocation ?? {}).reduce((sum, spend) => sum + spend, 0);
  if (total > budget)
    return fail({ code: 'evasion_overspent', path: ['allocation'], max: budget, received: String(total) });

  const results: EvadedAttack[] = [];
  for (const attack of input.attacks) {
    assertOutcome('attack outcome', attack.outcome);
    const spent = input.allocation ? (input.allocation[attack.id] ?? 0) : Math.min(budget, Math.max(0, attack.outcome));
    budget -= spent;
    const contestedOutcome = Math.max(0, attack.outcome - spent);
    results.push({ id: attack.id, attackOutcome: attack.outcome, spent, contestedOutcome, hit: contestedOutcome > 0 });
  }
  return ok(results);
}
