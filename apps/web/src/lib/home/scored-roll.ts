import { rollDice, seededRng, type DieScore, type ResultTier, type RollOptions } from '@harbinger/rules';
import { TIER_WORDS } from '../sheet/words.js';

/** A seed is short letters and digits: it sits in the page's address so the same link shows the same dice. */
const SEED_PATTERN = /^[a-z0-9]{1,16}$/;

/** One die of a shown roll: its face and what it adds to the Outcome. */
export interface ScoredDie {
  face: number;
  score: DieScore;
  /** "+1", "+2", "−1" or "0". */
  scoreText: string;
  /** A short reason a screen reader and the tooltip give: "10: +2". */
  label: string;
}

/** A roll as the home page and the walk-through show it: every die scored, the Outcome and its tier. */
export interface ScoredRoll {
  dice: number;
  difficulty: number;
  faces: ScoredDie[];
  outcome: number;
  tier: ResultTier;
  tierLabel: string;
  /** Dice the Penalty took away (after the floor of 2). */
  penaltyApplied: number;
}

/**
 * Reads a seed from the address, or null when it is missing or not a plain short token.
 * @example readSeed('k3j9') === 'k3j9'; readSeed('<x>') === null
 */
export function readSeed(value: string | null): string | null {
  return value !== null && SEED_PATTERN.test(value) ? value : null;
}

/** A fresh seed for the next roll's form: eight base-36 characters from the platform's random source. */
export function freshSeed(): string {
  const buffer = new Uint32Array(2);
  globalThis.crypto.getRandomValues(buffer);
  return [...buffer]
    .map((n) => n.toString(36))
    .join('')
    .slice(0, 8);
}

function scoreText(score: DieScore): string {
  if (score > 0) return `+${score}`;
  return score < 0 ? '−1' : '0';
}

/**
 * Rolls with the rules engine from a seed (the same seed always gives the same dice) and scores each die.
 * @example scoredRoll({ pool: 5, difficulty: 6 }, 'abc').faces.length === 5
 */
export function scoredRoll(options: RollOptions, seed: string): ScoredRoll {
  const result = rollDice(options, seededRng(seed));
  return {
    dice: result.dice,
    difficulty: result.difficulty,
    faces: result.faces.map((face, i) => {
      const score = result.scores[i]!;
      return { face, score, scoreText: scoreText(score), label: `${face}: ${scoreText(score)}` };
    }),
    outcome: result.outcome,
    tier: result.tier,
    tierLabel: TIER_WORDS[result.tier],
    penaltyApplied: result.penaltyApplied,
  };
}

/** How many dice of a roll scored +1, +2 and −1: the sum a reader can check by eye. */
export interface RollTally {
  hits: number;
  tens: number;
  ones: number;
}

/**
 * Counts a roll's scoring dice by kind.
 * @example tallyRoll(roll).tens // the dice that showed 10
 */
export function tallyRoll(roll: ScoredRoll): RollTally {
  return {
    hits: roll.faces.filter((die) => die.score === 1).length,
    tens: roll.faces.filter((die) => die.score === 2).length,
    ones: roll.faces.filter((die) => die.score === -1).length,
  };
}
