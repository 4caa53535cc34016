/** A row of boxes on the sheet: `filled` of them marked, and marks past the last box counted as overflow. */
export interface Track {
  boxes: boolean[];
  filled: number;
  /** Marks beyond the track (Body past 0 means death). */
  overflow: number;
}

function track(size: number, marks: number): Track {
  const total = Math.max(0, size);
  const filled = Math.min(total, Math.max(0, marks));
  return { boxes: Array.from({ length: total }, (_, i) => i < filled), filled, overflow: Math.max(0, marks - total) };
}

/**
 * The Body track: one box per point of Body, the boxes the Injuries deplete filled in.
 * @example bodyTrack({ body: 7, bodyDepletion: 3 }).boxes // → [true, true, true, false, false, false, false]
 */
export function bodyTrack(derived: { body: number; bodyDepletion: number }): Track {
  return track(derived.body, derived.bodyDepletion);
}

/** The Mind track: one box per point of Mind, the boxes Mind damage drains filled in. */
export function mindTrack(facts: { mind: number; mindDamage: number }): Track {
  return track(facts.mind, facts.mindDamage);
}
