/** One rung of the Contractor ladder: how many won Contracts it spans (`max` null means no ceiling). */
export interface StatusConfig {
  name: string;
  minVictories: number;
  maxVictories: number | null;
}

/** The five Statuses in rising order, by number of Contracts won (10 opens Seasoned, per RULINGS.md). */
export const STATUSES = {
  newbie: { name: 'Newbie', minVictories: 0, maxVictories: 3 },
  novice: { name: 'Novice', minVictories: 4, maxVictories: 9 },
  seasoned: { name: 'Seasoned', minVictories: 10, maxVictories: 16 },
  professional: { name: 'Professional', minVictories: 17, maxVictories: 24 },
  veteran: { name: 'Veteran', minVictories: 25, maxVictories: null },
} as const satisfies Record<string, StatusConfig>;
export type StatusId = keyof typeof STATUSES;

/** Status ids from lowest to highest. */
export const STATUS_IDS = Object.keys(STATUSES) as StatusId[];

/**
 * The Status a Contractor holds after winning `victories` Contracts.
 * @example statusFromVictories(10) === 'seasoned'
 */
export function statusFromVictories(victories: number): StatusId {
  if (!Number.isInteger(victories) || victories < 0)
    throw new RangeError(`victories must be a whole number ≥ 0, got ${victories}`);
  // Walk down from the top: the first rung whose floor we reach is ours.
  for (let i = STATUS_IDS.length - 1; i > 0; i--) {
    const id = STATUS_IDS[i]!;
    if (victories >= STATUSES[id].minVictories) return id;
  }
  return 'newbie';
}

/** True when `status` is `min` or any Status above it. */
export function statusAtLeast(status: StatusId, min: StatusId): boolean {
  return STATUS_IDS.indexOf(status) >= STATUS_IDS.indexOf(min);
}
