import { scoreDie, type DieFace, type DieScore } from '@harbinger/rules';
import { TIER_WORDS } from './words.js';

/** One thrown die with what it added. */
export interface ShownDie {
  face: number;
  score: DieScore;
  /** "+1", "+2", "−1", "0". */
  label: string;
}

/** A roll from the history, ready to show. */
export interface ShownRoll {
  dice: ShownDie[];
  outcome: number;
  tierLabel: string;
}

const SCORE_LABELS: Record<DieScore, string> = { [-1]: '−1', 0: '0', 1: '+1', 2: '+2' };

/**
 * The faces of a server roll with each die's score at the roll's Difficulty (from the rules' scoring), the
 * Outcome and its tier in words.
 * @example
 * shownRoll({ faces: [1, 6, 10], difficulty: 6, outcome: 2, tier: 'partial' }).dice.map((d) => d.label)
 * // ['−1', '+1', '+2']
 */
export function shownRoll(record: {
  faces: readonly number[];
  difficulty: number;
  outcome: number;
  tier: keyof typeof TIER_WORDS;
}): ShownRoll {
  return {
    dice: record.faces.map((face) => {
      const score = scoreDie(face as DieFace, record.difficulty);
      return { face, score, label: SCORE_LABELS[score] };
    }),
    outcome: record.outcome,
    tierLabel: TIER_WORDS[record.tier],
  };
}

/**
 * A time of day in a zone, 24-hour: "14:05". An unknown zone reads as UTC.
 * @example clock('2025-11-21T14:05:00Z', 'Europe/Paris') === '15:05'
 */
export function clock(value: Date | string, zone: string): string {
  const options = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
  try {
    return new Intl.DateTimeFormat('en-GB', { ...options, timeZone: zone }).format(new Date(value));
  } catch {
    return new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' }).format(new Date(value));
  }
}
