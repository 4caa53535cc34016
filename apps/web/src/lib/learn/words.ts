import { TIER_THRESHOLDS, type ResultTier } from '@harbinger/rules';
import type { RollTally } from '../home/scored-roll.js';

/** What each result tier means at the table, in a line, with the Outcomes that reach it. */
export const TIER_MEANINGS: { tier: ResultTier; range: string; meaning: string }[] = [
  { tier: 'botch', range: 'below 0', meaning: 'More ones than successes: it goes wrong, and it costs something.' },
  { tier: 'failure', range: '0', meaning: 'Nothing gained. The GM says what that means here.' },
  {
    tier: 'partial',
    range: `${TIER_THRESHOLDS.partial} to ${TIER_THRESHOLDS.complete - 1}`,
    meaning: 'It works, but with a catch: a cost, a delay, a new problem.',
  },
  {
    tier: 'complete',
    range: `${TIER_THRESHOLDS.complete} or ${TIER_THRESHOLDS.exceptional - 1}`,
    meaning: 'It works the way you hoped.',
  },
  {
    tier: 'exceptional',
    range: `${TIER_THRESHOLDS.exceptional} or more`,
    meaning: 'It works and then some: style, speed or a bonus on top.',
  },
];

/**
 * The sum behind an Outcome in words, for a reader checking the dice: "2 dice at 6 or more (+2), one 10 (+2) and
 * one 1 (−1)".
 * @example tallyWords({ hits: 2, tens: 0, ones: 0 }, 6) === '2 dice at 6 or more (+2)'
 */
export function tallyWords(tally: RollTally, difficulty: number): string {
  const parts: string[] = [];
  if (tally.hits > 0)
    parts.push(`${tally.hits} ${tally.hits === 1 ? 'die' : 'dice'} at ${difficulty} or more (+${tally.hits})`);
  if (tally.tens > 0) parts.push(`${tally.tens === 1 ? 'one 10' : `${tally.tens} tens`} (+${tally.tens * 2})`);
  if (tally.ones > 0) parts.push(`${tally.ones === 1 ? 'one 1' : `${tally.ones} ones`} (−${tally.ones})`);
  if (parts.length === 0) return 'no die scored anything';
  if (parts.length === 1) return parts[0]!;
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}
