import { assertSeverity, type Injury } from './injuries.js';

/** The two healing rules a Playgroup can choose between. */
export const HEALING_MODES = ['gritty', 'arcade'] as const;
export type HealingMode = (typeof HEALING_MODES)[number];

/** Severity levels an Injury loses per month (gritty) or over a Downtime (arcade). */
export const HEALING_PER_STEP = 2;

/** Injuries after healing: those still open (Severity lowered) and the originals that closed. */
export interface HealingResult<T extends Injury> {
  remaining: T[];
  healed: T[];
}

function lower<T extends Injury>(injuries: readonly T[], by: (injury: T) => number): HealingResult<T> {
  const remaining: T[] = [];
  const healed: T[] = [];
  for (const injury of injuries) {
    assertSeverity(injury.severity);
    const severity = injury.severity - by(injury);
    if (severity > 0) remaining.push({ ...injury, severity });
    else healed.push(injury);
  }
  return { remaining, healed };
}

/**
 * Gritty healing: every Injury loses 2 Severity per month and closes at 0.
 * @example healGritty([{ severity: 3 }], 1).remaining // [{ severity: 1 }]
 */
export function healGritty<T extends Injury>(injuries: readonly T[], months: number): HealingResult<T> {
  if (!Number.isInteger(months) || months < 0) throw new RangeError(`months must be a whole number ≥ 0, got ${months}`);
  return lower(injuries, () => HEALING_PER_STEP * months);
}

/** An Injury under arcade healing remembers whether a Contract or a Downtime dealt it. */
export interface ArcadeInjury extends Injury {
  origin: 'contract' | 'downtime';
}

/** The two moments arcade healing acts: the Downtime after a Contract, and the start of the next Contract. */
export type ArcadePhase = 'downtime' | 'next_contract';

/**
 * Arcade healing. At the Downtime, Contract Injuries lose 2 Severity. Before the next Contract, Contract Injuries
 * close entirely, while Downtime Injuries stay open and are carried in as that Contract's own.
 */
export function healArcade<T extends ArcadeInjury>(injuries: readonly T[], phase: ArcadePhase): HealingResult<T> {
  if (phase === 'downtime') return lower(injuries, (i) => (i.origin === 'contract' ? HEALING_PER_STEP : 0));
  const result = lower(injuries, (i) => (i.origin === 'contract' ? i.severity : 0));
  return { remaining: result.remaining.map((i) => ({ ...i, origin: 'contract' })), healed: result.healed };
}
