import { healArcade, type ArcadeInjury, type HealingMode, type HealingResult } from '../health/healing.js';

/**
 * Healing right after a Contract, for each Contractor who lived: under `arcade`, Contract Injuries lose 2 Severity
 * for the Downtime; under `gritty` nothing happens now (Injuries heal by the month instead, see `healGritty`).
 */
export function healAfterContract<T extends ArcadeInjury>(mode: HealingMode, injuries: readonly T[]): HealingResult<T> {
  return mode === 'arcade' ? healArcade(injuries, 'downtime') : { remaining: [...injuries], healed: [] };
}

/**
 * Healing as a Contractor's next Contract starts: under `arcade`, Contract Injuries close and Downtime ones become
 * this Contract's; under `gritty` nothing changes.
 */
export function healBeforeContract<T extends ArcadeInjury>(
  mode: HealingMode,
  injuries: readonly T[],
): HealingResult<T> {
  return mode === 'arcade' ? healArcade(injuries, 'next_contract') : { remaining: [...injuries], healed: [] };
}
