import { assertSeverity } from './injuries.js';

/** The lowest Severity that worsens on its own until stabilized. */
export const DEGRADES_FROM_SEVERITY = 4;
/** Minutes between worsenings of an untreated Injury (basic care assumed; a GM may shorten it for neglect). */
export const DEGRADATION_INTERVAL_MINUTES = 30;

/** An Injury's clock: its Severity when taken, and how long it has gone without Stabilization. */
export interface DegradationInput {
  severity: number;
  /** Minutes since the Injury was taken, not counting time spent in Stabilization attempts (nothing worsens then). */
  minutesElapsed: number;
  /** Once stabilized, the Injury stops worsening; pass the Severity it had then. */
  stabilized: boolean;
  /** A shorter interval for a grossly neglected Injury; 30 by default. */
  intervalMinutes?: number;
}

function check(input: DegradationInput): number {
  assertSeverity(input.severity);
  const interval = input.intervalMinutes ?? DEGRADATION_INTERVAL_MINUTES;
  if (!(interval > 0)) throw new RangeError(`intervalMinutes must be positive, got ${interval}`);
  if (!(input.minutesElapsed >= 0)) throw new RangeError(`minutesElapsed must be ≥ 0, got ${input.minutesElapsed}`);
  return interval;
}

function degrades(input: DegradationInput): boolean {
  return !input.stabilized && input.severity >= DEGRADES_FROM_SEVERITY;
}

/**
 * The Severity after time has passed: Injuries of 4 or more gain 1 per full interval until stabilized.
 * The Battle Scar stays the one the original Severity gave.
 * @example degradedSeverity({ severity: 4, minutesElapsed: 65, stabilized: false }) === 6
 */
export function degradedSeverity(input: DegradationInput): number {
  const interval = check(input);
  if (!degrades(input)) return input.severity;
  return input.severity + Math.floor(input.minutesElapsed / interval);
}

/** Minutes after the Injury was taken at which it next worsens, or null when it no longer worsens. */
export function nextDegradationAt(input: DegradationInput): number | null {
  const interval = check(input);
  if (!degrades(input)) return null;
  return (Math.floor(input.minutesElapsed / interval) + 1) * interval;
}
