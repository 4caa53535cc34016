import {
  MAX_DIFFICULTY,
  RESULT_TIERS,
  fractionToNumber,
  meanOutcome,
  outcomeDistribution,
  probabilityAtLeast,
  tierProbabilities,
  type Fraction,
} from '@harbinger/rules';
import { TIER_WORDS } from './roll-words.js';

/** A pool to show the odds of: dice and Difficulty as asked, before any overflow. */
export interface OddsAsk {
  pool: number;
  difficulty: number;
  exert: boolean;
  /** A rank-6 Ability: the dice's Outcome never drops below 0. */
  rank6?: boolean;
  /** What the dice stand for, when they come from a sheet ("Dex + Athletics, Penalty 1"). */
  note?: string;
}

/** A probability as a percentage with two decimals; a chance that exists but rounds to nothing says so. */
export function percent(chance: Fraction): string {
  if (chance.num === 0n) return '0%';
  if (chance.num === chance.den) return '100%';
  const value = fractionToNumber(chance) * 100;
  if (value < 0.005) return 'under 0.01%';
  if (value > 99.995) return 'over 99.99%';
  return `${value.toFixed(2)}%`;
}

function dice(n: number): string {
  return `${n} ${n === 1 ? 'die' : 'dice'}`;
}

/**
 * The exact chances of a pool as a chat message: each result tier, the chance of at least a partial success, and the
 * mean Outcome, computed over every way the dice can fall; the dice actually thrown are named when Difficulty
 * overflow removes some.
 * @example oddsWords({ pool: 5, difficulty: 7, exert: false })
 */
export function oddsWords(ask: OddsAsk): string {
  const dist = outcomeDistribution({
    pool: ask.pool,
    difficulty: ask.difficulty,
    exert: ask.exert,
    rank6: ask.rank6 ?? false,
  });
  const { roll } = dist;
  const tiers = tierProbabilities(dist);
  const lines = [
    `**Odds of ${dice(ask.pool)} at Difficulty ${ask.difficulty}${ask.exert ? ', exerting' : ''}${ask.rank6 ? ', rank 6' : ''}**`,
  ];
  if (ask.note) lines.push(ask.note);
  if (roll.overflowRemoved > 0)
    lines.push(
      `Past Difficulty ${MAX_DIFFICULTY} each point costs a die: ${dice(roll.dice)} thrown at Difficulty ${roll.difficulty}.`,
    );
  if (roll.dice === 0) lines.push('No dice are left to throw, so the Outcome is always 0.');
  for (const tier of [...RESULT_TIERS].reverse()) lines.push(`${TIER_WORDS[tier]}: ${percent(tiers[tier])}`);
  lines.push(`At least a partial success (Outcome 1 or more): **${percent(probabilityAtLeast(dist, 1))}**`);
  lines.push(`Mean Outcome: ${fractionToNumber(meanOutcome(dist)).toFixed(2)}`);
  return lines.join('\n');
}
