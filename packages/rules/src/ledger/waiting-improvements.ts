/** What a Contractor holds in Improvements and how much the cap lets it spend. */
export interface ImprovementHolding {
  /** Improvements received and not yet spent (the ledger balance). */
  held: number;
  /** Improvements spent so far; the cap counts these. */
  spent: number;
  /** Improvements the cap allows in all: twice the victories less every Gift Credit received. */
  allowed: number;
}

/** Held Improvements split by the cap: those that may be spent now and those waiting for a victory. */
export interface ImprovementRoom {
  spendable: number;
  /** Kept, but not spendable until more victories raise the cap. */
  waiting: number;
}

/**
 * Splits held Improvements by the Gift Credit + Improvement cap. The cap limits spending, never earning: an
 * Improvement received past it (a GM's, a Journal's) is kept and waits until a victory makes room.
 * @example improvementRoom({ held: 1, spent: 1, allowed: 1 }) // { spendable: 0, waiting: 1 }
 */
export function improvementRoom({ held, spent, allowed }: ImprovementHolding): ImprovementRoom {
  const room = Math.max(0, allowed - spent);
  const spendable = Math.max(0, Math.min(held, room));
  return { spendable, waiting: Math.max(0, held - spendable) };
}
