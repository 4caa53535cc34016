/** Why a character cannot act now: Body spent, Mind spent, or Body past 0 (dead unless the GM rules otherwise). */
export type IncapacityReason = 'body_spent' | 'mind_spent' | 'body_below_zero';

/** What `incapacity` reads: Body and Mind left, as `assessCondition` gives them. */
export interface CapacityInputs {
  bodyRemaining: number;
  mindRemaining: number;
}

/**
 * Why a character cannot act (roll, exert, activate a Gift), or null when they can. Body past 0 comes first, then a
 * spent Body, then a spent Mind.
 * @example incapacity({ bodyRemaining: 3, mindRemaining: 0 }) === 'mind_spent'
 */
export function incapacity(inputs: CapacityInputs): IncapacityReason | null {
  if (inputs.bodyRemaining < 0) return 'body_below_zero';
  if (inputs.bodyRemaining === 0) return 'body_spent';
  if (inputs.mindRemaining <= 0) return 'mind_spent';
  return null;
}

/** Mind damage written to a sheet, kept within the Mind rating, and what did not fit. */
export interface CappedMindDamage {
  mindDamage: number;
  /** Damage past the rating, which a Mind cannot take (0 when it all fits). */
  excess: number;
}

/**
 * Keeps Mind damage within the Mind rating: a Mind holds at most as much damage as its rating, never less than 0.
 * @example capMindDamage({ mind: 5, mindDamage: 7 }) // { mindDamage: 5, excess: 2 }
 */
export function capMindDamage(input: { mind: number; mindDamage: number }): CappedMindDamage {
  const cap = Math.max(0, input.mind);
  const wanted = Math.max(0, input.mindDamage);
  return { mindDamage: Math.min(cap, wanted), excess: Math.max(0, wanted - cap) };
}
