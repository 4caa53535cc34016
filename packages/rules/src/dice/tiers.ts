/** The five result bands of an Outcome. */
export const RESULT_TIERS = ['botch', 'failure', 'partial', 'complete', 'exceptional'] as const;
export type ResultTier = (typeof RESULT_TIERS)[number];

/**
 * Names the band an Outcome falls in: below 0 a botch, 0 a failure, 1–3 partial, 4–5 complete, 6+ exceptional.
 * @example resultTier(4) === 'complete'
 */
export function resultTier(outcome: number): ResultTier {
  if (outcome < 0) return 'botch';
  if (outcome === 0) return 'failure';
  if (outcome <= 3) return 'partial';
  if (outcome <= 5) return 'complete';
  return 'exceptional';
}

/** The lowest Outcome of each tier (a botch has no lowest: any negative Outcome). */
export const TIER_THRESHOLDS = { failure: 0, partial: 1, complete: 4, exceptional: 6 } as const;
