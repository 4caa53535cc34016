/** Minutes before a drug takes effect, by how it is taken. */
export const DRUG_ONSET_MINUTES = {
  intravenous: 1,
  snorted: 5,
  intramuscular: 5,
  ingested: 60,
} as const satisfies Record<string, number>;
export type DrugRoute = keyof typeof DRUG_ONSET_MINUTES;

/** What a normal dose does to the Penalty, for how long, and what it costs. */
export interface DrugDoseConfig {
  /** How long it lasts; null when the GM decides. */
  durationMinutes: number | null;
  bodyPenaltyReduction?: number;
  mindPenaltyReduction?: number;
  /** Penalty the dose adds on top of everything (at least this much; a GM may add more). */
  extraPenalty?: number;
  /** Mind damage taken on taking the dose. */
  mindDamage?: number;
  /** Added to the Difficulty of Mind rolls while it lasts. */
  mindRollDifficulty?: number;
  /** Minutes after the dose before restful sleep (which restores Mind) is possible again. */
  noRestfulSleepMinutes?: number;
}

const FOUR_HOURS = 240;

/** Normal doses with clear mechanics; overdoses are left to the GM. */
export const DRUG_DOSES = {
  painkiller: { durationMinutes: FOUR_HOURS, bodyPenaltyReduction: 2, mindDamage: 1 },
  stimulant: {
    durationMinutes: FOUR_HOURS,
    mindPenaltyReduction: 2,
    mindRollDifficulty: 1,
    noRestfulSleepMinutes: 16 * 60,
  },
  recreational: { durationMinutes: null, extraPenalty: 1 },
} as const satisfies Record<string, DrugDoseConfig>;
export type DrugId = keyof typeof DRUG_DOSES;

/** Minutes before a drug taken this way acts. */
export function drugOnsetMinutes(route: DrugRoute): number {
  return DRUG_ONSET_MINUTES[route];
}

/** Who gains a Trauma while high: what they are on and what they are already hooked on. */
export interface TraumaWhileDosed {
  /** Substances in effect right now. */
  underInfluenceOf: readonly string[];
  addictedTo: readonly string[];
}

/**
 * A Trauma gained while under a substance the Contractor is not yet hooked on becomes an addiction to it:
 * returns that substance, or null when the GM picks the Trauma freely.
 */
export function addictionFromTrauma(state: TraumaWhileDosed): string | null {
  return state.underInfluenceOf.find((s) => !state.addictedTo.includes(s)) ?? null;
}
