import { applyOutcomeModifiers, outcomeOf } from '../dice/outcome.js';
import { resolveRoll, type RollOptions } from '../dice/pool.js';
import { scoreDie } from '../dice/score.js';
import type { OutcomeDistribution, OutcomeEntry } from './distribution.js';
import { fraction, ONE } from './fraction.js';
import { D10_FACES } from './score-counts.js';

/** Past this many dice the tallies would no longer be exact doubles (and the walk would take days). */
export const MAX_BRUTE_FORCE_DICE = 15;

/**
 * The exact Outcome distribution found the slow, obvious way: every one of the 10^dice face combinations is
 * visited with an odometer, scored with `scoreDie`, and passed through `applyOutcomeModifiers`. It is the
 * reference the fast engine is tested and benchmarked against; keep it to small pools.
 * @example bruteForceDistribution({ pool: 3, difficulty: 7 }) // visits 1,000 combinations
 */
export function bruteForceDistribution(options: RollOptions): OutcomeDistribution {
  const roll = resolveRoll(options);
  const dice = roll.dice;
  if (dice > MAX_BRUTE_FORCE_DICE)
    throw new RangeError(`brute force is limited to ${MAX_BRUTE_FORCE_DICE} dice, got ${dice}`);
  if (dice === 0) return { roll, entries: [{ outcome: outcomeOf([], roll), probability: ONE }] };

  const faceScores = D10_FACES.map((face) => scoreDie(face, roll.difficulty));
  const lastFace = faceScores.length - 1;
  // Room for any Outcome the dice and the +1 of exertion can reach, so no combination is dropped.
  const offset = dice + 1;
  const tally = new Float64Array(3 * dice + 3);
  const wheel = new Array<number>(dice).fill(0); // the face index shown by each die
  let score = dice * faceScores[0]!;
  for (;;) {
    const index = applyOutcomeModifiers(score, roll) + offset;
    if (!(index >= 0 && index < tally.length))
      throw new Error(`Outcome ${index - offset} is out of the expected range`);
    tally[index]!++;
    // Turn the odometer: the first die that does not wrap around stops the carry.
    let die = 0;
    while (die < dice && wheel[die] === lastFace) {
      score += faceScores[0]! - faceScores[lastFace]!;
      wheel[die] = 0;
      die++;
    }
    if (die === dice) break;
    const shown = wheel[die]!;
    score += faceScores[shown + 1]! - faceScores[shown]!;
    wheel[die] = shown + 1;
  }

  const combinations = 10n ** BigInt(dice);
  const entries: OutcomeEntry[] = [];
  tally.forEach((count, index) => {
    if (count > 0) entries.push({ outcome: index - offset, probability: fraction(BigInt(count), combinations) });
  });
  return { roll, entries };
}
