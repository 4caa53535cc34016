import { assertSeverity } from './injuries.js';

/** A class of Battle Scar and the lowest Injury Severity that leaves one. */
export interface ScarClassConfig {
  name: string;
  minSeverity: number;
}

/** The four classes of Battle Scar, mildest first. */
export const SCAR_CLASSES = {
  minor: { name: 'Minor', minSeverity: 4 },
  major: { name: 'Major', minSeverity: 5 },
  severe: { name: 'Severe', minSeverity: 6 },
  extreme: { name: 'Extreme', minSeverity: 7 },
} as const satisfies Record<string, ScarClassConfig>;
export type ScarClassId = keyof typeof SCAR_CLASSES;

/** Scar classes from mildest to worst. */
export const SCAR_CLASS_IDS = Object.keys(SCAR_CLASSES) as ScarClassId[];

/**
 * The Battle Scar an Injury of this Severity leaves, or null below 4. Use the Severity the Injury had when it
 * was taken: later worsening never adds or upgrades a scar.
 * @example scarClassForSeverity(5) === 'major'
 */
export function scarClassForSeverity(severity: number): ScarClassId | null {
  assertSeverity(severity);
  let found: ScarClassId | null = null;
  for (const id of SCAR_CLASS_IDS) if (severity >= SCAR_CLASSES[id].minSeverity) found = id;
  return found;
}

/** The worse of two scar classes. */
export function worseScarClass(a: ScarClassId, b: ScarClassId): ScarClassId {
  return SCAR_CLASS_IDS.indexOf(a) >= SCAR_CLASS_IDS.indexOf(b) ? a : b;
}

/** The next class up (a botched makeshift treatment worsens the scar); Extreme stays Extreme. */
export function nextScarClass(scarClass: ScarClassId): ScarClassId {
  const i = SCAR_CLASS_IDS.indexOf(scarClass);
  return SCAR_CLASS_IDS[Math.min(i + 1, SCAR_CLASS_IDS.length - 1)]!;
}

/** How an Injury's scar was treated. */
export interface ScarHistory {
  /** A complete (4+) proper Stabilization set the Injury on course for a clean heal. */
  cleanHeal: boolean;
  /** The scar was the price of Will to Survive: it stays no matter what. */
  fromWillToSurvive?: boolean;
}

/** True when the scar fades once its Injury has fully healed. */
export function scarHealsWithInjury(history: ScarHistory): boolean {
  return history.cleanHeal && !history.fromWillToSurvive;
}
