/** The shortest and the longest Cycle a GM may declare (a Cycle of one is just a Contract). */
export const CYCLE_LENGTH = { min: 2, max: 12 } as const;

/** Where a Cycle stands: its declared length, how many of its Contracts were played, and whether it was ended. */
export interface CycleStanding {
  length: number;
  /** Its finished Contracts that still count (voided ones never happened). */
  played: number;
  /** A GM or Leader ended it before its last Contract. */
  ended: boolean;
}

/**
 * True while a Cycle still holds its players: not ended early and fewer than `length` of its Contracts played.
 * @example cycleRunning({ length: 3, played: 1, ended: false }) === true
 */
export function cycleRunning(cycle: CycleStanding): boolean {
  return !cycle.ended && cycle.played < cycle.length;
}

/**
 * True when a Contractor is between the Contracts of a Cycle, so may not spend Exp and has no Downtime: it played at
 * least one of the Cycle's Contracts and the Cycle still runs (its last is not yet played).
 * @example betweenCycleContracts({ length: 2, played: 1, ended: false }, 1) === true
 */
export function betweenCycleContracts(cycle: CycleStanding, playedByContractor: number): boolean {
  return playedByContractor > 0 && cycleRunning(cycle);
}

/** Why a Contract cannot join a Cycle: it already has all its Contracts, or it was ended. */
export type CycleJoinIssue = 'cycle_full' | 'cycle_ended';

/**
 * Whether one more Contract may join a Cycle that already counts `counted` Contracts (scheduled, running or played).
 * @example cycleJoinIssue({ length: 2, ended: false }, 2) === 'cycle_full'
 */
export function cycleJoinIssue(cycle: { length: number; ended: boolean }, counted: number): CycleJoinIssue | null {
  if (cycle.ended) return 'cycle_ended';
  return counted >= cycle.length ? 'cycle_full' : null;
}

/**
 * Each counted Contract's place in its Cycle (1 first), by start time then id; a canceled or voided Contract has no
 * place, so the ones after it move up.
 * @example cyclePositions([{ id: 'b', startsAt: d2, counted: true }, { id: 'a', startsAt: d1, counted: true }])
 * // Map { 'a' => 1, 'b' => 2 }
 */
export function cyclePositions(
  contracts: readonly { id: string; startsAt: Date; counted: boolean }[],
): Map<string, number> {
  const order = contracts
    .filter((c) => c.counted)
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.id.localeCompare(b.id));
  return new Map(order.map((c, i) => [c.id, i + 1]));
}
