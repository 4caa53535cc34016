/** Where a character stands once Mind damage is counted: a drained Mind knocks them out but never kills. */
export type MindState = 'ok' | 'incapacitated';

/** Mind damage a night of restful sleep takes away. */
export const MIND_RECOVERY_PER_NIGHT = 1;

function assertCount(name: string, value: number): void {
  if (!Number.isInteger(value) || value < 0) throw new RangeError(`${name} must be a whole number ≥ 0, got ${value}`);
}

/**
 * Mind left after damage; Mind drains one point per point of damage and stops at 0.
 * @example mindRemaining(6, 2) === 4
 */
export function mindRemaining(mind: number, damage: number): number {
  assertCount('mind', mind);
  assertCount('damage', damage);
  return Math.max(0, mind - damage);
}

/** Reads remaining Mind: anything above 0 is fine, 0 is incapacitated. */
export function mindState(remaining: number): MindState {
  return remaining > 0 ? 'ok' : 'incapacitated';
}

/** Mind damage still standing after some nights of restful sleep. */
export function recoverMind(damage: number, restfulNights: number): number {
  assertCount('damage', damage);
  assertCount('restfulNights', restfulNights);
  return Math.max(0, damage - MIND_RECOVERY_PER_NIGHT * restfulNights);
}
