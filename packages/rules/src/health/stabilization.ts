import { resultTier, TIER_THRESHOLDS, type ResultTier, type RollOptions } from '../dice/index.js';
import { DEGRADES_FROM_SEVERITY } from './degradation.js';
import { assertSeverity } from './injuries.js';

/** Proper treatment has the right equipment for the Severity; makeshift makes do. */
export type StabilizationKind = 'proper' | 'makeshift';

/** Equipment for a Proper Stabilization and the lowest Severity that calls for it. */
export interface StabilizationEquipmentConfig {
  name: string;
  minSeverity: number;
}

/** What a Proper Stabilization needs, by Severity (6 and above all need an operating room). */
export const PROPER_STABILIZATION_EQUIPMENT = {
  first_aid_kit: { name: 'Advanced first aid kit', minSeverity: 4 },
  field_surgery_kit: { name: 'Field surgery kit with donor blood', minSeverity: 5 },
  surgical_theater: { name: 'Surgical theater', minSeverity: 6 },
} as const satisfies Record<string, StabilizationEquipmentConfig>;
export type StabilizationEquipmentId = keyof typeof PROPER_STABILIZATION_EQUIPMENT;

/** The equipment a Proper Stabilization of this Severity needs, or null when the Injury needs none (below 4). */
export function properStabilizationEquipment(severity: number): StabilizationEquipmentId | null {
  assertSeverity(severity);
  let found: StabilizationEquipmentId | null = null;
  for (const [id, row] of Object.entries(PROPER_STABILIZATION_EQUIPMENT))
    if (severity >= row.minSeverity) found = id as StabilizationEquipmentId;
  return found;
}

/** One attempt at Stabilization, as the table knows it before (or after) the roll. */
export interface StabilizationSetup {
  kind: StabilizationKind;
  /** The Injury's Severity at the time of the attempt (4 or more). */
  severity: number;
  /** Earlier failed attempts on this Injury; each makes the next one 1 harder. */
  failedAttempts?: number;
  /** The GM's Difficulty for a makeshift attempt; it must beat the Severity, so it is raised to Severity + 1 if not. */
  makeshiftDifficulty?: number;
}

/** A finished attempt: the setup plus the Outcome of the Intellect + Medicine roll. */
export interface StabilizationAttempt extends StabilizationSetup {
  outcome: number;
}

/** What an attempt did to the Injury and its Battle Scar. */
export interface StabilizationResult {
  difficulty: number;
  tier: ResultTier;
  stabilized: boolean;
  /** Added to the Injury's Severity (0 or 1). */
  severityChange: number;
  /** The scar will vanish once the Injury has fully healed. */
  cleanHeal: boolean;
  /** A botched makeshift attempt makes the Battle Scar one class worse. */
  scarWorsens: boolean;
  /** Difficulty of a retry, or null when the Injury is now stabilized (it can only be stabilized once). */
  nextAttemptDifficulty: number | null;
}

/**
 * The Difficulty of an attempt: the Severity for proper treatment, the GM's higher number for makeshift, plus 1
 * for every earlier failure.
 */
export function stabilizationDifficulty(setup: StabilizationSetup): number {
  assertSeverity(setup.severity);
  if (setup.severity < DEGRADES_FROM_SEVERITY)
    throw new RangeError(`only Injuries of Severity ${DEGRADES_FROM_SEVERITY}+ are stabilized, got ${setup.severity}`);
  const failures = setup.failedAttempts ?? 0;
  if (!Number.isInteger(failures) || failures < 0)
    throw new RangeError(`failedAttempts must be a whole number ≥ 0, got ${failures}`);
  const base = setup.kind === 'proper' ? setup.severity : Math.max(setup.makeshiftDifficulty ?? 0, setup.severity + 1);
  return base + failures;
}

/** The Intellect + Medicine roll for an attempt (no rank in Medicine: Intellect alone at +1 Difficulty). */
export function stabilizationRollOptions(
  setup: StabilizationSetup & { intellect: number; medicine: number; penalty?: number },
): RollOptions {
  return {
    pool: setup.intellect + setup.medicine,
    difficulty: stabilizationDifficulty(setup),
    noAbility: setup.medicine === 0,
    penalty: setup.penalty ?? 0,
  };
}

/**
 * Applies an attempt's Outcome. Proper: any success stabilizes, 4+ also heals clean, a botch adds 1 Severity.
 * Makeshift: any success stabilizes, every Outcome under 4 adds 1 Severity, the scar always stays, and a botch
 * also worsens the scar. A failed attempt may be retried at +1 Difficulty per failure.
 * @example resolveStabilization({ kind: 'proper', severity: 5, outcome: 4 }).cleanHeal === true
 */
export function resolveStabilization(attempt: StabilizationAttempt): StabilizationResult {
  if (!Number.isInteger(attempt.outcome))
    throw new RangeError(`outcome must be a whole number, got ${attempt.outcome}`);
  const difficulty = stabilizationDifficulty(attempt);
  const tier = resultTier(attempt.outcome);
  const stabilized = attempt.outcome >= TIER_THRESHOLDS.partial;
  const botch = tier === 'botch';
  const complete = attempt.outcome >= TIER_THRESHOLDS.complete;
  const proper = attempt.kind === 'proper';
  const severityChange = proper ? (botch ? 1 : 0) : complete ? 0 : 1;
  // A retry's Difficulty follows the Injury's new Severity, plus one for each failure so far.
  const nextAttemptDifficulty = stabilized
    ? null
    : stabilizationDifficulty({
        ...attempt,
        severity: attempt.severity + severityChange,
        failedAttempts: (attempt.failedAttempts ?? 0) + 1,
      });
  return {
    difficulty,
    tier,
    stabilized,
    severityChange,
    cleanHeal: proper && complete,
    scarWorsens: !proper && botch,
    nextAttemptDifficulty,
  };
}
