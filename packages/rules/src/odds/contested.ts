import { contestSucceeds, contestedOutcome } from '../dice/outcome.js';
import { resolveRoll, type RollOptions } from '../dice/pool.js';
import { countsToEntries, outcomeCounts, type OutcomeDistribution, type OutcomeEntry } from './distribution.js';
import type { Fraction } from './fraction.js';
import { overPowerOfTen } from './power-of-ten.js';

/** The exact odds of a Contested Action: both sides' own odds and those of the Contested Outcome. */
export interface ContestedDistribution {
  initiator: OutcomeDistribution;
  defender: OutcomeDistribution;
  /** Contested Outcome (initiator less defender, never below 0), ascending; impossible values left out. */
  entries: OutcomeEntry[];
  /** The chance the Contested Outcome is above 0: a complete success for the initiator. */
  success: Fraction;
}

/**
 * The exact distribution of a Contested Outcome, combining every pair of the two sides' Outcomes through
 * `contestedOutcome` (ties go to the defender).
 * @example contestedDistribution({ pool: 5 }, { pool: 4, difficulty: 7 }).success
 */
export function contestedDistribution(initiator: RollOptions, defender: RollOptions): ContestedDistribution {
  const attackRoll = resolveRoll(initiator);
  const defenceRoll = resolveRoll(defender);
  const attack = outcomeCounts(attackRoll);
  const defence = outcomeCounts(defenceRoll);
  const highest = contestedOutcome(attack.lowest + attack.counts.length - 1, defence.lowest);
  const counts = new Array<bigint>(highest + 1).fill(0n);
  let successes = 0n;
  for (let i = 0; i < attack.counts.length; i++) {
    const a = attack.counts[i]!;
    if (a === 0n) continue;
    for (let j = 0; j < defence.counts.length; j++) {
      const ways = a * defence.counts[j]!;
      const contested = contestedOutcome(attack.lowest + i, defence.lowest + j);
      counts[contested] = counts[contested]! + ways;
      if (contestSucceeds(contested)) successes += ways;
    }
  }
  const exponent = attack.exponent + defence.exponent;
  return {
    initiator: { roll: attackRoll, entries: countsToEntries(attack) },
    defender: { roll: defenceRoll, entries: countsToEntries(defence) },
    entries: countsToEntries({ lowest: 0, counts, exponent }),
    success: overPowerOfTen(successes, exponent),
  };
}
