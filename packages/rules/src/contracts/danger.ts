/** One band of the danger scale: deaths per hundred Contracts below which the band applies (null: no ceiling). */
export interface DangerConfig {
  name: string;
  deathsPer100Below: number | null;
}

/**
 * A Playgroup's danger bands by deaths per hundred recorded Contracts, lowest first. With four or five Contractors at
 * a typical table, 10 per hundred means roughly one death in forty-odd seats; a death every Contract is the top.
 */
export const DANGER_LEVELS = {
  safe: { name: 'Safe', deathsPer100Below: 10 },
  risky: { name: 'Risky', deathsPer100Below: 25 },
  dangerous: { name: 'Dangerous', deathsPer100Below: 50 },
  deadly: { name: 'Deadly', deathsPer100Below: 100 },
  lethal: { name: 'Lethal', deathsPer100Below: null },
} as const satisfies Record<string, DangerConfig>;
export type DangerId = keyof typeof DANGER_LEVELS | 'untested';

const DANGER_IDS = Object.keys(DANGER_LEVELS) as (keyof typeof DANGER_LEVELS)[];

/** A Playgroup's record, as counted from its finished (not voided) Contracts. */
export interface DangerRecord {
  contracts: number;
  deaths: number;
}

/**
 * The danger label for a Playgroup from deaths per Contract; `untested` before its first Contract.
 * @example dangerLabel({ contracts: 20, deaths: 3 }) === 'risky' // 15 per hundred
 */
export function dangerLabel({ contracts, deaths }: DangerRecord): DangerId {
  if (![contracts, deaths].every((n) => Number.isInteger(n) && n >= 0))
    throw new RangeError(`counts must be whole numbers ≥ 0, got ${contracts} and ${deaths}`);
  if (contracts === 0) return 'untested';
  // Whole-number comparison: deaths / contracts < below / 100; the top band has no ceiling.
  const fits = (id: keyof typeof DANGER_LEVELS) => {
    const below = DANGER_LEVELS[id].deathsPer100Below;
    return below === null || deaths * 100 < below * contracts;
  };
  return DANGER_IDS.find(fits) ?? 'lethal';
}
