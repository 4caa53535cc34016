/** Anything with a Severity counts as an Injury here; callers keep their own fields alongside. */
export interface Injury {
  severity: number;
}

/** A Severity band's name; `minSeverity` is the lowest Severity that reads it (7 and above share the last). */
export interface SeverityLevelConfig {
  name: string;
  minSeverity: number;
}

/** The seven named Severity bands of an Injury, from a scrape to a miracle survival. */
export const SEVERITY_LEVELS = {
  minor: { name: 'Minor', minSeverity: 1 },
  moderate: { name: 'Moderate', minSeverity: 2 },
  threatening: { name: 'Threatening', minSeverity: 3 },
  serious: { name: 'Serious', minSeverity: 4 },
  severe: { name: 'Severe', minSeverity: 5 },
  critical: { name: 'Critical', minSeverity: 6 },
  deadly: { name: 'Deadly', minSeverity: 7 },
} as const satisfies Record<string, SeverityLevelConfig>;
export type SeverityLevelId = keyof typeof SEVERITY_LEVELS;
const SEVERITY_LEVEL_IDS = Object.keys(SEVERITY_LEVELS) as SeverityLevelId[];

/** Where a character stands once Injuries are counted against Body. */
export type HealthState = 'ok' | 'incapacitated' | 'dead';

/** Throws unless `severity` is a whole number ≥ 1 (an Injury of 0 is no Injury). */
export function assertSeverity(severity: number): void {
  if (!Number.isInteger(severity) || severity < 1)
    throw new RangeError(`an Injury's Severity must be a whole number ≥ 1, got ${severity}`);
}

/**
 * Names the band of a Severity.
 * @example severityLevel(6) === 'critical'
 */
export function severityLevel(severity: number): SeverityLevelId {
  assertSeverity(severity);
  let found: SeverityLevelId = 'minor';
  for (const id of SEVERITY_LEVEL_IDS) if (severity >= SEVERITY_LEVELS[id].minSeverity) found = id;
  return found;
}

/**
 * Body boxes the Injuries fill: the worst Severity plus one for each other Injury (0 with none).
 * @example bodyDepletion([{ severity: 1 }, { severity: 2 }, { severity: 3 }]) === 5
 */
export function bodyDepletion(injuries: readonly Injury[]): number {
  if (injuries.length === 0) return 0;
  let worst = 0;
  for (const injury of injuries) {
    assertSeverity(injury.severity);
    worst = Math.max(worst, injury.severity);
  }
  return worst + injuries.length - 1;
}

/** Body left after the Injuries; it goes negative once the character is past saving. */
export function bodyRemaining(body: number, injuries: readonly Injury[]): number {
  return body - bodyDepletion(injuries);
}

/**
 * Reads remaining Body: above 0 the character is up, exactly 0 incapacitated, below 0 dead.
 * @example healthState(0) === 'incapacitated'
 */
export function healthState(remaining: number): HealthState {
  if (remaining > 0) return 'ok';
  return remaining === 0 ? 'incapacitated' : 'dead';
}
