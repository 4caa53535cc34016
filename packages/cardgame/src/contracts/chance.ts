import { randomInt, seededRng, type Rng } from '../rng.js';
import { STARTING_NUMBERS } from '../cards/dice-cards.js';
import { battleWinners, challengePasses, templates, type Challenge, type Hands } from './templates.js';

/** Above this many distinct deals (counted up to the order of Souls) the odds come from a seeded simulation instead. */
export const EXACT_LIMIT = 250_000;

/** Trials in a simulated estimate (the requirement asks for at least 10,000). */
export const SIMULATION_TRIALS = 10_000;

/** How a chance was found: every deal counted, or a seeded simulation. */
export interface ChanceEstimate {
  chance: number;
  method: 'exact' | 'simulated';
  /** Distinct deals weighed, or trials run. */
  samples: number;
}

const memo = new Map<string, ChanceEstimate>();

/** Options for `challengeChance` beyond the challenge and Turnout. */
export interface ChanceOptions {
  /** Force the seeded simulation even where an exact count is cheap (tests compare the two). */
  simulate?: boolean;
}

/**
 * The chance that a challenge goes well when every Soul holds a fresh 1–6 deck and powers are ignored:
 * for a team challenge the chance to pass, for a battle the chance that the first Soul is among the winners.
 * Results are remembered, so repeated questions cost nothing.
 * @example challengeChance({ template: 'sum_at_least', reveals: 2, target: 7, count: 0 }, 3).chance
 */
export function challengeChance(c: Challenge, turnout: number, options: ChanceOptions = {}): ChanceEstimate {
  if (!Number.isInteger(turnout) || turnout < 1) throw new RangeError(`challengeChance: bad turnout ${turnout}`);
  const key = `${c.template}/${c.reveals}/${c.target}/${c.count}/${turnout}${options.simulate ? '/sim' : ''}`;
  const known = memo.get(key);
  if (known) return known;
  const subsets = subsetsOf(STARTING_NUMBERS, c.reveals);
  const battle = templates[c.template].battle;
  const free = battle ? turnout - 1 : turnout;
  const deals = multisetCount(subsets.length, free) * (battle ? subsets.length : 1);
  const found =
    options.simulate || deals > EXACT_LIMIT
      ? simulate(c, turnout, seededRng(key))
      : countExactly(c, subsets, turnout, battle);
  memo.set(key, found);
  return found;
}

function goesWell(c: Challenge, hands: Hands): boolean {
  return templates[c.template].battle ? battleWinners(c, hands).includes(0) : challengePasses(c, hands);
}

/** Number of ways to choose `k` items from `n` kinds with repetition. */
function multisetCount(n: number, k: number): number {
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n + i - 1)) / i;
  return Math.round(r);
}

/**
 * Counts every deal exactly. Team templates (and the rivals in a battle) do not care which Soul holds
 * which cards, so each unordered choice of hands is weighed once with its number of orderings.
 */
function countExactly(c: Challenge, subsets: number[][], turnout: number, battle: boolean): ChanceEstimate {
  const free = battle ? turnout - 1 : turnout;
  const hands: number[][] = new Array<number[]>(turnout).fill([]);
  let good = 0;
  let weighed = 0;
  const leads = battle ? subsets : [null];
  for (const lead of leads) {
    if (lead) hands[0] = lead;
    const offset = battle ? 1 : 0;
    const walk = (slot: number, from: number, weight: number, run: number) => {
      if (slot === free) {
        weighed++;
        if (goesWell(c, hands)) good += weight;
        return;
      }
      for (let i = from; i < subsets.length; i++) {
        hands[slot + offset] = subsets[i]!;
        // weight = free! / (product of multiplicity!) built up one slot at a time
        const same = i === from && slot > 0 ? run + 1 : 1;
        walk(slot + 1, i, (weight * (slot + 1)) / same, same);
      }
    };
    walk(0, 0, 1, 0);
  }
  const total = subsets.length ** turnout;
  return { chance: good / total, method: 'exact', samples: weighed };
}

function simulate(c: Challenge, turnout: number, rng: Rng): ChanceEstimate {
  let good = 0;
  const deck = [...STARTING_NUMBERS] as number[];
  for (let t = 0; t < SIMULATION_TRIALS; t++) {
    const hands: number[][] = [];
    for (let s = 0; s < turnout; s++) {
      // a partial Fisher–Yates draws `reveals` different cards from the soul's own 1–6 deck
      for (let i = 0; i < c.reveals; i++) {
        const j = i + randomInt(rng, deck.length - i);
        const keep = deck[i]!;
        deck[i] = deck[j]!;
        deck[j] = keep;
      }
      hands.push(deck.slice(0, c.reveals));
    }
    if (goesWell(c, hands)) good++;
  }
  return { chance: good / SIMULATION_TRIALS, method: 'simulated', samples: SIMULATION_TRIALS };
}

/** Every way to choose `size` different items, each as a sorted array. */
export function subsetsOf(items: readonly number[], size: number): number[][] {
  if (size === 0) return [[]];
  if (size > items.length) return [];
  const [first, ...rest] = items;
  const withFirst = subsetsOf(rest, size - 1).map((s) => [first!, ...s]);
  return [...withFirst, ...subsetsOf(rest, size)];
}
