import { DEGRADATION_INTERVAL_MINUTES, degradedSeverity, nextDegradationAt } from './degradation.js';

/** How far ahead the clock warns of a worsening, in minutes, unless told otherwise. */
export const DEGRADATION_WARNING_MINUTES = 10;

/** One Injury the table's clock watches: its Severity when the watch began, and the clock minute it began at. */
export interface TrackedInjury {
  injuryId: string;
  severityAtStart: number;
  takenAtMinute: number;
  stabilized: boolean;
}

/** An Injury that got worse while the clock moved. */
export interface ClockWorsening {
  injuryId: string;
  fromSeverity: number;
  toSeverity: number;
  /** The clock minutes at which each step fell due, in order. */
  atMinutes: number[];
}

/** A worsening coming soon. */
export interface ClockWarning {
  injuryId: string;
  worsensAtMinute: number;
  toSeverity: number;
}

/** What moving the clock does. */
export interface ClockAdvance {
  worsenings: ClockWorsening[];
  warnings: ClockWarning[];
}

function checkMinute(name: string, minute: number): void {
  if (!Number.isInteger(minute) || minute < 0)
    throw new RangeError(`${name} must be a whole number ≥ 0, got ${minute}`);
}

/**
 * The Severity a watched Injury has at a clock minute (never before it was taken): +1 per full half hour while it
 * is 4 or more and not stabilized.
 * @example severityAtMinute({ injuryId: 'a', severityAtStart: 4, takenAtMinute: 10, stabilized: false }, 70) === 6
 */
export function severityAtMinute(injury: TrackedInjury, minute: number): number {
  checkMinute('minute', minute);
  const minutesElapsed = Math.max(0, minute - injury.takenAtMinute);
  return degradedSeverity({ severity: injury.severityAtStart, minutesElapsed, stabilized: injury.stabilized });
}

/** The clock minute of the Injury's next worsening after `minute`, or null when it no longer worsens. */
export function nextWorseningMinute(injury: TrackedInjury, minute: number): number | null {
  checkMinute('minute', minute);
  const minutesElapsed = Math.max(0, minute - injury.takenAtMinute);
  const next = nextDegradationAt({ severity: injury.severityAtStart, minutesElapsed, stabilized: injury.stabilized });
  return next === null ? null : injury.takenAtMinute + next;
}

/**
 * Restarts a watch from the Severity the sheet shows now (a botched Stabilization, Will to Survive or the player's
 * own edit may have changed it) without moving its half-hour beat: the seed says a change of Severity never
 * restarts degradation, so the next step still falls where it would have.
 * @example
 * const watch = { injuryId: 'a', severityAtStart: 4, takenAtMinute: 0, stabilized: false };
 * rebaseTracked(watch, { severity: 6, minute: 45 }) // → { …, severityAtStart: 6, takenAtMinute: 30 }
 */
export function rebaseTracked(
  injury: TrackedInjury,
  now: { severity: number; minute: number; stabilized?: boolean },
): TrackedInjury {
  checkMinute('minute', now.minute);
  const elapsed = Math.max(0, now.minute - injury.takenAtMinute);
  const beats = Math.floor(elapsed / DEGRADATION_INTERVAL_MINUTES);
  return {
    injuryId: injury.injuryId,
    severityAtStart: now.severity,
    takenAtMinute: injury.takenAtMinute + beats * DEGRADATION_INTERVAL_MINUTES,
    stabilized: now.stabilized ?? injury.stabilized,
  };
}

/** The watched Injuries that worsen within `withinMinutes` after `minute` (not at `minute` itself: that is past). */
export function clockWarnings(
  tracked: readonly TrackedInjury[],
  minute: number,
  withinMinutes = DEGRADATION_WARNING_MINUTES,
): ClockWarning[] {
  const warnings: ClockWarning[] = [];
  for (const injury of tracked) {
    const next = nextWorseningMinute(injury, minute);
    if (next !== null && next <= minute + withinMinutes)
      warnings.push({ injuryId: injury.injuryId, worsensAtMinute: next, toSeverity: severityAtMinute(injury, next) });
  }
  return warnings;
}

/**
 * Moves the table's clock from one minute to a later one: each watched Injury of Severity 4+ that is not stabilized
 * worsens once per half hour that completes on its own beat, and the Injuries about to worsen within the warning
 * window after the new time are listed. Stabilized Injuries and those below 4 never change.
 * @example
 * const tracked = [{ injuryId: 'a', severityAtStart: 4, takenAtMinute: 0, stabilized: false }];
 * advanceDegradationClock({ fromMinute: 0, toMinute: 30, tracked })
 * // → { worsenings: [{ injuryId: 'a', fromSeverity: 4, toSeverity: 5, atMinutes: [30] }], warnings: [] }
 */
export function advanceDegradationClock(options: {
  fromMinute: number;
  toMinute: number;
  tracked: readonly TrackedInjury[];
  warnWithinMinutes?: number;
}): ClockAdvance {
  const { fromMinute, toMinute, tracked } = options;
  checkMinute('fromMinute', fromMinute);
  checkMinute('toMinute', toMinute);
  if (toMinute < fromMinute) throw new RangeError(`the clock never runs backwards (${fromMinute} → ${toMinute})`);
  const worsenings: ClockWorsening[] = [];
  for (const injury of tracked) {
    const fromSeverity = severityAtMinute(injury, fromMinute);
    const toSeverity = severityAtMinute(injury, toMinute);
    if (toSeverity === fromSeverity) continue;
    const atMinutes: number[] = [];
    for (let at = nextWorseningMinute(injury, fromMinute); at !== null && at <= toMinute;) {
      atMinutes.push(at);
      at = nextWorseningMinute(injury, at);
    }
    worsenings.push({ injuryId: injury.injuryId, fromSeverity, toSeverity, atMinutes });
  }
  return { worsenings, warnings: clockWarnings(tracked, toMinute, options.warnWithinMinutes) };
}
