import type { StoredLimit } from '../db/schema.js';

// A custom Limit needs a Leader's approval. The mark lives on the Limit itself, so the sheet's flag follows from the
// sheet's own facts (and its cache stamp) with no read of the Playgroup.

/** The Limits with every custom one marked approved (or the marks taken away), catalog Limits unchanged. */
export function withLimitsApproved(limits: readonly StoredLimit[], approved: boolean): StoredLimit[] {
  return limits.map((l) =>
    'custom' in l ? (approved ? { custom: l.custom, approved: true } : { custom: l.custom }) : l,
  );
}

/** The Limits without approval marks: what a passport carries and what an edit compares. */
export const plainLimits = (limits: readonly StoredLimit[]): StoredLimit[] => withLimitsApproved(limits, false);

/** True when two lists name the same Limits in the same order, whatever their approval. */
export function sameLimits(a: readonly StoredLimit[], b: readonly StoredLimit[]): boolean {
  return JSON.stringify(plainLimits(a)) === JSON.stringify(plainLimits(b));
}

/**
 * The new Limits, keeping the approval of a custom Limit whose words were already approved on the sheet (an edit of
 * another Limit does not undo it); `approved` marks them all (a Leader's own edit).
 */
export function carryLimitApproval(
  next: readonly StoredLimit[],
  before: readonly StoredLimit[],
  approved = false,
): StoredLimit[] {
  const kept = new Set(before.flatMap((l) => ('custom' in l && l.approved ? [l.custom] : [])));
  return next.map((l) =>
    'custom' in l ? (approved || kept.has(l.custom) ? { custom: l.custom, approved: true } : { custom: l.custom }) : l,
  );
}
