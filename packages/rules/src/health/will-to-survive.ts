import { fail, ok, type Issue, type Result } from '../result.js';
import { assertSeverity } from './injuries.js';
import { scarClassForSeverity, type ScarClassId } from './scars.js';

/** The class of the permanent scar Will to Survive always leaves (RULINGS: always Major). */
export const WILL_TO_SURVIVE_SCAR_CLASS = 'major' satisfies ScarClassId;

/** Most Severity levels Will to Survive can take off one Injury. */
export const WILL_TO_SURVIVE_MAX_REDUCTION = 4;
/** Will to Survive never brings an Injury below this Severity. */
export const WILL_TO_SURVIVE_FLOOR = 4;
/** Mind damage paid for using it. */
export const WILL_TO_SURVIVE_MIND_DAMAGE = 1;

/** The circumstances of the Injury about to be recorded. */
export interface WillToSurviveRequest {
  /** Levels to take off; the most allowed when left out. */
  reduction?: number;
  /** The damage comes from a fall, which Will to Survive cannot soften. */
  falling?: boolean;
  /** Will to Survive was already spent on this Contract. */
  usedThisContract?: boolean;
}

/** What the Contractor ends up with. */
export interface WillToSurviveResult {
  /** The Severity to record. */
  severity: number;
  reducedBy: number;
  mindDamage: number;
  /** The scar that comes with it, permanent whatever the Stabilization: always Major. */
  permanentScar: ScarClassId;
  /** The scar the reduced Injury leaves by its own Severity, as any Injury does (it may heal cleanly). */
  injuryScar: ScarClassId;
}

/** The most levels Will to Survive could take off an Injury of this Severity. */
export function willToSurviveMaxReduction(incomingSeverity: number): number {
  assertSeverity(incomingSeverity);
  return Math.max(0, Math.min(WILL_TO_SURVIVE_MAX_REDUCTION, incomingSeverity - WILL_TO_SURVIVE_FLOOR));
}

/**
 * Uses Will to Survive on an incoming Injury, after damage is worked out and before it is written down: up to 4
 * levels off, never below Severity 4, for 1 Mind damage and a permanent Major Battle Scar. The reduced Injury still
 * leaves its own scar by its Severity, as usual (RULINGS: Will to Survive). Refused against falls and a second
 * time in one Contract.
 * @example applyWillToSurvive(10) // → ok, severity 6, permanent Major scar, the Injury's own Severe scar
 */
export function applyWillToSurvive(
  incomingSeverity: number,
  request: WillToSurviveRequest = {},
): Result<WillToSurviveResult> {
  const max = willToSurviveMaxReduction(incomingSeverity);
  const issues: Issue[] = [];
  if (request.falling) issues.push({ code: 'will_to_survive_not_against_falling', path: ['falling'] });
  if (request.usedThisContract) issues.push({ code: 'will_to_survive_already_used', path: ['usedThisContract'] });
  if (max === 0)
    issues.push({
      code: 'nothing_to_reduce',
      path: ['severity'],
      min: WILL_TO_SURVIVE_FLOOR + 1,
      received: String(incomingSeverity),
    });
  const reduction = request.reduction ?? max;
  if (max > 0 && (!Number.isInteger(reduction) || reduction < 1 || reduction > max)) {
    issues.push({ code: 'reduction_out_of_range', path: ['reduction'], min: 1, max, received: String(reduction) });
  }
  if (issues.length > 0) return fail(...issues);
  const severity = incomingSeverity - reduction;
  return ok({
    severity,
    reducedBy: reduction,
    mindDamage: WILL_TO_SURVIVE_MIND_DAMAGE,
    permanentScar: WILL_TO_SURVIVE_SCAR_CLASS,
    // severity >= 4 here, so the Injury's own class exists.
    injuryScar: scarClassForSeverity(severity) ?? 'minor',
  });
}
